package table

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2/lang"

	"tavolo/engine/cards"
)

// TheCard names a face with its article, as it reads inside a sentence:
// "the 7 of hearts", "the ace of spades", "the joker"; in Italian "il 7 di
// cuori", "l'asso di picche", "l'8 di fiori", "la donna di quadri", "il
// jolly". The article depends on the card, so each form has its own
// translation.
func TheCard(f cards.Face) string {
	if f == cards.Joker {
		return lang.X("card.the.joker", "the joker")
	}
	if !f.Valid() {
		return "?"
	}
	n := map[string]any{"Rank": f.Rank().String(), "Suit": suitName(f.Suit())}
	switch f.Rank() {
	case cards.Ace:
		return lang.X("card.the.ace", "the ace of {{.Suit}}", n)
	case cards.Jack:
		return lang.X("card.the.jack", "the jack of {{.Suit}}", n)
	case cards.Queen:
		return lang.X("card.the.queen", "the queen of {{.Suit}}", n)
	case cards.King:
		return lang.X("card.the.king", "the king of {{.Suit}}", n)
	case 8:
		return lang.X("card.the.8", "the 8 of {{.Suit}}", n)
	}
	return lang.X("card.the.number", "the {{.Rank}} of {{.Suit}}", n)
}

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
