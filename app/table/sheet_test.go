package table_test

import (
	"fmt"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/table"
	"tavolo/app/table/tabletest"
	"tavolo/engine/match"
)

// TestSheetFitsTheWindow draws score sheets of 1 to 30 hands at 800×600
// and full HD: nothing lies beyond the window, and the last hand's row
// is always shown (the earliest give way when they do not all fit).
func TestSheetFitsTheWindow(t *testing.T) {
	test.NewTempApp(t)
	for _, hands := range []int{1, 8, 30} {
		for _, size := range []fyne.Size{{Width: 800, Height: 600}, {Width: 1920, Height: 1080}} {
			sc := match.Score{Sides: [][]int{{0}, {1}, {2}, {3}}, Totals: make([]int, 4), Out: make([]bool, 4)}
			for i := range hands {
				sc.Hands = append(sc.Hands, match.HandScore{Points: []int{i, 2 * i, 3 * i, 4 * i}})
			}
			var s table.Sprites
			var l table.Layout
			b := s.Begin(&l, size)
			b.Sheet(table.Sheet{Title: "Score sheet", Line: "Elimination line: 101 points", Score: sc,
				Names:   []string{"Ada", "Bea", "Cai", "Dan"},
				Label:   func(i int) string { return fmt.Sprintf("hand %d", i+1) },
				Buttons: []*widget.Button{widget.NewButton("Deal the next hand", nil)}})
			if out := tabletest.Outside(l.Objects, size); len(out) > 0 {
				t.Errorf("%d hands at %v: beyond the window: %v", hands, size, out)
			}
			texts := tabletest.Texts(l.Objects)
			if last := fmt.Sprintf("hand %d", hands); !tabletest.Shows(texts, last) {
				t.Errorf("%d hands at %v: the last hand's row is missing", hands, size)
			}
		}
	}
}

// TestSheetLastHand draws a sheet with the last hand line by line: its
// head, lines, notes and sum are shown, a hand shown line by line has no
// row of its own until a second one, and the rows below the totals
// follow them; nothing lies beyond the window, also at 800×600 with
// thirty hands.
func TestSheetLastHand(t *testing.T) {
	test.NewTempApp(t)
	for _, hands := range []int{1, 2, 30} {
		sc := match.Score{Sides: [][]int{{0, 2}, {1, 3}}, Totals: make([]int, 2), Out: make([]bool, 2)}
		for i := range hands {
			sc.Hands = append(sc.Hands, match.HandScore{Points: []int{100 + i, 200 + i}})
		}
		size := fyne.Size{Width: 800, Height: 600}
		var s table.Sprites
		var l table.Layout
		b := s.Begin(&l, size)
		b.Sheet(table.Sheet{Title: "Hand over", Line: "Game to 5000", Score: sc,
			Names: []string{"Ada", "Bea", "Cai", "Dan"},
			Label: func(i int) string { return fmt.Sprintf("hand %d", i+1) },
			Last: &table.SheetHand{Head: "The last hand",
				Lines: []table.SheetLine{{Label: "Canastas", Cells: []string{"2 × +500", ""}}, {Label: "Red threes", Cells: []string{"", "-200"}, Bad: []bool{false, true}}},
				Notes: []string{"Bea & Dan: red threes count double against, with no canasta."},
				Sum:   table.SheetLine{Label: "This hand", Cells: []string{"1000", "-200"}}},
			After:   []table.SheetLine{{Label: "Next opening minimum", Cells: []string{"50", "90"}}},
			Buttons: []*widget.Button{widget.NewButton("Back to the table", nil), widget.NewButton("Deal the next hand", nil)}})
		if out := tabletest.Outside(l.Objects, size); len(out) > 0 {
			t.Errorf("%d hands: beyond the window: %v", hands, out)
		}
		texts := tabletest.Texts(l.Objects)
		for _, want := range []string{"Ada & Cai", "Bea & Dan", "The last hand", "Canastas", "2 × +500", "-200", "red threes count double", "This hand", "Total", "Next opening minimum", "90"} {
			if !tabletest.Shows(texts, want) {
				t.Errorf("%d hands: %q is missing: %q", hands, want, texts)
			}
		}
		if row := fmt.Sprintf("hand %d", hands); tabletest.Shows(texts, row) != (hands > 1) {
			t.Errorf("%d hands: the last hand's own row shown %v", hands, !(hands > 1))
		}
	}
}

// TestButtonsForSheet: the sheet offers back to the table during a
// hand, and the next hand after one; at the end of the match only what
// the app offers.
func TestButtonsForSheet(t *testing.T) {
	test.NewTempApp(t)
	nop := func() {}
	acts := table.ButtonActions{Stop: nop, Sheet: func(bool) {}, Shown: func() bool { return false }, Hint: nop, Confirm: nop, Next: nop}
	all := table.NewButtons(table.Setup{OnLeave: nop, OnNewMatch: nop, OnRematch: nop}, acts)
	bare := table.NewButtons(table.Setup{}, acts)
	for _, c := range []struct {
		name                string
		bs                  *table.Buttons
		handOver, matchOver bool
		want                []*widget.Button
	}{
		{"playing", all, false, false, []*widget.Button{all.Back}},
		{"hand over", all, true, false, []*widget.Button{all.Back, all.Next}},
		{"match over", all, false, true, []*widget.Button{all.Home, all.NewMatch, all.Rematch}},
		{"match over, nothing offered", bare, false, true, nil},
	} {
		if got := c.bs.ForSheet(c.handOver, c.matchOver); !slices.Equal(got, c.want) {
			t.Errorf("%s: %d buttons, want %d", c.name, len(got), len(c.want))
		}
	}
}

// TestSheetButtonsFitTheWindow: the final sheet's four buttons with
// their Italian labels (review, home, new match, same players) stay
// inside the sheet at 800×600: where their row at its usual widths is
// wider than the window, each button takes only its label's width (the
// first ran off the window's left edge).
func TestSheetButtonsFitTheWindow(t *testing.T) {
	test.NewTempApp(t)
	size := fyne.NewSize(800, 600)
	sc := match.Score{Sides: [][]int{{0, 2}, {1, 3}}, Totals: []int{15300, 11835}, Out: make([]bool, 2),
		Hands: []match.HandScore{{Points: []int{-50, -35}}}}
	var btns []*widget.Button
	for _, label := range []string{"Rivedi la mano", "Menu principale", "Nuova partita", "Stessi giocatori, nuova partita"} {
		btns = append(btns, widget.NewButton(label, nil))
	}
	var s table.Sprites
	var l table.Layout
	b := s.Begin(&l, size)
	b.Sheet(table.Sheet{Title: "Marta & Bruno vincono la partita", Score: sc, Names: []string{"Marta", "Anna", "Bruno", "Carla"}, Buttons: btns})
	if out := tabletest.Outside(l.Objects, size); len(out) > 0 {
		t.Errorf("beyond the window: %v", out)
	}
	for _, p := range tabletest.CrampedButtons(l.Objects, 16) {
		t.Errorf("cramped: %s", p)
	}
}
