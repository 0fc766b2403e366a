package scala40

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/app/table/tabletest"
	s40 "tavolo/engine/scala40"
	"tavolo/i18n"
)

// TestNothingOverlapsAt800x600 lays the table out at 800×600 in English
// and in Italian at the start of a hand, in the middle of one (a card
// drawn, two groups staged) and when it is over: no text is drawn over a
// button or another text, no badge over a button, nothing beyond the
// window; the staging strip's hint is said in full (it was cut with "…"
// in Italian).
func TestNothingOverlapsAt800x600(t *testing.T) {
	size := fyne.NewSize(800, 600)
	for _, language := range []string{"en", "it"} {
		i18n.ForTest(t, language)
		for _, when := range []string{"start", "mid-hand", "hand-over"} {
			var g *s40.Game
			if when == "hand-over" {
				g = handOverGame(t)
			} else {
				g = fixedHand(t)
			}
			r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Beatrice"}})
			r.win.Resize(size)
			if when == "mid-hand" {
				r.tab.TypedRune('d')
				r.tab.newStage(hand(t, "9D 10D JD"))
				r.tab.newStage(hand(t, "KC KD"))
			}
			r.tab.Refresh()
			name := language + "-" + when
			tabletest.Shot(t, r.win, "scala40-800x600-"+name)
			for _, p := range tabletest.Crowded(r.tab.lay.Objects, size) {
				t.Errorf("%s: %s", name, p)
			}
			if hint := r.tab.openState().hint; when == "mid-hand" && !strings.Contains(strings.Join(r.texts(), " "), hint) {
				t.Errorf("%s: the staging hint %q is not said in full: %q", name, hint, r.texts())
			}
		}
	}
}
