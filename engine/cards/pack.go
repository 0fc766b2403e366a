package cards

// Pack describes the cards a game is played with.
type Pack struct {
	Decks  int    // number of 52-card French packs
	Jokers int    // jokers added
	Ranks  []Rank // ranks in use (nil = all 13)
}

// The packs of the three games.
var (
	// Scala40Pack is two French packs and four jokers: 108 cards.
	Scala40Pack = Pack{Decks: 2, Jokers: 4}
	// CanastaPack is three French packs and six jokers: 162 cards.
	CanastaPack = Pack{Decks: 3, Jokers: 6}
	// KlaberjassPack is one piquet pack, 7 to Ace in four suits: 32 cards.
	KlaberjassPack = Pack{Decks: 1, Ranks: []Rank{7, 8, 9, 10, Jack, Queen, King, Ace}}
)

// Cards lists every card of the pack in a fixed order.
func (p Pack) Cards() []Card {
	out := make([]Card, 0, p.Size())
	for d := 0; d < p.Decks; d++ {
		for s := Suit(0); s < NumSuits; s++ {
			for r := Ace; r <= King; r++ {
				if p.hasRank(r) {
					out = append(out, NewCard(NewFace(r, s), d))
				}
			}
		}
	}
	for j := 0; j < p.Jokers; j++ {
		out = append(out, NewCard(Joker, j))
	}
	return out
}

// Size returns the number of cards in the pack.
func (p Pack) Size() int {
	n := 13
	if p.Ranks != nil {
		n = len(p.Ranks)
	}
	return p.Decks*4*n + p.Jokers
}

// Copies returns how many cards of face f the pack holds.
func (p Pack) Copies(f Face) int {
	if f == Joker {
		return p.Jokers
	}
	if !f.Valid() || !p.hasRank(f.Rank()) {
		return 0
	}
	return p.Decks
}

func (p Pack) hasRank(r Rank) bool {
	if p.Ranks == nil {
		return true
	}
	for _, x := range p.Ranks {
		if x == r {
			return true
		}
	}
	return false
}
