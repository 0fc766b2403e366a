package play

import (
	"tavolo/engine/canasta"
	"tavolo/engine/cards"
	"tavolo/engine/gamedef"
	"tavolo/engine/match"
)

// frames replays a Canasta record for the review, every card face up.
func frames(rec *match.Record) ([]gamedef.Frame, error) {
	return gamedef.Frames[canasta.View, canasta.Action](rec, canasta.Replay, spread)
}

// spread is a Canasta table face up: each seat's hand, each side's red
// threes and melds (at the side's first seat) and the pile's face-up
// cards, bottom first.
func spread(g *canasta.Game) gamedef.Spread {
	v := g.SpectatorView()
	s := gamedef.Spread{Hands: make([][]cards.Card, g.Players())}
	for seat := range s.Hands {
		s.Hands[seat] = g.Hand(seat)
	}
	for side, seats := range v.Sides {
		if len(v.RedThrees[side]) > 0 {
			s.Rows = append(s.Rows, gamedef.Row{Key: "red_threes", Seat: seats[0], Cards: g.RedThrees(side)})
		}
		for _, m := range g.Melds(side) {
			s.Rows = append(s.Rows, gamedef.Row{Key: "meld", Seat: seats[0], Cards: m.Cards})
		}
	}
	if len(v.PileUp) > 0 {
		s.Rows = append(s.Rows, gamedef.Row{Key: "pile", Seat: -1, Cards: v.PileUp})
	}
	return s
}
