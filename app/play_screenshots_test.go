package app

import (
	"testing"

	s40table "tavolo/app/table/scala40"
	"tavolo/engine/cards"
	"tavolo/engine/match"
	"tavolo/engine/scala40"
)

// TestScreenshots renders the README's pictures with the software
// painter when TAVOLO_SCREENSHOTS names a folder (make screenshots): the
// home screen, the new-match screen, a table in the middle of a hand with
// melds down, the score sheet after two hands, and the table in Italian;
// and the set of these screens and the statistics at 800×600 and
// 1920×1080 in both languages. Everything comes from fixed deal numbers
// and the built-in player, so the pictures only change when the program
// does.
func TestScreenshots(t *testing.T) {
	c := newCamera(t)
	s := c.s
	s.builtinComputers = true // the built-in player: quick and always the same
	playedStats(s)

	players := []match.Player{{Name: "Marta", Kind: kindHuman}, {Name: "Anna", Kind: "medium"}, {Name: "Bruno", Kind: "hard"}, {Name: "Carla", Kind: "easy"}}
	midHand := func() *s40table.Table {
		g := advance(t, 20261123, true, func(g *scala40.Game) bool {
			return len(g.Melds()) >= 3 && g.ToMove() == 0 && g.Phase() == scala40.PhaseDraw && canOpenAfterDraw(g)
		})
		s.play(g, players)
		tab := s.Win.Content().(*s40table.Table)
		tab.Act(scala40.Action{Kind: scala40.Draw})
		stageOpening(tab, g)
		return tab
	}
	sheet := func() {
		g := advance(t, 20261123, false, func(g *scala40.Game) bool { return g.HandNo() == 2 && g.Phase() == scala40.PhaseHandOver })
		s.play(g, players)
	}
	newMatch := func() {
		f := newMatchForm(s, DefaultSetup())
		s.Show(f.content(), nil)
		f.seed.SetText("20261123")
	}
	for _, language := range []string{"en", "it"} {
		useLanguage(t, language)
		s.Home()
		if language == "en" {
			c.shot("home", readmeSize)
		}
		c.set("home")
		newMatch()
		if language == "en" {
			c.shot("newmatch", readmeSize)
		}
		c.set("newmatch")
		midHand()
		if language == "en" {
			c.shot("table", readmeSize)
		} else {
			c.shot("table-it", readmeSize)
		}
		c.set("table")
		sheet()
		if language == "en" {
			c.shot("sheet", readmeSize)
		}
		c.set("sheet")
		s.Statistics()
		c.set("stats")
	}
}

// advance plays a four-player match from seed with the built-in player in
// every seat until stop says so. With hoard, seat 0 only draws and
// discards, keeping its melds in hand for the picture of the staging
// strip.
func advance(t *testing.T, seed uint64, hoard bool, stop func(*scala40.Game) bool) *scala40.Game {
	t.Helper()
	r := scala40.Default()
	r.Players = 4
	g, err := scala40.NewMatch(r, seed)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 20000 && !stop(g); i++ {
		if g.Phase() == scala40.PhaseHandOver {
			if _, err := g.Apply(scala40.Action{Kind: scala40.NextHand}); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if g.Phase() == scala40.PhaseMatchOver {
			t.Fatal("the match ended before the picture")
		}
		a := s40table.LegalPlayer{}.Choose(g.View(g.ToMove()))
		if hoard && g.ToMove() == 0 && g.Phase() == scala40.PhasePlay {
			a = highestDiscard(g)
		}
		a.Seat = g.ToMove()
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	if !stop(g) {
		t.Fatal("the position for the picture never came")
	}
	return g
}

// highestDiscard is seat 0's discard when it keeps its melds: the
// costliest card that is in no meld it could lay.
func highestDiscard(g *scala40.Game) scala40.Action {
	inMeld := map[cards.Card]bool{}
	for _, o := range g.Openings(0, 4) {
		for _, m := range o {
			for _, c := range m.Cards {
				inMeld[c] = true
			}
		}
	}
	best, bestV := scala40.Action{}, -1
	for _, a := range g.Legal(0) {
		if a.Kind != scala40.Discard {
			continue
		}
		v := scala40.PenaltyValue(a.Card)
		if inMeld[a.Card] || a.Card.IsJoker() {
			v -= 100
		}
		if v > bestV {
			best, bestV = a, v
		}
	}
	return best
}

// canOpenAfterDraw reports whether seat 0 could open after drawing.
func canOpenAfterDraw(g *scala40.Game) bool {
	c := g.Clone()
	if c.Play(scala40.Action{Kind: scala40.Draw, Seat: 0}) != nil {
		return false
	}
	for _, a := range c.Legal(0) {
		if a.Kind == scala40.MeldDown {
			return true
		}
	}
	return false
}

// stageOpening puts the melds of seat 0's best opening on the staging
// strip, so the picture shows them with the Open button's total.
func stageOpening(tab *s40table.Table, g *scala40.Game) {
	for _, a := range g.Legal(0) {
		if a.Kind == scala40.MeldDown {
			for _, m := range a.Melds {
				tab.Stage(m.Cards)
			}
			return
		}
	}
}
