package solver

import (
	"math/bits"

	"tavolo/engine/cards"
)

// Duties are the play duties of the rules (section 1.7 of the rules and
// its options): following suit is always compulsory; the rest may be
// switched off by a house rule.
type Duties struct {
	// OvertrumpOnTrumpLead: on a trump lead, a player holding a higher
	// trump must play one (must_overtrump_on_trump_lead).
	OvertrumpOnTrumpLead bool
	// TrumpWhenVoid: a player void in the led suit must trump if he can
	// (must_trump_when_void).
	TrumpWhenVoid bool
	// LastTrick is the bonus for the last trick (last_trick_bonus).
	LastTrick int
}

// DefaultDuties are the default rules: over-trump on a trump lead, trump
// when void, 10 for the last trick.
func DefaultDuties() Duties {
	return Duties{OvertrumpOnTrumpLead: true, TrumpWhenVoid: true, LastTrick: 10}
}

// Deal is a position of the card play: the trumps, both hands and who
// leads the trick in progress. When Led is a card, the leader has
// already played it to that trick (it is in neither hand) and the other
// player is to answer; otherwise the leader is to lead. A position from
// the start of a trick has hands of equal size; one in the middle has
// the leader one card short.
type Deal struct {
	Trump  cards.Suit
	Leader int // 0 or 1
	Hands  [2]Hand
	Led    Card // NoCard at the start of a trick
}

// ToMove returns the seat to play the next card.
func (d *Deal) ToMove() int {
	if d.Led != NoCard {
		return 1 - d.Leader
	}
	return d.Leader
}

// Remaining returns the points still to be won in the deal: the card
// points of both hands and of the led card, plus the last-trick bonus
// while a trick is left.
func (d *Deal) Remaining(du Duties) int {
	all := d.Hands[0] | d.Hands[1]
	if d.Led != NoCard {
		all = all.With(d.Led)
	}
	if all == 0 {
		return 0
	}
	return HandPoints(all, d.Trump) + du.LastTrick
}

// Legal returns the cards the player to move may play under du.
func Legal(d *Deal, du Duties) Hand {
	h := d.Hands[d.ToMove()]
	if d.Led == NoCard {
		return h
	}
	led := d.Led.Suit()
	if same := h.Suit(led); same != 0 {
		if led == d.Trump && du.OvertrumpOnTrumpLead {
			var higher Hand
			for m := uint32(same); m != 0; m &= m - 1 {
				c := Card(bits.TrailingZeros32(m))
				if Strength(c, d.Trump) > Strength(d.Led, d.Trump) {
					higher = higher.With(c)
				}
			}
			if higher != 0 {
				return higher
			}
		}
		return same
	}
	if t := h.Suit(d.Trump); t != 0 && du.TrumpWhenVoid {
		return t
	}
	return h
}

// Inside the search a card is suit*8 + strength, with the trump suit as
// suit 0 and the plain suits after it in their natural order, so the
// points of a card and its rank within its suit do not depend on which
// suit is trumps, and the transposition table serves every trump suit.

// ipts is the points of each internal card.
var ipts = [32]int8{
	0, 0, 3, 4, 10, 11, 14, 20,
	0, 0, 0, 2, 3, 4, 10, 11,
	0, 0, 0, 2, 3, 4, 10, 11,
	0, 0, 0, 2, 3, 4, 10, 11,
}

// zeroRun marks the cards worth nothing (7 8 of trumps, 7 8 9 of a plain
// suit): they are the only cards of a suit with equal points, the lowest
// of it, so two of them next to each other among the cards still in play
// are the same move.
const zeroRun = 0x03 | 0x07<<8 | 0x07<<16 | 0x07<<24

// bytePts[0] sums the points of a trump byte, bytePts[1] of a plain one.
var bytePts [2][256]int16

// toInt and toNat map cards between the natural and the internal
// numbering, by trump suit.
var toInt, toNat [4][32]uint8

