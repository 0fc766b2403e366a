package appdef

import (
	"testing"

	"tavolo/engine/canasta"
	caai "tavolo/engine/canasta/ai"
	"tavolo/engine/match"
)

// TestOpponentPassesOnItsReasons: the table's wrapper of a computer
// player passes on the reasons of a hard player's searched move (the
// move log shows them), and has none for a player that gives none.
func TestOpponentPassesOnItsReasons(t *testing.T) {
	g, err := canasta.NewMatch(canasta.Default(), 3)
	if err != nil {
		t.Fatal(err)
	}
	opts := caai.Options{Budget: -1, Worlds: 12, MinWorlds: 12}
	hard, _ := caai.New("hard", 1, opts)
	med, _ := caai.New("medium", 2, caai.Options{})
	h := &Host{}
	o := Computer(h, hard)
	ex := o.(match.Explainer[canasta.Action])
	if _, ok := Computer(h, med).(match.Explainer[canasta.Action]).Explain(); ok {
		t.Fatal("medium gave reasons")
	}
	explained := false
	for step := 0; step < 300 && g.Phase() < canasta.PhaseHandOver && !explained; step++ {
		s := g.Actors()[0]
		v := g.View(s)
		var a canasta.Action
		if s == 0 {
			a = o.Choose(v)
			if adv, ok := ex.Explain(); ok {
				explained = true
				if len(adv.Candidates) < 2 || adv.Worlds == 0 {
					t.Fatalf("reasons without evidence: %+v", adv)
				}
			}
		} else {
			a = med.Choose(v)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if !explained {
		t.Fatal("hard searched no move of the hand")
	}
}
