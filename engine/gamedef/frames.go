package gamedef

import (
	"encoding/json"
	"fmt"
	"slices"

	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// Spread is a game's table with every card face up, as the review of a
// finished hand shows it: each seat's hand and the cards in view on the
// table. It is for a hand that is over, when nothing is hidden any more.
type Spread struct {
	Hands [][]cards.Card // by seat
	Rows  []Row          // what lies on the table, in the game's order
}

// Row is one group of cards on the table: a meld, the discard pile, the
// trick. Key names what it is for the app's words ("meld", "pile",
// "trick", "upcard", "red_threes"); Seat is the seat it belongs to, -1
// for none.
type Row struct {
	Key   string
	Seat  int
	Cards []cards.Card
}

// Frame is the table after one action of a record.
type Frame struct {
	Step int    // the action's number in the record, from 1 (0: the deal)
	Hand int    // the hand the action belongs to, counted from 1
	Seat int    // the seat that acted, -1 for the deal
	Move string // the action in the game's notation
	// Action is the action in its saved form, and View what the seat
	// that acted saw just before it (the game's view type): the app
	// names the move in the player's words from them. Nil for the deal.
	Action json.RawMessage
	View   any
	Events []match.Event
	Spread Spread
}

// Frames replays rec action by action from its deal and returns the
// table after each action, the first frame being the deal. spread lays a
// game's table out; Hand counts the hands as the review and the score
// sheet do (match.Walk: a hand after each match.Dealt event but a deal
// thrown in and dealt again, match.NewHand).
func Frames[V, A any, G match.Game[V, A]](rec *match.Record, replay func(*match.Record) (G, error), spread func(G) Spread) ([]Frame, error) {
	g, err := replay(match.Opening(rec))
	if err != nil {
		return nil, err
	}
	out := []Frame{{Hand: 1, Seat: -1, Spread: spread(g)}}
	var f Frame
	step := func(n, hand int, a A, raw json.RawMessage) error {
		seat := -1
		if actors := g.Actors(); len(actors) > 0 {
			seat = actors[0]
		}
		f = Frame{Step: n, Hand: hand, Seat: seat, Move: fmt.Sprint(a), Action: raw}
		if seat >= 0 {
			f.View = g.View(seat)
		}
		return nil
	}
	done := func(evs []match.Event, hand int) {
		if hand != f.Hand || slices.ContainsFunc(evs, func(e match.Event) bool { return e.Kind == match.Dealt }) {
			// The action dealt the next hand, or this one again after it
			// was thrown in: its frame opens that deal, nobody's decision.
			f.Hand, f.Seat, f.Move, f.Action, f.View = hand, -1, "", nil, nil
		}
		f.Events, f.Spread = evs, spread(g)
		out = append(out, f)
	}
	if _, err := match.Walk[V, A](g, rec, step, done); err != nil {
		return nil, err
	}
	return out, nil
}

// HandFrames are the frames of hand k (from 1): its deal and its actions.
func HandFrames(fs []Frame, k int) []Frame {
	var out []Frame
	for _, f := range fs {
		if f.Hand == k {
			out = append(out, f)
		}
	}
	return out
}
