package table_test

import (
	"fmt"
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
