package ai

import (
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

// openedView is seat 0's view in the play phase of a 2-player hand where
// both seats have opened and the other holds otherCards cards.
func openedView(t *testing.T, hand string, otherCards int) *scala40.View {
	t.Helper()
	fs, err := cards.ParseFaces(hand)
	if err != nil {
		t.Fatal(err)
	}
	v := &scala40.View{
		Seat: 0, Rules: scala40.Default(), Phase: scala40.PhasePlay,
		HandSizes: []int{len(fs), otherCards}, Opened: []bool{true, true},
		Turn: 12, FirstRound: 2, Scores: []int{0, 0}, Eliminated: []bool{false, false},
		StockSize: 40, ToMove: 0, Winner: -1,
	}
	v.Rules.Players = 2
	for _, f := range fs {
		v.Hand = append(v.Hand, cards.NewCard(f, 0))
	}
	return v
}

// TestMediumHoldsMeldsAfterOpening pins when medium lays a meld once it
// has opened: not while the other seat is far from closing, at once when
// that seat is down to a few cards or when laying lets medium go out.
func TestMediumHoldsMeldsAfterOpening(t *testing.T) {
	cases := []struct {
		hand  string
		other int
		lay   bool
	}{
		{"7H 8H 9H 3S KC", 9, false}, // two loose cards: keep the run in hand
		{"7H 8H 9H 3S KC", 4, true},  // the other seat may close soon
		{"7H 8H 9H 3S", 9, true},     // laying leaves one card to throw: going out
	}
	for _, c := range cases {
		v := openedView(t, c.hand, c.other)
		b, _ := New("medium", 1, Options{})
		moves := mediumStyle().play(b.(*bot), v)
		got := moves[0].Kind == scala40.MeldDown
		if got != c.lay {
			t.Errorf("%s, other seat %d cards: first move %v, want a meld laid: %v", c.hand, c.other, moves[0], c.lay)
		}
		e, _ := New("easy", 1, Options{})
		if m := easyStyle().play(e.(*bot), v); m[0].Kind != scala40.MeldDown {
			t.Errorf("%s: easy's first move %v, want the meld laid", c.hand, m[0])
		}
	}
}
