package ai

import (
	"tavolo/engine/match"
	"tavolo/engine/scala40"
)

// Advice is hard's move with its search's evidence: the candidates'
// gains over medium's own choice (listed first, gain 0).
type Advice = match.Advice[scala40.Action]

// Candidate is one move the search weighed.
type Candidate = match.Candidate[scala40.Action]

// Hint returns hard's move for the view, decided as a hard player seeded
// with seed decides it, and the evidence. It sees the view only, so it
// can never use a card the player cannot see.
func Hint(v scala40.View, seed uint64, o Options) Advice {
	b := newBot("hard", seed, mediumStyle())
	b.search = newSearch(o, seed)
	a := b.Choose(v)
	adv, _ := b.Explain()
	adv.Action = a
	return adv
}

// Explain is the evidence of hard's last move: the candidates its search
// compared, or false when the move was not searched (match.Explainer).
func (b *bot) Explain() (Advice, bool) {
	if b.search == nil || b.search.decisions == b.searched {
		return Advice{}, false
	}
	last := &b.search.last
	adv := Advice{Action: last.cands[last.best], Chosen: last.best, Worlds: b.search.worlds, Margin: searchMargin, Z: searchSigmas}
	for i, a := range last.cands {
		deals := make([]float64, len(last.results[i]))
		for w, x := range last.results[i] {
			deals[w] = float64(x)
		}
		adv.Candidates = append(adv.Candidates, Candidate{Action: a, Gain: last.gains[i], SE: last.ses[i], Deals: deals})
	}
	return adv, true
}

var _ match.Explainer[scala40.Action] = (*bot)(nil)
