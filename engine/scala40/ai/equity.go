package ai

import (
	"sync"

	"tavolo/engine/scala40"
)

// Match equity: with one opponent left, hard plays for the match rather
// than for the hand's points. Being caught unopened costs 100 points,
// which at the 101 line ends a match for anyone with a point on the
// board; 20 points more or less weigh little when either total is near
// the line, and much when both are far from it. The search scores each
// simulated hand by the chance of winning the match from the totals it
// leaves, read from a table worked out once per line.

// lossPoints is what the seat that did not close paid in a hand it had
// opened, in 5-point bins (mean of the bin, hands): 3,621 of 4,000 hands
// of medium against medium under the default rules (deals 70000 on);
// closings in hand, doubled, are among them. lossUnopened of the 4,000
// were lost unopened.
var lossPoints = [...]struct{ points, hands int }{
	{3, 1018}, {7, 763}, {12, 454}, {17, 297}, {22, 274}, {27, 276},
	{32, 202}, {37, 115}, {42, 79}, {46, 52}, {52, 40}, {57, 18},
	{63, 13}, {67, 5}, {72, 1}, {77, 4}, {82, 3}, {86, 1},
	{100, 1}, {108, 1}, {110, 1}, {132, 1}, {140, 1}, {160, 1},
}

const lossUnopened, lossHands = 379, 4000

// maxEquityLine is the highest elimination line the table is worked out
// for; above it hard plays for points.
const maxEquityLine = 1000

// equityTable holds, for totals a and b below the line, the chance that
// the seat at a outlasts the seat at b: each closes half of the hands,
// and the other pays what lossPoints says (or the full-hand penalty,
// when unopened).
type equityTable struct {
	line int
	win  []float32 // win[a*line+b]
}

// at returns the chance of winning at totals a (ours) and b (theirs),
// after a hand: a total at or past the line is out.
func (t *equityTable) at(a, b int) float32 {
	switch {
	case a >= t.line:
		return 0
	case b >= t.line:
		return 1
	}
	return t.win[a*t.line+b]
}

type equityKey struct{ line, fullHand int }

var (
	equityMu     sync.Mutex
	equityTables = map[equityKey]*equityTable{}
)

// matchEquity returns the table for an elimination line and a full-hand
// penalty (0: the hand is counted, about 100 points for 13 cards),
// working it out on first use.
func matchEquity(line, fullHand int) *equityTable {
	if fullHand <= 0 {
		fullHand = 100
	}
	k := equityKey{line, fullHand}
	equityMu.Lock()
	defer equityMu.Unlock()
	if t, ok := equityTables[k]; ok {
		return t
	}
	t := &equityTable{line: line, win: make([]float32, line*line)}
	type loss struct {
		points int
		p      float32
	}
	losses := []loss{{fullHand, float32(lossUnopened) / lossHands}}
	for _, l := range lossPoints {
		losses = append(losses, loss{l.points, float32(l.hands) / lossHands})
	}
	// Every hand adds points to one seat, so the totals only grow: fill
	// the table from the line down.
	for a := line - 1; a >= 0; a-- {
		for b := line - 1; b >= 0; b-- {
			var w float32
			for _, l := range losses {
				w += l.p * (t.at(a, b+l.points) + t.at(a+l.points, b))
			}
			t.win[a*line+b] = w / 2
		}
	}
	equityTables[k] = t
	return t
}

// equityScale turns a chance of winning into the search's integer
// results: ten-thousandths.
const equityScale = 10000

// handValue is how hard values the end of a simulated hand for seat.
// With one opponent left (no partnerships, no re-entry, a line the table
// covers) it is the chance of winning the match from the totals the hand
// leaves, in ten-thousandths; otherwise the others' average points less
// the seat's own.
type handValue struct {
	seat, opp int
	equity    *equityTable // nil: points
}

// valueFor returns the hand value for the seat of v.
func valueFor(v *scala40.View) handValue {
	hv := handValue{seat: v.Seat, opp: -1}
	r := &v.Rules
	for s, out := range v.Eliminated {
		if s == v.Seat || out {
			continue
		}
		if hv.opp >= 0 {
			return handValue{seat: v.Seat, opp: -1} // more than one left
		}
		hv.opp = s
	}
	if hv.opp >= 0 && !r.PairsMode && !r.Reentry && r.EliminationScore <= maxEquityLine {
		hv.equity = matchEquity(r.EliminationScore, r.FullHandPenalty)
	}
	return hv
}

// of returns the value of g, a simulated hand played from the view.
func (hv handValue) of(g *scala40.Game) int {
	if hv.equity != nil {
		sc := g.Tally.Scores
		return int(hv.equity.at(sc[hv.seat], sc[hv.opp])*equityScale + 0.5)
	}
	if g.Result == nil || g.Result.Closer < 0 {
		return 0
	}
	others, k := 0, g.FirstRound-1
	for s, p := range g.Result.Points {
		if s != hv.seat {
			others += p
		}
	}
	if k > 0 {
		others /= k
	}
	return others - g.Result.Points[hv.seat]
}

// pointsMargin and equityMargin are the average gain per world another
// candidate needs to overrule medium's choice: 2 points, or 0.7% of a
// match, about what 2 points are worth at the start of a match to 101.
const pointsMargin, equityMargin = 2, 70

// margin returns the gain, in the value's unit, that overrules medium.
func (hv handValue) margin() float64 {
	if hv.equity != nil {
		return equityMargin
	}
	return pointsMargin
}
