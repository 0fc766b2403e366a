package ai

import "tavolo/engine/scala40"

// Legal is the simplest computer player, the table's fallback: it plays a
// computer seat that has no other, and replaces a move the engine
// refuses. It picks from the legal actions its view allows (draw, the
// largest opening, a new meld, attachments, then the costliest card as
// its discard); the engine lists them on a game made up from the view
// (scala40.Determinize), so it never sees another seat's hand.
type Legal struct{}

var _ Player = Legal{}

// Name names the player.
func (Legal) Name() string { return "legal" }

// Choose returns an action for the view's seat that the engine accepts.
func (Legal) Choose(v scala40.View) scala40.Action {
	return chooseLegal(scala40.Determinize(v, nil).Legal(v.Seat), v.Phase, v.Seat)
}

// chooseLegal picks one of the legal actions of seat in phase.
func chooseLegal(legal []scala40.Action, phase scala40.Phase, seat int) scala40.Action {
	pick := func(k scala40.ActionKind) []scala40.Action {
		var out []scala40.Action
		for _, a := range legal {
			if a.Kind == k {
				out = append(out, a)
			}
		}
		return out
	}
	if phase == scala40.PhaseDraw {
		if d := pick(scala40.Draw); len(d) > 0 {
			return d[0]
		}
	}
	if ms := pick(scala40.MeldDown); len(ms) > 0 {
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
	for _, a := range pick(scala40.Attach) {
		if !a.Card.IsJoker() {
			return a
		}
	}
	if ds := pick(scala40.Discard); len(ds) > 0 {
		best, bestV := ds[0], -1
		for _, a := range ds {
			v := scala40.PenaltyValue(a.Card)
			if a.Card.IsJoker() {
				v = -1 // keep jokers
			}
			if v > bestV {
				best, bestV = a, v
			}
		}
		return best
	}
	if as := pick(scala40.Attach); len(as) > 0 {
		return as[0]
	}
	if u := pick(scala40.Undo); len(u) > 0 {
		return u[0]
	}
	if len(legal) > 0 {
		return legal[0]
	}
	return scala40.Action{Kind: scala40.Draw, Seat: seat}
}
