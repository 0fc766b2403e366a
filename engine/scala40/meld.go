package scala40

import (
	"strings"

	"tavolo/engine/cards"
)

// MeldKind says whether a meld is a run (scala) or a set (tris, quartetto).
type MeldKind uint8

// The two kinds of meld.
const (
	Run MeldKind = iota + 1
	Set
)

// MaxMeld is the longest meld: a run from Ace to Ace.
const MaxMeld = 14

// Meld is a meld (gioco) on the table or being laid. Each card is stored
// with the face it stands for, so a joker's meaning is explicit. A run's
// cards are in ladder order from position Lo (1 = low Ace … 14 = high Ace);
// a set's cards are in the order they were laid.
type Meld struct {
	ID     int // 1, 2, … in the order melds were laid in the hand (m1, m2 …)
	Owner  int // seat that laid it; only the UI cares
	Kind   MeldKind
	Lo     uint8 // run: ladder position of the first card
	N      uint8 // number of cards
	Cards  [MaxMeld]cards.Card
	Stands [MaxMeld]cards.Face // the face each card stands for
}

// List returns the meld's cards.
func (m *Meld) List() []cards.Card { return append([]cards.Card(nil), m.Cards[:m.N]...) }

// Hi returns a run's last ladder position.
func (m *Meld) Hi() uint8 { return m.Lo + m.N - 1 }

// Jokers counts the jokers in the meld.
func (m *Meld) Jokers() int {
	n := 0
	for i := 0; i < int(m.N); i++ {
		if m.Cards[i].IsJoker() {
			n++
		}
	}
	return n
}

// Suit returns a run's suit.
func (m *Meld) Suit() cards.Suit { return m.Stands[0].Suit() }

// Rank returns a set's rank.
func (m *Meld) Rank() cards.Rank { return m.Stands[0].Rank() }

// String writes the meld in the notation of the scenario files, jokers as
// JK=<face>: "5H 6H JK=7H".
func (m *Meld) String() string {
	parts := make([]string, m.N)
	for i := 0; i < int(m.N); i++ {
		if m.Cards[i].IsJoker() {
			parts[i] = "JK=" + m.Stands[i].String()
		} else {
			parts[i] = m.Cards[i].String()
		}
	}
	return strings.Join(parts, " ")
}

// RankAt returns the rank at ladder position p (14 is the high Ace).
func RankAt(p int) cards.Rank {
	if p == 14 {
		return cards.Ace
	}
	return cards.Rank(p)
}

// OpenValue is the meld value of a card standing for face f (section
// 1.2a): 2–10 face value, J Q K 10, the Ace 1 when it is the low end of a
// run and 11 otherwise.
func OpenValue(f cards.Face, lowAce bool) int {
	r := f.Rank()
	switch {
	case r == cards.Ace && lowAce:
		return 1
	case r == cards.Ace:
		return 11
	case r >= 10:
		return 10
	}
	return int(r)
}

// Value returns the meld's opening value: the sum of what its cards stand
// for, jokers included.
func (m *Meld) Value() int {
	v := 0
	for i := 0; i < int(m.N); i++ {
		v += OpenValue(m.Stands[i], m.Kind == Run && int(m.Lo)+i == 1)
	}
	return v
}

// JokerFreeValue returns the opening value of the meld when it holds no
// joker, 0 otherwise (for the apertura senza matta).
func (m *Meld) JokerFreeValue() int {
	if m.Jokers() > 0 {
		return 0
	}
	return m.Value()
}

// PenaltyValue is what a card left in hand costs at the end of a hand:
// 2–10 face value, J Q K 10, Ace 11, joker 25.
func PenaltyValue(c cards.Card) int { return FacePenalty(c.Face()) }

// FacePenalty is PenaltyValue by face.
func FacePenalty(f cards.Face) int {
	if f == cards.Joker {
		return 25
	}
	return OpenValue(f, false)
}

