package table

import (
	"slices"
	"testing"

	"tavolo/engine/cards"
)

// TestSyncOrder: a hand dealt anew is sorted and has no card drawn; in
// a hand shown, cards gone are dropped and a drawn card goes to the
// right, or to its place when the hand is kept sorted; the player's
// own order of the rest stays.
func TestSyncOrder(t *testing.T) {
	card := func(r cards.Rank, s cards.Suit) cards.Card { return cards.NewCard(cards.NewFace(r, s), 0) }
	c2, c5, c9, k := card(2, cards.Hearts), card(5, cards.Hearts), card(9, cards.Hearts), card(cards.King, cards.Hearts)
	for _, c := range []struct {
		name        string
		order, hand []cards.Card
		sorted      bool
		want, added []cards.Card
	}{
		{"dealt", nil, []cards.Card{k, c2, c9}, false, []cards.Card{c2, c9, k}, nil},
		{"drawn to the right", []cards.Card{k, c2}, []cards.Card{c2, c5, k}, false, []cards.Card{k, c2, c5}, []cards.Card{c5}},
		{"drawn to its place", []cards.Card{c2, k}, []cards.Card{c2, c5, k}, true, []cards.Card{c2, c5, k}, []cards.Card{c5}},
		{"played", []cards.Card{k, c9, c2}, []cards.Card{c2, k}, true, []cards.Card{k, c2}, nil},
	} {
		got, added := SyncOrder(c.order, c.hand, c.sorted, true)
		if !slices.Equal(got, c.want) || !slices.Equal(added, c.added) {
			t.Errorf("%s: order %v, added %v; want %v, %v", c.name, got, added, c.want, c.added)
		}
	}
	if got := Without([]cards.Card{k, c2, c9}, []cards.Card{c2}, []cards.Card{k}); !slices.Equal(got, []cards.Card{c9}) {
		t.Errorf("Without: %v", got)
	}
}
