package ai

import (
	"sync/atomic"
	"testing"

	"tavolo/engine/klaberjass"
)

// TestWorkerStart: hard calls Options.WorkerStart on its search
// goroutines, a multiple of the workers per decision.
func TestWorkerStart(t *testing.T) {
	var calls atomic.Int32
	p, err := New("hard", 3, Options{Workers: 2, Worlds: 16, BidWorlds: 16, WorkerStart: func() { calls.Add(1) }})
	if err != nil {
		t.Fatal(err)
	}
	g, err := klaberjass.New(klaberjass.Default(), 3)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 200 && len(g.Score().Hands) == 0 && calls.Load() == 0; i++ {
		seat := g.ToMove()
		a := p.Choose(g.View(seat))
		if a.Kind == 0 {
			t.Fatal("hard let its turn go")
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if n := calls.Load(); n == 0 || n%2 != 0 {
		t.Fatalf("WorkerStart called %d times", n)
	}
}