func init() {
	for m := 0; m < 256; m++ {
		for b := 0; b < 8; b++ {
			if m&(1<<b) != 0 {
				bytePts[0][m] += int16(ipts[b])
				bytePts[1][m] += int16(ipts[8+b])
			}
		}
	}
	for t := 0; t < 4; t++ {
		for c := 0; c < 32; c++ {
			s, r := c/8, c%8
			var is, st int
			if s == t {
				is, st = 0, int(trumpStrength[r])
			} else {
				is, st = s+1, int(plainStrength[r])
				if s > t {
					is = s
				}
			}
			i := is*8 + st
			toInt[t][c] = uint8(i)
			toNat[t][i] = uint8(c)
		}
	}
}

func sumPts(m uint32) int {
	return int(bytePts[0][m&0xFF] + bytePts[1][(m>>8)&0xFF] + bytePts[1][(m>>16)&0xFF] + bytePts[1][m>>24])
}

func mapHand(h Hand, t cards.Suit) uint32 {
	var out uint32
	for m := uint32(h); m != 0; m &= m - 1 {
		out |= 1 << toInt[t][bits.TrailingZeros32(m)]
	}
	return out
}

// entry is a transposition-table slot: the bounds of the leader's points
// from a position at a trick boundary (the leader's hand in the low 32
// bits of key, the other's in the high), and the best lead found.
type entry struct {
	key    uint64
	lo, hi int16
	gen    uint16
	best   uint8
}

// tableBits sizes the transposition table (16 bytes a slot).
const tableBits = 17

// Solver solves deals. It is not safe for concurrent use: give each
// goroutine its own. Its table keeps what it learned across calls (it
// only depends on the hands, so it stays exact for every later deal
// under the same duties); Clear forgets it.
type Solver struct {
	du    Duties
	last  int
	tt    []entry
	gen   uint16
	nodes int64
}

// New returns a solver for the duties du.
func New(du Duties) *Solver {
	s := &Solver{du: du, last: du.LastTrick, tt: make([]entry, 1<<tableBits)}
	s.Clear()
	return s
}

// Duties returns the duties the solver plays by.
func (s *Solver) Duties() Duties { return s.du }

// Clear empties the transposition table.
func (s *Solver) Clear() {
	s.gen++
	if s.gen == 0 {
		clear(s.tt)
		s.gen = 1
	}
}

// Nodes returns how many positions the solver has searched since it was
// made (for benchmarks).
func (s *Solver) Nodes() int64 { return s.nodes }

// inf is beyond every score (the most a deal is worth is 162 + bonus).
const inf = 10000

// Solve returns the points seat 0 takes from the rest of d (the trick in
// progress included) when both players play their best.
func (s *Solver) Solve(d Deal) int {
	r := d.Remaining(s.du)
	if r == 0 {
		return 0
	}
	hl := mapHand(d.Hands[d.Leader], d.Trump)
	hf := mapHand(d.Hands[1-d.Leader], d.Trump)
	var v int
	if d.Led == NoCard {
		v = s.mtdLead(hl, hf, r, r/2)
	} else {
		v = s.mtdFollow(hl, hf, uint32(toInt[d.Trump][d.Led]), r, r/2)
	}
	if d.Leader == 0 {
		return v
	}
	return r - v
}

// mtdLead finds the leader's value by null-window tests (MTD(f)) from a
// guess g.
func (s *Solver) mtdLead(hl, hf uint32, r, g int) int {
	lo, hi := 0, r
	g = min(max(g, 0), r)
	for lo < hi {
		beta := g
		if g == lo {
			beta = g + 1
		}
		g = s.lead(hl, hf, beta-1, beta)
		if g < beta {
			hi = g
		} else {
			lo = g
		}
	}
	return lo
}

// mtdFollow is mtdLead for a position where c1 has been led.
func (s *Solver) mtdFollow(hl, hf, c1 uint32, r, g int) int {
	lo, hi := 0, r
	g = min(max(g, 0), r)
	for lo < hi {
		beta := g
		if g == lo {
			beta = g + 1
		}
		g = s.follow(hl, hf, c1, r, beta-1, beta)
		if g < beta {
			hi = g
		} else {
			lo = g
		}
	}
	return lo
}

