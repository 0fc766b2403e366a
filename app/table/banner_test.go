package table

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tavolo/app/cardart"
	"tavolo/engine/cards"
)

// TestFlightUnderTheBanner: a card that starts flying while the "since
// your last turn" banner is up is drawn under the banner (it was drawn
// over it), and on top of the table where no banner is up.
func TestFlightUnderTheBanner(t *testing.T) {
	test.NewTempApp(t)
	for _, banner := range []bool{true, false} {
		s := &Sprites{}
		l := &Layout{}
		b := s.Begin(l, fyne.NewSize(800, 600))
		b.Rectangle(R(0, 0, 800, 600), FeltDark, 0) // the table
		if banner {
			b.Since([]LogLine{{Seat: 1, Text: "Bot drew from the tallone."}}, 400)
		}
		n := len(l.Objects)
		sprite := cardart.NewFace(cards.NewFace(7, cards.Hearts), cardart.Style{})
		s.flights = append(s.flights, &flight{sprite: sprite})
		s.ShowFlights(l)
		at := slices.Index(l.Objects, fyne.CanvasObject(sprite))
		switch {
		case len(l.Objects) != n+1 || at < 0:
			t.Fatalf("banner %v: the flight is not among the objects", banner)
		case banner && at != 1:
			t.Errorf("the flying card is object %d of %d, over the banner", at, len(l.Objects))
		case !banner && at != n:
			t.Errorf("without a banner the flying card is object %d of %d, not on top", at, len(l.Objects))
		}
	}
}
