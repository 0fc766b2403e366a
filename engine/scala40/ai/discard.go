package ai

import (
	"sort"

	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

// discards lists a Discard for every card in hand, the one to throw first.
func (st *style) discards(v *scala40.View) []scala40.Action {
	hand := v.Hand
	score := make([]int, len(hand))
	if st.medium {
		st.scoreDiscardsMedium(v, score)
	} else {
		scoreDiscardsEasy(v, score)
	}
	idx := make([]int, len(hand))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return score[idx[a]] < score[idx[b]] })
	out := make([]scala40.Action, len(hand))
	for i, j := range idx {
		out[i] = scala40.Action{Kind: scala40.Discard, Seat: v.Seat, Card: hand[j]}
	}
	return out
}

// keepPlan is the plan whose cards the hand keeps: melds toward the
// opening before it, melds of any value after.
func keepPlan(v *scala40.View, h *cards.Counts) plan {
	obj := objLay
	if !v.Opened[v.Seat] {
		obj = objOpen
	}
	p, _ := bestPlan(h, &v.Rules, obj, h.Total(), cards.NoFace)
	return p
}

// planCounts counts the cards a plan lays.
func planCounts(p *plan) cards.Counts {
	var c cards.Counts
	for _, m := range p.melds {
		for i := 0; i < m.n; i++ {
			if m.joker[i] {
				c[cards.Joker]++
			} else {
				c[m.faces[i]]++
			}
		}
	}
	return c
}

// connections measures how face f connects with the rest of the hand h
// (f itself counted once in h): other suits of its rank, and neighbours
// of its suit.
func connections(h *cards.Counts, f cards.Face) int {
	rank, suit := f.Rank(), f.Suit()
	n := 0
	for s := cards.Suit(0); s < cards.NumSuits; s++ {
		if s != suit && h[cards.NewFace(rank, s)] > 0 {
			n += 2
		}
	}
	pos := int(rank)
	for _, d := range []int{-2, -1, 1, 2} {
		q := pos + d
		if q < 1 || q > 14 {
			continue
		}
		if h[cards.NewFace(scala40.RankAt(q), suit)] > 0 {
			if d == -1 || d == 1 {
				n += 2
			} else {
				n++
			}
		}
	}
	if rank == cards.Ace { // the Ace also sits above the King
		if h[cards.NewFace(cards.King, suit)] > 0 {
			n += 2
		}
		if h[cards.NewFace(cards.Queen, suit)] > 0 {
			n++
		}
	}
	return n
}

// scoreDiscardsEasy scores each card: lowest is thrown first. Cards in
// melds and jokers are kept; among the rest, the least connected and then
// the costliest goes.
func scoreDiscardsEasy(v *scala40.View, score []int) {
	h := cards.CountsOf(v.Hand)
	p := keepPlan(v, &h)
	keep := planCounts(&p)
	live := jokerLive(v)
	for i, c := range v.Hand {
		f := c.Face()
		switch {
		case c.IsJoker() && live:
			score[i] = 1000
		case c.IsJoker():
			score[i] = -100
		case keep[f] > 0:
			keep[f]--
			score[i] = 500 + scala40.FacePenalty(f)
		default:
			score[i] = looseScore(&h, f)
		}
	}
}

// looseScore scores a card outside the hand's plan for easy's discard
// (lowest thrown first): the least connected, then the costliest.
func looseScore(h *cards.Counts, f cards.Face) int {
	return connections(h, f)*10 - scala40.FacePenalty(f)
}

// jokerLive reports whether a joker in hand can still be used: the hand
// is big enough to build melds around it, or a meld on the table takes it.
func jokerLive(v *scala40.View) bool {
	if len(v.Hand) >= 4 {
		return true
	}
	for i := range v.Melds {
		m := &v.Melds[i]
		if v.Rules.AllowAttachJoker && m.Jokers() < jokerLimit(&v.Rules) && (m.Kind == scala40.Run && (m.Lo > 1 || m.Hi() < 14) || m.Kind == scala40.Set && m.N < 4) {
			return true
		}
	}
	return false
}
