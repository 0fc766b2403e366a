package klaberjass

import (
	"testing"
	"unicode"
	"unicode/utf8"

	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
	"tavolo/i18n"
)

// TestActionLabelsOpenWithACapital: every button of the bar reads as the
// others do, its first letter a capital, in both languages: the second
// round's suits ("Spades", "Picche") beside "Pass" and "Schmeiss".
func TestActionLabelsOpenWithACapital(t *testing.T) {
	v := kj.View{Upcard: card(t, "JH")}
	moves := []kj.Action{{Kind: kj.Take}, {Kind: kj.Pass}, {Kind: kj.Schmeiss},
		{Kind: kj.Answer, Play: true}, {Kind: kj.Answer}, {Kind: kj.Exchange}, {Kind: kj.Declare}}
	for s := range cards.Suit(cards.NumSuits) {
		moves = append(moves, kj.Action{Kind: kj.Name, Suit: s})
	}
	for _, language := range []string{"en", "it"} {
		i18n.ForTest(t, language)
		for _, a := range moves {
			label := actionLabel(a, v)
			if r, _ := utf8.DecodeRuneInString(label); !unicode.IsUpper(r) {
				t.Errorf("%s: the button %v reads %q", language, a.Kind, label)
			}
		}
	}
}
