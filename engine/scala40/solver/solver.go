// Package solver finds the best way to split a Scala 40 hand into melds.
//
// It answers the questions a computer player asks many times per turn:
// the highest opening value the hand can lay down (Open), the lowest
// penalty it would keep if it melded as much as it can (Deadwood), the
// discard that leaves the lowest penalty (BestDiscard), and the melds that
// achieve either objective, ready for a MeldDown action (Melds).
//
// The search works on a counted hand (cards.Counts). It is a depth-first
// branch and bound anchored on the lowest natural card still undecided:
// that card either goes into a run in which it is the lowest natural
// card, into a set in which it has the lowest suit, or stays in the hand.
// Jokers fill any position of a run or any missing suit of a set within
// the rules' joker limit. At every step the cards that no longer fit any
// meld (a bitmask test over the undecided cards) are left in hand at
// once, and the bound is the value still in the undecided cards. The best
// discard needs no extra branching: for a given partition it is the
// leftover card with the highest penalty (or a leftover joker). A solve
// allocates nothing.
//
// Validity follows scala40.BuildMeld under the rules given to New: runs
// of three or more positions of one suit on the ladder A-2-…-K-A (no
// wrap-around, at most one natural Ace), sets of three or four cards of
// one rank with distinct suits, at most Rules.MaxJokersPerMeld jokers per
// meld and at least one natural card.
package solver

