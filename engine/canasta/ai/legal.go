package ai

import "tavolo/engine/canasta"

// Legal is the simplest computer player, the tables' fallback: it draws,
// answers no and discards the first card it may, and always finds a move
// the engine accepts. It plays a computer seat that has no other, and
// replaces a move the engine refuses.
type Legal struct{}

var _ Player = Legal{}

// Name names the player.
func (Legal) Name() string { return "legal" }

// Choose returns an action for the view's seat that the engine accepts.
func (Legal) Choose(v canasta.View) canasta.Action {
	legal := v.Legal()
	for _, k := range []canasta.ActionKind{canasta.NextHand, canasta.Answer, canasta.Draw, canasta.GoOut, canasta.Discard} {
		for _, a := range legal {
			if a.Kind == k && !a.Yes {
				return a
			}
		}
	}
	if len(legal) > 0 {
		return legal[0]
	}
	return canasta.Action{Kind: canasta.Draw, Seat: v.Seat}
}
