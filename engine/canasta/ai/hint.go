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
func Hint(v canasta.View, seed uint64, opts SearchOptions) Advice {
	p := newHard(seed, opts)
	adv := Advice{Action: p.Choose(v)}
	if w := p.weighed; w != nil {
		adv.Candidates, adv.Chosen, adv.Worlds = w.Candidates, w.Chosen, w.Worlds
	}
	return adv
}
