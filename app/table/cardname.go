package table

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"tavolo/engine/cards"
)

// CardList names a few cards inside a sentence, without articles and in
// lower case as they read there: "7 of hearts, queen of hearts, joker"
// ("7 di cuori, donna di cuori, jolly").
func CardList(cs []cards.Card) string {
	names := make([]string, len(cs))
	for i, c := range cs {
		name := CardName(c.Face())
		r, n := utf8.DecodeRuneInString(name)
		names[i] = string(unicode.ToLower(r)) + name[n:]
	}
	return strings.Join(names, ", ")
}

// MeldList names a few melds inside a sentence, each a CardList, parted
// by semicolons: "7 of hearts, 8 of hearts, 9 of hearts; king of clubs,
// king of spades, joker".
func MeldList(ms [][]cards.Card) string {
	names := make([]string, len(ms))
	for i, m := range ms {
		names[i] = CardList(m)
	}
	return strings.Join(names, "; ")
}
