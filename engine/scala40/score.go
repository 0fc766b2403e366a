package scala40

import "tavolo/engine/cards"

// HandPenalty is what the cards in a hand cost at the end of a hand
// (section 1.10), before any doubling: an Ace alone may count 1 under the
// house rule.
func (r *Rules) HandPenalty(hand []cards.Card) int {
	if len(hand) == 1 && r.AceAloneCountsOne && hand[0].Rank() == cards.Ace && !hand[0].IsJoker() {
		return 1
	}
	p := 0
	for _, c := range hand {
		p += PenaltyValue(c)
	}
	return p
}

// close ends the hand: seat s has discarded its last card.
func (g *Game) close(s int) {
	inMano := !g.t.openedAtStart
	points := make([]int, g.Players())
	for p := range points {
		if p == s || g.Tally.Eliminated[p] {
			continue
		}
		var pen int
		if !g.Opened[p] && g.Rules.FullHandPenalty > 0 {
			pen = g.Rules.FullHandPenalty
			if inMano && g.Rules.FullHandPenaltyDoubled {
				pen *= 2
			}
		} else {
			pen = g.Rules.HandPenalty(g.Hands[p])
			if inMano && g.Rules.InManoDouble {
				pen *= 2
			}
		}
		points[p] = pen
	}
	if g.Rules.PairsMode {
		points = pairPoints(points, s)
	}
	out := g.Tally.AddHand(points)
	res := &HandResult{Closer: s, InMano: inMano, Points: points, Eliminated: out}
	if g.Rules.Reentry && len(out) > 0 {
		res.Reentered = g.Tally.Reenter(out)
	}
	g.Result = res
	g.Events = append(g.Events, Event{Kind: EvClosed, Seat: s})
	g.t = turnState{}
	if w := g.winner(); w >= 0 {
		g.Winner = w
		g.Phase = PhaseMatchOver
		return
	}
	g.Phase = PhaseHandOver
}

// Partner returns the seat opposite s in pairs mode (seats 0 and 2 play
// together, and 1 and 3).
func Partner(s int) int { return (s + 2) % 4 }

// pairPoints charges each partnership the sum of its two players' points
// (PROJECT DECISION for pairs_mode, which the rules leave open): both
// partners carry the same running total, so they leave the match
// together; the closer's side pays nothing.
func pairPoints(points []int, closer int) []int {
	out := make([]int, len(points))
	for s := range points {
		if s == closer || s == Partner(closer) {
			continue
		}
		out[s] = points[s] + points[Partner(s)]
	}
	return out
}

// winner returns the seat that won the match, or -1: the last seat in,
// or in pairs mode the lower seat of the last partnership in.
func (g *Game) winner() int {
	if !g.Rules.PairsMode {
		return g.Tally.Winner()
	}
	w := -1
	for s, out := range g.Tally.Eliminated {
		if out {
			continue
		}
		if w >= 0 && s != Partner(w) {
			return -1
		}
		if w < 0 {
			w = s
		}
	}
	return w
}
