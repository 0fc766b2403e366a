package scala40

import (
	"tavolo/engine/match"
	s40 "tavolo/engine/scala40"
)

// LegalPlayer is the board's own computer player: it plays a computer
// seat that has no other, and replaces a move the engine refuses. It
// picks from the legal actions its view allows (draw, the largest
// opening, a new meld, attachments, then the costliest card as its
// discard); the engine lists them on a game made up from the view
// (scala40.Determinize), so it never sees another seat's hand.
type LegalPlayer struct{}

var _ match.Agent[s40.View, s40.Action] = LegalPlayer{}

// Name is the player's name in logs.
func (LegalPlayer) Name() string { return "legal" }

// Choose returns an action for the view's seat that the engine accepts.
func (LegalPlayer) Choose(v s40.View) s40.Action {
	return chooseLegal(s40.Determinize(v, nil).Legal(v.Seat), v.Phase, v.Seat)
}

// chooseLegal picks one of the legal actions of seat in phase.
func chooseLegal(legal []s40.Action, phase s40.Phase, seat int) s40.Action {
	pick := func(k s40.ActionKind) []s40.Action {
		var out []s40.Action
		for _, a := range legal {
			if a.Kind == k {
				out = append(out, a)
			}
		}
		return out
	}
	if phase == s40.PhaseDraw {
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
