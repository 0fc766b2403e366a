package canasta

import (
	"reflect"
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

// TestLayOn checks the action a drop on a side's melds asks for: an add
// or a new meld on the viewer's own side, the refusal not-your-meld on
// any other side's (its melds or its empty band) and for an onlooker.
func TestLayOn(t *testing.T) {
	cs := []cards.Card{cards.NewCard(cards.NewFace(cards.King, cards.Spades), 0)}
	cases := []struct {
		name     string
		seat     int
		side, id int
		want     Action
		code     string
	}{
		{"own meld", 1, 1, 3, Action{Kind: Add, Seat: 1, Cards: cs, Meld: 3}, ""},
		{"own band", 1, 1, 0, Action{Kind: Meld, Seat: 1, Melds: [][]cards.Card{cs}}, ""},
		{"other side's meld", 1, 0, 2, Action{}, string(ErrNotYourMeld)},
		{"other side's band", 1, 0, 0, Action{}, string(ErrNotYourMeld)},
		{"onlooker", -1, 1, 3, Action{}, string(ErrNotYourMeld)},
	}
	for _, c := range cases {
		side := c.seat % 2
		if c.seat < 0 {
			side = -1
		}
		v := View{Seat: c.seat, Side: side}
		a, err := v.LayOn(c.side, c.id, cs)
		if string(CodeOf(err)) != c.code || !reflect.DeepEqual(a, c.want) {
			t.Errorf("%s: %+v %v, want %+v %q", c.name, a, err, c.want, c.code)
		}
	}
}
