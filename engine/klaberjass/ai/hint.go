package ai

import (
	kj "tavolo/engine/klaberjass"
	"tavolo/engine/match"
)

// Advice is hard's move with its search's evidence: in the card play
// every legal card's lead over medium's card (listed first), in the
// bidding passing (worth 0) and each trump choice, the score difference
// it makes.
type Advice = match.Advice[kj.Action]

// Candidate is one move the search weighed.
type Candidate = match.Candidate[kj.Action]

// Hint returns hard's move for the view, decided as a hard player seeded
// with seed decides it, and the evidence. It sees the view only, so it
// can never use a card the player cannot see.
func Hint(v kj.View, seed uint64, o Options) Advice {
	b := newBot(levelHard, "hard", seed, o)
	a := b.Choose(v)
	adv, _ := b.Explain()
	adv.Action = a
	return adv
}

// Hindsight is the card play's evidence with every card known, for the
// review of a hand that is over: the cheat's search (NewCheatIn, the
// card play only), which solves the one world of the other seat's real
// hand, weighing each legal card of seat by the score difference it
// makes when both play their best from there (the double-dummy value,
// the maker's result settled, in whole points of the hand: without the
// search's tie-break on card points), against medium's card. It reads g,
// every hand, so it is never a hint. false when seat is not to play a
// card.
func Hindsight(g *kj.Game, seat int, o Options) (Advice, bool) {
	b := newBot(levelHard, "cheat-play", 0, o)
	b.peekPlay, b.srch.plain = g.Hand, true
	a := b.Choose(g.View(seat))
	adv, ok := b.Explain()
	if !ok || a.Kind != kj.Play {
		return Advice{}, false
	}
	return adv, true
}

// Explain is the evidence of hard's last move: what its search compared,
// or false when the move was not searched (match.Explainer).
func (b *bot) Explain() (Advice, bool) {
	if b.srch == nil || b.srch.weighed == nil || len(b.srch.weighed.Candidates) == 0 {
		return Advice{}, false
	}
	adv := *b.srch.weighed
	adv.Action = adv.Candidates[adv.Chosen].Action
	return adv, true
}

var _ match.Explainer[kj.Action] = (*bot)(nil)
