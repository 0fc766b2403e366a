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
	g := review.FromHint(kj.Replay, hint, mistakeAt)
	g.Hindsight = hindsight(kjai.Options{Budget: -1, Workers: 1, WorkerStart: o.WorkerStart})
	return review.Hand(rec, g, o)
}

// hindsight is what each card of a card play was worth with every card
// known (kjai.Hindsight, the double-dummy solver in one world, searched
// with opts): for the review's hindsight, never for its judge. The
// search lists cards without their seat or bella; each is named as seat
// plays it, the actual card as it was played.
func hindsight(opts kjai.Options) func(match.Game[kj.View, kj.Action], int, kj.Action) (kjai.Advice, bool) {
	return func(game match.Game[kj.View, kj.Action], seat int, actual kj.Action) (kjai.Advice, bool) {
		g, ok := game.(*kj.Game)
		if !ok || actual.Kind != kj.Play {
			return kjai.Advice{}, false
		}
		adv, ok := kjai.Hindsight(g, seat, opts)
		for i, c := range adv.Candidates {
			c.Action.Seat = seat
			if c.Action.Card == actual.Card {
				c.Action = actual
			}
			adv.Candidates[i] = c
		}
		return adv, ok
	}
}
