package ai

import (
	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

// dealTries is how many times a world is dealt before one that is not
// plausible is played anyway.
const dealTries = 20

// countBy counts, by seat, the events of one kind this hand: a seat has
// finished a turn when it has discarded (EvDiscarded), and each card it
// drew from the tallone (EvDrew) was hidden and followed by a choice of
// what to keep.
func countBy(v *scala40.View, kind scala40.EventKind) []int {
	n := make([]int, len(v.HandSizes))
	for i := range v.Events {
		if e := &v.Events[i]; e.Kind == kind && e.Seat >= 0 && e.Seat < len(n) {
			n[e.Seat]++
		}
	}
	return n
}

// plausible reports whether a dealt world agrees with what the other
// seats did, beyond the cards seen (played: their discards, countBy): a
// seat that has finished a turn
// without opening holds no opening, which it would have laid. Uniform
// deals give such seats 9.4 opening points on average where the seats
// of a real game hold 6.3, and the searching seat's first turn of a
// hand was underrated by 3.4 points (0.5 with this check; measured over
// 2,400 hands of medium against medium, docs/ai-tuning.md).
func plausible(v *scala40.View, played []int, w *scala40.Hidden) bool {
	for s, hand := range w.Hands {
		if s == v.Seat || played[s] == 0 || v.Opened[s] || v.Eliminated[s] {
			continue
		}
		h := cards.CountsOf(hand)
		if p, ok := bestPlan(&h, &v.Rules, objOpen, h.Total(), cards.NoFace); ok && p.open >= v.Rules.OpeningMinimum {
			return false
		}
	}
	return true
}

// curate replays, in a dealt world, the choices seat s, not opened yet,
// made about what to keep: a real hand after some draws is what a player
// kept of more cards than it holds, not a random handful. For each card
// s drew from the tallone, it takes one more card from the world's
// tallone (at a random place) and puts back there the card of its hand
// it needs least: outside its best plan toward the opening, the least
// connected and then the costliest, as easy throws. Jokers and the cards
// known to be in the hand stay. Every card stays accounted for: the hand
// keeps its size, the tallone its size and its order elsewhere.
func curate(v *scala40.View, w *scala40.Hidden, s, draws int, known []cards.Card, r *cards.Rand) {
	hand := w.Hands[s]
	for range draws {
		if len(w.Stock) == 0 {
			break
		}
		j := r.IntN(len(w.Stock))
		hand = append(hand, w.Stock[j])
		h := cards.CountsOf(hand)
		p, _ := bestPlan(&h, &v.Rules, objOpen, h.Total(), cards.NoFace)
		keep := planCounts(&p)
		worst, worstScore := -1, 0
		for i, c := range hand {
			f := c.Face()
			if keep[f] > 0 {
				keep[f]--
				continue
			}
			if c.IsJoker() || holds(known, c) {
				continue
			}
			if sc := looseScore(&h, f); worst < 0 || sc < worstScore {
				worst, worstScore = i, sc
			}
		}
		if worst < 0 {
			worst = len(hand) - 1 // the hand keeps everything: the card goes back
		}
		w.Stock[j] = hand[worst]
		hand[worst] = hand[len(hand)-1]
		hand = hand[:len(hand)-1]
	}
	w.Hands[s] = hand
}

// dealWorld deals one world from the view: the unseen cards dealt at
// random (scala40.DealHidden), the hand of each other seat that has not
// opened curated when curated is set, and dealt again, up to dealTries
// times, while it is not plausible. Hard's search deals curated worlds;
// TestDiagWorlds sets both kinds against the real deal. Only unopened
// seats are curated: an opened seat lays the melds it makes, so its real
// hand is not the best it could keep, and uniform deals match it better
// (0.2 to 0.6 cards in melds against 0.1 to 0.35 in real hands; 0.9 to
// 1.4 curated).
func dealWorld(v *scala40.View, played, draws []int, known [][]cards.Card, curated bool, r *cards.Rand) *scala40.Game {
	var w scala40.Hidden
	for try := 0; try < dealTries; try++ {
		w = scala40.DealHidden(v, r)
		if curated {
			for s := range w.Hands {
				if s != v.Seat && !v.Eliminated[s] && !v.Opened[s] {
					curate(v, &w, s, draws[s], known[s], r)
				}
			}
		}
		if plausible(v, played, &w) {
			break
		}
	}
	g, err := scala40.FromView(v, w)
	if err != nil {
		panic("scala40 ai: a dealt world does not fit its view: " + err.Error())
	}
	return g
}
