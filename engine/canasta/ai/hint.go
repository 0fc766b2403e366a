package ai

import (
	"tavolo/engine/canasta"
	"tavolo/engine/match"
)

// Advice is hard's move with its search's evidence: each candidate's
// lead over medium's own choice (listed first, lead 0), in points of the
// side's hand score.
type Advice = match.Advice[canasta.Action]

// Candidate is one move the search weighed.
type Candidate = match.Candidate[canasta.Action]

// Hint returns hard's move for the view, decided as a hard player seeded
// with seed and searching with opts decides it, and the evidence. It
// sees the view only, so it can never use a card the player cannot see.
func Hint(v canasta.View, seed uint64, opts Options) Advice {
	p := newHard(seed, opts)
	a := p.Choose(v)
	adv, _ := p.Explain()
	adv.Action = a
	return adv
}

// Explain is the evidence of hard's last move: the candidates its search
// compared, or false when the move was not searched (match.Explainer).
func (p *hardPlayer) Explain() (Advice, bool) {
	if p.weighed == nil || len(p.weighed.Candidates) == 0 {
		return Advice{}, false
	}
	adv := *p.weighed
	adv.Action = adv.Candidates[adv.Chosen].Action
	return adv, true
}

var _ match.Explainer[canasta.Action] = (*hardPlayer)(nil)
