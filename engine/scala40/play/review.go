package play

import (
	"tavolo/engine/match"
	"tavolo/engine/review"
	"tavolo/engine/scala40"
	"tavolo/engine/scala40/ai"
)

// reviewPlayouts is the review's most playouts per candidate: a quarter
// of hard's, played without a time limit, so that the review is the
// same on every machine and takes about as long as hard's own decisions.
const reviewPlayouts = 256

// mistakeAt is from how many points of the hand a Scala 40 decision's
// loss is a mistake: about a court card left in the hand.
const mistakeAt = 10

// reviewHand judges seat o.Seat's decisions in rec with hard's search,
// the seat's own move among the candidates.
func reviewHand(rec *match.Record, o review.Options) ([]review.Decision, error) {
	opts := ai.Options{Budget: o.Budget, Playouts: reviewPlayouts, WorkerStart: o.WorkerStart}
	if o.HardDeals {
		opts.Playouts = 2 * ai.DefaultPlayouts // each half as many as hard's (review.Options.HardDeals)
	}
	if opts.Budget == 0 {
		opts.Budget = -1 // no time limit: the same review on every machine
	}
	hint := func(v scala40.View, a scala40.Action, seed uint64) ai.Advice {
		o := opts
		o.Include = []scala40.Action{a}
		return ai.Hint(v, seed, o)
	}
	return review.Advised(scala40.Replay, hint, mistakeAt)(rec, o)
}
