package table

import (
	"maps"

	"tavolo/engine/cards"
)

// SyncOrder keeps the order a board shows a hand in (order) in step
// with the hand as the game deals it (hand): cards gone are dropped,
// cards new to the hand go to the right, in the game's order. It
// returns the new order and the cards drawn into a hand already shown
// (none when order was empty: a hand dealt anew, all of it new). A hand
// dealt anew is sorted (SortHand, by suit or by rank), and so is a hand
// kept sorted (sorted) that gained cards: a drawn card takes its place.
func SyncOrder(order, hand []cards.Card, sorted, bySuit bool) (kept, added []cards.Card) {
	in := Held(hand)
	seen := map[cards.Card]bool{}
	for _, c := range order {
		if in[c] {
			kept = append(kept, c)
			seen[c] = true
		}
	}
	for _, c := range hand {
		if !seen[c] {
			kept = append(kept, c)
			added = append(added, c)
		}
	}
	if len(order) == 0 {
		SortHand(kept, bySuit)
		return kept, nil
	}
	if sorted && len(added) > 0 {
		SortHand(kept, bySuit)
	}
	return kept, added
}

// Held is the set of the cards of hand.
func Held(hand []cards.Card) map[cards.Card]bool {
	in := make(map[cards.Card]bool, len(hand))
	for _, c := range hand {
		in[c] = true
	}
	return in
}

// Unselect drops from selected the cards no longer held (in, Held).
func Unselect(selected, in map[cards.Card]bool) {
	maps.DeleteFunc(selected, func(c cards.Card, _ bool) bool { return !in[c] })
}

// Without is order less the cards of groups (the cards staged beside
// the hand), in order.
func Without(order []cards.Card, groups ...[]cards.Card) []cards.Card {
	out := make(map[cards.Card]bool)
	for _, g := range groups {
		for _, c := range g {
			out[c] = true
		}
	}
	var rest []cards.Card
	for _, c := range order {
		if !out[c] {
			rest = append(rest, c)
		}
	}
	return rest
}