// Moves fills vals[c] for every legal card c of the player to move with
// the points that player takes from the rest of d (the trick in progress
// included) when he plays c and both play their best afterwards. It
// returns the legal cards.
func (s *Solver) Moves(d Deal, vals *[NumCards]int) Hand {
	legal := Legal(&d, s.du)
	r := d.Remaining(s.du)
	hl := mapHand(d.Hands[d.Leader], d.Trump)
	hf := mapHand(d.Hands[1-d.Leader], d.Trump)
	t := d.Trump
	guess := r / 2 // the last move's value is the next one's guess
	for m := uint32(legal); m != 0; m &= m - 1 {
		c := bits.TrailingZeros32(m)
		ic := uint32(toInt[t][c])
		if d.Led == NoCard {
			// The value of the leader once c is led.
			vals[c] = s.mtdFollow(hl&^(1<<ic), hf, ic, r, guess)
			guess = vals[c]
			continue
		}
		c1 := uint32(toInt[t][d.Led])
		nf := hf &^ (1 << ic)
		p := int(ipts[c1]) + int(ipts[ic])
		if hl == 0 {
			p += s.last
		}
		if beats(ic, c1) {
			rr := r - p
			vals[c] = p + s.mtdLead(nf, hl, rr, guess-p)
			guess = vals[c]
		} else {
			vals[c] = r - p - s.mtdLead(hl, nf, r-p, r-p-guess)
			guess = vals[c]
		}
	}
	return legal
}

// beats reports whether internal card b takes a trick led with a.
func beats(b, a uint32) bool {
	if b>>3 == a>>3 {
		return b > a
	}
	return b < 8
}

// answers returns the follower's legal cards to the led card c1.
func (s *Solver) answers(hf, c1 uint32) uint32 {
	suit := uint32(0xFF) << (c1 &^ 7)
	if same := hf & suit; same != 0 {
		if c1 < 8 && s.du.OvertrumpOnTrumpLead {
			if higher := same &^ (2<<c1 - 1); higher != 0 {
				return higher
			}
		}
		return same
	}
	if t := hf & 0xFF; t != 0 && s.du.TrumpWhenVoid {
		return t
	}
	return hf
}

// dedupe drops from moves every worthless card whose next higher card
// still in play (all) is also in moves and worthless: the two are the
// same move.
func dedupe(moves, all uint32) uint32 {
	out := moves
	for m := moves & zeroRun; m != 0; m &= m - 1 {
		c := uint32(bits.TrailingZeros32(m))
		above := all & (uint32(0xFF) << (c &^ 7)) &^ (2<<c - 1)
		if above == 0 {
			continue
		}
		n := uint32(1) << bits.TrailingZeros32(above)
		if moves&n&zeroRun != 0 {
			out &^= 1 << c
		}
	}
	return out
}

func hash(key uint64) uint64 { return (key * 0x9E3779B97F4A7C15) >> (64 - tableBits) }

