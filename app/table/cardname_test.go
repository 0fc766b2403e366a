package table

import (
	"testing"

	"tavolo/engine/cards"
	"tavolo/i18n"
)

// TestCardNamesInASentence: each card takes its own article in Italian
// (l'asso, l'8, la donna, il jolly) and reads in lower case mid-sentence.
func TestCardNamesInASentence(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	face := func(s string) cards.Face {
		f, err := cards.ParseFace(s)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	for _, c := range []struct{ lang, face, the string }{
		{"en", "AS", "the ace of spades"},
		{"en", "7H", "the 7 of hearts"},
		{"en", "QD", "the queen of diamonds"},
		{"en", "JK", "the joker"},
		{"it", "AS", "l'asso di picche"},
		{"it", "8C", "l'8 di fiori"},
		{"it", "7H", "il 7 di cuori"},
		{"it", "10D", "il 10 di quadri"},
		{"it", "JC", "il fante di fiori"},
		{"it", "QD", "la donna di quadri"},
		{"it", "KH", "il re di cuori"},
		{"it", "JK", "il jolly"},
	} {
		if err := i18n.Use(c.lang); err != nil {
			t.Fatal(err)
		}
		if got := TheCard(face(c.face)); got != c.the {
			t.Errorf("%s: TheCard(%s) = %q, want %q", c.lang, c.face, got, c.the)
		}
	}
	for _, c := range []struct{ lang, want string }{
		{"en", "queen of hearts, 7 of hearts, joker"},
		{"it", "donna di cuori, 7 di cuori, jolly"},
	} {
		if err := i18n.Use(c.lang); err != nil {
			t.Fatal(err)
		}
		list := []cards.Card{cards.NewCard(face("QH"), 0), cards.NewCard(face("7H"), 0), cards.NewCard(cards.Joker, 0)}
		if got := CardList(list); got != c.want {
			t.Errorf("%s: CardList = %q, want %q", c.lang, got, c.want)
		}
	}
}
