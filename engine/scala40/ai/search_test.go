package ai

import (
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

// physical turns faces into distinct physical cards (a face seen twice
// gets its second copy).
func physical(t *testing.T, faces string) []cards.Card {
	t.Helper()
	fs, err := cards.ParseFaces(faces)
	if err != nil {
		t.Fatal(err)
	}
	var copies [cards.NumFaces]int
	out := make([]cards.Card, len(fs))
	for i, f := range fs {
		out[i] = cards.NewCard(f, copies[f])
		copies[f]++
	}
	return out
}

// TestPlausibleWorlds: a dealt world where a seat that has finished a
// turn without opening holds an opening is not plausible; the same hand
// is plausible for a seat that has opened or not played yet.
func TestPlausibleWorlds(t *testing.T) {
	v := openedView(t, "3S 4S 5S", 13)
	v.Opened[1] = false
	opening := physical(t, "KS KH KD QS QH QD 2C 4D 6H 8S 10C JC 3H") // 60 points in sets
	none := physical(t, "KS KH 2D QS 5H 9D 2C 4D 6H 8S 10C JC 3H")
	w := &scala40.Game{Hands: [][]cards.Card{v.Hand, opening}}
	v.Events = []scala40.Event{{Kind: scala40.EvDiscarded, Seat: 1, Cards: physical(t, "7C")}}
	if plausible(v, playedTurn(v), w) {
		t.Error("an unopened seat that has played holds an opening: want not plausible")
	}
	w.Hands[1] = none
	if !plausible(v, playedTurn(v), w) {
		t.Error("an unopened seat holding no opening: want plausible")
	}
	w.Hands[1] = opening
	v.Opened[1] = true
	if !plausible(v, playedTurn(v), w) {
		t.Error("an opened seat may hold melds: want plausible")
	}
	v.Opened[1] = false
	v.Events = nil
	if !plausible(v, playedTurn(v), w) {
		t.Error("a seat that has not played yet may hold an opening: want plausible")
	}
}

// TestHardHoldsOpeningForChiusuraInMano: with both jokers in the
// opening, the other seat already open (so able to win them by swapping)
// and a chiusura in mano, which doubles the other seat's points, a draw
// or two away, medium opens at once; hard's search finds that throwing
// and keeping the hand is worth more (7 to 24 points per hand over 64
// worlds, on each of eight seeds tried).
func TestHardHoldsOpeningForChiusuraInMano(t *testing.T) {
	v := openedView(t, "3S", 9)
	v.Hand = physical(t, "5S KS 4H 6H 7H 8H QH AD 3D 4D 4C 5C JK JK")
	v.HandSizes[0] = len(v.Hand)
	v.Opened[0] = false
	v.Turn, v.StockSize = 2, 70
	v.Pile = physical(t, "9C")
	med, _ := New("medium", 3, Options{})
	if a := med.Next(*v); a.Kind != scala40.MeldDown {
		t.Fatalf("medium plays %v, want the opening laid", a)
	}
	hard, _ := New("hard", 3, Options{Playouts: 64, Budget: MaxBudget})
	if a := hard.Next(*v); a.Kind != scala40.Discard {
		t.Fatalf("hard plays %v, want a discard keeping the opening in hand", a)
	}
}
