package boardtest

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"tavolo/app/table/tabletest"
)

// hintSize is the window the hint tests open every board in.
var hintSize = fyne.NewSize(1100, 760)

// eachBoard runs f on every board, open at its person's first turn.
func eachBoard(t *testing.T, f func(t *testing.T, o opened)) {
	for _, b := range boards {
		t.Run(b.def.Name, func(t *testing.T) { f(t, openAt(t, b, hintSize)) })
	}
}

// askHint asks a hint with I and checks it: "Thinking…" on the message
// line while it is searched, then the advice drawn on the table with its
// evidence below it, the cards it plays outlined, the message line clear
// again; Esc closes it, and it played no move.
func askHint(t *testing.T, o opened) {
	t.Helper()
	changes := o.changes()
	o.Widget.(fyne.Focusable).TypedRune('i')
	if o.msg() != lang.L("Thinking…") || !o.hint.Busy() {
		t.Fatalf("no thinking shown while the hint is searched: %q", o.msg())
	}
	o.drain()
	texts := tabletest.Texts(o.objects())
	if o.hint.Text == "" || o.hint.Busy() || o.msg() != "" || !tabletest.Shows(texts, strings.Fields(o.hint.Text)[0]) {
		t.Fatalf("the hint %q is not shown (message %q): %q", o.hint.Text, o.msg(), texts)
	}
	if ev := o.hint.Evidence; ev != "" && !tabletest.Shows(texts, strings.Fields(ev)[0]) {
		t.Errorf("the evidence %q is not shown below the advice", ev)
	}
	tabletest.HintMarked(t, o.objects(), o.hint.Cards())
	o.Widget.(fyne.Focusable).TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if o.hint.Text != "" {
		t.Error("Esc did not close the hint")
	}
	if o.changes() != changes {
		t.Error("the hint played a move")
	}
}

// TestEveryBoardHints: on the person's turn the Hint button is there and
// I asks a hint, shown on the table; once the turn has passed to a
// computer, or with the score sheet up, there is none to ask.
func TestEveryBoardHints(t *testing.T) {
	eachBoard(t, func(t *testing.T, o opened) {
		if !o.myTurn() || !o.canHint() || o.buttons.Hint.Disabled() {
			t.Fatalf("no hint on the person's turn (their turn %v)", o.myTurn())
		}
		askHint(t, o)
		o.showSheet(true)
		if o.canHint() {
			t.Error("a hint may be asked over the score sheet")
		}
		o.showSheet(false)
		for i := 0; o.myTurn(); i++ {
			if i == 40 || !o.play() {
				t.Fatalf("the person's turn did not end after %d moves", i)
			}
		}
		o.Widget.(fyne.Focusable).TypedRune('i')
		if o.canHint() || o.hint.Busy() || o.hint.Text != "" || o.msg() == lang.L("Thinking…") {
			t.Errorf("a hint on a computer's turn: %q (message %q)", o.hint.Text, o.msg())
		}
	})
}

// TestEveryBoardDropsALateHint: the Hint button asks as I does, and a hint
// that comes back after the person moved on is dropped.
func TestEveryBoardDropsALateHint(t *testing.T) {
	eachBoard(t, func(t *testing.T, o opened) {
		var later []func()
		o.setup.Go = func(f func()) { later = append(later, f) }
		test.Tap(o.buttons.Hint)
		if !o.hint.Busy() || len(later) != 1 {
			t.Fatal("the Hint button did not start a hint")
		}
		if !o.play() {
			t.Fatal("the person could not move")
		}
		later[0]()
		o.drain()
		if o.hint.Busy() || o.hint.Text != "" || o.msg() == lang.L("Thinking…") {
			t.Fatalf("a late hint was shown: %q (message %q)", o.hint.Text, o.msg())
		}
	})
}
