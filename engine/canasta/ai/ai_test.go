package ai

import (
	"testing"

	"tavolo/engine/canasta"
	"tavolo/engine/match"
)

// play plays single hands with the given levels by side and fails on any
// refused move or a hand that does not end.
func play(t *testing.T, r canasta.Rules, levels []string, hands int) {
	t.Helper()
	for i := 0; i < hands; i++ {
		g, err := canasta.NewMatch(r, uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		score := g.Score()
		bots := make([]Player, g.Players())
		for s := range bots {
			bots[s], _ = New(levels[score.SideOf(s)%len(levels)], uint64(i*10+s), Options{})
		}
		for steps := 0; g.Outcome().Stage == match.Playing; steps++ {
			if steps > 3000 {
				t.Fatalf("hand %d does not end", i)
			}
			s := g.Actors()[0]
			a := bots[s].Choose(g.View(s))
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("hand %d: %s (seat %d) played %v: %v", i, bots[s].Name(), s, a, err)
			}
		}
	}
}

func TestLevelsPlayLegally(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 10
	}
	for _, p := range canasta.Presets() {
		for _, players := range []int{2, 3, 4, 6} {
			r := p.Rules
			r.Players = canasta.PlayersOption(players)
			if !r.Partnerships() {
				r.AskPartner = canasta.AskOptional
			}
			play(t, r, []string{"easy", "random", "easy"}, n)
		}
	}
}

func TestSeeded(t *testing.T) {
	g1, _ := canasta.NewMatch(canasta.Default(), 7)
	g2, _ := canasta.NewMatch(canasta.Default(), 7)
	b1, _ := New("random", 3, Options{})
	b2, _ := New("random", 3, Options{})
	for i := 0; i < 50 && g1.Outcome().Stage == match.Playing; i++ {
		s := g1.Actors()[0]
		a1, a2 := b1.Choose(g1.View(s)), b2.Choose(g2.View(s))
		if a1.String() != a2.String() {
			t.Fatalf("step %d: %v vs %v", i, a1, a2)
		}
		g1.Apply(a1)
		g2.Apply(a2)
	}
	if _, err := New("expert", 1, Options{}); err == nil {
		t.Error("an unknown level was accepted")
	}
}

// TestEasyBeatsRandom checks that easy wins most single hands against
// random (by hand points), a sign it plays with purpose.
func TestEasyBeatsRandom(t *testing.T) {
	wins, n := 0, 100
	if testing.Short() {
		n = 30
	}
	for i := 0; i < n; i++ {
		g, _ := canasta.NewMatch(canasta.Default(), uint64(1000+i))
		bots := []Player{}
		for s := 0; s < 4; s++ {
			lvl := "random"
			if s%2 == i%2 {
				lvl = "easy"
			}
			b, _ := New(lvl, uint64(i*4+s), Options{})
			bots = append(bots, b)
		}
		for g.Outcome().Stage == match.Playing {
			s := g.Actors()[0]
			if _, err := g.Apply(bots[s].Choose(g.View(s))); err != nil {
				t.Fatal(err)
			}
		}
		pts := g.Result().Points
		if pts[i%2] > pts[1-i%2] {
			wins++
		}
	}
	if wins*10 < n*7 {
		t.Errorf("easy won %d of %d hands against random", wins, n)
	}
}
