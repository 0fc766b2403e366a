package scala40

import (
	"tavolo/engine/cards"
)

// wellFormed reports whether an action carries exactly what its kind
// uses: a seat that exists, real cards of the game's packs, and nothing in
// the fields its kind leaves empty. Apply refuses anything else with
// bad-action, so the log holds only actions that save and replay.
func (a *Action) wellFormed(players int) bool {
	if a.Seat < 0 || a.Seat >= players {
		return false
	}
	noCard := a.Card == 0 && a.As == 0 && !a.AsSet
	noMeld := a.Meld == 0 && a.Melds == nil
	switch a.Kind {
	case Draw, Take, Undo:
		return noCard && noMeld && a.Deal == nil
	case Discard:
		return inPack(a.Card) && a.As == 0 && !a.AsSet && noMeld && a.Deal == nil
	case Swap:
		return inPack(a.Card) && a.As == 0 && !a.AsSet && a.Melds == nil && a.Deal == nil
	case Attach:
		if a.AsSet && !natural(a.As) || !a.AsSet && a.As != 0 {
			return false
		}
		return inPack(a.Card) && a.Melds == nil && a.Deal == nil
	case MeldDown:
		return noCard && a.Meld == 0 && len(a.Melds) > 0 && a.Deal == nil && meldsWellFormed(a.Melds)
	case NextHand:
		return noCard && noMeld
	}
	return false
}

func meldsWellFormed(ms []MeldSpec) bool {
	for _, m := range ms {
		if len(m.Cards) == 0 || len(m.As) > len(m.Cards) {
			return false
		}
		for _, c := range m.Cards {
			if !inPack(c) {
				return false
			}
		}
		for _, f := range m.As {
			if f != cards.NoFace && !natural(f) {
				return false
			}
		}
	}
	return true
}

// inPack reports whether c is a card of the Scala 40 pack (two packs and
// their four jokers).
func inPack(c cards.Card) bool { return int(c) < cards.Scala40Pack.Size() }

// natural reports whether f is a face a joker may stand for.
func natural(f cards.Face) bool { return f < cards.Joker }

// Complete fills the tallone below the cards d.Stock already lists with
// every card of the pack the deal does not hold, in an order fixed by
// seed: a deal written by hand (a scenario, a test) names only the cards
// that matter.
func (d *Deal) Complete(seed uint64) {
	var placed [cards.MaxCards]bool
	for _, h := range d.Hands {
		for _, c := range h {
			placed[c] = true
		}
	}
	for _, c := range d.Stock {
		placed[c] = true
	}
	for _, c := range d.Pile {
		placed[c] = true
	}
	var rest []cards.Card
	for _, c := range cards.Scala40Pack.Cards() {
		if !placed[c] {
			rest = append(rest, c)
		}
	}
	cards.NewRand(seed).Shuffle(rest)
	d.Stock = append(d.Stock, rest...)
}

// checkDeal refuses a fixed deal that is not a real Scala 40 deal: every
// card of the pack exactly once across hands, tallone and pozzo; at most
// HandSize+1 cards a seat and at least one for each seat still in;
// something to draw or take.
func (g *Game) checkDeal(d *Deal) *Error {
	if len(d.Hands) != g.Players() {
		return errf(ErrBadAction, "%d hands for %d players", len(d.Hands), g.Players())
	}
	var seen [cards.MaxCards]bool
	n := 0
	place := func(cs []cards.Card) *Error {
		for _, c := range cs {
			if !inPack(c) || seen[c] {
				return errf(ErrBadAction, "the deal holds %v twice or from a pack that does not exist", c)
			}
			seen[c] = true
			n++
		}
		return nil
	}
	for s, h := range d.Hands {
		if len(h) > HandSize+1 || len(h) == 0 && !g.score.SeatOut(s) {
			return errf(ErrBadAction, "seat %d is dealt %d cards", s, len(h))
		}
		if err := place(h); err != nil {
			return err
		}
	}
	if err := place(d.Stock); err != nil {
		return err
	}
	if err := place(d.Pile); err != nil {
		return err
	}
	if n != cards.Scala40Pack.Size() {
		return errf(ErrBadAction, "the deal holds %d cards, not the %d of the pack", n, cards.Scala40Pack.Size())
	}
	if len(d.Stock) == 0 && len(d.Pile) == 0 {
		return errf(ErrBadAction, "the deal leaves nothing to draw")
	}
	return nil
}
