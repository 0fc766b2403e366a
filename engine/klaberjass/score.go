package klaberjass

import "tavolo/engine/match"

// The keys of a hand's score lines (match.Line.Key).
const (
	LineCardPoints = "card-points"
	LineLastTrick  = "last-trick"
	LineAllTricks  = "all-tricks"
	LineSequences  = "sequences"
	LineBella      = "bella"
	LineMade       = "made"      // the maker had more: he keeps his total (0 points, a marker for the score sheet)
	LineBete       = "bete"      // the maker's total moved to the opponent (negative for the maker)
	LineHalfBete   = "half-bete" // equal totals: the maker's total is lost (negative)
)

// Settle applies the maker's result to the two totals: a maker with more
// scores his own and the opponent his; a maker with less is bete and the
// opponent scores both; equal totals give the maker nothing and the
// opponent his own (half bete).
func Settle(maker int, totals [2]int) (points [2]int, bete, halfBete bool) {
	opp := 1 - maker
	switch {
	case totals[maker] > totals[opp]:
		return totals, false, false
	case totals[maker] < totals[opp]:
		points[opp] = totals[0] + totals[1]
		return points, true, false
	default:
		points[opp] = totals[opp]
		return points, false, true
	}
}

// scoreHand scores a finished hand and ends the match when a player has
// reached the target.
func (g *Game) scoreHand() []match.Event {
	r := &HandResult{Maker: g.maker}
	all := g.tricksPlayed()
	for s := 0; s < 2; s++ {
		add := func(key string, pts int) {
			if pts != 0 {
				r.Lines[s] = append(r.Lines[s], match.Line{Key: key, Points: pts})
				r.Totals[s] += pts
			}
		}
		r.Lines[s] = []match.Line{{Key: LineCardPoints, Count: g.tricks[s], Points: SetPoints(g.won[s], g.trump)}}
		r.Totals[s] = r.Lines[s][0].Points
		if g.lastTrick == s {
			add(LineLastTrick, g.rules.LastTrickBonus)
		}
		if g.tricks[s] == all && all > 0 {
			add(LineAllTricks, g.rules.AllTricksBonus)
		}
		if g.seqWinner == s && !(g.rules.SequencesNeedATrick && g.tricks[s] == 0) {
			add(LineSequences, g.seqPoints)
		}
		if g.bella[s] {
			add(LineBella, BellaPoints)
		}
	}
	r.Points, r.Bete, r.HalfBete = Settle(g.maker, r.Totals)
	opp := 1 - g.maker
	switch {
	case !r.Bete && !r.HalfBete:
		r.Lines[g.maker] = append(r.Lines[g.maker], match.Line{Key: LineMade})
	case r.Bete:
		r.Lines[g.maker] = append(r.Lines[g.maker], match.Line{Key: LineBete, Points: -r.Totals[g.maker]})
		r.Lines[opp] = append(r.Lines[opp], match.Line{Key: LineBete, Points: r.Totals[g.maker]})
	case r.HalfBete:
		r.Lines[g.maker] = append(r.Lines[g.maker], match.Line{Key: LineHalfBete, Points: -r.Totals[g.maker]})
	}
	g.result = r
	hs := match.HandScore{Points: []int{r.Points[0], r.Points[1]}, Lines: [][]match.Line{r.Lines[0], r.Lines[1]}}
	hs.Lines[0] = append([]match.Line(nil), r.Lines[0]...)
	hs.Lines[1] = append([]match.Line(nil), r.Lines[1]...)
	g.score.AddHand(hs)
	ev := []match.Event{{Kind: EvHandScored, Seat: g.maker, Value: r.Points[g.maker]}}
	g.phase = PhaseHandOver
	g.nextDealer = 1 - g.dealer
	g.toMove = g.nextDealer
	t := g.score.Totals
	if t[0] >= g.rules.TargetScore || t[1] >= g.rules.TargetScore {
		switch {
		case t[0] != t[1]:
			g.winner = 0
			if t[1] > t[0] {
				g.winner = 1
			}
		case g.rules.TieContinue:
			return ev
		default:
			g.winner = -1
		}
		g.phase = PhaseMatchOver
		ev = append(ev, match.Event{Kind: EvMatchOver, Seat: g.winner})
	}
	return ev
}
