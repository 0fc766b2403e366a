// Package match holds what every Tavolo game shares above a single hand:
// seats and turn order, the running tally toward the elimination line,
// the contract of a computer player (Agent), and the save record that lets
// a match be replayed exactly from its seed and actions.
package match

import "slices"

// NextActive returns the first seat after from, clockwise, that is not
// eliminated. With every other seat out it returns from itself.
func NextActive(from int, eliminated []bool) int {
	n := len(eliminated)
	for i := 1; i <= n; i++ {
		s := (from + i) % n
		if !eliminated[s] {
			return s
		}
	}
	return from
}

// Tally is the running score of a match played toward an elimination line
// (101, 201, 301 …): every hand adds points to the seats still in; a seat
// whose total reaches the line is out; the last seat left wins.
type Tally struct {
	Threshold  int
	Scores     []int   // running totals by seat
	Eliminated []bool  // seats out of the match
	Hands      [][]int // points charged in each hand, by seat
	Reentered  []bool  // seats that already came back once (rientro)
}

// NewTally starts a tally for n seats at 0 toward threshold.
func NewTally(n, threshold int) Tally {
	return Tally{Threshold: threshold, Scores: make([]int, n), Eliminated: make([]bool, n), Reentered: make([]bool, n)}
}

// Clone returns a deep copy.
func (t Tally) Clone() Tally {
	c := t
	c.Scores = slices.Clone(t.Scores)
	c.Eliminated = slices.Clone(t.Eliminated)
	c.Reentered = slices.Clone(t.Reentered)
	c.Hands = nil
	for _, h := range t.Hands {
		c.Hands = append(c.Hands, slices.Clone(h))
	}
	return c
}

// Active returns the seats still in the match.
func (t *Tally) Active() []int {
	var out []int
	for s, out1 := range t.Eliminated {
		if !out1 {
			out = append(out, s)
		}
	}
	return out
}

// ActiveCount returns how many seats are still in.
func (t *Tally) ActiveCount() int {
	n := 0
	for _, e := range t.Eliminated {
		if !e {
			n++
		}
	}
	return n
}

// AddHand charges points (by seat) to the seats still in, records the hand
// and eliminates every seat that reached the threshold. It returns the
// seats eliminated by this hand.
func (t *Tally) AddHand(points []int) []int {
	t.Hands = append(t.Hands, slices.Clone(points))
	var out []int
	for s, p := range points {
		if t.Eliminated[s] {
			continue
		}
		t.Scores[s] += p
		if t.Scores[s] >= t.Threshold {
			t.Eliminated[s] = true
			out = append(out, s)
		}
	}
	return out
}

// Reenter brings seats just eliminated back once (rientro), each at the
// highest total among the seats still in, as long as at least one other
// seat is still in. It returns the seats that came back.
func (t *Tally) Reenter(justOut []int) []int {
	if t.ActiveCount() == 0 {
		return nil
	}
	best := -1
	for s, e := range t.Eliminated {
		if !e && t.Scores[s] > best {
			best = t.Scores[s]
		}
	}
	var back []int
	for _, s := range justOut {
		if t.Reentered[s] {
			continue
		}
		t.Reentered[s] = true
		t.Eliminated[s] = false
		t.Scores[s] = best
		back = append(back, s)
	}
	return back
}

// Winner returns the one seat left in, or -1 while two or more remain.
func (t *Tally) Winner() int {
	w := -1
	for s, e := range t.Eliminated {
		if !e {
			if w >= 0 {
				return -1
			}
			w = s
		}
	}
	return w
}

// Agent is a computer player: it chooses an action from what one seat may
// know (the game's view), never from the full state.
type Agent[V, A any] interface {
	Name() string
	Choose(view V) A
}
