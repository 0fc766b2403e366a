package match

import "math"

// Advice is what a computer player would do on a view, with the evidence
// its search produced: a table's hint says the move and explains it from
// these numbers, never from a canned line.
type Advice[A any] struct {
	Action A // the player's move
	// Candidates are the moves the search compared, each with its
	// average result for the player in points of the hand over the
	// deals it was tried in, against a base common to all (the game's
	// player says which), and that average's standard error. Empty when
	// the move needed no search.
	Candidates []Candidate[A]
	Chosen     int // the index of Action among Candidates
	Worlds     int // the deals of the unseen cards each candidate was tried in, at most
	// Margin and Z are the search's rule for playing another move than
	// its first candidate (the player's own default): one whose lead
	// over the first is more than Margin points on average and more than
	// Z standard errors, the largest such lead. 0 and 0: the highest
	// mean. A review chooses by the same rule on part of the deals.
	Margin, Z float64
}

// Candidate is one move a search weighed.
type Candidate[A any] struct {
	Action A
	Gain   float64
	SE     float64
	// Deals, where the search keeps them, is the move's result for the
	// player in each deal it was tried in, in the search's order of
	// deals: the same deals for every candidate of one search, a move
	// tried in fewer having the first ones. A review judges on them
	// (choosing the best move on some deals, measuring on the others);
	// nil where the search keeps no such list.
	Deals []float64
}

// Explainer is a computer player that can say why it made its last
// move: the evidence of the search behind it, false when the move
// needed none. The table asks it right after the move, on the goroutine
// that asked for the move.
type Explainer[A any] interface {
	Explain() (Advice[A], bool)
}

// MeanSE is the mean of xs and its standard error (0, 0 for none): what
// a Candidate's Gain and SE are over the deals it was tried in.
func MeanSE(xs []float64) (mean, se float64) {
	if len(xs) == 0 {
		return 0, 0
	}
	n := float64(len(xs))
	for _, x := range xs {
		mean += x
	}
	mean /= n
	if len(xs) > 1 {
		ss := 0.0
		for _, x := range xs {
			ss += (x - mean) * (x - mean)
		}
		se = math.Sqrt(ss / (n - 1) / n)
	}
	return mean, se
}
