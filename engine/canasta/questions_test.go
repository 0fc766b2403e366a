package canasta

import (
	"testing"

	"tavolo/engine/cards"
)

func TestFrozenBy(t *testing.T) {
	c := func(s string) cards.Card {
		f, err := cards.ParseFace(s)
		if err != nil {
			t.Fatal(err)
		}
		return cards.NewCard(f, 0)
	}
	if _, ok := FrozenBy(View{PileUp: []cards.Card{c("2H")}}); ok {
		t.Error("a pile that is not frozen was frozen by a card")
	}
	v := View{Frozen: true, PileUp: []cards.Card{c("7S"), c("2H"), c("JK"), c("9D")}}
	if got, ok := FrozenBy(v); !ok || got != c("2H") {
		t.Errorf("FrozenBy = %v %v, want the two of hearts", got, ok)
	}
	if _, ok := FrozenBy(View{Frozen: true, PileUp: []cards.Card{c("7S")}}); ok {
		t.Error("a card the view does not show was named")
	}
}
