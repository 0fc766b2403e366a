// Package clocktest is a clock a test moves on itself, for a table's
// Clock: the computers' pace and the marks' moment pass when the test
// says so, on the test's goroutine, and no timer outlives the test.
package clocktest

import (
	"slices"
	"sync"
	"time"
)

// Clock is a table.Clock that stands still until Advance or Next moves
// it. It is safe to use from several goroutines; the timers it calls run
// on the goroutine that moves it.
type Clock struct {
	mu     sync.Mutex
	now    time.Time
	seq    int
	timers []timer
	armed  chan struct{}
}

// timer is a call waiting for its time.
type timer struct {
	at  time.Time
	seq int // the order timers were set in, for timers due together
	f   func()
}

// New returns a clock that starts at a fixed moment.
func New() *Clock {
	return &Clock{now: time.Date(2026, time.November, 28, 20, 0, 0, 0, time.UTC), armed: make(chan struct{}, 1)}
}

// Armed receives when a timer has been set since the last receive: a
// test whose table thinks on goroutines of its own moves the clock on
// when it does.
func (c *Clock) Armed() <-chan struct{} { return c.armed }

// Now is the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// AfterFunc sets f to be called once the clock has moved on by d.
func (c *Clock) AfterFunc(d time.Duration, f func()) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.seq++
	c.timers = append(c.timers, timer{at: c.now.Add(d), seq: c.seq, f: f})
	select {
	case c.armed <- struct{}{}:
	default:
	}
}

// Pending is how many calls wait for their time.
func (c *Clock) Pending() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.timers)
}

// Advance moves the clock on by d, calling every timer that falls due on
// the way in the order of their times (the ones they set too), each with
// the clock at its time.
func (c *Clock) Advance(d time.Duration) {
	end := c.Now().Add(d)
	for c.fire(end) {
	}
	c.mu.Lock()
	c.now = end
	c.mu.Unlock()
}

// Next moves the clock to the earliest timer and calls it; false when
// none is set.
func (c *Clock) Next() bool {
	return c.fire(time.Time{})
}

// fire calls the earliest timer due by end (any timer for the zero end),
// with the clock at its time; false when there is none.
func (c *Clock) fire(end time.Time) bool {
	c.mu.Lock()
	if len(c.timers) == 0 {
		c.mu.Unlock()
		return false
	}
	i := 0
	for j, t := range c.timers {
		if t.at.Before(c.timers[i].at) || t.at.Equal(c.timers[i].at) && t.seq < c.timers[i].seq {
			i = j
		}
	}
	t := c.timers[i]
	if !end.IsZero() && t.at.After(end) {
		c.mu.Unlock()
		return false
	}
	c.timers = slices.Delete(c.timers, i, i+1)
	if t.at.After(c.now) {
		c.now = t.at
	}
	c.mu.Unlock()
	t.f()
	return true
}
