package clocktest

import (
	"slices"
	"testing"
	"time"
)

// TestTimersFireInTimeOrder: Advance calls the timers due on the way in
// the order of their times, those they set included, with the clock at
// each one's time; the later ones wait.
func TestTimersFireInTimeOrder(t *testing.T) {
	c := New()
	start := c.Now()
	var got []string
	at := func(name string) func() {
		return func() { got = append(got, name+"@"+c.Now().Sub(start).String()) }
	}
	c.AfterFunc(30*time.Millisecond, at("c"))
	c.AfterFunc(10*time.Millisecond, func() {
		at("a")()
		c.AfterFunc(5*time.Millisecond, at("b"))
	})
	c.AfterFunc(time.Second, at("late"))
	c.Advance(40 * time.Millisecond)
	if want := []string{"a@10ms", "b@15ms", "c@30ms"}; !slices.Equal(got, want) {
		t.Fatalf("fired %v, want %v", got, want)
	}
	if c.Now().Sub(start) != 40*time.Millisecond || c.Pending() != 1 {
		t.Fatalf("now +%v, %d pending", c.Now().Sub(start), c.Pending())
	}
	if !c.Next() || got[len(got)-1] != "late@1s" || c.Next() {
		t.Fatalf("Next: %v", got)
	}
}
