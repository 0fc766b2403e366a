package ai

import (
	"reflect"
	"slices"
	"testing"

	"tavolo/engine/scala40"
)

// TestHintIncludes: a move medium would never weigh (the discard of each
// card of the hand in turn, and drawing where medium takes or taking
// where it draws) is among the candidates of a hint asked to include it,
// with its gain over medium's choice, whether or not hard would search
// the decision on its own.
func TestHintIncludes(t *testing.T) {
	g, err := scala40.NewMatch(scala40.Default(), 3)
	if err != nil {
		t.Fatal(err)
	}
	bots := []Player{}
	for s := range g.Players() {
		b, _ := New("medium", uint64(s), Options{})
		bots = append(bots, b)
	}
	checked := 0
	for step := 0; step < 40 && (g.Phase() == scala40.PhaseDraw || g.Phase() == scala40.PhasePlay); step++ {
		s := g.ToMove()
		v := g.View(s)
		var want scala40.Action
		switch v.Phase {
		case scala40.PhaseDraw:
			want = scala40.Action{Kind: scala40.Draw, Seat: s}
		default:
			want = scala40.Action{Kind: scala40.Discard, Seat: s, Card: v.Hand[len(v.Hand)-1]}
		}
		if slices.ContainsFunc(g.Legal(s), func(a scala40.Action) bool { return reflect.DeepEqual(a, want) }) {
			adv := Hint(v, 5, Options{Playouts: 32, Budget: MaxBudget, Include: []scala40.Action{want}})
			if !slices.ContainsFunc(adv.Candidates, func(c Candidate) bool { return reflect.DeepEqual(c.Action, want) }) &&
				!reflect.DeepEqual(adv.Action, want) {
				t.Fatalf("step %d: %v is not among %+v", step, want, adv.Candidates)
			}
			checked++
		}
		if _, err := g.Apply(bots[s].Choose(v)); err != nil {
			t.Fatal(err)
		}
	}
	if checked < 10 {
		t.Fatalf("only %d decisions checked", checked)
	}
}
