package play

import (
	"tavolo/engine/cards"
	"tavolo/engine/gamedef"
	"tavolo/engine/klaberjass"
	"tavolo/engine/match"
)

// frames replays a Klaberjass record for the review, every card face up.
func frames(rec *match.Record) ([]gamedef.Frame, error) {
	return gamedef.Frames[klaberjass.View, klaberjass.Action](rec, klaberjass.Replay, spread)
}

// spread is a Klaberjass table face up: each seat's hand, the turn-up,
// the cards each seat has played this hand in order, and the trick on
// the table.
func spread(g *klaberjass.Game) gamedef.Spread {
	v := g.SpectatorView()
	s := gamedef.Spread{Hands: [][]cards.Card{g.Hand(0), g.Hand(1)}}
	if v.HasUpcard && v.Maker < 0 {
		s.Rows = append(s.Rows, gamedef.Row{Key: "upcard", Seat: -1, Cards: []cards.Card{v.Upcard}})
	}
	for seat := range 2 {
		var played []cards.Card
		for _, p := range v.History {
			if p.Seat == seat {
				played = append(played, p.Card)
			}
		}
		if len(played) > 0 {
			s.Rows = append(s.Rows, gamedef.Row{Key: "played", Seat: seat, Cards: played})
		}
	}
	if len(v.Trick) > 0 {
		var trick []cards.Card
		for _, p := range v.Trick {
			trick = append(trick, p.Card)
		}
		s.Rows = append(s.Rows, gamedef.Row{Key: "trick", Seat: -1, Cards: trick})
	}
	return s
}
