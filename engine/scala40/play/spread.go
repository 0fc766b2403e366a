package play

import (
	"cmp"
	"slices"

	"tavolo/engine/cards"
	"tavolo/engine/gamedef"
	"tavolo/engine/match"
	"tavolo/engine/scala40"
)

// frames replays a Scala 40 record for the review, every card face up.
func frames(rec *match.Record) ([]gamedef.Frame, error) {
	return gamedef.Frames[scala40.View, scala40.Action](rec, scala40.Replay, spread)
}

// spread is a Scala 40 table face up: each seat's hand, the melds (by
// the seat that laid them, a seat's together in the order laid, so that
// the review titles them once) and the discard pile, bottom first.
func spread(g *scala40.Game) gamedef.Spread {
	s := gamedef.Spread{Hands: make([][]cards.Card, g.Players())}
	for seat := range s.Hands {
		s.Hands[seat] = g.Hand(seat)
	}
	for _, m := range g.Melds() {
		s.Rows = append(s.Rows, gamedef.Row{Key: "meld", Seat: m.Owner, Cards: m.List()})
	}
	slices.SortStableFunc(s.Rows, func(a, b gamedef.Row) int { return cmp.Compare(a.Seat, b.Seat) })
	if pile := g.Pile(); len(pile) > 0 {
		s.Rows = append(s.Rows, gamedef.Row{Key: "pile", Seat: -1, Cards: pile})
	}
	return s
}
