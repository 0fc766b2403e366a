package table

import (
	"time"

	"fyne.io/fyne/v2"

	"tavolo/engine/cards"
)

// DoubleClick tells a double click on a hand card from the clicks a
// board receives. (A board is no fyne.DoubleTappable: that would delay
// every click.)
type DoubleClick struct {
	// Now is the clock (tests fix it); nil means time.Now.
	Now   func() time.Time
	card  cards.Card
	at    time.Time
	armed bool
}

// Second reports whether a click on c is the second of a double click on
// it, and remembers it as the first otherwise.
func (d *DoubleClick) Second(c cards.Card) bool {
	now := time.Now
	if d.Now != nil {
		now = d.Now
	}
	at := now()
	double := d.armed && d.card == c && at.Sub(d.at) <= fyne.CurrentApp().Driver().DoubleTapDelay()
	d.card, d.at, d.armed = c, at, !double
	return double
}
