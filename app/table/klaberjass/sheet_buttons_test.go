package klaberjass

import (
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/app/table/tabletest"
	"tavolo/i18n"
)

// TestSheetButtonsFitTheirPanel: at 800×600 in Italian the hand's sheet
// with its three buttons (Review the hand too) keeps them inside its
// margins: the panel widens to fit them.
func TestSheetButtonsFitTheirPanel(t *testing.T) {
	size := fyne.NewSize(800, 600)
	for _, language := range []string{"en", "it"} {
		i18n.ForTest(t, language)
		g := fixedDeal(t)
		r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Beatrice"}})
		r.tab.cfg.OnReview = func() {}
		r.win.Resize(size)
		r.drain()
		r.tab.TypedRune('t')
		r.drain()
		play(r, g, 40)
		r.tab.Refresh()
		tabletest.Shot(t, r.win, "klaberjass-sheet-800x600-"+language)
		if n := len(r.tab.sheetButtons(g.View(0))); n != 3 {
			t.Fatalf("%s: %d buttons on the sheet", language, n)
		}
		tabletest.SheetFits(t, language, r.tab.lay.Objects, size)
	}
}
