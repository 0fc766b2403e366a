package play

import (
	kj "tavolo/engine/klaberjass"
	kjai "tavolo/engine/klaberjass/ai"
	"tavolo/engine/match"
	"tavolo/engine/review"
)

// mistakeAt is from how many points of the hand a Klaberjass decision's
// loss is a mistake: a ten's worth.
const mistakeAt = 10

// reviewHand judges seat o.Seat's decisions in rec with hard's search,
// which weighs every legal card and every bid, so the seat's own move is
// among them. Without a budget the search solves all its worlds and the
// review is the same on every machine. Its worlds are hard's own, or
// twice as many with Options.HardDeals (each half as many as hard's).
func reviewHand(rec *match.Record, o review.Options) ([]review.Decision, error) {
	opts := kjai.Options{Budget: o.Budget, WorkerStart: o.WorkerStart}
	if opts.Budget == 0 {
		opts.Budget = -1
	}
	if o.HardDeals {
		opts.Worlds, opts.BidWorlds = 2*kjai.DefaultWorlds, 2*kjai.DefaultBidWorlds
	}
	hint := func(v kj.View, _ kj.Action, seed uint64) kjai.Advice {
		adv := kjai.Hint(v, seed, opts)
		for i := range adv.Candidates {
			adv.Candidates[i].Action.Seat = v.Seat // the card search lists cards without their seat
		}
		return adv
	}
	return review.Advised(kj.Replay, hint, mistakeAt)(rec, o)
}