import (
	"encoding/binary"
	"math/bits"

	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

// Objective chooses what Melds optimises.
type Objective int

// The two objectives.
const (
	// OpenValue maximises the opening value of the melds (section 1.2a of
	// the rules: Ace 1 at the low end of a run, 11 elsewhere, a joker
	// worth the card it stands for).
	OpenValue Objective = iota
	// Deadwood minimises the penalty of the cards left outside the melds
	// (Ace 11, joker 25).
	Deadwood
)

// meld kinds in a record.
const (
	recRun = 1
	recSet = 2
)

// rec is one meld of the current or best partition, in compact form.
type rec struct {
	kind   uint8
	suit   uint8  // run: the suit
	rank   uint8  // set: the rank
	lo, hi uint8  // run: ladder positions
	suits  uint8  // set: bitmask of natural suits
	jokers uint8  // set: number of jokers
	jmask  uint16 // run: bit q set when position q holds a joker
}

// maxDepth bounds the number of melds in one partition (a hand from the
// 108-card pack cannot hold more than 36 three-card melds).
const maxDepth = 40

// Solver holds the scratch state of the search. Make one with New and
// reuse it; it is not safe for concurrent use. Hands are subsets of the
// 108-card pack (cards.Scala40Pack).
type Solver struct {
	limit int // jokers allowed in one meld
	// maxRun is the longest run worth trying: with at most two jokers
	// per meld a run of six or more splits into two valid runs with the
	// same cards and the same value, so 5 is enough.
	maxRun       int
	openNoJoker  bool // opening_without_joker: jokers do not count in Open
	aceAloneOne  bool // ace_alone_counts_one
	jokerDiscard string

	// per-search state
	open    bool // objective: opening value (else penalty)
	discard bool // BestDiscard search: one card is discarded
	record  bool // keep the best partition
	cnt     [cards.NumFaces]uint8
	present uint64 // bit f set when cnt[f] > 0 (naturals only)
	jokers  int    // jokers not yet used
	cur     int    // value gained so far
	rem     int    // upper bound on what the undecided cards can still add
	jokerUB int    // what one unused joker adds to rem
	bestKey int
	// leftTie is the best tie key (see tieKey) among the naturals left
	// in hand so far, isolated ones included, or -1: the card BestDiscard
	// discards unless a joker is left over.
	leftTie  int
	total    int // penalty of the whole hand (deadwood objective)
	bestDisc int

	nodes int // search nodes visited, for the measurements in the tests

	depth     int
	stack     [maxDepth]rec
	bestDepth int
	best      [maxDepth]rec
}

// New returns a solver for the rules r. Only the options that change
// meld validity or values matter: max_jokers_per_meld,
// opening_without_joker (Open then ignores jokers, since only jokerless
// melds count towards the minimum), ace_alone_counts_one (Deadwood and
// BestDiscard charge 1 for a lone Ace) and joker_discard (BestDiscard
// never picks a joker it may not discard).
func New(r scala40.Rules) *Solver {
	lim := r.MaxJokersPerMeld
	if lim == scala40.Unlimited || lim > 14 {
		lim = 14
	}
	if lim < 0 {
		lim = 0
	}
	maxRun := 14
	if lim <= 2 {
		maxRun = 5
	}
	return &Solver{
		limit:        lim,
		maxRun:       maxRun,
		openNoJoker:  r.OpeningWithoutJoker,
		aceAloneOne:  r.AceAloneCountsOne,
		jokerDiscard: r.JokerDiscard,
	}
}

// Card values.
var (
	penNat  [52]int // penalty of a natural face
	openSet [14]int // opening value of rank r in a set (Ace 11)
	posVal  [15]int // opening value of ladder position q (1 = low Ace, 14 = high Ace)
)

const jokerPenalty = 25

func init() {
	for f := 0; f < 52; f++ {
		r := f%13 + 1
		switch {
		case r == 1:
			penNat[f] = 11
		case r >= 10:
			penNat[f] = 10
		default:
			penNat[f] = r
		}
	}
	for r := 1; r <= 13; r++ {
		openSet[r] = penNat[r-1]
	}
	posVal[1] = 1
	for q := 2; q <= 13; q++ {
		posVal[q] = openSet[q]
	}
	posVal[14] = 11
}

// PenaltyOf returns what face f costs when left in hand (Ace 11, joker 25).
func PenaltyOf(f cards.Face) int {
	if f == cards.Joker {
		return jokerPenalty
	}
	return penNat[f]
}

// tieKey orders discards of equal deadwood: the higher penalty first,
// then the higher face.
func tieKey(f int) int {
	if f == int(cards.Joker) {
		return jokerPenalty<<6 | f
	}
	return penNat[f]<<6 | f
}

const tieBits = 12

// setup loads the hand h into the scratch state for one objective. jokers
// is the number of jokers to search with. The naturals that fit no meld
// are left in hand from the start.
func (s *Solver) setup(h *cards.Counts, open, discard bool, jokers int) {
	s.open, s.discard = open, discard
	s.cur, s.rem, s.total = 0, 0, 0
	s.present = 0
	s.jokers = jokers
	s.depth, s.bestDepth = 0, 0
	s.bestKey = -1
	s.bestDisc, s.leftTie = -1, -1
	if open {
		s.jokerUB = 11
	} else {
		s.jokerUB = jokerPenalty
	}
	s.total = jokers * jokerPenalty
	s.rem = jokers * s.jokerUB
	s.cnt = *h
	all := presentMask(h)
	jl := s.jokers
	if jl > s.limit {
		jl = s.limit
	}
	// Set aside the naturals that no meld can hold.
	m := meldableMask(all, jl)
	s.present = all & m
	for p := all; p != 0; p &= p - 1 {
		f := bits.TrailingZeros64(p)
		v := int(h[f]) * penNat[f] // the Ace's 11 is also its best opening value
		s.total += v
		if m&(1<<uint(f)) != 0 {
			s.rem += v
		} else if t := tieKey(f); t > s.leftTie {
			s.leftTie = t
		}
	}
	// For the search the isolated cards are simply not there; their
	// counts stay, which does no harm because present drives the search.
}

// presentMask returns the bitset of the natural faces h holds, reading
// the counts eight at a time.
func presentMask(h *cards.Counts) uint64 {
	const lo7 = 0x7f7f7f7f7f7f7f7f
	var m uint64
	for i := 0; i < 48; i += 8 {
		w := binary.LittleEndian.Uint64(h[i : i+8])
		nz := ((w & lo7) + lo7 | w) &^ lo7 // top bit of each non-zero byte
		for ; nz != 0; nz &= nz - 1 {
			m |= 1 << uint(i+bits.TrailingZeros64(nz)>>3)
		}
	}
	for f := 48; f < 52; f++ {
		if h[f] > 0 {
			m |= 1 << uint(f)
		}
	}
	return m
}

// meldableMask returns the faces of present that belong to at least one
// meld made of present faces and at most jl jokers.
func meldableMask(present uint64, jl int) uint64 {
	if jl >= 2 {
		return present
	}
	const suitBits = 0x1fff
	c0, c1 := present&suitBits, (present>>13)&suitBits
	c2, c3 := (present>>26)&suitBits, (present>>39)&suitBits
	var ranks uint64 // ranks with enough suits for a set
	if jl == 1 {
		ranks = c0&(c1|c2|c3) | c1&(c2|c3) | c2&c3
	} else {
		ranks = c0&c1&(c2|c3) | (c0|c1)&c2&c3
	}
	m := ranks | ranks<<13 | ranks<<26 | ranks<<39
	for suit := uint(0); suit < 4; suit++ {
		l := (present >> (13 * suit)) & suitBits
		l |= (l & 1) << 13 // the Ace again at position 14
		var ok uint64
		if jl == 1 {
			ok = l<<1 | l>>1 | l<<2 | l>>2
		} else {
			w := l & (l >> 1) & (l >> 2)
			ok = w | w<<1 | w<<2
		}
		ok &= l
		ok = (ok | ok>>13) & suitBits
		m |= ok << (13 * suit)
	}
	return m & present
}

// rankColumn has the bit of one rank in each of the four suits.
const rankColumn = 1 | 1<<13 | 1<<26 | 1<<39

// Open returns the highest total opening value of disjoint valid melds
// from the hand h (0 if none). Under opening_without_joker the jokers are
// left out, because only jokerless melds count towards the minimum.
func (s *Solver) Open(h *cards.Counts) int {
	s.record = false
	s.setup(h, true, false, s.openJokers(h))
	s.dfs()
	return s.bestKey >> tieBits
}

func (s *Solver) openJokers(h *cards.Counts) int {
	if s.openNoJoker {
		return 0
	}
	return int(h[cards.Joker])
}

// Deadwood returns the lowest total penalty of the cards that stay
// outside the melds (Ace 11, joker 25; 1 for a lone Ace under
// ace_alone_counts_one).
func (s *Solver) Deadwood(h *cards.Counts) int {
	s.record = false
	d := s.deadwood(h)
	if s.aceAloneOne && d > 1 {
		if s.loneAce(h) {
			return 1
		}
	}
	return d
}

func (s *Solver) deadwood(h *cards.Counts) int {
	s.setup(h, false, false, int(h[cards.Joker]))
	s.dfs()
	return s.total - s.bestKey>>tieBits
}

// loneAce reports whether the hand can meld everything but one Ace.
func (s *Solver) loneAce(h *cards.Counts) bool {
	hh := *h
	for suit := 0; suit < 4; suit++ {
		f := suit * 13
		if hh[f] == 0 {
			continue
		}
		hh[f]--
		d := s.deadwood(&hh)
		hh[f]++
		if d == 0 {
			return true
		}
	}
	return false
}

// BestDiscard returns the discard that leaves the lowest deadwood, and
// that deadwood. Among equal discards it prefers the highest penalty, then
// the highest face. A joker is only chosen when joker_discard allows it
// (with only_as_closing_card: when nothing would be left outside the
// melds). It runs one search in which a single card may be discarded.
// An empty hand, or one with no legal discard, gives cards.NoFace and the
// hand's deadwood.
func (s *Solver) BestDiscard(h *cards.Counts) (face cards.Face, deadwood int) {
	s.record = false
	f, d := s.bestDiscard(h)
	if f < 0 {
		return cards.NoFace, s.Deadwood(h)
	}
	if s.aceAloneOne && d > 1 {
		// A discard that leaves a lone Ace costs 1.
		bestT := -1
		hh := *h
		for suit := 0; suit < 4; suit++ {
			a := suit * 13
			if hh[a] == 0 {
				continue
			}
			hh[a]--
			g, dd := s.bestDiscard(&hh)
			hh[a]++
			if g >= 0 && dd == 0 && tieKey(g) > bestT {
				bestT, f = tieKey(g), g
			}
		}
		if bestT >= 0 {
			return cards.Face(f), 1
		}
	}
	return cards.Face(f), d
}

func (s *Solver) bestDiscard(h *cards.Counts) (int, int) {
	s.setup(h, false, true, int(h[cards.Joker]))
	s.dfs()
	if s.bestKey < 0 {
		return -1, 0
	}
	return s.bestDisc, s.total - s.bestKey>>tieBits
}

// dfs explores the decisions for the lowest undecided natural card.
func (s *Solver) dfs() {
	s.nodes++
	// Upper bound on the key reachable from here.
	tie, ub := 0, s.cur+s.rem
	if s.discard {
		// The discard is a card left in hand: either one already left
		// (its penalty comes on top) or one still undecided (its penalty
		// is already in rem).
		tie = s.tieBound()
		if s.leftTie >= 0 {
			ub += s.leftTie >> 6
		}
	}
	if ub<<tieBits|tie <= s.bestKey {
		return
	}
	if s.present == 0 {
		s.leaf()
		return
	}
	jl := s.jokers
	if jl > s.limit {
		jl = s.limit
	}
	// Cards that no longer fit any meld stay in hand: take them out of
	// the bound now.
	if dead := s.present &^ meldableMask(s.present, jl); dead != 0 {
		s.dropDead(dead)
		return
	}
	f := bits.TrailingZeros64(s.present)
	suit, r := f/13, f%13+1
	k := int(s.cnt[f])
	cv := penNat[f]

	// Put one copy in a meld.
	s.take(f)
	s.rem -= cv
	// Runs with f at position r (the Ace at 1), then the Ace at 14.
	for lo := r; lo >= 1 && r-lo <= jl; lo-- {
		nj := r - lo
		var jm uint16
		for q := lo; q < r; q++ {
			s.cur += s.jokerGain(q)
			jm |= 1 << uint(q)
		}
		s.jokers -= nj
		s.rem -= nj * s.jokerUB
		s.cur += s.natGainRun(f, r)
		// Jokers below f only in a run that ends at the high Ace: any
		// other run can move its lowest joker to its top, which keeps the
		// cards and is worth no less.
		minHi := 0
		if nj > 0 {
			minHi = 14
		}
		s.extendUp(suit, lo, r+1, nj, jl, jm, minHi)
		s.cur -= s.natGainRun(f, r)
		s.rem += nj * s.jokerUB
		s.jokers += nj
		for q := lo; q < r; q++ {
			s.cur -= s.jokerGain(q)
		}
	}
	if r == 1 {
		s.cur += s.natGainRun(f, 14)
		s.extendDown(suit, 13, 0, jl, 0)
		s.cur -= s.natGainRun(f, 14)
	}
	// Sets with f in the lowest suit.
	if bits.OnesCount64((s.present>>uint(r-1))&rankColumn&^(1<<uint(13*suit)))+jl >= 2 {
		s.sets(f, suit, r, jl)
	}
	s.rem += cv
	s.put(f)

	s.present &^= 1 << uint(f)
	s.rem -= k * cv
	left := s.leftTie
	if t := tieKey(f); t > left {
		s.leftTie = t
	}
	// Leave every copy in hand.
	s.dfs()
	s.leftTie = left
	s.rem += k * cv
	s.present |= 1 << uint(f)
}

// Face masks for tieBound.
const (
	aceColumn = rankColumn
	tenColumn = (rankColumn << 9) | (rankColumn << 10) | (rankColumn << 11) | (rankColumn << 12)
)

// tieBound bounds the tie key of the discards still possible: a joker,
// an undecided natural or the best isolated card. It is -1 when there is
// nothing left to discard.
func (s *Solver) tieBound() int {
	if s.jokers > 0 && s.jokerDiscard != scala40.JokerDiscardNever {
		return tieKey(int(cards.Joker))
	}
	t := s.leftTie
	var b int
	switch {
	case s.present&aceColumn != 0:
		b = 11<<6 | (63 - bits.LeadingZeros64(s.present&aceColumn))
	case s.present&tenColumn != 0:
		b = 10<<6 | (63 - bits.LeadingZeros64(s.present&tenColumn))
	case s.present != 0:
		b = 9<<6 | 63
	default:
		b = -1
	}
	if b > t {
		t = b
	}
	return t
}

// dropDead leaves the faces of dead in hand, searches on, and puts them
// back.
func (s *Solver) dropDead(dead uint64) {
	left, v := s.leftTie, 0
	for p := dead; p != 0; p &= p - 1 {
		f := bits.TrailingZeros64(p)
		v += int(s.cnt[f]) * penNat[f]
		if t := tieKey(f); t > s.leftTie {
			s.leftTie = t
		}
	}
	s.present &^= dead
	s.rem -= v
	s.dfs()
	s.rem += v
	s.present |= dead
	s.leftTie = left
}

// leaf scores a complete decision.
func (s *Solver) leaf() {
	gain, tie, disc := s.cur, 0, -1
	if s.discard {
		// Discard a joker left over if the rules let it go, else the best
		// natural left in hand.
		dead := s.total - gain
		if s.jokers > 0 && s.jokerDiscardOK(dead-jokerPenalty) {
			gain += jokerPenalty
			tie, disc = tieKey(int(cards.Joker)), int(cards.Joker)
		} else if s.leftTie >= 0 {
			gain += s.leftTie >> 6
			tie, disc = s.leftTie, s.leftTie&63
		} else {
			return // nothing to discard
		}
	}
	key := gain<<tieBits | tie
	if key <= s.bestKey {
		return
	}
	s.bestKey = key
	s.bestDisc = disc
	if s.record {
		s.bestDepth = s.depth
		copy(s.best[:s.depth], s.stack[:s.depth])
	}
}

// jokerDiscardOK says whether a joker may be discarded when dead points
// would be left outside the melds afterwards.
func (s *Solver) jokerDiscardOK(dead int) bool {
	switch s.jokerDiscard {
	case scala40.JokerDiscardNever:
		return false
	case scala40.JokerDiscardOnlyClosing:
		return dead == 0
	}
	return true
}

func (s *Solver) take(f int) {
	s.cnt[f]--
	if s.cnt[f] == 0 {
		s.present &^= 1 << uint(f)
	}
}

func (s *Solver) put(f int) {
	s.cnt[f]++
	s.present |= 1 << uint(f)
}

// natGainRun is what natural f adds at ladder position q of a run.
func (s *Solver) natGainRun(f, q int) int {
	if s.open {
		return posVal[q]
	}
	return penNat[f]
}

// jokerGain is what a joker adds at ladder position q of a run.
func (s *Solver) jokerGain(q int) int {
	if s.open {
		return posVal[q]
	}
	return jokerPenalty
}

// extendUp grows a run of suit from lo whose next position is q; nj
// jokers are in it (mask jm), jl is the limit. Only runs that reach
// position minHi are kept.
func (s *Solver) extendUp(suit, lo, q, nj, jl int, jm uint16, minHi int) {
	if q-lo >= s.maxRun {
		goto record
	}
	if q <= 13 {
		f := suit*13 + q - 1
		if s.cnt[f] > 0 && s.present&(1<<uint(f)) != 0 {
			s.take(f)
			s.rem -= penNat[f]
			g := s.natGainRun(f, q)
			s.cur += g
			s.extendUp(suit, lo, q+1, nj, jl, jm, minHi)
			s.cur -= g
			s.rem += penNat[f]
			s.put(f)
		}
	}
	// q == 14 with a natural Ace is impossible: the Ace is the lowest face
	// of its suit, so it is either the anchor at position 1 or gone.
	if nj < jl && q <= 14 {
		s.jokers--
		s.rem -= s.jokerUB
		g := s.jokerGain(q)
		s.cur += g
		s.extendUp(suit, lo, q+1, nj+1, jl, jm|1<<uint(q), minHi)
		s.cur -= g
		s.rem += s.jokerUB
		s.jokers++
	}
record:
	if q-lo >= 3 && q > minHi {
		s.stack[s.depth] = rec{kind: recRun, suit: uint8(suit), lo: uint8(lo), hi: uint8(q - 1), jmask: jm}
		s.depth++
		s.dfs()
		s.depth--
	}
}

// extendDown grows a run that ends with a natural Ace at position 14
// downwards; q is the next position to fill.
func (s *Solver) extendDown(suit, q, nj, jl int, jm uint16) {
	if 14-q >= s.maxRun {
		goto record
	}
	if q >= 2 {
		f := suit*13 + q - 1
		if s.cnt[f] > 0 && s.present&(1<<uint(f)) != 0 {
			s.take(f)
			s.rem -= penNat[f]
			g := s.natGainRun(f, q)
			s.cur += g
			s.extendDown(suit, q-1, nj, jl, jm)
			s.cur -= g
			s.rem += penNat[f]
			s.put(f)
		}
	}
	if nj < jl && q >= 1 {
		s.jokers--
		s.rem -= s.jokerUB
		g := s.jokerGain(q)
		s.cur += g
		s.extendDown(suit, q-1, nj+1, jl, jm|1<<uint(q))
		s.cur -= g
		s.rem += s.jokerUB
		s.jokers++
	}
record:
	if 14-q >= 3 {
		s.stack[s.depth] = rec{kind: recRun, suit: uint8(suit), lo: uint8(q + 1), hi: 14, jmask: jm}
		s.depth++
		s.dfs()
		s.depth--
	}
}

// sets tries every set of rank r that holds natural f (suit) and only
// higher suits.
func (s *Solver) sets(f, suit, r, jl int) {
	var avail [3]int
	n := 0
	for t := suit + 1; t < 4; t++ {
		g := t*13 + r - 1
		if s.present&(1<<uint(g)) != 0 {
			avail[n] = t
			n++
		}
	}
	natGain, jokGain := penNat[f], jokerPenalty
	if s.open {
		natGain, jokGain = openSet[r], openSet[r]
	}
	for sub := 0; sub < 1<<uint(n); sub++ {
		nat := 1 + bits.OnesCount(uint(sub))
		if nat+jl < 3 || nat > 4 {
			continue
		}
		smask := uint8(1) << uint(suit)
		gain := natGain
		for i := 0; i < n; i++ {
			if sub&(1<<uint(i)) != 0 {
				g := avail[i]*13 + r - 1
				s.take(g)
				s.rem -= penNat[g]
				smask |= 1 << uint(avail[i])
				gain += natGain
			}
		}
		s.cur += gain
		for nj := 0; nj <= jl; nj++ {
			size := nat + nj
			if size > 4 {
				break
			}
			if size < 3 {
				continue
			}
			s.jokers -= nj
			s.rem -= nj * s.jokerUB
			s.cur += nj * jokGain
			s.stack[s.depth] = rec{kind: recSet, rank: uint8(r), suits: smask, jokers: uint8(nj)}
			s.depth++
			s.dfs()
			s.depth--
			s.cur -= nj * jokGain
			s.rem += nj * s.jokerUB
			s.jokers += nj
		}
		s.cur -= gain
		for i := 0; i < n; i++ {
			if sub&(1<<uint(i)) != 0 {
				g := avail[i]*13 + r - 1
				s.put(g)
				s.rem += penNat[g]
			}
		}
	}
}
