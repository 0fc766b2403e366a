package match

import "slices"

// Goal says how a match is won.
type Goal uint8

// The goals of the three games.
const (
	// LowLine: points are bad; a side whose total reaches Line is out, and
	// the last side left wins (Scala 40's 101, 201, 301).
	LowLine Goal = iota
	// HighTarget: points are good; the match ends when a side reaches
	// Line (Canasta's 15,000, Klaberjass's 500). Who wins then, and what a
	// tie does, is the game's rule.
	HighTarget
)

// Score is the running score of a match by side. A side is the seats that
// share one total: each seat alone (Scala 40, Klaberjass, Canasta with two
// or three players) or partners (Canasta's two sides of two or three,
// Scala 40's pairs_mode). Totals may go negative.
type Score struct {
	Sides  [][]int // the seats of each side
	Goal   Goal
	Line   int         // the elimination line (LowLine) or the target (HighTarget)
	Totals []int       // running totals, by side
	Out    []bool      // by side: eliminated (LowLine)
	Hands  []HandScore // every finished hand, in order
}

// HandScore is one finished hand on the score sheet.
type HandScore struct {
	Points []int    // what the hand added, by side
	Lines  [][]Line // by side: how each side's points break down (may be nil)
	Out    []int    // sides eliminated by this hand
	Back   []int    // sides that came back into the match (Scala 40's rientro)
}

// Line is one row of a hand's scoring for one side: Key names it for the
// score sheet ("going-out", "clean-canasta", "last-trick" …), Count says
// how many (canastas, red threes) where that applies.
type Line struct {
	Key    string
	Count  int
	Points int
}

// Solo returns n sides of one seat each.
func Solo(n int) [][]int {
	sides := make([][]int, n)
	for s := range sides {
		sides[s] = []int{s}
	}
	return sides
}

// Alternate returns two sides with the seats dealt alternately: seats 0, 2,
// 4 … against 1, 3, 5 … (partners sit opposite).
func Alternate(n int) [][]int {
	sides := make([][]int, 2)
	for s := 0; s < n; s++ {
		sides[s%2] = append(sides[s%2], s)
	}
	return sides
}

// NewScore starts a score at 0 for the given sides.
func NewScore(sides [][]int, goal Goal, line int) Score {
	return Score{Sides: sides, Goal: goal, Line: line, Totals: make([]int, len(sides)), Out: make([]bool, len(sides))}
}

// Clone returns a deep copy.
func (s Score) Clone() Score {
	c := s
	c.Sides = make([][]int, len(s.Sides))
	for i, side := range s.Sides {
		c.Sides[i] = slices.Clone(side)
	}
	c.Totals = slices.Clone(s.Totals)
	c.Out = slices.Clone(s.Out)
	c.Hands = nil
	for _, h := range s.Hands {
		c.Hands = append(c.Hands, h.clone())
	}
	return c
}

func (h HandScore) clone() HandScore {
	c := HandScore{Points: slices.Clone(h.Points), Out: slices.Clone(h.Out), Back: slices.Clone(h.Back)}
	if h.Lines != nil {
		c.Lines = make([][]Line, len(h.Lines))
		for i, ls := range h.Lines {
			c.Lines[i] = slices.Clone(ls)
		}
	}
	return c
}

// Seats returns how many seats the sides hold.
func (s *Score) Seats() int {
	n := 0
	for _, side := range s.Sides {
		n += len(side)
	}
	return n
}

// SideOf returns the side seat plays for, or -1.
func (s *Score) SideOf(seat int) int {
	for i, side := range s.Sides {
		if slices.Contains(side, seat) {
			return i
		}
	}
	return -1
}

// SeatTotal returns the total of seat's side.
func (s *Score) SeatTotal(seat int) int { return s.Totals[s.SideOf(seat)] }

// SeatOut reports whether seat's side is out of the match.
func (s *Score) SeatOut(seat int) bool { return s.Out[s.SideOf(seat)] }

// SeatTotals returns the totals by seat (partners share theirs).
func (s *Score) SeatTotals() []int {
	out := make([]int, s.Seats())
	for i, side := range s.Sides {
		for _, seat := range side {
			out[seat] = s.Totals[i]
		}
	}
	return out
}

// SeatsOut returns, by seat, whether its side is out.
func (s *Score) SeatsOut() []bool {
	out := make([]bool, s.Seats())
	for i, side := range s.Sides {
		for _, seat := range side {
			out[seat] = s.Out[i]
		}
	}
	return out
}

// Active returns the sides still in the match.
func (s *Score) Active() []int {
	var out []int
	for i, o := range s.Out {
		if !o {
			out = append(out, i)
		}
	}
	return out
}

// AddHand adds a finished hand: each side still in gains h.Points[side].
// Under LowLine every side whose total reaches the line is out; the sides
// put out are returned and written into the hand's Out. The hand is
// appended to Hands.
func (s *Score) AddHand(h HandScore) []int {
	h.Out = nil
	for side, p := range h.Points {
		if s.Out[side] {
			continue
		}
		s.Totals[side] += p
		if s.Goal == LowLine && s.Totals[side] >= s.Line {
			s.Out[side] = true
			h.Out = append(h.Out, side)
		}
	}
	s.Hands = append(s.Hands, h)
	return h.Out
}

// LastSide returns the one side left in, or -1 while two or more remain.
func (s *Score) LastSide() int {
	if a := s.Active(); len(a) == 1 {
		return a[0]
	}
	return -1
}

// Reached returns the sides whose total has reached the target
// (HighTarget), highest total first.
func (s *Score) Reached() []int {
	var out []int
	for i, t := range s.Totals {
		if t >= s.Line {
			out = append(out, i)
		}
	}
	slices.SortStableFunc(out, func(a, b int) int { return s.Totals[b] - s.Totals[a] })
	return out
}
