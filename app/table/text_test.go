package table

import (
	"testing"

	"tavolo/engine/cards"
	"tavolo/i18n"
)

// TestCardsAndNamesInSentences: a card named in a sentence takes the
// article its rank needs in Italian ("il 5", "l'asso", "l'8", "la
// donna", "il jolly", in lower case), and a name after "to" takes "ad"
// before a vowel ("Tocca ad Anna", "Tocca a Bruno").
func TestCardsAndNamesInSentences(t *testing.T) {
	i18n.ForTest(t, "en")
	face := func(r cards.Rank, s cards.Suit) cards.Face { return cards.NewFace(r, s) }
	for _, c := range []struct {
		lang string
		face cards.Face
		want string
	}{
		{"en", face(5, cards.Hearts), "the 5 of hearts"},
		{"en", face(cards.Ace, cards.Spades), "the ace of spades"},
		{"en", cards.Joker, "the joker"},
		{"it", face(5, cards.Hearts), "il 5 di cuori"},
		{"it", face(cards.Ace, cards.Spades), "l'asso di picche"},
		{"it", face(8, cards.Clubs), "l'8 di fiori"},
		{"it", face(10, cards.Diamonds), "il 10 di quadri"},
		{"it", face(cards.Jack, cards.Hearts), "il fante di cuori"},
		{"it", face(cards.Queen, cards.Diamonds), "la donna di quadri"},
		{"it", face(cards.King, cards.Clubs), "il re di fiori"},
		{"it", cards.Joker, "il jolly"},
	} {
		i18n.ForTest(t, c.lang)
		if got := TheCard(c.face); got != c.want {
			t.Errorf("%s: TheCard(%v) = %q, want %q", c.lang, c.face, got, c.want)
		}
	}
	for _, c := range []struct{ lang, text, name, want string }{
		{"en", "Pass to {{.Name}}", "Anna", "Pass to Anna"},
		{"en", "{{.Name}} to play.", "Bruno", "Bruno to play."},
		{"it", "Pass to {{.Name}}", "Anna", "Passa il dispositivo ad Anna"},
		{"it", "Pass to {{.Name}}", "Bruno", "Passa il dispositivo a Bruno"},
		{"it", "{{.Name}} to play.", "Anna", "Tocca ad Anna."},
		{"it", "{{.Name}} to play.", "Elena", "Tocca ad Elena."},
		{"it", "{{.Name}} to play.", "Ugo", "Tocca ad Ugo."},
		{"it", "{{.Name}} to play.", "Zoe", "Tocca a Zoe."},
		{"it", "I am {{.Name}}: show my cards", "Anna", "Sono Anna: scopri le mie carte"},
	} {
		i18n.ForTest(t, c.lang)
		if got := Named(c.text, c.name); got != c.want {
			t.Errorf("%s: %q, want %q", c.lang, got, c.want)
		}
	}
}

// TestCardNames: every rank said by name and every suit reads in the
// player's language ("Asso di picche", "re di fiori").
func TestCardNames(t *testing.T) {
	for _, c := range []struct {
		lang string
		face cards.Face
		want string
	}{
		{"en", cards.NewFace(cards.Ace, cards.Spades), "Ace of spades"},
		{"en", cards.NewFace(cards.King, cards.Clubs), "King of clubs"},
		{"en", cards.NewFace(7, cards.Diamonds), "7 of diamonds"},
		{"it", cards.NewFace(cards.Ace, cards.Spades), "Asso di picche"},
		{"it", cards.NewFace(cards.Jack, cards.Hearts), "Fante di cuori"},
		{"it", cards.NewFace(cards.Queen, cards.Diamonds), "Donna di quadri"},
		{"it", cards.NewFace(cards.King, cards.Clubs), "Re di fiori"},
		{"it", cards.NewFace(7, cards.Hearts), "7 di cuori"},
	} {
		i18n.ForTest(t, c.lang)
		if got := CardName(c.face); got != c.want {
			t.Errorf("%s: CardName(%v) = %q, want %q", c.lang, c.face, got, c.want)
		}
	}
	i18n.ForTest(t, "it")
	if got := SuitName(cards.Suit(9)); got != "fiori" {
		t.Errorf("SuitName(9) = %q, want fiori (clubs, the last)", got)
	}
}
