package klaberjass

import (
	"slices"
	"strings"
	"testing"

	"tavolo/engine/cards"
)

// TestLastTrick checks the last complete trick the view carries, card
// by card: none before the first trick ends, then each trick won, kept
// while the next lead is on the table.
func TestLastTrick(t *testing.T) {
	g := setupGame(t, Default(), 1,
		[2]string{"QS JS 10S 8D 9D 7D", "AH KH 8S 7C 8C JD"}, "7H", "9C",
		[2]string{"AS KD 10C", "QH AD KC"})
	playTo(t, g, "take")
	steps := []struct {
		play   string
		last   string // the last trick, lead first ("": none)
		winner int
	}{
		{"play QS", "", -1},
		{"play 8S", "QS 8S", 0},
		{"play JS", "QS 8S", 0},
		{"play AH", "JS AH", 1},
		{"play KH", "JS AH", 1},
		{"play 10S", "KH 10S", 1},
	}
	for _, s := range steps {
		playTo(t, g, s.play)
		for _, seat := range []int{0, 1, -1} {
			v := g.View(seat)
			var got, want []cards.Card
			for _, p := range v.LastTrick {
				got = append(got, p.Card)
			}
			for _, f := range strings.Fields(s.last) {
				want = append(want, card(t, f))
			}
			if !slices.Equal(got, want) || v.LastWinner != s.winner {
				t.Errorf("after %s, seat %d: last trick %v won by %d, want %v by %d", s.play, seat, got, v.LastWinner, want, s.winner)
			}
		}
	}
}
