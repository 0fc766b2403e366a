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
