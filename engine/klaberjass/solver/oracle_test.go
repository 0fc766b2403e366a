package solver

import (
	"flag"
	"testing"

	"tavolo/engine/cards"
)

// minimax is the plain reference: every legal card of both players,
// by the rules as written (natural cards, Legal, Beats, Points), no
// table and no pruning. It returns seat 0's points.
func minimax(d Deal, du Duties) int {
	all := d.Hands[0] | d.Hands[1]
	if all == 0 && d.Led == NoCard {
		return 0
	}
	mover := d.ToMove()
	best := -1
	if mover == 1 {
		best = 1 << 30
	}
	for _, c := range Legal(&d, du).Cards() {
		n := d
		n.Hands[mover] = n.Hands[mover].Without(c)
		var v int
		if d.Led == NoCard {
			n.Led = c
			v = minimax(n, du)
		} else {
			winner := d.Leader
			if Beats(c, d.Led, d.Trump) {
				winner = mover
			}
			p := Points(c, d.Trump) + Points(d.Led, d.Trump)
			if n.Hands[0]|n.Hands[1] == 0 {
				p += du.LastTrick
			}
			n.Led, n.Leader = NoCard, winner
			v = minimax(n, du)
			if winner == 0 {
				v += p
			}
		}
		if (mover == 0 && v > best) || (mover == 1 && v < best) {
			best = v
		}
	}
	return best
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
			want := minimax(d, du)
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
				n := d
				n.Hands[mover] = n.Hands[mover].Without(c)
				var w int
				if d.Led == NoCard {
					n.Led = c
					w = minimax(n, du)
				} else {
					// Finish the trick by hand and let minimax do the rest.
					winner := d.Leader
					if Beats(c, d.Led, d.Trump) {
						winner = mover
					}
					p := Points(c, d.Trump) + Points(d.Led, d.Trump)
					if n.Hands[0]|n.Hands[1] == 0 {
						p += du.LastTrick
					}
					n.Led, n.Leader = NoCard, winner
					w = minimax(n, du)
					if winner == 0 {
						w += p
					}
				}
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

// memoMinimax is minimax with a plain map of the trick-boundary
// positions, for whole 9-card deals (still no pruning and no merging of
// equal cards).
func memoMinimax(d Deal, du Duties, m map[[3]uint32]int) int {
	k := [3]uint32{uint32(d.Hands[0]), uint32(d.Hands[1]), uint32(d.Leader)}
	if d.Led == NoCard {
		if d.Hands[0]|d.Hands[1] == 0 {
			return 0
		}
		if v, ok := m[k]; ok {
			return v
		}
	}
	mover := d.ToMove()
	best := -1
	if mover == 1 {
		best = 1 << 30
	}
	for _, c := range Legal(&d, du).Cards() {
		n := d
		n.Hands[mover] = n.Hands[mover].Without(c)
		var v int
		if d.Led == NoCard {
			n.Led = c
			v = memoMinimax(n, du, m)
		} else {
			winner := d.Leader
			if Beats(c, d.Led, d.Trump) {
				winner = mover
			}
			p := Points(c, d.Trump) + Points(d.Led, d.Trump)
			if n.Hands[0]|n.Hands[1] == 0 {
				p += du.LastTrick
			}
			n.Led, n.Leader = NoCard, winner
			v = memoMinimax(n, du, m)
			if winner == 0 {
				v += p
			}
		}
		if (mover == 0 && v > best) || (mover == 1 && v < best) {
			best = v
		}
	}
	if d.Led == NoCard {
		m[k] = best
	}
	return best
}

func TestSolveMatchesMemoNineCards(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 8
	}
	for vi, du := range dutyVariants() {
		s := New(du)
		for i := 0; i < n; i++ {
			d := RandomDeals(1, 6+i%4, uint64(100*vi+i))[0]
			want := memoMinimax(d, du, map[[3]uint32]int{})
			if got := s.Solve(d); got != want {
				t.Errorf("%+v: trump %v leader %d %v / %v: got %d, want %d", du, d.Trump, d.Leader, d.Hands[0], d.Hands[1], got, want)
			}
		}
	}
}