// setSuitOrder is the order in which a bare joker in a set picks its
// missing suit: hearts, diamonds, clubs, spades.
var setSuitOrder = [4]cards.Suit{cards.Hearts, cards.Diamonds, cards.Clubs, cards.Spades}

// BuildMeld makes a meld from cards in table order. declared[i], when not
// cards.NoFace, is the face the joker cs[i] stands for (declared may be
// nil). For a run the order of the cards fixes the jokers' positions; in a
// set a joker without a declaration takes the first missing suit in the
// order hearts, diamonds, clubs, spades. The second result is false when
// the cards make no valid meld under the rules.
func BuildMeld(cs []cards.Card, declared []cards.Face, r *Rules) (Meld, bool) {
	var m Meld
	n := len(cs)
	if n < 3 || n > MaxMeld {
		return m, false
	}
	decl := func(i int) cards.Face {
		if declared == nil || i >= len(declared) {
			return cards.NoFace
		}
		return declared[i]
	}
	jokers, firstNat := 0, -1
	sameRank := true
	for i, c := range cs {
		if c.IsJoker() {
			jokers++
			if d := decl(i); d != cards.NoFace && (d == cards.Joker || !d.Valid()) {
				return m, false
			}
			continue
		}
		if firstNat < 0 {
			firstNat = i
		} else if c.Rank() != cs[firstNat].Rank() {
			sameRank = false
		}
	}
	if firstNat < 0 || jokers > r.jokerLimit() {
		return m, false
	}
	m.N = uint8(n)
	copy(m.Cards[:], cs)
	if sameRank {
		rank := cs[firstNat].Rank()
		declOK := true
		for i, c := range cs {
			if c.IsJoker() && decl(i) != cards.NoFace && decl(i).Rank() != rank {
				declOK = false
			}
		}
		if declOK {
			if ok := fillSet(&m, rank, decl); ok {
				return m, true
			}
			if n <= 4 && jokers == 0 {
				return m, false
			}
		}
	}
	if ok := fillRun(&m, firstNat, decl); ok {
		return m, true
	}
	return m, false
}

// fillSet fills a set's Stands, checking sizes and suits.
func fillSet(m *Meld, rank cards.Rank, decl func(int) cards.Face) bool {
	if m.N > 4 {
		return false
	}
	m.Kind = Set
	var used [4]bool
	for i := 0; i < int(m.N); i++ {
		c := m.Cards[i]
		if c.IsJoker() {
			continue
		}
		if used[c.Suit()] {
			return false
		}
		used[c.Suit()] = true
		m.Stands[i] = c.Face()
	}
	for i := 0; i < int(m.N); i++ {
		if !m.Cards[i].IsJoker() {
			continue
		}
		d := decl(i)
		if d != cards.NoFace {
			if used[d.Suit()] {
				return false
			}
			used[d.Suit()] = true
			m.Stands[i] = d
			continue
		}
		m.Stands[i] = cards.NoFace
	}
	for i := 0; i < int(m.N); i++ {
		if m.Stands[i] != cards.NoFace {
			continue
		}
		for _, s := range setSuitOrder {
			if !used[s] {
				used[s] = true
				m.Stands[i] = cards.NewFace(rank, s)
				break
			}
		}
	}
	return true
}

// fillRun places the cards on the ladder: the first natural card fixes
// the position of all the others (an Ace may be low or high).
func fillRun(m *Meld, firstNat int, decl func(int) cards.Face) bool {
	m.Kind = Run
	anchor := m.Cards[firstNat]
	suit := anchor.Suit()
	cands := []int{int(anchor.Rank())}
	if anchor.Rank() == cards.Ace {
		cands = []int{1, 14}
	}
	for _, pos := range cands {
		lo := pos - firstNat
		hi := lo + int(m.N) - 1
		if lo < 1 || hi > 14 {
			continue
		}
		ok, aces := true, 0
		for i := 0; i < int(m.N) && ok; i++ {
			p := lo + i
			want := cards.NewFace(RankAt(p), suit)
			c := m.Cards[i]
			if c.IsJoker() {
				if d := decl(i); d != cards.NoFace && d != want {
					ok = false
				}
			} else {
				if c.Face() != want {
					ok = false
				}
				if c.Rank() == cards.Ace {
					aces++
				}
			}
			m.Stands[i] = want
		}
		if ok && aces <= 1 {
			m.Lo = uint8(lo)
			return true
		}
	}
	return false
}

