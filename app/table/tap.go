package table

import (
	"fyne.io/fyne/v2"

	"tavolo/engine/cards"
)

// Selection is the cards of the hand a person has picked to play
// together (to meld, to add to a meld, to discard), with a tap or Space;
// a board outlines them (SelBlue).
type Selection map[cards.Card]bool

// Toggle picks c, or puts it back when it was picked.
func (s Selection) Toggle(c cards.Card) {
	if s[c] {
		delete(s, c)
	} else {
		s[c] = true
	}
}

// In lists the picked cards in the order of hand.
func (s Selection) In(hand []cards.Card) []cards.Card {
	var out []cards.Card
	for _, c := range hand {
		if s[c] {
			out = append(out, c)
		}
	}
	return out
}

// Lift is what a drag from card c of hand picks up: the picked cards
// when c is one of them, c alone otherwise.
func (s Selection) Lift(c cards.Card, hand []cards.Card) []cards.Card {
	if s[c] {
		return s.In(hand)
	}
	return []cards.Card{c}
}

// Tap is a tap on card c of the hand: the second tap of a double click
// (clicks) on a card the engine would take as a discard (canDiscard)
// discards it, and reports true; any other tap picks c or puts it back.
func (s Selection) Tap(clicks *DoubleClick, c cards.Card, canDiscard func(cards.Card) bool, discard func(cards.Card) bool) bool {
	if clicks.Second(c) && canDiscard(c) {
		delete(s, c)
		discard(c)
		return true
	}
	s.Toggle(c)
	return false
}

// Tap is the start of a board's Tapped once the panels let the tap
// through (TapPanels): what lies at p in frame, the board's layout, and
// whether the tap is spent there: on a question up (Answer: a choice
// tapped answers it), or on a panel of the board's own that is open
// (open: the pozzo shown whole, the last trick; nil for none), which the
// tap closes.
func (c *Core[V, A]) Tap(frame *Layout, p fyne.Position, open *bool) (Hit, bool) {
	h := frame.HitAt(p)
	if c.Answer(h) {
		return h, true
	}
	if open != nil && *open {
		*open = false
		c.board.Refresh()
		return h, true
	}
	return h, false
}
