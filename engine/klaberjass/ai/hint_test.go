package ai

import (
	"slices"
	"testing"

	kj "tavolo/engine/klaberjass"
)

// TestHintIsHardsMove: over the decisions of a few hands, the hint is the
// move a hard player seeded alike makes on the same view, and its
// evidence holds that move (a card play weighs every legal card, a bid
// passing and each trump choice), with medium's card first and no
// advantage over itself.
func TestHintIsHardsMove(t *testing.T) {
	g, err := kj.New(kj.Default(), 41)
	if err != nil {
		t.Fatal(err)
	}
	med, _ := New("medium", 3, quick)
	searched := map[kj.ActionKind]int{}
	for step := 0; step < 120 && g.Phase() != kj.PhaseMatchOver; step++ {
		s := g.ToMove()
		v := g.View(s)
		seed := uint64(1000 + step)
		if s == 0 && (v.Phase == kj.PhaseBid || v.Phase == kj.PhasePlay) {
			adv := Hint(v, seed, quick)
			hard, _ := New("hard", seed, quick)
			if want := hard.Choose(v); adv.Action.Kind != want.Kind || adv.Action.Card != want.Card || adv.Action.Suit != want.Suit {
				t.Fatalf("step %d: the hint plays %+v, hard plays %+v", step, adv.Action, want)
			}
			if len(adv.Candidates) > 0 {
				got := adv.Candidates[adv.Chosen].Action
				if got.Kind != adv.Action.Kind || got.Card != adv.Action.Card || got.Suit != adv.Action.Suit {
					t.Fatalf("step %d: the chosen candidate %+v is not the move %+v", step, got, adv.Action)
				}
				if adv.Worlds == 0 {
					t.Fatalf("step %d: evidence over no worlds", step)
				}
				if adv.Action.Kind == kj.Play {
					if c := adv.Candidates[0]; c.Gain != 0 || c.SE != 0 {
						t.Fatalf("step %d: medium's card leads itself by %v", step, c.Gain)
					}
					for _, c := range adv.Candidates {
						if !holds(v, c.Action) {
							t.Fatalf("step %d: the hint weighs %v, not in the hand", step, c.Action.Card)
						}
					}
				}
				searched[adv.Action.Kind]++
			}
		}
		var a kj.Action
		if s == 0 {
			a = Hint(v, seed, quick).Action
		} else {
			a = med.Choose(v)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("step %d: %+v: %v", step, a, err)
		}
	}
	if searched[kj.Play] == 0 {
		t.Fatalf("no card play was searched: %v", searched)
	}
}

// holds reports whether the view's hand holds the action's card.
func holds(v kj.View, a kj.Action) bool { return slices.Contains(v.Hand, a.Card) }
