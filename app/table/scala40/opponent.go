package scala40

import (
	s40 "tavolo/engine/scala40"
)

// Opponent is a computer player: it chooses one action from what its seat
// may see. Choose runs on its own goroutine, never on the UI's, and may
// take as long as it likes.
type Opponent interface {
	Choose(s40.View) s40.Action
}

// LegalPlayer is the built-in computer player used when a seat has no
// Opponent: it picks from the engine's own list of legal actions (draw,
// the largest opening, a new meld, attachments, then the costliest card
// as its discard). It reads the game, so the table hands it a private
// copy of the game (Clone) on the computer's goroutine; it never shows
// anything to anybody.
type LegalPlayer struct{}

// ChooseLegal returns an action for seat in g that g accepts.
func (LegalPlayer) ChooseLegal(g *s40.Game, seat int) s40.Action {
	legal := g.Legal(seat)
	pick := func(k s40.ActionKind) []s40.Action {
		var out []s40.Action
		for _, a := range legal {
			if a.Kind == k {
				out = append(out, a)
			}
		}
		return out
	}
	if g.Phase == s40.PhaseDraw {
		if d := pick(s40.Draw); len(d) > 0 {
			return d[0]
		}
	}
	if ms := pick(s40.MeldDown); len(ms) > 0 {
		// Openings come largest first; single melds as they come. Lay the
		// one with the most cards, jokers last.
		best, bestN := ms[0], -1
		for _, a := range ms {
			n := 0
			for _, m := range a.Melds {
				for _, c := range m.Cards {
					n += 2
					if c.IsJoker() {
						n--
					}
				}
			}
			if n > bestN {
				best, bestN = a, n
			}
		}
		return best
	}
	for _, a := range pick(s40.Attach) {
		if !a.Card.IsJoker() {
			return a
		}
	}
	if ds := pick(s40.Discard); len(ds) > 0 {
		best, bestV := ds[0], -1
		for _, a := range ds {
			v := s40.PenaltyValue(a.Card)
			if a.Card.IsJoker() {
				v = -1 // keep jokers
			}
			if v > bestV {
				best, bestV = a, v
			}
		}
		return best
	}
	if as := pick(s40.Attach); len(as) > 0 {
		return as[0]
	}
	if u := pick(s40.Undo); len(u) > 0 {
		return u[0]
	}
	if len(legal) > 0 {
		return legal[0]
	}
	return s40.Action{Kind: s40.Draw, Seat: seat}
}

// legalChooser is a computer player that needs the game itself.
type legalChooser interface {
	ChooseLegal(g *s40.Game, seat int) s40.Action
}
