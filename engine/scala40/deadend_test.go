package scala40

import (
	"testing"

	"tavolo/engine/cards"
)

// TestDeadEnd plays seeded hands with random legal moves under every
// preset and checks DeadEnd at every step of the play phase against
// Legal: a dead end is exactly a position whose only legal move is Undo.
// It also checks that dead ends do occur (the test would pass vacuously
// otherwise).
func TestDeadEnd(t *testing.T) {
	hands := 200
	if testing.Short() {
		hands = 50
	}
	dead := 0
	for i := 0; i < hands; i++ {
		p := Presets()[i%len(Presets())]
		r := p.Rules
		r.Players = 2 + i%3
		r.PairsMode = false
		g, err := NewMatch(r, uint64(7000+i))
		if err != nil {
			t.Fatal(err)
		}
		var rng cards.Rand
		rng.Seed(uint64(i))
		for step := 0; step < 3000 && (g.phase == PhaseDraw || g.phase == PhasePlay); step++ {
			if g.phase == PhasePlay {
				onlyUndo := true
				for _, a := range g.Legal(g.toMove) {
					if a.Kind != Undo {
						onlyUndo = false
					}
				}
				if got := g.DeadEnd(); got != onlyUndo {
					t.Fatalf("preset %s seed %d step %d: DeadEnd %v, only Undo legal %v (hand %v)", p.Name, 7000+i, step, got, onlyUndo, g.hands[g.toMove])
				}
				if onlyUndo {
					dead++
				}
			}
			if _, err := g.Apply(randomMove(g, &rng)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if dead == 0 {
		t.Errorf("no dead end met in %d hands", hands)
	}
	t.Logf("%d dead ends met in %d hands", dead, hands)
}
