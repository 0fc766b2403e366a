package ai

import (
	"tavolo/engine/cards"
	"tavolo/engine/klaberjass"
)

// Legal is the simplest computer player, the table's fallback: it
// passes, answers "play", names the first suit it may, plays the first
// card it may, deals. It always finds a move the engine accepts.
type Legal struct{}

var _ Player = Legal{}

// Name names the player.
func (Legal) Name() string { return "legal" }

// Choose returns an action for the view's seat that the engine accepts.
func (Legal) Choose(v klaberjass.View) klaberjass.Action {
	a := klaberjass.Action{Seat: v.Seat}
	switch v.Phase {
	case klaberjass.PhaseBid:
		a.Kind = klaberjass.Pass
		if v.MustName {
			a.Kind = klaberjass.Name
			for s := cards.Suit(0); s < cards.NumSuits; s++ {
				if !v.HasUpcard || s != v.Upcard.Suit() {
					a.Suit = s
					break
				}
			}
		}
	case klaberjass.PhaseAnswer:
		a.Kind, a.Play = klaberjass.Answer, true
	case klaberjass.PhaseHandOver:
		a.Kind = klaberjass.DealHand
	default:
		a.Kind = klaberjass.Play
		if p := v.Playable().Cards(); len(p) > 0 {
			a.Card = p[0]
		}
	}
	return a
}
