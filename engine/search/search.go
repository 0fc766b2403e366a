// Package search is what the hard players' searches share (Scala 40's,
// Canasta's and Klaberjass's, and the hints and reviews built on them):
// a pool of workers that plays numbered worlds until they are done or a
// deadline passes, at a priority below the window's, and the paired
// statistics that compare candidate moves over the same worlds.
//
// A world is one full game consistent with what the searching seat may
// know. Each game's engine builds it the same way: a Hidden value places
// the cards the seat cannot see, and FromView(view, hidden) returns the
// whole game, refusing a guess that does not fit the view
// (scala40.FromView, canasta.FromView, klaberjass.FromView). A search
// deals world i from its own random stream (Stream), so that what it
// decides does not depend on which worker played which world, and a
// search without a deadline decides the same on any machine.
package search

import (
	"runtime"
	"sync/atomic"
	"time"

	"tavolo/engine/match"
)

// Pool says how a search's worlds are played.
type Pool struct {
	// Workers is the number of goroutines (at least one is used).
	Workers int
	// Deadline stops the search: once it has passed, no world starts
	// (but see Min). The zero time sets no deadline.
	Deadline time.Time
	// Min is how many worlds are done whatever the deadline.
	Min int
	// Start, when set, is called at the start of each worker goroutine,
	// on that goroutine, which is then locked to its own OS thread until
	// it ends (the thread is not reused). The app lowers the thread's
	// priority there, so that the window keeps painting while a hard
	// player thinks.
	Start func()
}

// Late reports whether the deadline has passed.
func (p *Pool) Late() bool { return !p.Deadline.IsZero() && time.Now().After(p.Deadline) }

// Run plays the worlds from to to-1 on the workers: each worker takes the
// next world nobody has taken and calls play(worker, i), worker being its
// number (0 to Workers-1, for state of its own such as a solver). A
// worker stops when every world is taken, when the deadline has passed
// and at least Min worlds are done, or when play returns false (the world
// is then not done). Run returns how many worlds were done.
func (p *Pool) Run(from, to int, play func(worker, i int) bool) int {
	workers := max(p.Workers, 1)
	var next, done atomic.Int64
	next.Store(int64(from))
	finished := make(chan struct{}, workers)
	for w := range workers {
		go func() {
			defer func() { finished <- struct{}{} }()
			if p.Start != nil {
				// Never unlocked: the thread ends with the goroutine, so
				// whatever Start changed about it goes with it.
				runtime.LockOSThread()
				p.Start()
			}
			for {
				i := int(next.Add(1) - 1)
				if i >= to || (done.Load() >= int64(p.Min) && p.Late()) {
					return
				}
				if !play(w, i) {
					return
				}
				done.Add(1)
			}
		}()
	}
	for range workers {
		<-finished
	}
	return int(done.Load())
}

// streamStep spreads the worlds' streams apart (the golden ratio).
const streamStep = 0x9e3779b97f4a7c15

// Stream is the seed of world i's own random stream in a search seeded
// with base.
func Stream(base uint64, i int) uint64 { return base + uint64(i)*streamStep }

// Paired compares a candidate with the reference over the same worlds:
// the mean of a[i]-b[i] over the worlds both were played in (the first
// min(len(a), len(b))) and its standard error (match.MeanSE). Fewer than
// two worlds say nothing of the spread: 0, 0.
func Paired[T int | float64](a, b []T) (mean, se float64) {
	n := min(len(a), len(b))
	if n < 2 {
		return 0, 0
	}
	d := make([]float64, n)
	for i := range d {
		d[i] = float64(a[i]) - float64(b[i])
	}
	return match.MeanSE(d)
}
