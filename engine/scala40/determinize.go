package scala40

import (
	"tavolo/engine/cards"
)

// Determinize builds a complete Game that agrees with everything the view
// shows: the seat's own hand exactly, the table, the pozzo, the scores,
// the turn and its obligations. The cards the seat cannot see are dealt
// from the unseen part of the pack: each other hand first gets the cards
// that seat is known to hold (taken from the pozzo or won by a swap and
// not played since), then random unseen cards up to its size; the rest is
// the tallone. With r nil the unseen cards are dealt in pack order, which
// is enough to check an action (Legal and Apply for the seat to move do
// not depend on the hidden cards).
//
// Computer players use it to list their legal moves and to simulate. The
// returned game's Log, Start and hand history are empty; an Undo on it
// goes back to the view's own position, not to an earlier one.
func Determinize(v View, r *cards.Rand) *Game {
	n := len(v.HandSizes)
	g := &Game{Rules: v.Rules, Winner: v.Winner, Dealer: v.Dealer, HandNo: v.HandNo}
	if r != nil {
		g.Seed = r.Derive()
	}
	g.score = newScore(v.Rules, n)
	for side, seats := range g.score.Sides {
		g.score.Totals[side] = v.Scores[seats[0]]
		g.score.Out[side] = v.Eliminated[seats[0]]
	}
	g.reentered = make([]bool, len(g.score.Sides))
	g.deals.Seed(g.Seed)
	g.rng.Seed(g.deals.Derive())

	var place [cards.MaxCards]bool
	for _, c := range v.Hand {
		place[c] = true
	}
	for i := range v.Melds {
		m := &v.Melds[i]
		for _, c := range m.Cards[:m.N] {
			place[c] = true
		}
	}
	for _, c := range v.Pile {
		place[c] = true
	}
	known := KnownCards(&v)
	for s := range known {
		if s == v.Seat {
			known[s] = nil
			continue
		}
		kept := known[s][:0]
		for _, c := range known[s] {
			if !place[c] && len(kept) < v.HandSizes[s] {
				place[c] = true
				kept = append(kept, c)
			}
		}
		known[s] = kept
	}
	var unseen []cards.Card
	for _, c := range cards.Scala40Pack.Cards() {
		if !place[c] {
			unseen = append(unseen, c)
		}
	}
	if r != nil {
		r.Shuffle(unseen)
	}

	g.Hands = make([][]cards.Card, n)
	for s := 0; s < n; s++ {
		if s == v.Seat {
			g.Hands[s] = append([]cards.Card(nil), v.Hand...)
			continue
		}
		h := make([]cards.Card, 0, v.HandSizes[s]+1)
		h = append(h, known[s]...)
		for len(h) < v.HandSizes[s] && len(unseen) > 0 {
			h = append(h, unseen[len(unseen)-1])
			unseen = unseen[:len(unseen)-1]
		}
		g.Hands[s] = h
	}
	if v.StockSize < len(unseen) {
		unseen = unseen[:v.StockSize]
	}
	g.Stock = unseen
	g.Pile = append([]cards.Card(nil), v.Pile...)
	g.Melds = append([]Meld(nil), v.Melds...)
	g.Opened = append([]bool(nil), v.Opened...)
	g.Events = append([]Event(nil), v.Events...)
	g.ToMove, g.Phase, g.Turn, g.FirstRound = v.ToMove, v.Phase, v.Turn, v.FirstRound
	if v.Result != nil {
		res := *v.Result
		g.Result = &res
	}
	if g.Phase == PhaseDraw || g.Phase == PhasePlay {
		g.t = turnOf(&v)
		if v.Seat == v.ToMove && v.CanUndo {
			g.save()
		}
	}
	return g
}

// turnOf rebuilds the obligations of the turn being played, as far as
// the view shows them (all of them when the view's seat is to move).
func turnOf(v *View) turnState {
	var t turnState
	mover := v.ToMove
	if v.Seat == mover {
		t.taken, t.hasTaken = v.Taken, v.HasTaken
		t.openedThisTurn = v.OpenedThisTurn
		if v.Rules.MustReuseSwappedJoker {
			t.swapped = append([]cards.Card(nil), v.PendingJokers...)
		}
	} else {
		// Another seat is to move: read its turn so far from the events.
		for i := len(v.Events) - 1; i >= 0; i-- {
			e := &v.Events[i]
			if e.Kind == EvDiscarded || e.Kind == EvDealt || e.Kind == EvRestocked {
				break
			}
			if e.Seat != mover {
				continue
			}
			switch e.Kind {
			case EvTook:
				if !t.hasTaken {
					t.taken, t.hasTaken = e.Cards[0], true
				}
			case EvMelded:
				if !t.openedThisTurn && isOpening(v, i) {
					t.openedThisTurn = true
				}
			}
		}
	}
	t.openedAtStart = v.Opened[mover] && !t.openedThisTurn
	if v.Rules.DiscardAttachable == DiscardAttachableAllowedNoNextAttach {
		// The last discard of the hand ended the previous turn.
		for i := len(v.Events) - 1; i >= 0; i-- {
			if e := &v.Events[i]; e.Kind == EvDiscarded {
				t.noAttach, t.hasNoAttach = e.Cards[0], e.Seat != mover
				break
			}
		}
	}
	return t
}

// isOpening reports whether the meld event at index i was its seat's
// first of the hand.
func isOpening(v *View, i int) bool {
	s := v.Events[i].Seat
	for j := 0; j < i; j++ {
		if e := &v.Events[j]; e.Kind == EvMelded && e.Seat == s {
			return false
		}
	}
	return true
}

// KnownCards returns, by seat, the cards the view shows to be in that
// seat's hand: taken from the pozzo or won by a swap during this hand,
// and not laid, attached, put in a swap or discarded since. The view's
// own seat gets its whole hand.
func KnownCards(v *View) [][]cards.Card {
	out := make([][]cards.Card, len(v.HandSizes))
	drop := func(s int, c cards.Card) {
		if i := indexOf(out[s], c); i >= 0 {
			out[s] = append(out[s][:i], out[s][i+1:]...)
		}
	}
	for i := range v.Events {
		e := &v.Events[i]
		if e.Seat < 0 || e.Seat >= len(out) {
			continue
		}
		switch e.Kind {
		case EvTook:
			out[e.Seat] = append(out[e.Seat], e.Cards[0])
		case EvSwapped:
			drop(e.Seat, e.Cards[0])
			out[e.Seat] = append(out[e.Seat], e.Cards[1])
		case EvMelded:
			for _, c := range e.Cards {
				drop(e.Seat, c)
			}
		case EvAttached, EvDiscarded:
			drop(e.Seat, e.Cards[0])
		}
	}
	if v.Seat >= 0 && v.Seat < len(out) {
		out[v.Seat] = append([]cards.Card(nil), v.Hand...)
	}
	return out
}
