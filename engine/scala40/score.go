package scala40

import (
	"slices"

	"tavolo/engine/cards"
	"tavolo/engine/match"
)

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

// newScore starts the score of a match: each seat alone, or in
// pairs_mode seats 0+2 against 1+3, toward the elimination line.
func newScore(r Rules, players int) match.Score {
	sides := match.Solo(players)
	if r.PairsMode {
		sides = match.Alternate(players)
	}
	return match.NewScore(sides, match.LowLine, r.EliminationScore)
}

// activeSeats counts the seats still in the match.
func (g *Game) activeSeats() int {
	n := 0
	for _, side := range g.score.Active() {
		n += len(g.score.Sides[side])
	}
	return n
}

// close ends the hand: seat s has discarded its last card.
func (g *Game) close(s int) {
	inMano := !g.t.openedAtStart
	points := make([]int, g.Players())
	for p := range points {
		if p == s || g.score.SeatOut(p) {
			continue
		}
		var pen int
		if !g.opened[p] && g.rules.FullHandPenalty > 0 {
			pen = g.rules.FullHandPenalty
			if inMano && g.rules.FullHandPenaltyDoubled {
				pen *= 2
			}
		} else {
			pen = g.rules.HandPenalty(g.hands[p])
			if inMano && g.rules.InManoDouble {
				pen *= 2
			}
		}
		points[p] = pen
	}
	if g.rules.PairsMode {
		points = pairPoints(points, s)
	}
	res := &HandResult{Closer: s, InMano: inMano, Points: points}
	g.scoreHand(res)
	g.events = append(g.events, Event{Kind: EvClosed, Seat: s})
	g.t = turnState{}
	if w := g.matchWinner(); w >= 0 {
		g.winner = w
		g.phase = PhaseMatchOver
		return
	}
	g.phase = PhaseHandOver
}

// The lines of a hand on the score sheet (match.Line keys): the side
// that closed (in hand or not), and the points the others were charged
// for the cards left in their hands.
const (
	LineClosed       = "closed"
	LineClosedInHand = "closed-in-hand"
	LineInHand       = "in-hand"
)

// scoreHand charges a finished hand's points to the score, puts out the
// sides that reached the line, brings them back once under reentry, and
// fills res's Eliminated and Reentered by seat and Left with the cards
// still in every hand. In pairs_mode both
// partners carry the side's points, so the side pays one of them.
func (g *Game) scoreHand(res *HandResult) {
	h := match.HandScore{Points: make([]int, len(g.score.Sides)), Lines: make([][]match.Line, len(g.score.Sides))}
	for side, seats := range g.score.Sides {
		h.Points[side] = res.Points[seats[0]]
		switch {
		case res.Closer >= 0 && g.score.SideOf(res.Closer) == side && res.InMano:
			h.Lines[side] = []match.Line{{Key: LineClosedInHand}}
		case res.Closer >= 0 && g.score.SideOf(res.Closer) == side:
			h.Lines[side] = []match.Line{{Key: LineClosed}}
		case h.Points[side] != 0:
			h.Lines[side] = []match.Line{{Key: LineInHand, Points: h.Points[side]}}
		}
	}
	out := g.score.AddHand(h)
	res.Eliminated = g.seatsOf(out)
	if g.rules.Reentry && len(out) > 0 {
		back := g.reenter(out)
		g.score.Hands[len(g.score.Hands)-1].Back = back
		res.Reentered = g.seatsOf(back)
	}
	res.Left = make([][]cards.Card, len(g.hands))
	for seat, h := range g.hands {
		res.Left[seat] = slices.Clone(h)
	}
	g.result = res
	g.events = append(g.events, Event{Kind: EvScored, Seat: -1, Value: g.handNo})
}

// reenter brings sides just put out back once (rientro), each at the
// highest total among the sides still in, as long as at least one other
// side is still in. It returns the sides that came back.
func (g *Game) reenter(justOut []int) []int {
	active := g.score.Active()
	if len(active) == 0 {
		return nil
	}
	best := g.score.Totals[active[0]]
	for _, side := range active {
		best = max(best, g.score.Totals[side])
	}
	var back []int
	for _, side := range justOut {
		if g.reentered[side] {
			continue
		}
		g.reentered[side] = true
		g.score.Out[side] = false
		g.score.Totals[side] = best
		back = append(back, side)
	}
	return back
}

// seatsOf lists the seats of the given sides, in seat order.
func (g *Game) seatsOf(sides []int) []int {
	var seats []int
	for _, side := range sides {
		seats = append(seats, g.score.Sides[side]...)
	}
	slices.Sort(seats)
	return seats
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

// matchWinner returns the seat that won the match, or -1: the last seat in,
// or in pairs mode the lower seat of the last partnership in.
func (g *Game) matchWinner() int {
	if side := g.score.LastSide(); side >= 0 {
		return g.score.Sides[side][0]
	}
	return -1
}
