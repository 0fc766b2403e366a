package klaberjass

import "tavolo/engine/cards"

// trickWinner is the seat that wins the complete trick t (lead first).
func trickWinner(t []Played, trump cards.Suit) int {
	if TrickWinner(t[0].Card, t[1].Card, trump) == 1 {
		return t[1].Seat
	}
	return t[0].Seat
}

// lastComplete is the hand's last complete trick, lead first, and the
// seat that won it (nil and -1 before the first trick is complete).
func (g *Game) lastComplete() ([]Played, int) {
	n := len(g.history) - len(g.trick)
	if n < 2 {
		return nil, -1
	}
	t := append([]Played(nil), g.history[n-2:n]...)
	return t, trickWinner(t, g.trump)
}
