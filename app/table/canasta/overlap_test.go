package canasta

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/app/table/tabletest"
	cn "tavolo/engine/canasta"
	"tavolo/i18n"
)

// TestNothingOverlapsAt800x600 lays the table out for two and four
// players at 800×600 in English and in Italian at the start of a hand,
// in the middle of one and when it is over: no text is drawn over a
// button or another text, no badge over a button, nothing beyond the
// window.
func TestNothingOverlapsAt800x600(t *testing.T) {
	size := fyne.NewSize(800, 600)
	for _, language := range []string{"en", "it"} {
		i18n.ForTest(t, language)
		for _, n := range []int{2, 4} {
			for _, when := range []string{"start", "mid-hand", "hand-over"} {
				var g *cn.Game
				switch when {
				case "start":
					g = midHand(t, n, 3, 0)
				case "mid-hand":
					g = midHand(t, n, 3, n+2)
				default:
					g = handOver(t, n, 3)
				}
				seats := make([]Seat, n)
				seats[0] = Seat{Name: "Ada", Human: true}
				for i := 1; i < n; i++ {
					seats[i] = Seat{Name: fmt.Sprintf("Computer %d", i)}
				}
				r := newRig(t, g, seats, size)
				r.tab.Refresh()
				name := fmt.Sprintf("%s-%dp-%s", language, n, when)
				tabletest.Shot(t, r.win, "canasta-800x600-"+name)
				for _, p := range tabletest.Crowded(r.tab.lay.Objects, size) {
					t.Errorf("%s: %s", name, p)
				}
			}
		}
	}
}

// handOver plays the first hand of a match of n seats with the easy
// player to its end.
func handOver(t *testing.T, n int, seed uint64) *cn.Game {
	t.Helper()
	g, bots := easyMatch(t, n, seed)
	for i := 0; i < 20000 && g.Phase() != cn.PhaseHandOver; i++ {
		easyMove(t, g, bots)
	}
	return g
}
