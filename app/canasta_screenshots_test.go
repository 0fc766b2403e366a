package app

import (
	"slices"
	"testing"

	catable "tavolo/app/table/canasta"
	"tavolo/engine/canasta"
	caai "tavolo/engine/canasta/ai"
	"tavolo/engine/match"
)

// TestCanastaScreenshots renders the Canasta table in the middle of a
// hand with a canasta on the table, in English and Italian, at the
// README's size and in the set's sizes, when TAVOLO_SCREENSHOTS names a
// folder (make screenshots). The position comes from a fixed deal played
// by the easy computer player.
func TestCanastaScreenshots(t *testing.T) {
	c := newCamera(t)
	players := []match.Player{{Name: "Marta", Kind: kindHuman}, {Name: "Anna", Kind: "easy"}, {Name: "Bruno", Kind: "easy"}, {Name: "Carla", Kind: "easy"}}
	for _, language := range []string{"en", "it"} {
		useLanguage(t, language)
		g := canastaPosition(t, 20261125)
		c.s.playCanasta(g, players)
		tab := c.s.Win.Content().(*catable.Table)
		tab.Act(canasta.Action{Kind: canasta.Draw})
		if language == "en" {
			c.shot("canasta", readmeSize)
		} else {
			c.shot("canasta-it", readmeSize)
		}
		c.set("canasta")
	}
}

// canastaPosition plays a four-player match from seed with the easy
// player until a canasta is on the table and seat 0 is to draw, its side
// with melds down.
func canastaPosition(t *testing.T, seed uint64) *canasta.Game {
	t.Helper()
	return canastaAdvance(t, seed, func(g *canasta.Game) bool {
		v := g.View(0)
		hasCanasta := slices.ContainsFunc(slices.Concat(v.Melds...), func(m canasta.TableMeld) bool { return m.Info.Canasta() })
		return hasCanasta && g.Phase() == canasta.PhaseDraw && g.ToMove() == 0 && len(v.Melds[1]) > 0 && v.StockSize > 10
	}, nil)
}

// canastaAdvance plays a four-player match from seed with the easy
// player, or prefer's choice where it has one, until ready says so.
func canastaAdvance(t *testing.T, seed uint64, ready func(*canasta.Game) bool, prefer func(seat int, v canasta.View) (canasta.Action, bool)) *canasta.Game {
	t.Helper()
	g, err := canasta.NewMatch(canasta.Default(), seed)
	if err != nil {
		t.Fatal(err)
	}
	agents := make([]caai.Player, 4)
	for i := range agents {
		if agents[i], err = caai.New("easy", uint64(i+1), caai.Options{}); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 50000 && !ready(g); i++ {
		switch g.Phase() {
		case canasta.PhaseHandOver:
			if _, err := g.Apply(canasta.Action{Kind: canasta.NextHand, Seat: (g.Dealer() + 1) % 4}); err != nil {
				t.Fatal(err)
			}
			continue
		case canasta.PhaseMatchOver:
			t.Fatal("the match ended before the picture")
		}
		seat := g.Actors()[0]
		a, ok := canasta.Action{}, false
		if prefer != nil {
			a, ok = prefer(seat, g.View(seat))
		}
		if !ok {
			a = agents[seat].Choose(g.View(seat))
		}
		a.Seat = seat
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	if !ready(g) {
		t.Fatal("the position for the picture never came")
	}
	return g
}
