package app

import (
	"os"
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	kjtable "tavolo/app/table/klaberjass"
	"tavolo/engine/klaberjass"
	"tavolo/engine/match"
)

// TestKlaberjassScreenshots renders Klaberjass's pictures when
// TAVOLO_SCREENSHOTS names a folder (make screenshots): for the README
// the table in the middle of a hand in English and in Italian, and the
// score sheet after a hand; the table in the set's sizes in both
// languages. With TAVOLO_SCREENSHOT_SIZES set it also draws the bidding,
// the sheet and (in Italian) the dix offered at the holder's turn at
// 800×600, to look at (not for the README).
func TestKlaberjassScreenshots(t *testing.T) {
	c := newCamera(t)
	s := c.s
	extra := os.Getenv("TAVOLO_SCREENSHOT_SIZES") != ""
	small := fyne.NewSize(800, 600)
	players := []match.Player{{Name: "Marta", Kind: kindHuman}, {Name: "Anna", Kind: "medium"}}

	// The middle of a hand: Anna has led to the third trick or a later
	// one (which comes first depends on the play, not on a fixed count).
	mid := func() {
		g := kjAdvance(t, 20261124, func(g *klaberjass.Game) bool {
			n := len(g.View(0).History)
			return n >= 5 && n%2 == 1 && g.ToMove() == 0
		})
		s.playKlaberjass(g, players)
	}
	mid()
	c.shot("klaberjass", readmeSize)
	c.set("klaberjass")

	if extra {
		// The bidding of a hand, and the declaration offered.
		bid := kjAdvance(t, 20261124, func(g *klaberjass.Game) bool {
			return g.Phase() == klaberjass.PhaseBid && g.ToMove() == 0 && g.View(0).HandNo == 2
		})
		s.playKlaberjass(bid, players)
		c.shot("klaberjass-bid-800x600", small)
	}

	g := kjAdvance(t, 20261124, func(g *klaberjass.Game) bool { return len(g.Score().Hands) == 2 })
	s.playKlaberjass(g, players)
	s.Win.Content().(*kjtable.Table).ShowSheet(true)
	c.shot("klaberjass-sheet", readmeSize)
	if extra {
		c.shot("klaberjass-sheet-800x600", small)
	}

	useLanguage(t, "it")
	mid()
	c.shot("klaberjass-it", readmeSize)
	c.set("klaberjass")
	if extra {
		// Marta holds the seven of trumps: the dix offered at her turn.
		dix := kjAdvance(t, 20261124, func(g *klaberjass.Game) bool {
			return g.ToMove() == 0 && slices.ContainsFunc(g.Legal(0), func(a klaberjass.Action) bool { return a.Kind == klaberjass.Exchange })
		})
		s.playKlaberjass(dix, players)
		c.shot("klaberjass-dix-it-800x600", small)
	}
}

// kjAdvance plays a Klaberjass match from seed with the board's own
// player in both seats (seat 0 takes the turn-up when it may, seat 1
// declares when it may) until stop says so.
func kjAdvance(t *testing.T, seed uint64, stop func(*klaberjass.Game) bool) *klaberjass.Game {
	t.Helper()
	return kjAdvanceWith(t, seed, stop, func(_ int, legal []klaberjass.Action) (klaberjass.Action, bool) {
		for _, l := range legal {
			if l.Kind == klaberjass.Take || l.Kind == klaberjass.Declare || l.Kind == klaberjass.Exchange {
				return l, true
			}
		}
		return klaberjass.Action{}, false
	})
}
