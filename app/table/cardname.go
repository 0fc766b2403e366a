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
