package ai

import "tavolo/engine/scala40"

// Advice is what hard would play on a view, with the evidence its search
// produced: the table's hint shows the move and explains it from these
// numbers, never from a canned line.
type Advice struct {
	Action scala40.Action // hard's move
	// Candidates are the moves the search compared, medium's own choice
	// first, each with its gain over that choice; empty when the move
	// needed no search (one sensible move, or a phase hard leaves to
	// medium's rules).
	Candidates []Candidate
	Chosen     int // the index of Action among Candidates
	Worlds     int // the deals each candidate was played out in
}

// Candidate is one move the search weighed.
type Candidate struct {
	Action scala40.Action
	Gain   float64 // average points per deal over medium's choice (0 for it)
	SE     float64 // the standard error of Gain
}

// Hint returns hard's move for the view, decided as a hard player seeded
// with seed decides it, and the evidence. It sees the view only, so it
// can never use a card the player cannot see.
func Hint(v scala40.View, seed uint64, o Options) Advice {
	b := newBot("hard", seed, mediumStyle())
	b.search = newSearch(o, seed)
	adv := Advice{Action: b.Choose(v)}
	if b.search.decisions == 0 {
		return adv
	}
	last := &b.search.last
	for i, a := range last.cands {
		adv.Candidates = append(adv.Candidates, Candidate{Action: a, Gain: last.gains[i], SE: last.ses[i]})
	}
	adv.Chosen, adv.Worlds = last.best, b.search.worlds
	return adv
}
