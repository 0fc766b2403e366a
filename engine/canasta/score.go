package canasta

import (
	"slices"

	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// The keys of the score lines of a hand, one row each on the score sheet.
const (
	LineGoingOut          = "going-out"
	LineConcealedGoingOut = "concealed-going-out"
	LineCleanCanasta      = "clean-canasta"
	LineDirtyCanasta      = "dirty-canasta"
	LineWildCanasta       = "wild-canasta"
	LineAcesCanasta       = "aces-canasta"
	LineExtraBonus        = "extra-bonus"
	LineRedThrees         = "red-threes"
	LineMelded            = "melded"
	LineInHand            = "in-hand"
)

// SideHand is what scoring needs of one side at the end of a hand.
type SideHand struct {
	Melds     []TableMeld
	RedThrees int
	Hands     [][]cards.Card // the cards left in its players' hands
	WentOut   bool           // a player of the side went out
	Concealed bool           // ... with no meld of the side on the table at the start of that turn
}

// ScoreSide scores one side's hand line by line (§1.10); the lines add up
// to the side's points.
func (r *Rules) ScoreSide(s SideHand) []match.Line {
	var lines []match.Line
	add := func(key string, count, points int) {
		if count != 0 || points != 0 {
			lines = append(lines, match.Line{Key: key, Count: count, Points: points})
		}
	}
	if s.WentOut {
		add(LineGoingOut, 1, r.GoingOutBonus)
		if s.Concealed && r.ConcealedGoingOutBonus > 0 {
			add(LineConcealedGoingOut, 1, r.ConcealedGoingOutBonus)
		}
	}
	clean, dirty, wild := canastaCounts(s.Melds)
	add(LineCleanCanasta, clean, 500*clean)
	add(LineDirtyCanasta, dirty, 300*dirty)
	wildPts, aces, melded := 0, 0, meldedPoints(s.Melds)
	for _, m := range s.Melds {
		if m.Info.Kind == WildCanasta {
			wildPts += r.CanastaBonus(m.Info)
		}
		if m.Info.Canasta() && m.Info.Rank == cards.Ace && r.AcesCanastaBonus > 0 {
			aces++
		}
	}
	add(LineWildCanasta, wild, wildPts)
	add(LineAcesCanasta, aces, aces*r.AcesCanastaBonus)
	if r.ExtraBonuses {
		extra := 0
		switch {
		case clean >= 5:
			extra += 2000
		case clean == 4 && dirty >= 1:
			extra += 1000
		}
		if clean+dirty+wild >= 10 {
			extra += 2000
		}
		add(LineExtraBonus, 0, extra)
	}
	add(LineRedThrees, s.RedThrees, r.redThreeScore(s))
	add(LineMelded, 0, melded)
	left := 0
	for _, h := range s.Hands {
		left += r.Points(h)
	}
	add(LineInHand, 0, -left)
	return lines
}

// Why a side's red threes count as they do (§1.10, red_three_losing_rule),
// as RedThreesWhy reads it from the side's score line.
const (
	RedThreesFor       = ""           // for the side: it went out, or has both kinds of canasta (classic: it melded)
	RedThreesNoMeld    = "no-meld"    // classic rule: the side melded nothing, so they count against it
	RedThreesNotBoth   = "not-both"   // the side has canastas but not both a clean and a dirty one: against it
	RedThreesNoCanasta = "no-canasta" // the side made no canasta: they count twice against it
)

// redThreeScore is the signed value of a side's red threes (§1.10,
// red_three_losing_rule).
func (r *Rules) redThreeScore(s SideHand) int {
	base := RedThreeBase(s.RedThrees)
	switch r.redThreesWhy(s) {
	case RedThreesNoCanasta:
		return -2 * base
	case RedThreesNoMeld, RedThreesNotBoth:
		return -base
	}
	return base
}

// redThreesWhy is why a side's red threes count as they do.
func (r *Rules) redThreesWhy(s SideHand) string {
	if s.WentOut || s.RedThrees == 0 {
		return RedThreesFor
	}
	if r.RedThreeLosingRule == RedThreeClassic {
		if len(s.Melds) > 0 {
			return RedThreesFor
		}
		return RedThreesNoMeld
	}
	clean, dirty, wild := canastaCounts(s.Melds)
	switch {
	case clean > 0 && dirty > 0:
		return RedThreesFor
	case clean+dirty+wild > 0:
		return RedThreesNotBoth
	}
	return RedThreesNoCanasta
}

// RedThreesWhy is why the red threes of a side's score line (as ScoreSide
// wrote it under these rules) count as they do; RedThreesFor for any
// other line.
func (r *Rules) RedThreesWhy(l match.Line) string {
	switch {
	case l.Key != LineRedThrees || l.Points >= 0:
		return RedThreesFor
	case r.RedThreeLosingRule == RedThreeClassic:
		return RedThreesNoMeld
	case l.Points == -2*RedThreeBase(l.Count):
		return RedThreesNoCanasta
	}
	return RedThreesNotBoth
}

// RedThreesWorth is what side's red threes count, signed as the score
// sheet writes them: once the hand is scored, its red-threes line (Result);
// during the hand, what that line would be if the hand ended now without
// the side going out (§1.10, red_three_losing_rule).
func (v *View) RedThreesWorth(side int) int {
	if side < 0 || side >= len(v.RedThrees) {
		return 0
	}
	if res := v.Result; res != nil {
		if side < len(res.Lines) {
			for _, l := range res.Lines[side] {
				if l.Key == LineRedThrees {
					return l.Points
				}
			}
		}
		return 0
	}
	return v.Rules.redThreeScore(SideHand{Melds: v.Melds[side], RedThrees: len(v.RedThrees[side])})
}

// MeldedWorth is what side's melds on the table count by their cards
// now: the score sheet's melded line as it would read if the hand ended
// here (§1.10), without the canastas' bonuses; 0 for no side.
func (v *View) MeldedWorth(side int) int {
	if side < 0 || side >= len(v.Melds) {
		return 0
	}
	return meldedPoints(v.Melds[side])
}

// meldedPoints is what melds count by their cards.
func meldedPoints(ms []TableMeld) int {
	n := 0
	for _, m := range ms {
		n += m.Info.Points
	}
	return n
}

// SumLines adds up score lines.
func SumLines(lines []match.Line) int {
	n := 0
	for _, l := range lines {
		n += l.Points
	}
	return n
}

// endHand scores the hand (wentOut: the seat that went out, -1 when the
// stock ran out) and ends the match when a side has reached the target
// alone at the top (§1.11: equal totals at the top play another hand).
func (g *Game) endHand(wentOut int) []match.Event {
	var ev []match.Event
	res := &HandResult{WentOut: wentOut, Exhausted: wentOut < 0, Left: make([][]cards.Card, g.n)}
	for seat, h := range g.hands {
		res.Left[seat] = clone(h)
	}
	if wentOut >= 0 {
		ev = append(ev, match.Event{Kind: EvWentOut, Seat: wentOut})
	} else {
		ev = append(ev, match.Event{Kind: EvExhausted, Seat: -1})
	}
	hs := match.HandScore{}
	for side, seats := range g.sides {
		sh := SideHand{Melds: g.melds[side], RedThrees: len(g.reds[side])}
		if wentOut >= 0 && g.sideOf[wentOut] == side {
			sh.WentOut = true
			sh.Concealed = g.turn.meldsAtStart == 0
		}
		for _, seat := range seats {
			sh.Hands = append(sh.Hands, g.hands[seat])
		}
		lines := g.rules.ScoreSide(sh)
		pts := SumLines(lines)
		res.Points = append(res.Points, pts)
		res.Lines = append(res.Lines, lines)
		ev = append(ev, match.Event{Kind: EvHandScored, Seat: seats[0], Value: pts})
	}
	hs.Points = slices.Clone(res.Points)
	hs.Lines = res.Lines
	g.score.AddHand(hs)
	g.result = res
	g.undo = nil
	g.phase = PhaseHandOver
	if w := g.matchWinner(); w >= 0 {
		g.winner = w
		g.phase = PhaseMatchOver
		ev = append(ev, match.Event{Kind: EvMatchOver, Seat: -1, Value: w})
	}
	return ev
}

// matchWinner returns the side that has won, or -1: the highest total
// wins once a side has reached the target, unless two sides share it.
func (g *Game) matchWinner() int {
	reached := g.score.Reached()
	if len(reached) == 0 {
		return -1
	}
	best := reached[0]
	for s, t := range g.score.Totals {
		if s != best && t == g.score.Totals[best] {
			return -1
		}
	}
	return best
}
