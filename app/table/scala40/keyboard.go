package scala40

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"tavolo/engine/cards"
	s40 "tavolo/engine/scala40"
)

// The keyboard path: every drag and click has keys too.
//
//	Left, Right    move the cursor along the hand
//	Space          select the card under the cursor (or unselect it)
//	D / T          draw from the tallone / take the top of the pozzo
//	N              put the selected cards in a new staged meld
//	O              open (or lay down) the staged melds
//	[ and ]        choose a meld on the table; A attaches the selection to it
//	X              discard the selected card onto the pozzo
//	S              sort by suit or by rank
//	U, Backspace   undo
//	P              show the pozzo's contents
//	H              show the score sheet
//	M              show the moves of this hand
//	?, I           a hint: what the strongest computer would play, and why
//	Return         confirm the hot-seat cover; deal the next hand
//	Escape         close a panel, clear the selection
//	1 … 4          answer a question (which card a joker stands for)
//	F1             this list
//
// The table takes the focus when it is shown.

// FocusGained is part of fyne.Focusable.
func (t *Table) FocusGained() {}

// FocusLost is part of fyne.Focusable.
func (t *Table) FocusLost() {}

// TypedRune handles letter keys.
func (t *Table) TypedRune(r rune) {
	if t.d.CoverKey(nil, nil) {
		return
	}
	if t.keys || t.hint.Text != "" {
		t.keys, t.hint.Text = false, ""
		t.Refresh()
		return
	}
	t.keyboard = true
	t.touched()
	switch r {
	case 'd', 'D':
		t.keyDraw(s40.Draw)
	case 't', 'T':
		t.keyDraw(s40.Take)
	case 'n', 'N':
		if sel := t.selectedCards(); len(sel) > 0 && t.viewer() >= 0 {
			t.newStage(sel)
		}
	case 'o', 'O':
		t.layDown()
	case 'x', 'X':
		if sel := t.selectedCards(); len(sel) == 1 {
			t.discard(sel[0])
		}
	case '[':
		t.moveMeldCursor(-1)
	case ']':
		t.moveMeldCursor(1)
	case 'a', 'A':
		if sel := t.selectedCards(); len(sel) > 0 && t.meldCursor > 0 {
			t.attachAll(sel, t.meldCursor)
		}
	case 's', 'S':
		if t.viewer() >= 0 {
			t.toggleSort()
		}
	case 'u', 'U':
		t.act(s40.Action{Kind: s40.Undo})
	case 'p', 'P':
		t.pozzo = !t.pozzo
	case 'h', 'H':
		t.sheet = !t.sheet
	case 'm', 'M':
		t.log.Toggle()
	case '?', 'i', 'I':
		t.askHint()
	case ' ':
		if c, ok := t.cursorCard(); ok {
			t.selected[c] = !t.selected[c]
			if !t.selected[c] {
				delete(t.selected, c)
			}
		}
	default:
		if r >= '1' && r <= '9' && t.question != nil {
			if k := int(r - '1'); k < len(t.question.Options) {
				q := t.question
				t.question = nil
				q.Then(k)
			}
		}
	}
	t.Refresh()
}

// TypedKey handles the other keys.
func (t *Table) TypedKey(ev *fyne.KeyEvent) {
	if t.d.CoverKey(ev, t.confirmCover) {
		return
	}
	if t.hint.Text != "" {
		t.hint.Text = ""
		t.Refresh()
		return
	}
	if t.keys || ev.Name == fyne.KeyF1 {
		t.keys = !t.keys
		t.Refresh()
		return
	}
	t.keyboard = true
	t.touched()
	switch ev.Name {
	case fyne.KeyLeft:
		t.cursor--
	case fyne.KeyRight:
		t.cursor++
	case fyne.KeyBackspace:
		t.act(s40.Action{Kind: s40.Undo})
	case fyne.KeyEscape:
		switch {
		case t.log.Open:
			t.log.Open = false
		case t.question != nil:
			t.question = nil
		case t.pozzo:
			t.pozzo = false
		case t.sheet:
			// Also at the end of a hand, to look at the table; H or
			// the sheet button bring the sheet back, Return deals.
			t.sheet = false
		default:
			clear(t.selected)
			t.meldCursor = 0
		}
	case fyne.KeyReturn, fyne.KeyEnter:
		switch {
		case t.v.Phase == s40.PhaseHandOver:
			t.nextHand()
			return
		}
	}
	n := len(t.handShown())
	if t.cursor >= n {
		t.cursor = n - 1
	}
	if t.cursor < 0 {
		t.cursor = 0
	}
	t.Refresh()
}

// keyDraw draws from the tallone or the pozzo.
func (t *Table) keyDraw(k s40.ActionKind) {
	if t.myTurn() && t.v.Phase == s40.PhaseDraw {
		t.act(s40.Action{Kind: k})
		return
	}
	t.explainNotNow()
}

// cursorCard is the hand card under the keyboard cursor.
func (t *Table) cursorCard() (cards.Card, bool) {
	h := t.handShown()
	if t.viewer() < 0 || len(h) == 0 {
		return 0, false
	}
	i := max(0, min(t.cursor, len(h)-1))
	return h[i], true
}

// moveMeldCursor chooses the next or previous meld on the table.
func (t *Table) moveMeldCursor(d int) {
	n := len(t.v.Melds)
	if n == 0 {
		t.meldCursor = 0
		return
	}
	i := t.meldCursor - 1 + d // meld IDs are index+1
	if t.meldCursor == 0 && d < 0 {
		i = n - 1
	}
	t.meldCursor = (i%n+n)%n + 1
}

// keyRows is the keys panel (F1): each key and what it does.
func keyRows() [][2]string {
	return [][2]string{
		{lang.L("Left, Right"), lang.L("move the cursor along the hand")},
		{lang.L("Space"), lang.L("select the card under the cursor")},
		{"D / T", lang.L("draw from the tallone / take from the pozzo")},
		{"N", lang.L("put the selected cards in a new meld")},
		{"O", lang.L("open (lay down the melds)")},
		{"[ ]  A", lang.L("choose a meld on the table; attach the selection to it")},
		{"X", lang.L("discard the selected card")},
		{"S", lang.L("sort by suit or by rank")},
		{"U", lang.L("undo")},
		{"P", lang.L("show the pozzo")},
		{"H", lang.L("show the score sheet")},
		{"M", lang.L("show the moves of this hand")},
		{"? I", lang.L("a hint")},
		{lang.L("Return"), lang.L("confirm; deal the next hand")},
		{"Esc", lang.L("close a panel, clear the selection")},
	}
}
