package canasta

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/app/table"
	"tavolo/app/table/tabletest"
	"tavolo/i18n"
)

// TestNextHandOnTheTable: at 800x600 in both languages, with a finished
// hand's score sheet closed, the header offers "Deal the next hand"
// inside the window and the status line says how to go on; the button
// deals it.
func TestNextHandOnTheTable(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	for _, language := range []string{"en", "it"} {
		if err := i18n.Use(language); err != nil {
			t.Fatal(err)
		}
		r, g := handEndRig(t)
		tab := r.tab
		tab.ui.Back.OnTapped()
		next := tab.Buttons.Next
		if tab.SheetUp || !slices.Contains(tab.lay.Objects, fyne.CanvasObject(next)) || next.Position().Y > table.HeaderHeight {
			t.Fatalf("%s: no %q in the header with the sheet closed", language, next.Text)
		}
		if out := tabletest.Outside(tab.lay.Objects, tab.Size()); len(out) > 0 {
			t.Errorf("%s: outside the window: %q", language, out)
		}
		if want := map[string]string{"en": "Next hand: the button at the top", "it": "Mano seguente: il pulsante in alto"}[language]; !r.shows(want) {
			t.Errorf("%s: the status line does not say how to go on: %q", language, r.texts())
		}
		tabletest.Shot(t, r.win, "canasta-nexthand-800x600-"+language)
		next.OnTapped()
		if g.HandNo() != 1 {
			t.Fatalf("%s: the header's button did not deal the next hand: hand %d", language, g.HandNo())
		}
	}
}
