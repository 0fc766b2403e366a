package ai

import (
	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
)

type level int

const (
	levelRandom level = iota
	levelEasy
	levelMedium
	levelHard
)

// bot is every level: the level picks the rules of thumb (easy, medium)
// or the search (hard) at each kind of decision.
type bot struct {
	level level
	name  string
	opts  Options
	rng   cards.Rand // the player's own choices
	lrng  cards.Rand // the game rebuilt to list legal actions
	srch  *search    // hard and cheat
	// peekBid and peekPlay, for cheat, return a seat's real hand in the
	// bidding and in the card play.
	peekBid, peekPlay func(seat int) []cards.Card
}

func newBot(l level, name string, seed uint64, o Options) *bot {
	b := &bot{level: l, name: name, opts: o}
	b.rng.Seed(seed)
	b.lrng.Seed(seed ^ 0x6b6c6f62)
	if l == levelHard {
		b.srch = newSearch(o, seed)
	}
	return b
}

// Name returns the level ("cheat" for the cheat).
func (b *bot) Name() string { return b.name }

// legal lists seat's legal actions from the engine, on a game rebuilt
// from the view.
func (b *bot) legal(v *kj.View) []kj.Action {
	switch v.Phase {
	case kj.PhaseHandOver:
		if v.ToMove == v.Seat {
			return []kj.Action{{Kind: kj.DealHand, Seat: v.Seat}}
		}
		return nil
	case kj.PhaseMatchOver:
		return nil
	}
	g, err := kj.Sample(*v, &b.lrng)
	if err != nil {
		return nil
	}
	return g.Legal(v.Seat)
}

// Choose returns the seat's action.
func (b *bot) Choose(v kj.View) kj.Action {
	if b.srch != nil {
		b.srch.weighed = nil // until this decision weighs something
	}
	legal := b.legal(&v)
	if len(legal) == 0 {
		return kj.Action{}
	}
	if b.level == levelRandom {
		return legal[b.rng.IntN(len(legal))]
	}
	find := func(kind kj.ActionKind) (kj.Action, bool) {
		for _, a := range legal {
			if a.Kind == kind {
				return a, true
			}
		}
		return kj.Action{}, false
	}
	switch v.Phase {
	case kj.PhaseHandOver:
		return legal[0]
	case kj.PhaseBid:
		return b.bid(&v, legal)
	case kj.PhaseAnswer:
		return b.answer(&v, legal)
	}
	// The play: the dix exchange at the seat's own turn before its first
	// card, the declaration, then a card.
	if a, ok := find(kj.Exchange); ok && b.wantsExchange(&v) {
		return a
	}
	if a, ok := find(kj.Declare); ok && b.wantsDeclare(&v) {
		return a
	}
	var plays []kj.Action
	for _, a := range legal {
		if a.Kind == kj.Play && !a.Bella {
			plays = append(plays, a)
		}
	}
	if len(plays) == 0 {
		return legal[0]
	}
	k := newKnow(&v)
	var c cards.Card
	switch {
	case len(plays) == 1:
		c = plays[0].Card
	case b.level == levelEasy:
		c = easyCard(&v, k, plays)
	case b.level == levelMedium:
		c = mediumCard(&v, k, plays)
	default:
		c = b.srch.card(b, &v, k, plays)
	}
	bella := b.wantsBella(&v, k)
	for _, a := range legal {
		if a.Kind == kj.Play && a.Card == c && a.Bella == bella {
			return a
		}
	}
	for _, a := range legal {
		if a.Kind == kj.Play && a.Card == c {
			return a
		}
	}
	return plays[0]
}

// wantsExchange judges the dix exchange: the turn-up is a better trump
// than the Seven, so the exchange is taken unless it breaks a sequence
// worth more than it brings (easy always exchanges).
func (b *bot) wantsExchange(v *kj.View) bool {
	if b.level == levelEasy {
		return true
	}
	h := kj.SetOf(v.Hand)
	seven := cards.NewCard(cards.NewFace(7, v.Trump), 0)
	after := h&^kj.Bit(seven) | kj.Bit(v.Upcard)
	before := bestMeld(h, &v.Rules)
	gain := kj.CardPoints(v.Upcard, v.Trump) + 4*(kj.Strength(v.Upcard, v.Trump)-kj.Strength(seven, v.Trump))
	if kj.HasBella(after, v.Trump) && !kj.HasBella(h, v.Trump) {
		gain += kj.BellaPoints
	}
	return bestMeld(after, &v.Rules)-before+gain > 0
}

// bestMeld is the worth of what a hand may declare.
func bestMeld(h kj.Set, r *kj.Rules) int {
	n := 0
	for _, m := range kj.Melds(h, r) {
		n += m.Value
	}
	return n
}

// wantsDeclare: every level always declares. Declining is right only
// for a maker sure to go bete, whose sequences would go to the other
// side; no level weighs that yet.
func (b *bot) wantsDeclare(v *kj.View) bool {
	return true
}

// wantsBella announces bella unless the seat is the maker and cannot
// reach the other's total any more (a bete maker's points go to the
// other side).
func (b *bot) wantsBella(v *kj.View, k *know) bool {
	if v.Maker != v.Seat || b.level == levelEasy {
		return true
	}
	left := kj.SetPoints(k.hand|k.unseen, v.Trump) + v.Rules.LastTrickBonus
	mine := k.won[k.me] + left + kj.BellaPoints
	theirs := k.won[k.opp]
	if v.SeqWinner == k.me {
		mine += v.SeqPoints
	} else if v.SeqWinner == k.opp {
		theirs += v.SeqPoints
	}
	if v.Bella[k.opp] {
		theirs += kj.BellaPoints
	}
	return mine > theirs
}
