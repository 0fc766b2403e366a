package ai

import kj "tavolo/engine/klaberjass"

// Advice is what hard would do on a view, with the evidence its search
// produced: the table's hint says the move and explains it from these
// numbers, never from a canned line.
type Advice struct {
	Action kj.Action // hard's move
	// Candidates are the moves the search compared, each with its
	// average result in points of the hand over the worlds and that
	// average's standard error: in the card play every legal card, its
	// lead over medium's card (listed first); in the bidding passing
	// (worth 0) and each trump choice, the score difference it makes.
	// Empty when the move needed no search.
	Candidates []Candidate
	Chosen     int // the index of Action among Candidates
	Worlds     int // the deals each candidate was solved in, at most
}

// Candidate is one move the search weighed.
type Candidate struct {
	Action kj.Action
	Gain   float64
	SE     float64
}

// Hint returns hard's move for the view, decided as a hard player seeded
// with seed decides it, and the evidence. It sees the view only, so it
// can never use a card the player cannot see.
func Hint(v kj.View, seed uint64, o Options) Advice {
	b := newBot(levelHard, "hard", seed, o)
	adv := Advice{Action: b.Choose(v)}
	if w := b.srch.weighed; w != nil {
		adv.Candidates, adv.Chosen, adv.Worlds = w.Candidates, w.Chosen, w.Worlds
	}
	return adv
}
