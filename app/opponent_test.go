package app

import (
	"testing"

	"tavolo/engine/canasta"
	caai "tavolo/engine/canasta/ai"
)

// TestOpponentPassesOnItsReasons: the table's wrapper of a computer
// player passes on the reasons of a hard player's searched move (the
// move log shows them), and has none for a player that gives none.
func TestOpponentPassesOnItsReasons(t *testing.T) {
	g, err := canasta.NewMatch(canasta.Default(), 3)
	if err != nil {
		t.Fatal(err)
	}
	opts := caai.DefaultSearch()
	opts.Budget, opts.Worlds, opts.MinWorlds = 0, 12, 12
	hard, _ := caai.NewSearching("hard", 1, opts)
	med, _ := caai.New("medium", 2)
	o := opponent[canasta.View, canasta.Action]{hard}
	if _, ok := (opponent[canasta.View, canasta.Action]{med}).Explain(); ok {
		t.Fatal("medium gave reasons")
	}
	explained := false
	for step := 0; step < 300 && g.Phase() < canasta.PhaseHandOver && !explained; step++ {
		s := g.Actors()[0]
		v := g.View(s)
		var a canasta.Action
		if s == 0 {
			a = o.Choose(v)
			if adv, ok := o.Explain(); ok {
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
