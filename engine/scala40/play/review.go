package play

import (
	"tavolo/engine/match"
	"tavolo/engine/review"
	"tavolo/engine/scala40"
	"tavolo/engine/scala40/ai"
)

// reviewPlayouts is the review's most playouts per candidate: a quarter
// of hard's, so that the search ends on the playouts, well inside its
// budget, and the review is the same on every machine that is not
// overloaded.
const reviewPlayouts = 256

// mistakeAt is from how many points of the hand a Scala 40 decision's
// loss is a mistake: about a court card left in the hand.
const mistakeAt = 10

// reviewHand judges seat o.Seat's decisions in rec with hard's search,
// the seat's own move among the candidates.
func reviewHand(rec *match.Record, o review.Options) ([]review.Decision, error) {
	opts := ai.Options{Budget: o.Budget, Playouts: reviewPlayouts}
	if opts.Budget == 0 {
		opts.Budget = ai.MaxBudget
	}
	hint := func(v scala40.View, a scala40.Action, seed uint64) ai.Advice {
		o := opts
		o.Include = []scala40.Action{a}
		return ai.Hint(v, seed, o)
	}
	return review.Advised(scala40.Replay, hint, mistakeAt)(rec, o)
}
