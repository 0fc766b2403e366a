package table

import (
	"testing"

	"tavolo/engine/cards"
	"tavolo/i18n"
)

// TestCardList: a list of cards reads in lower case mid-sentence, in
// both languages.
func TestCardList(t *testing.T) {
	i18n.ForTest(t, "en")
	var list []cards.Card
	for _, s := range []string{"QH", "7H", "JK"} {
		f, err := cards.ParseFace(s)
		if err != nil {
			t.Fatal(err)
		}
		list = append(list, cards.NewCard(f, 0))
	}
	for _, c := range []struct{ lang, want string }{
		{"en", "queen of hearts, 7 of hearts, joker"},
		{"it", "donna di cuori, 7 di cuori, jolly"},
	} {
		i18n.ForTest(t, c.lang)
		if got := CardList(list); got != c.want {
			t.Errorf("%s: CardList = %q, want %q", c.lang, got, c.want)
		}
	}
}
