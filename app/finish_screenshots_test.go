package app

import (
	"testing"

	catable "tavolo/app/table/canasta"
	"tavolo/engine/canasta"
	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// TestFinishScreenshots renders, when TAVOLO_SCREENSHOTS names a folder
// (make screenshots), the Canasta table with a large hand (two rows)
// and the end of a Canasta match, in the set's sizes, in English and
// Italian: canasta-large-hand-* and match-over-*.
func TestFinishScreenshots(t *testing.T) {
	c := newCamera(t)
	players := []match.Player{{Name: "Marta", Kind: kindHuman}, {Name: "Anna", Kind: "easy"}, {Name: "Bruno", Kind: "easy"}, {Name: "Carla", Kind: "easy"}}
	for _, language := range []string{"en", "it"} {
		useLanguage(t, language)
		c.s.playCanasta(largeHand(t, 20261125), players)
		c.s.Win.Content().(*catable.Table).Act(canasta.Action{Kind: canasta.Draw})
		c.set("canasta-large-hand")
		c.s.playCanasta(matchOver(t), players)
		c.set("match-over")
	}
}

// largeHand plays a four-player match from seed with the easy player,
// seat 0 taking the pozzo where it may and otherwise only drawing and
// discarding, until seat 0 holds 26 cards or
// more and is to draw.
func largeHand(t *testing.T, seed uint64) *canasta.Game {
	t.Helper()
	return canastaAdvance(t, seed, func(g *canasta.Game) bool {
		return len(g.Hand(0)) >= 26 && g.Phase() == canasta.PhaseDraw && g.ToMove() == 0
	}, func(seat int, v canasta.View) (canasta.Action, bool) {
		if seat != 0 {
			return canasta.Action{}, false
		}
		var pick canasta.Action
		for _, a := range v.Legal() {
			switch {
			case a.Kind == canasta.Take:
				return a, true
			case a.Kind == canasta.Draw || a.Kind == canasta.Discard:
				pick = a
			}
		}
		return pick, pick.Kind != 0
	})
}

// matchOver is a Canasta match just won: the stock runs out on a side
// already past the target.
func matchOver(t *testing.T) *canasta.Game {
	t.Helper()
	parse := func(s string) []cards.Card {
		fs, err := cards.ParseFaces(s)
		if err != nil {
			t.Fatal(err)
		}
		var cs []cards.Card
		for _, f := range fs {
			cs = append(cs, cards.NewCard(f, 0))
		}
		return cs
	}
	g, err := canasta.NewFromSetup(canasta.Default(), canasta.Setup{Dealer: 3, Seed: 2, Scores: []int{15350, 11870}, Deal: canasta.Deal{
		Hands: [][]cards.Card{parse("5H 6H 7H"), parse("7C 8S"), parse("9S 9H"), parse("JD 8H")},
		Stock: parse("8C KD"),
		Pile:  parse("10C 6C"),
		Built: true,
	}})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []canasta.Action{{Kind: canasta.Draw}, {Kind: canasta.Discard, Cards: parse("5H")}} {
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if g.Phase() != canasta.PhaseMatchOver {
		t.Fatalf("phase %v, want the match over", g.Phase())
	}
	return g
}