// lead returns the points the leader (hand hl) takes from the position
// with the follower holding hf, searched in the window (alpha, beta):
// fail-soft, so a result at or below alpha is an upper bound and one at
// or above beta a lower bound.
func (s *Solver) lead(hl, hf uint32, alpha, beta int) int {
	s.nodes++
	if hl&(hl-1) == 0 {
		// The last trick: one card each.
		if hl == 0 {
			return 0
		}
		c1 := uint32(bits.TrailingZeros32(hl))
		c2 := uint32(bits.TrailingZeros32(hf))
		if beats(c2, c1) {
			return 0
		}
		return int(ipts[c1]) + int(ipts[c2]) + s.last
	}
	r := sumPts(hl|hf) + s.last
	if r <= alpha {
		return r
	}
	if beta <= 0 {
		return 0
	}
	key := uint64(hl) | uint64(hf)<<32
	e := &s.tt[hash(key)]
	lo, hi := 0, r
	best := uint32(255)
	if e.key == key && e.gen == s.gen {
		lo, hi = int(e.lo), int(e.hi)
		if lo >= beta {
			return lo
		}
		if hi <= alpha {
			return hi
		}
		if lo == hi {
			return lo
		}
		best = uint32(e.best)
		alpha = max(alpha, lo)
		beta = min(beta, hi)
	}

	// Order the leads: the table's best first, then the leads the
	// follower cannot take (richest first), then the rest (cheapest
	// first).
	moves := dedupe(hl, hl|hf)
	var order [9]uint32
	var score [9]int
	n := 0
	for m := moves; m != 0; m &= m - 1 {
		c := uint32(bits.TrailingZeros32(m))
		var sc int
		if c == best {
			sc = 1000
		} else {
			ans := s.answers(hf, c)
			wins := false
			if suit := uint32(0xFF) << (c &^ 7); ans&suit != 0 {
				wins = ans&suit&^(2<<c-1) != 0 // a higher card of the led suit
			} else {
				wins = ans&0xFF != 0 && c >= 8
			}
			if wins {
				sc = -int(ipts[c])
			} else {
				sc = 100 + int(ipts[c])
			}
		}
		i := n
		for i > 0 && score[i-1] < sc {
			order[i], score[i] = order[i-1], score[i-1]
			i--
		}
		order[i], score[i] = c, sc
		n++
	}

	a := alpha
	bestv := -inf
	bestc := order[0]
	for i := 0; i < n; i++ {
		c := order[i]
		v := s.follow(hl&^(1<<c), hf, c, r, a, beta)
		if v > bestv {
			bestv, bestc = v, c
			if v >= beta {
				break
			}
			if v > a {
				a = v
			}
		}
	}

	// Store the bound, narrowed by what the table knew.
	switch {
	case bestv <= alpha:
		hi = bestv
	case bestv >= beta:
		lo = bestv
	default:
		lo, hi = bestv, bestv
	}
	if e.key != key || e.gen != s.gen {
		// A new position replaces whatever the slot held; the bounds
		// not found are the trivial ones.
		if bestv <= alpha {
			lo = 0
		}
		if bestv >= beta {
			hi = r
		}
	}
	*e = entry{key: key, lo: int16(lo), hi: int16(hi), gen: s.gen, best: uint8(bestc)}
	return bestv
}

// follow returns the leader's points from the position where the leader
// (left with hl) has led c1 and the follower (hf) is to answer; r is
// what is left to win, c1 and the last-trick bonus included.
func (s *Solver) follow(hl, hf, c1 uint32, r, alpha, beta int) int {
	s.nodes++
	moves := dedupe(s.answers(hf, c1), hl|hf|1<<c1)
	p1 := int(ipts[c1])
	if hl == 0 {
		p1 += s.last
	}
	// Order: the winning answers first (richest first), then the losing
	// ones (cheapest first).
	var order [9]uint32
	var score [9]int
	n := 0
	for m := moves; m != 0; m &= m - 1 {
		c := uint32(bits.TrailingZeros32(m))
		sc := -int(ipts[c])
		if beats(c, c1) {
			sc = 100 + int(ipts[c])
		}
		i := n
		for i > 0 && score[i-1] < sc {
			order[i], score[i] = order[i-1], score[i-1]
			i--
		}
		order[i], score[i] = c, sc
		n++
	}
	b := beta
	bestv := inf
	for i := 0; i < n; i++ {
		c := order[i]
		nf := hf &^ (1 << c)
		p := p1 + int(ipts[c])
		rr := r - p
		var v int
		if beats(c, c1) {
			// The follower leads next; the leader keeps what the
			// follower does not take.
			v = rr - s.lead(nf, hl, rr-b, rr-alpha)
		} else {
			v = p + s.lead(hl, nf, alpha-p, b-p)
		}
		if v < bestv {
			bestv = v
			if v <= alpha {
				return v
			}
			if v < b {
				b = v
			}
		}
	}
	return bestv
}
