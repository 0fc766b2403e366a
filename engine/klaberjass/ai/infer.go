package ai

import (
	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
)

// Inference from the other seat's play. hard assumes the other seat
// plays soundly, and takes medium's card play as the model of sound play:
// in a world where the other seat's plays so far are the ones medium
// would have made with that world's hand, the world keeps the likelihood
// it was dealt with; each play medium would not have made multiplies it
// by offModel. The weight is soft, so a player who plays otherwise (a
// person, another style) only makes the inference weaker and never rules
// a world out.

// offModel is the likelihood factor of one observed play that the model
// would not have made.
const offModel = 0.1

// candidates is how many deals a world draws from the view before it
// keeps one of them, chosen with probability proportional to its weight
// (sampling-importance-resampling), so that the solver spends its time
// on the likely worlds.
const candidates = 32

// playWeight is how likely the other seat's card plays so far are if it
// holds opp now (its known and guessed cards) and plays as medium: the
// product, over its plays that had a choice, of 1 where medium makes the
// same play in its place and offModel where it does not. Forced plays
// say nothing.
func playWeight(v *kj.View, k *know, opp kj.Set) float64 {
	if !v.HasTrump || k.played[k.opp] == 0 {
		return 1
	}
	h := v.History
	// The other seat's hand at each of its plays: what it holds now and
	// what it has played since.
	hand := opp | k.played[k.opp]
	// What the other seat saw besides the play: the turn-up, the bottom
	// card, the cards of this seat's hand everybody knows and, from the
	// second trick, the melds shown (this seat's own among those it
	// knew in this hand until they were played).
	known := kj.SetOf(v.Known[k.me])
	seen := known
	shown := kj.SetOf(v.Shown)
	var mine kj.Set
	if v.Resolved && v.SeqWinner == k.me {
		mine = shown
	}
	if v.HasUpcard {
		seen |= kj.Bit(v.Upcard)
	}
	if v.HasBottom {
		seen |= kj.Bit(v.Bottom)
	}
	w := 1.0
	var r know
	var won [2]int
	var table kj.Set
	var trick [1]kj.Played
	plays := make([]kj.Action, 0, 9)
	for i, p := range h {
		if p.Seat == k.opp {
			legal, tv := hand, kj.View{Maker: v.Maker}
			if i%2 == 1 {
				legal, _ = kj.FollowSet(hand, h[i-1].Card, v.Trump, &v.Rules)
				trick[0] = h[i-1]
				tv.Trick = trick[:]
			}
			if legal.Len() > 1 {
				kn, sn := known, seen
				if i >= 2 {
					kn |= mine &^ table
					sn |= shown
				}
				r.read(v, k.opp, hand, kn, kj.AllCards&^(hand|table|sn), h[:i])
				r.won = won
				plays = plays[:0]
				for _, c := range legal.Cards() {
					plays = append(plays, kj.Action{Kind: kj.Play, Seat: k.opp, Card: c})
				}
				if mediumCard(&tv, &r, plays) != p.Card {
					w *= offModel
				}
			}
			hand &^= kj.Bit(p.Card)
		}
		table |= kj.Bit(p.Card)
		if i%2 == 1 {
			lead := h[i-1]
			win := lead.Seat
			if kj.Beats(p.Card, lead.Card, v.Trump) {
				win = p.Seat
			}
			won[win] += kj.CardPoints(lead.Card, v.Trump) + kj.CardPoints(p.Card, v.Trump)
		}
	}
	return w
}

// bidWeight is how likely the other seat's bids are if its whole hand
// of the play was orig, bidding as medium: it drew its first six cards
// from orig (one draw of rng stands for them, which keeps the weight an
// unbiased estimate), and each bid medium would not have made with them
// multiplies the weight by offModel. The bids are read from the trumps:
// who made them, from the turn-up or named, and who spoke first.
func bidWeight(v *kj.View, k *know, orig kj.Set, rng *cards.Rand) float64 {
	if !v.HasTrump || !v.HasUpcard || v.Maker < 0 {
		return 1
	}
	var buf [32]cards.Card
	first := pick(orig.Cards(), 6, rng, buf[:0])
	up := v.Upcard.Suit()
	w := 1.0
	switch {
	case v.Maker == k.opp && v.FromTurnUp:
		if suitValue(v, first, up) < takeAt {
			w *= offModel
		}
	case v.Maker == k.opp:
		// It passed the turn-up suit, then named the trumps.
		if suitValue(v, first, up) >= takeAt {
			w *= offModel
		}
		if evalHand(first, v.Trump, &v.Rules) < takeAt {
			w *= offModel
		}
	case !v.FromTurnUp || k.opp == v.Elder:
		// This seat made the trumps after the other passed the turn-up
		// suit, and in round 2 every other suit when it spoke first.
		passed2 := !v.FromTurnUp && k.opp == v.Elder
		if suitValue(v, first, up) >= takeAt {
			w *= offModel
		}
		for s := cards.Suit(0); passed2 && s < cards.NumSuits; s++ {
			if s != up && evalHand(first, s, &v.Rules) >= takeAt {
				w *= offModel
				break
			}
		}
	}
	return w
}
