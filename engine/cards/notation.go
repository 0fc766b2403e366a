package cards

import (
	"fmt"
	"strings"
)

// The notation of the scenario files: ranks A 2 … 10 J Q K (T for 10),
// suits S H D C or ♠ ♥ ♦ ♣, JK for a joker, upper or lower case.

var rankText = [...]string{"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}

const suitLetters = "SHDC"

var suitSymbols = [...]string{"♠", "♥", "♦", "♣"}

// String returns the suit letter (S, H, D or C).
func (s Suit) String() string {
	if s >= NumSuits {
		return "?"
	}
	return suitLetters[s : s+1]
}

// Symbol returns the suit symbol (♠ ♥ ♦ ♣).
func (s Suit) Symbol() string {
	if s >= NumSuits {
		return "?"
	}
	return suitSymbols[s]
}

// IsRed reports whether the suit is hearts or diamonds.
func (s Suit) IsRed() bool { return s == Hearts || s == Diamonds }

// String returns the rank as written in the notation (A, 2 … 10, J, Q, K).
func (r Rank) String() string {
	if r < Ace || r > King {
		return "?"
	}
	return rankText[r]
}

// String returns the face in the notation: "AS", "10H", "JK".
func (f Face) String() string {
	switch {
	case f == Joker:
		return "JK"
	case f == NoFace:
		return "-"
	case f > Joker:
		return "?"
	}
	return f.Rank().String() + f.Suit().String()
}

// Symbol returns the face with a suit symbol: "A♠", "10♥", "JK".
func (f Face) Symbol() string {
	if f >= Joker {
		return f.String()
	}
	return f.Rank().String() + f.Suit().Symbol()
}

// String returns the card's face in the notation (copies are not shown).
func (c Card) String() string { return c.Face().String() }

// ParseSuit reads one suit letter or symbol.
func ParseSuit(s string) (Suit, error) {
	switch strings.ToUpper(s) {
	case "S", "♠", "♤":
		return Spades, nil
	case "H", "♥", "♡":
		return Hearts, nil
	case "D", "♦", "♢":
		return Diamonds, nil
	case "C", "♣", "♧":
		return Clubs, nil
	}
	return 0, fmt.Errorf("unknown suit %q (want S, H, D or C)", s)
}

// ParseRank reads one rank (A, 2 … 10, T, J, Q, K).
func ParseRank(s string) (Rank, error) {
	u := strings.ToUpper(s)
	if u == "T" {
		return 10, nil
	}
	for r := Ace; r <= King; r++ {
		if rankText[r] == u {
			return r, nil
		}
	}
	return 0, fmt.Errorf("unknown rank %q", s)
}

// ParseFace reads one card of the notation: "AS", "10h", "T♥", "JK".
func ParseFace(s string) (Face, error) {
	t := strings.TrimSpace(s)
	if strings.EqualFold(t, "JK") {
		return Joker, nil
	}
	if t == "" {
		return NoFace, fmt.Errorf("empty card")
	}
	// The suit is the last rune; everything before it is the rank.
	runes := []rune(t)
	if len(runes) < 2 || len(runes) > 3 {
		return NoFace, fmt.Errorf("cannot read card %q", s)
	}
	suit, err := ParseSuit(string(runes[len(runes)-1]))
	if err != nil {
		return NoFace, fmt.Errorf("card %q: %v", s, err)
	}
	rank, err := ParseRank(string(runes[:len(runes)-1]))
	if err != nil {
		return NoFace, fmt.Errorf("card %q: %v", s, err)
	}
	return NewFace(rank, suit), nil
}

// ParseFaces reads a space-separated list of cards ("AS 2S 3S JK").
// An empty or blank string is an empty list.
func ParseFaces(s string) ([]Face, error) {
	fields := strings.Fields(s)
	out := make([]Face, 0, len(fields))
	for _, f := range fields {
		face, err := ParseFace(f)
		if err != nil {
			return nil, err
		}
		out = append(out, face)
	}
	return out, nil
}

// FormatFaces writes faces in the notation, separated by spaces.
func FormatFaces(fs []Face) string {
	parts := make([]string, len(fs))
	for i, f := range fs {
		parts[i] = f.String()
	}
	return strings.Join(parts, " ")
}

// FormatCards writes cards in the notation, separated by spaces.
func FormatCards(cs []Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}

// Faces returns the faces of cs.
func Faces(cs []Card) []Face {
	out := make([]Face, len(cs))
	for i, c := range cs {
		out[i] = c.Face()
	}
	return out
}
