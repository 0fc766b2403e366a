package scala40

import (
	"fmt"
	"slices"

	"tavolo/engine/cards"
)

// Determinize builds a complete Game that agrees with everything the view
// shows: the seat's own hand exactly, the table, the pozzo, the scores,
// the turn and its obligations, with the cards the seat cannot see dealt
// by DealHidden. With r nil the unseen cards are dealt in pack order,
// which is enough to check an action (Legal and Apply for the seat to
// move do not depend on the hidden cards).
//
// Computer players use it to list their legal moves and to simulate. The
// returned game's Log, Start and hand history are empty; an Undo on it
// goes back to the view's own position, not to an earlier one.
func Determinize(v View, r *cards.Rand) *Game {
	return fromView(&v, DealHidden(&v, r))
}

// Hidden places the cards a seat cannot see: every seat's whole hand (the
// viewing seat's own and the cards the others are known to hold
// included), the tallone with its top card last, and the seed of the
// game's later randomness (its restocks and next deals).
type Hidden struct {
	Hands [][]cards.Card
	Stock []cards.Card
	Seed  uint64
}

// DealHidden deals the cards the view's seat cannot see, at random from
// r: each other hand first gets the cards that seat is known to hold
// (taken from the pozzo or won by a swap and not played since), then
// random unseen cards up to its size; the rest is the tallone. With r nil
// the unseen cards go in pack order and the seed is 0. A computer player
// may rearrange the result (keeping every card once) before FromView.
func DealHidden(v *View, r *cards.Rand) Hidden {
	var h Hidden
	if r != nil {
		h.Seed = r.Derive()
	}
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
	known := KnownCards(v)
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
	n := len(v.HandSizes)
	h.Hands = make([][]cards.Card, n)
	for s := 0; s < n; s++ {
		if s == v.Seat {
			h.Hands[s] = append([]cards.Card(nil), v.Hand...)
			continue
		}
		hand := make([]cards.Card, 0, v.HandSizes[s]+1)
		hand = append(hand, known[s]...)
		for len(hand) < v.HandSizes[s] && len(unseen) > 0 {
			hand = append(hand, unseen[len(unseen)-1])
			unseen = unseen[:len(unseen)-1]
		}
		h.Hands[s] = hand
	}
	if v.StockSize < len(unseen) {
		unseen = unseen[:v.StockSize]
	}
	h.Stock = unseen
	return h
}

// FromView builds a whole game from a seat's view and one guess of what
// it cannot see (the computer players' searches play such games out), as
// Determinize does. It checks that the guess fits the view: the seat's
// own hand, every hand's and the tallone's size, and no card placed twice
// among the hands, the tallone, the pozzo and the table. The game keeps
// h's slices.
func FromView(v *View, h Hidden) (*Game, error) {
	if err := fits(v, &h); err != nil {
		return nil, err
	}
	return fromView(v, h), nil
}

// fits checks a guess of the hidden cards against the view (FromView).
func fits(v *View, h *Hidden) error {
	if len(h.Hands) != len(v.HandSizes) || len(h.Stock) != v.StockSize {
		return fmt.Errorf("from view: %d hands and a tallone of %d, the view has %d and %d", len(h.Hands), len(h.Stock), len(v.HandSizes), v.StockSize)
	}
	var seen [cards.MaxCards]bool
	place := func(cs []cards.Card) error {
		for _, c := range cs {
			if int(c) >= cards.MaxCards || seen[c] {
				return fmt.Errorf("from view: card %v placed twice or out of range", c)
			}
			seen[c] = true
		}
		return nil
	}
	for s, hand := range h.Hands {
		if len(hand) != v.HandSizes[s] {
			return fmt.Errorf("from view: seat %d holds %d cards, the view says %d", s, len(hand), v.HandSizes[s])
		}
		if s == v.Seat && !slices.Equal(hand, v.Hand) {
			return fmt.Errorf("from view: seat %d's own hand differs from the view's", s)
		}
		if err := place(hand); err != nil {
			return err
		}
	}
	if err := place(h.Stock); err != nil {
		return err
	}
	if err := place(v.Pile); err != nil {
		return err
	}
	for i := range v.Melds {
		m := &v.Melds[i]
		if err := place(m.Cards[:m.N]); err != nil {
			return err
		}
	}
	return nil
}

// fromView is FromView without the checks.
func fromView(v *View, h Hidden) *Game {
	n := len(v.HandSizes)
	g := &Game{rules: v.Rules, winner: v.Winner, dealer: v.Dealer, handNo: v.HandNo, seed: h.Seed}
	g.score = newScore(v.Rules, n)
	for side, seats := range g.score.Sides {
		g.score.Totals[side] = v.Scores[seats[0]]
		g.score.Out[side] = v.Eliminated[seats[0]]
	}
	g.reentered = make([]bool, len(g.score.Sides))
	g.deals.Seed(g.seed)
	g.rng.Seed(g.deals.Derive())
	g.hands = h.Hands
	g.stock = h.Stock
	g.pile = append([]cards.Card(nil), v.Pile...)
	g.melds = append([]Meld(nil), v.Melds...)
	g.opened = append([]bool(nil), v.Opened...)
	g.events = append([]Event(nil), v.Events...)
	g.toMove, g.phase, g.turn, g.firstRound = v.ToMove, v.Phase, v.Turn, v.FirstRound
	if v.Result != nil {
		res := *v.Result
		g.result = &res
	}
	if g.phase == PhaseDraw || g.phase == PhasePlay {
		g.t = turnOf(v)
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
