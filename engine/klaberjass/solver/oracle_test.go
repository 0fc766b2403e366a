package solver

import (
	"flag"
	"testing"

	"tavolo/engine/cards"
)

// minimax is the plain reference: every legal card of both players,
// by the rules as written (natural cards, Legal, Beats, Points), no
// pruning and no merging of equal cards. It returns seat 0's points. A
// non-nil memo keeps the value of each position between tricks (for
// whole 9-card deals); nil searches the whole tree.
func minimax(d Deal, du Duties, memo map[[3]uint32]int) int {
	k := [3]uint32{uint32(d.Hands[0]), uint32(d.Hands[1]), uint32(d.Leader)}
	if d.Led == NoCard {
		if d.Hands[0]|d.Hands[1] == 0 {
			return 0
		}
		if v, ok := memo[k]; ok {
			return v
		}
	}
	mover := d.ToMove()
	best := -1
	if mover == 1 {
		best = 1 << 30
	}
	for _, c := range Legal(&d, du).Cards() {
		n, p := step(d, c, du)
		v := minimax(n, du, memo) + p
		if (mover == 0 && v > best) || (mover == 1 && v < best) {
			best = v
		}
	}
	if d.Led == NoCard && memo != nil {
		memo[k] = best
	}
	return best
}

// step plays card c of the seat to move in d by the rules as written:
// the position after it, and the points seat 0 took with it (those of a
// trick it finished and won, the last trick's bonus included).
func step(d Deal, c Card, du Duties) (Deal, int) {
	mover := d.ToMove()
	n := d
	n.Hands[mover] = n.Hands[mover].Without(c)
	if d.Led == NoCard {
		n.Led = c
		return n, 0
	}
	winner := d.Leader
	if Beats(c, d.Led, d.Trump) {
		winner = mover
	}
	n.Led, n.Leader = NoCard, winner
	if winner != 0 {
		return n, 0
	}
	p := Points(c, d.Trump) + Points(d.Led, d.Trump)
	if n.Hands[0]|n.Hands[1] == 0 {
		p += du.LastTrick
	}
	return n, p
}

// randomDeal deals size cards to each hand; with mid set, the leader
// has already led one more card.
func randomDeal(r *cards.Rand, size int, mid bool) Deal {
	var p [NumCards]Card
	for i := range p {
		p[i] = Card(i)
	}
	for i := len(p) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		p[i], p[j] = p[j], p[i]
	}
	d := Deal{Trump: cards.Suit(r.IntN(4)), Leader: r.IntN(2), Led: NoCard}
	for i := 0; i < size; i++ {
		d.Hands[0] = d.Hands[0].With(p[2*i])
		d.Hands[1] = d.Hands[1].With(p[2*i+1])
	}
	if mid {
		d.Hands[d.Leader] = d.Hands[d.Leader].Without(p[2*size-2+d.Leader])
		d.Led = p[2*size-2+d.Leader]
	}
	return d
}

func dutyVariants() []Duties {
	return []Duties{
		DefaultDuties(),
		{OvertrumpOnTrumpLead: false, TrumpWhenVoid: true, LastTrick: 10},
		{OvertrumpOnTrumpLead: true, TrumpWhenVoid: false, LastTrick: 5},
		{OvertrumpOnTrumpLead: false, TrumpWhenVoid: false, LastTrick: 0},
	}
}

func TestSolveMatchesMinimax(t *testing.T) {
	n := 1500
	if testing.Short() {
		n = 300
	}
	r := cards.NewRand(1)
	bad := 0
	for _, du := range dutyVariants() {
		s := New(du)
		for i := 0; i < n; i++ {
			size := 1 + r.IntN(5)
			d := randomDeal(r, size, r.IntN(3) == 0)
			if i%7 == 0 {
				s.Clear()
			}
			want := minimax(d, du, nil)
			if got := s.Solve(d); got != want {
				bad++
				if bad < 10 {
					t.Errorf("%+v: trump %v leader %d %v / %v led %v: got %d, want %d",
						du, d.Trump, d.Leader, d.Hands[0], d.Hands[1], d.Led, got, want)
				}
			}
			var vals [NumCards]int
			legal := s.Moves(d, &vals)
			mover := d.ToMove()
			for _, c := range legal.Cards() {
				n, p := step(d, c, du)
				w := minimax(n, du, nil) + p
				if mover == 1 {
					w = d.Remaining(du) - w
				}
				if vals[c] != w {
					bad++
					if bad < 10 {
						t.Errorf("%+v: %v / %v led %v leader %d: move %v worth %d, want %d",
							du, d.Hands[0], d.Hands[1], d.Led, d.Leader, c, vals[c], w)
					}
				}
			}
		}
	}
	if bad > 0 {
		t.Fatalf("%d mismatches", bad)
	}
}

var times = flag.Bool("times", false, "print solver timings (TestTimes)")

func TestSolveMatchesMemoNineCards(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 8
	}
	for vi, du := range dutyVariants() {
		s := New(du)
		for i := 0; i < n; i++ {
			d := RandomDeals(1, 6+i%4, uint64(100*vi+i))[0]
			want := minimax(d, du, map[[3]uint32]int{})
			if got := s.Solve(d); got != want {
				t.Errorf("%+v: trump %v leader %d %v / %v: got %d, want %d", du, d.Trump, d.Leader, d.Hands[0], d.Hands[1], got, want)
			}
		}
	}
}
