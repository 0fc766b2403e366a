package scala40

import (
	"fmt"
	"strings"

	"tavolo/engine/match"
)

var _ match.Game[View, Action] = (*Game)(nil)

// Actors lists the seats that may act now: the seat to move during a hand,
// every seat once a hand is over (any of them may deal the next one), none
// once the match is over.
func (g *Game) Actors() []int {
	switch g.phase {
	case PhaseMatchOver:
		return nil
	case PhaseHandOver:
		all := make([]int, g.Players())
		for s := range all {
			all[s] = s
		}
		return all
	}
	return []int{g.toMove}
}

// SpectatorView is what an onlooker may know: everything public and no
// hand. Its Seat is -1.
func (g *Game) SpectatorView() View {
	var v View
	g.ViewInto(-1, &v)
	return v
}

// Outcome says where the match stands; the winner is a side (in pairs_mode
// side 0 is seats 0 and 2).
func (g *Game) Outcome() match.Outcome {
	switch g.phase {
	case PhaseMatchOver:
		return match.Outcome{Stage: match.MatchOver, Winner: g.score.SideOf(g.winner)}
	case PhaseHandOver:
		return match.Outcome{Stage: match.HandOver, Winner: -1}
	}
	return match.Outcome{Stage: match.Playing, Winner: -1}
}

// Score returns a copy of the running score by side.
func (g *Game) Score() match.Score { return g.score.Clone() }

// Fingerprint describes the whole state, hidden cards included, in one
// string: two games with the same fingerprint play on identically. Tests
// use it to prove that a refused action changed nothing and that a replay
// rebuilds the game.
func (g *Game) Fingerprint() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%v|%v|%v|%v|%d|%d|%d|%d|%d|%v|%v|%v|", g.hands, g.stock, g.pile, g.opened, g.toMove, g.phase,
		g.turn, g.dealer, g.handNo, g.score.Totals, g.score.Out, g.reentered)
	for _, m := range g.melds {
		b.WriteString(m.String())
		b.WriteString(";")
	}
	fmt.Fprintf(&b, "|%+v|%v|%d", g.t, len(g.undo), g.winner)
	return b.String()
}
