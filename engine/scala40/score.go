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
	out := g.Tally.AddHand(points)
	res := &HandResult{Closer: s, InMano: inMano, Points: points, Eliminated: out}
	if g.Rules.Reentry && len(out) > 0 {
		res.Reentered = g.Tally.Reenter(out)
	}
	g.Result = res
	g.Events = append(g.Events, Event{Kind: EvClosed, Seat: s})
	g.t = turnState{}
	if w := g.Tally.Winner(); w >= 0 {
		g.Winner = w
		g.Phase = PhaseMatchOver
		return
	}
	g.Phase = PhaseHandOver
}
