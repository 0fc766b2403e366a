package ai

import (
	"slices"
	"testing"

	"tavolo/engine/canasta"
	"tavolo/engine/match"
)

// TestHintIncludes: a legal discard hard would not weigh (the last one
// listed) is among the candidates of a hint asked to include it, where
// the hint searches at all.
func TestHintIncludes(t *testing.T) {
	g, err := canasta.NewMatch(canasta.Default(), 11)
	if err != nil {
		t.Fatal(err)
	}
	var bots []Player
	for s := range g.Players() {
		b, _ := New("medium", uint64(s), Options{})
		bots = append(bots, b)
	}
	opts := Options{Budget: -1, Worlds: 8, MinWorlds: 2, Workers: 1}
	checked := 0
	for step := 0; step < 120 && g.Outcome().Stage == match.Playing && checked < 4; step++ {
		s := g.Actors()[0]
		v := g.View(s)
		if v.Phase == canasta.PhasePlay {
			var discards []canasta.Action
			for _, a := range v.Legal() {
				if a.Kind == canasta.Discard {
					discards = append(discards, a)
				}
			}
			if len(discards) > 1 {
				want := discards[len(discards)-1]
				o := opts
				o.Include = []canasta.Action{want}
				adv := Hint(v, 5, o)
				is := func(c Candidate) bool { return sameAction(c.Action, want) }
				if len(adv.Candidates) == 0 && !sameAction(adv.Action, want) || len(adv.Candidates) > 0 && !slices.ContainsFunc(adv.Candidates, is) {
					t.Fatalf("step %d: %v is not among %+v (hard: %v)", step, want, adv.Candidates, adv.Action)
				}
				checked++
			}
		}
		if _, err := g.Apply(bots[s].Choose(v)); err != nil {
			t.Fatal(err)
		}
	}
	if checked < 4 {
		t.Fatalf("only %d decisions checked", checked)
	}
}
