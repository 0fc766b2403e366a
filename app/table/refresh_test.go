package table_test

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tavolo/app/table"
	"tavolo/app/table/tabletest"
	"tavolo/engine/match"
)

// TestTheCoreCatchesUp: after every change the core forgets the hand
// shown where another seat's is shown or the hand is over (the drag and
// the question with it, and the board's Forget), then the board takes
// the new view (Changed), and only then does the move the board asked
// to animate fly (Animate), on the view it made. The end of the match
// sounds "win" at every table.
func TestTheCoreCatchesUp(t *testing.T) {
	test.NewTempApp(t)
	var q tabletest.Queue
	var sounds []string
	tab := higherAt(t, newHigher(), &q, table.Setup{Sound: func(s string) { sounds = append(sounds, s) }})
	check := func(when string, want ...string) {
		t.Helper()
		if !slices.Equal(tab.trace, want) {
			t.Errorf("%s: %q, want %q", when, tab.trace, want)
		}
		tab.trace = nil
	}
	check("the start: Ada's hand shown", "forget", "changed")

	tab.Carry, tab.Question = &table.Dragging{}, &table.Question{}
	tab.Play(hAction{N: 4}, false) // Ada plays 4
	check("Ada's move", "changed")
	if tab.Carry == nil || tab.Question == nil {
		t.Error("a move of the hand shown forgot the drag or the question")
	}
	q.Drain() // the computer plays 5
	check("the computer's move", "changed", "fly 5 (top 5)")

	tab.Play(hAction{N: 6}, false)
	q.Drain() // the computer passes: the match is over
	check("the end", "changed", "forget", "changed", "fly 0 (top 6)")
	if tab.Carry != nil || tab.Question != nil || tab.Driver.Game().Outcome().Stage != match.MatchOver {
		t.Errorf("the end kept the drag %v or the question %v", tab.Carry, tab.Question)
	}
	if !slices.Equal(sounds, []string{"deal", "win"}) { // the toy's Ended has no sound of its own
		t.Errorf("sounds %q, want the deal's and the match's end", sounds)
	}
	tab.Tapped(&fyne.PointEvent{}) // a tap on the sheet changes nothing
	check("a tap")
}