// attachSlot says where card c (standing for face as when it is a joker
// and as is not NoFace) would go on meld m: the index at which it is
// inserted (0 = low end of a run, N = high end or a set) and the face it
// stands for. ok is false when it cannot be attached.
func attachSlot(m *Meld, c cards.Card, as cards.Face, r *Rules) (at int, stands cards.Face, ok bool) {
	if c.IsJoker() {
		if !r.AllowAttachJoker || m.Jokers() >= r.jokerLimit() {
			return 0, 0, false
		}
	}
	switch m.Kind {
	case Set:
		if m.N >= 4 {
			return 0, 0, false
		}
		var used [4]bool
		for i := 0; i < int(m.N); i++ {
			used[m.Stands[i].Suit()] = true
		}
		if !c.IsJoker() {
			if c.Rank() != m.Rank() || used[c.Suit()] {
				return 0, 0, false
			}
			return int(m.N), c.Face(), true
		}
		if as != cards.NoFace {
			if as == cards.Joker || !as.Valid() || as.Rank() != m.Rank() || used[as.Suit()] {
				return 0, 0, false
			}
			return int(m.N), as, true
		}
		for _, s := range setSuitOrder {
			if !used[s] {
				return int(m.N), cards.NewFace(m.Rank(), s), true
			}
		}
		return 0, 0, false
	case Run:
		lo, hi := int(m.Lo), int(m.Hi())
		suit := m.Suit()
		high := cards.NoFace
		if hi < 14 {
			high = cards.NewFace(RankAt(hi+1), suit)
		}
		low := cards.NoFace
		if lo > 1 {
			low = cards.NewFace(RankAt(lo-1), suit)
		}
		want := c.Face()
		if c.IsJoker() {
			want = as
		}
		if want == cards.NoFace { // a bare joker: high end if it can, else low
			if high != cards.NoFace {
				return int(m.N), high, true
			}
			if low != cards.NoFace {
				return 0, low, true
			}
			return 0, 0, false
		}
		if !c.IsJoker() && c.Rank() == cards.Ace && naturalAces(m) > 0 {
			return 0, 0, false
		}
		if want == high {
			return int(m.N), high, true
		}
		if want == low {
			return 0, low, true
		}
	}
	return 0, 0, false
}

func naturalAces(m *Meld) int {
	n := 0
	for i := 0; i < int(m.N); i++ {
		if !m.Cards[i].IsJoker() && m.Cards[i].Rank() == cards.Ace {
			n++
		}
	}
	return n
}

// withAttached returns m with card c standing for face inserted at index at.
func withAttached(m Meld, c cards.Card, stands cards.Face, at int) Meld {
	copy(m.Cards[at+1:m.N+1], m.Cards[at:m.N])
	copy(m.Stands[at+1:m.N+1], m.Stands[at:m.N])
	m.Cards[at] = c
	m.Stands[at] = stands
	m.N++
	if m.Kind == Run && at == 0 {
		m.Lo--
	}
	return m
}

// swapSlot finds the joker of m that stands for the natural card c. The
// swap is refused when the result would break the run's one-Ace rule.
func swapSlot(m *Meld, c cards.Card) (int, bool) {
	if c.IsJoker() {
		return 0, false
	}
	for i := 0; i < int(m.N); i++ {
		if m.Cards[i].IsJoker() && m.Stands[i] == c.Face() {
			if m.Kind == Run && c.Rank() == cards.Ace && naturalAces(m) > 0 {
				return 0, false
			}
			return i, true
		}
	}
	return 0, false
}
