// Package cards holds what every Tavolo game shares about cards: faces,
// physical cards with their pack copy, the three packs (Scala 40, Canasta,
// Klaberjass), the text notation of the scenario files, seeded shuffling
// that gives the same deal on every machine, and compact counted hands for
// fast search.
package cards

// Suit is one of the four French suits. The order (spades, hearts,
// diamonds, clubs) is the order of the notation letters S H D C.
type Suit uint8

// The four suits.
const (
	Spades Suit = iota
	Hearts
	Diamonds
	Clubs
)

// NumSuits is the number of suits.
const NumSuits = 4

// Rank is a card rank: Ace = 1 up to King = 13.
type Rank uint8

// The ranks with names.
const (
	Ace   Rank = 1
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
)

// Face is what a card shows, without the pack it came from: the 52 natural
// faces numbered suit*13 + rank-1, and Joker. Two copies of 9♦ from two
// packs have the same Face.
type Face uint8

// Joker is the face of every joker (jolly, matta).
const Joker Face = 52

// NoFace marks the absence of a face (for example a joker whose meaning is
// not declared).
const NoFace Face = 255

// NumFaces counts the natural faces plus the joker.
const NumFaces = 53

// NewFace returns the natural face of rank r and suit s.
func NewFace(r Rank, s Suit) Face { return Face(uint8(s)*13 + uint8(r) - 1) }

// IsJoker reports whether f is the joker face.
func (f Face) IsJoker() bool { return f == Joker }

// Valid reports whether f is a natural face or the joker.
func (f Face) Valid() bool { return f <= Joker }

// Rank returns the rank of a natural face (0 for the joker).
func (f Face) Rank() Rank {
	if f >= Joker {
		return 0
	}
	return Rank(f%13 + 1)
}

// Suit returns the suit of a natural face.
func (f Face) Suit() Suit { return Suit(f / 13) }

// Card is one physical card: its face and which copy it is. Cards are
// numbered pack*54 + index, where index 0..51 are the natural faces of that
// pack and 52, 53 its two jokers, so a card fits in a byte for every pack
// Tavolo uses (up to three packs: 162 cards).
type Card uint8

// cardsPerPack is the 52 natural cards plus two jokers of one pack.
const cardsPerPack = 54

// MaxCards bounds every card number: three packs with their jokers.
const MaxCards = 3 * cardsPerPack

// NewCard returns the card of face f from pack number pack. For jokers,
// copy counts all jokers: joker copy j is the (j%2)-th joker of pack j/2.
func NewCard(f Face, copy int) Card {
	if f == Joker {
		return Card((copy/2)*cardsPerPack + 52 + copy%2)
	}
	return Card(copy*cardsPerPack + int(f))
}

// Face returns what the card shows.
func (c Card) Face() Face {
	i := int(c) % cardsPerPack
	if i >= 52 {
		return Joker
	}
	return Face(i)
}

// Copy returns which copy of its face the card is (the pack for a natural
// card; 0..5 for jokers).
func (c Card) Copy() int {
	i := int(c) % cardsPerPack
	if i >= 52 {
		return (int(c)/cardsPerPack)*2 + i - 52
	}
	return int(c) / cardsPerPack
}

// IsJoker reports whether c is a joker.
func (c Card) IsJoker() bool { return c.Face() == Joker }

// Rank returns the card's rank (0 for a joker).
func (c Card) Rank() Rank { return c.Face().Rank() }

// Suit returns the card's suit (meaningless for a joker).
func (c Card) Suit() Suit { return c.Face().Suit() }
