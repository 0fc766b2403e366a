package canasta

import cn "tavolo/engine/canasta"

// LegalPlayer is the board's own computer player: it draws, answers no
// and discards the first card it may, and always finds a move the engine
// accepts (the driver's fallback).
type LegalPlayer struct{}

// Name names the player.
func (LegalPlayer) Name() string { return "legal" }

// Choose returns an action for the view's seat that the engine accepts.
func (LegalPlayer) Choose(v cn.View) cn.Action {
	legal := v.Legal()
	for _, k := range []cn.ActionKind{cn.NextHand, cn.Answer, cn.Draw, cn.GoOut, cn.Discard} {
		for _, a := range legal {
			if a.Kind == k && !a.Yes {
				return a
			}
		}
	}
	if len(legal) > 0 {
		return legal[0]
	}
	return cn.Action{Kind: cn.Draw, Seat: v.Seat}
}
