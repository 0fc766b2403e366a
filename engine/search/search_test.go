package search

import (
	"math"
	"sync"
	"testing"
	"time"
)

// Run plays every world once, on every worker, and counts them.
func TestRunEveryWorld(t *testing.T) {
	for _, workers := range []int{0, 1, 3} {
		var mu sync.Mutex
		seen := map[int]int{}
		p := Pool{Workers: workers}
		n := p.Run(5, 105, func(w, i int) bool {
			if w < 0 || w >= max(workers, 1) {
				t.Errorf("worker %d of %d", w, workers)
			}
			mu.Lock()
			seen[i]++
			mu.Unlock()
			return true
		})
		if n != 100 || len(seen) != 100 {
			t.Fatalf("%d workers: %d done, %d worlds seen, want 100", workers, n, len(seen))
		}
		for i := 5; i < 105; i++ {
			if seen[i] != 1 {
				t.Errorf("%d workers: world %d played %d times", workers, i, seen[i])
			}
		}
	}
}

// A passed deadline stops the pool once Min worlds are done; a play that
// refuses stops its worker, and its world is not done; Start runs once on
// each worker.
func TestRunStops(t *testing.T) {
	p := Pool{Workers: 2, Deadline: time.Now().Add(-time.Second), Min: 7}
	if n := p.Run(0, 100, func(int, int) bool { return true }); n < 7 || n > 8 {
		t.Errorf("past the deadline with Min 7: %d worlds done", n)
	}
	p = Pool{Workers: 1}
	if n := p.Run(0, 100, func(_, i int) bool { return i < 10 }); n != 10 {
		t.Errorf("a play refusing world 10: %d worlds done, want 10", n)
	}
	var mu sync.Mutex
	starts := 0
	p = Pool{Workers: 3, Start: func() { mu.Lock(); starts++; mu.Unlock() }}
	p.Run(0, 10, func(int, int) bool { return true })
	if starts != 3 {
		t.Errorf("Start ran %d times for 3 workers", starts)
	}
	if (&Pool{}).Late() {
		t.Error("a pool without a deadline is late")
	}
}

func TestPaired(t *testing.T) {
	mean, se := Paired([]int{3, 5, 7, 100}, []int{1, 1, 1})
	// differences 2, 4, 6: mean 4, sample deviation 2, se 2/sqrt(3)
	if mean != 4 || math.Abs(se-2/math.Sqrt(3)) > 1e-12 {
		t.Errorf("Paired = %v, %v; want 4, %v", mean, se, 2/math.Sqrt(3))
	}
	if m, s := Paired([]float64{9}, []float64{1}); m != 0 || s != 0 {
		t.Errorf("one world: %v, %v; want 0, 0", m, s)
	}
}

func TestStream(t *testing.T) {
	if Stream(7, 0) != 7 || Stream(7, 1)-Stream(7, 0) != 0x9e3779b97f4a7c15 || Stream(7, 2)-Stream(7, 1) != 0x9e3779b97f4a7c15 {
		t.Error("Stream moved")
	}
}
