package ai

import (
	"slices"
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

// The hint is hard's own move on the same view and seed, its evidence
// comes from a real comparison, and it names no card the seat cannot see.
func TestHintIsHardsMove(t *testing.T) {
	r := scala40.Default()
	r.Players = 2
	opts := Options{Playouts: 32, Workers: 1, Budget: -1}
	searched := 0
	for d := uint64(0); d < 4; d++ {
		g, err := scala40.NewMatch(r, 300+d)
		if err != nil {
			t.Fatal(err)
		}
		other, _ := New("medium", d, Options{})
		for step := 0; step < 400 && (g.Phase() == scala40.PhaseDraw || g.Phase() == scala40.PhasePlay); step++ {
			s := g.ToMove()
			v := g.View(s)
			if s == 1 {
				if _, err := g.Apply(other.Choose(v)); err != nil {
					t.Fatal(err)
				}
				continue
			}
			seed := d*1000 + uint64(step)
			adv := Hint(v, seed, opts)
			hard, _ := New("hard", seed, opts)
			if want := hard.Choose(g.View(s)); adv.Action.String() != want.String() {
				t.Fatalf("deal %d step %d: hint %v, hard plays %v", d, step, adv.Action, want)
			}
			if len(adv.Candidates) > 0 {
				searched++
				if adv.Worlds < minWorlds || adv.Candidates[adv.Chosen].Action.String() != adv.Action.String() {
					t.Fatalf("evidence of %d worlds, chosen %v, action %v", adv.Worlds, adv.Candidates[adv.Chosen].Action, adv.Action)
				}
			}
			for _, c := range adv.Candidates {
				for _, card := range actionCards(c.Action) {
					if !visible(&v, card) {
						t.Fatalf("the hint names %v, which seat %d cannot see", card, s)
					}
				}
			}
			if _, err := g.Apply(adv.Action); err != nil {
				t.Fatal(err)
			}
		}
	}
	if searched == 0 {
		t.Error("no hint came from a search, so the test proves little")
	}
}

func actionCards(a scala40.Action) []cards.Card {
	var out []cards.Card
	if a.Kind == scala40.Attach || a.Kind == scala40.Swap || a.Kind == scala40.Discard {
		out = append(out, a.Card)
	}
	for _, m := range a.Melds {
		out = append(out, m.Cards...)
	}
	return out
}

func visible(v *scala40.View, c cards.Card) bool {
	if slices.Contains(v.Hand, c) || slices.Contains(v.Pile, c) {
		return true
	}
	for i := range v.Melds {
		if slices.Contains(v.Melds[i].Cards[:v.Melds[i].N], c) {
			return true
		}
	}
	return false
}
