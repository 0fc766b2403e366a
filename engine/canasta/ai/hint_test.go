package ai

import (
	"reflect"
	"testing"

	"tavolo/engine/canasta"
)

// TestHintIsHardsMove: through a hand, the hint on seat 0's view is the
// move a hard player seeded alike makes; where it searched, its evidence
// holds that move, medium's choice first with no lead over itself.
func TestHintIsHardsMove(t *testing.T) {
	g, _ := canasta.NewMatch(canasta.Default(), 17)
	opts := unhurried(12)
	meds := make([]*mediumPlayer, g.Players())
	for s := range meds {
		meds[s] = newMedium(uint64(s))
	}
	searched := 0
	for step := 0; g.Phase() < canasta.PhaseHandOver && step < 400; step++ {
		s := g.Actors()[0]
		v := g.View(s)
		a := meds[s].Choose(v)
		if s == 0 {
			seed := uint64(500 + step)
			adv := Hint(v, seed, opts)
			if want := newHard(seed, opts).Choose(v); !reflect.DeepEqual(adv.Action, want) {
				t.Fatalf("step %d: the hint plays %+v, hard plays %+v", step, adv.Action, want)
			}
			if len(adv.Candidates) > 0 {
				searched++
				if !reflect.DeepEqual(adv.Candidates[adv.Chosen].Action, adv.Action) {
					t.Fatalf("step %d: the chosen candidate %+v is not the move %+v", step, adv.Candidates[adv.Chosen].Action, adv.Action)
				}
				if c := adv.Candidates[0]; c.Gain != 0 || c.SE != 0 || adv.Worlds == 0 {
					t.Fatalf("step %d: medium's choice leads itself by %v over %d worlds", step, c.Gain, adv.Worlds)
				}
			}
			a = adv.Action
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("step %d: %+v: %v", step, a, err)
		}
	}
	if searched == 0 {
		t.Fatal("no decision of seat 0 was searched")
	}
}
