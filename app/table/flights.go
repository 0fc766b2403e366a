package table

import (
	"time"

	"fyne.io/fyne/v2/canvas"

	"tavolo/app/cardart"
	"tavolo/engine/cards"
)

// A computer's move shown on every board: its cards fly from its seat's
// strip to where the frame now shows them.

// FromSeat is where a computer's cards leave seat's strip (seats, as
// Strips laid them out): a card w×h at its middle. It reports false
// where the table does not animate or seat has no strip.
func (c *Core[V, A]) FromSeat(seats map[int]Rect, seat int, w, h float32) (Rect, bool) {
	sr, ok := seats[seat]
	if !c.Animates() || !ok {
		return Rect{}, false
	}
	return R(sr.X+sr.W/2-w/2, sr.Y+sr.H/2-h/2, w, h), true
}

// FlyFace flies card face up from from to where the frame l shows it
// now, in d; a card l does not show does not fly.
func (c *Core[V, A]) FlyFace(l *Layout, card cards.Card, from Rect, d time.Duration) {
	if to, ok := l.CardAt[card]; ok {
		c.Sprites.Fly(cardart.NewFace(card.Face(), c.Setup.Style), from, to, card, true, d)
	}
}

// StartFlights shows the flights just begun over the frame l and
// redraws the board.
func (c *Core[V, A]) StartFlights(l *Layout) {
	c.Sprites.ShowFlights(l)
	canvas.Refresh(c.board)
}
