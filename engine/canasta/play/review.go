package play

import (
	"tavolo/engine/canasta"
	canastaai "tavolo/engine/canasta/ai"
	"tavolo/engine/match"
	"tavolo/engine/review"
)

// reviewWorlds is the review's deals per decision: half of hard's, with
// no time limit (unless the review is given one), so that the review is
// the same on every machine.
const reviewWorlds = 64

// mistakeAt is from how many points of the side's hand a Canasta
// decision's loss is a mistake: a red three's worth.
const mistakeAt = 100

// reviewHand judges seat o.Seat's decisions in rec with hard's search,
// the seat's own move among the candidates.
func reviewHand(rec *match.Record, o review.Options) ([]review.Decision, error) {
	// MoreWorlds -1: the judge's deals are its own count, never more at a
	// close call (each half chooses by hard's rule on as many deals).
	opts := canastaai.Options{Budget: o.Budget, Workers: 2, WorkerStart: o.WorkerStart, Worlds: reviewWorlds, MoreWorlds: -1}
	if opts.Budget == 0 {
		opts.Budget = -1 // no time limit: the same review on every machine
	}
	if o.HardDeals {
		opts.Worlds = 2 * canastaai.DefaultWorlds // each half as many as hard's (review.Options.HardDeals)
	}
	hint := func(v canasta.View, a canasta.Action, seed uint64) canastaai.Advice {
		o := opts
		o.Include = []canasta.Action{a}
		return canastaai.Hint(v, seed, o)
	}
	return review.Advised(canasta.Replay, hint, mistakeAt)(rec, o)
}
