package ai

import (
	"math/bits"

	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
	"tavolo/engine/klaberjass/solver"
)

// know is what a seat's view says about the hand, gathered once per
// decision: the cards, and what the other seat's play has shown.
type know struct {
	me, opp int
	trump   cards.Suit
	rules   *kj.Rules
	hand    kj.Set // own hand
	known   kj.Set // cards of the other hand everybody knows
	unseen  kj.Set // cards the view cannot place (other hand and stock)
	played  [2]kj.Set
	won     [2]int // card points won so far
	// void marks the suits the other seat has shown it lacks; trumpCap
	// is the strongest trump it may still hold (-1: none).
	void     [cards.NumSuits]bool
	trumpCap int
	// melds is what this seat's hand of the play may declare (newKnow
	// only): the declarations' result weighs the other's against it.
	melds []kj.Meld
}

func newKnow(v *kj.View) *know {
	k := &know{}
	k.read(v, v.Seat, kj.SetOf(v.Hand), kj.SetOf(v.Known[1-v.Seat]), v.Unseen(), v.History)
	for s := 0; s < 2; s++ {
		k.won[s] = kj.SetPoints(kj.SetOf(v.Won[s]), v.Trump)
	}
	k.melds = kj.Melds(k.hand|k.played[k.me], &v.Rules)
	return k
}

// read fills k (all but won) for seat holding hand, with known the cards
// of the other hand everybody knows, unseen what seat cannot place, and h
// the cards played so far: what seat's view says, or would have said
// earlier in the hand.
func (k *know) read(v *kj.View, seat int, hand, known, unseen kj.Set, h []kj.Played) {
	*k = know{me: seat, opp: 1 - seat, trump: v.Trump, rules: &v.Rules, trumpCap: 7, hand: hand, known: known, unseen: unseen}
	for i, p := range h {
		k.played[p.Seat] |= kj.Bit(p.Card)
		if i%2 == 0 || p.Seat != k.opp || !v.HasTrump {
			continue
		}
		lead, c := h[i-1].Card, p.Card
		t := v.Trump
		switch {
		case c.Suit() != lead.Suit():
			k.void[lead.Suit()] = true
			if c.Suit() != t && (v.Rules.MustTrumpWhenVoid || lead.Suit() == t) {
				k.void[t] = true
			}
		case lead.Suit() == t && v.Rules.MustOvertrumpOnTrumpLead && kj.Strength(c, t) < kj.Strength(lead, t):
			k.trumpCap = min(k.trumpCap, kj.Strength(lead, t))
		}
	}
	if k.void[k.trump] {
		k.trumpCap = -1
	}
}

// pool is the unseen cards the other hand may hold by what it has shown.
func (k *know) pool() kj.Set {
	p := k.unseen
	for s := cards.Suit(0); s < cards.NumSuits; s++ {
		if k.void[s] {
			p &^= kj.SuitSet(s)
		}
	}
	if !k.void[k.trump] && k.trumpCap < 7 {
		for m := uint32(p & kj.SuitSet(k.trump)); m != 0; m &= m - 1 {
			c := kj.CardAt(bits.TrailingZeros32(m))
			if kj.Strength(c, k.trump) > k.trumpCap {
				p &^= kj.Bit(c)
			}
		}
	}
	return p
}

// outstanding is what the other seat may hold: its known cards and the
// pool.
func (k *know) outstanding() kj.Set { return k.known | k.pool() }

// master reports whether c (in suit s) beats every card of its suit the
// other seat may hold.
func (k *know) master(c cards.Card) bool {
	s := c.Suit()
	for m := uint32(k.outstanding() & kj.SuitSet(s)); m != 0; m &= m - 1 {
		o := kj.CardAt(bits.TrailingZeros32(m))
		if kj.Strength(o, k.trump) > kj.Strength(c, k.trump) {
			return false
		}
	}
	return true
}

// duties are the solver's play duties under the view's rules.
func duties(r *kj.Rules) solver.Duties {
	return solver.Duties{OvertrumpOnTrumpLead: r.MustOvertrumpOnTrumpLead, TrumpWhenVoid: r.MustTrumpWhenVoid, LastTrick: r.LastTrickBonus}
}

// cardsOf lists a set's cards (the rules package's order).
func cardsOf(s kj.Set) []cards.Card { return s.Cards() }

// pts is a card's points.
func (k *know) pts(c cards.Card) int { return kj.CardPoints(c, k.trump) }

// str is a card's strength within its suit.
func (k *know) str(c cards.Card) int { return kj.Strength(c, k.trump) }
