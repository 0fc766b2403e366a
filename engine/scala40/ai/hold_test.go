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

// TestMediumLaysOnlyTheTakenCardsMeld: a medium holding its melds that
// takes from the pozzo lays the meld the taken card needs, not the rest.
func TestMediumLaysOnlyTheTakenCardsMeld(t *testing.T) {
	v := openedView(t, "7H 8H 9H 5C 5D 5S 3S KC", 9)
	v.Taken, v.HasTaken = v.Hand[2], true
	b, _ := New("medium", 1, Options{})
	moves := mediumStyle().play(b.(*bot), v)
	if m := moves[0]; m.Kind != scala40.MeldDown || len(m.Melds) != 1 || !holds(m.Melds[0].Cards, v.Taken) {
		t.Fatalf("first move %v, want the one meld holding %v", m, v.Taken)
	}
	v.HandSizes[1] = 3 // the other seat may close: everything goes down
	if m := mediumStyle().play(b.(*bot), v)[0]; m.Kind != scala40.MeldDown || len(m.Melds) != 2 {
		t.Fatalf("first move %v, want both melds laid", m)
	}
}

// TestDangerOfWhatTheNextSeatTook: a card next to one the next seat took
// from the pozzo is dangerous only when the taken card may stay in hand;
// under must-use it went into a meld on the table.
func TestDangerOfWhatTheNextSeatTook(t *testing.T) {
	v := openedView(t, "7H 3S KC", 9)
	v.Opened[1] = false
	took, _ := cards.ParseFaces("8H")
	v.Events = []scala40.Event{{Kind: scala40.EvTook, Seat: 1, Cards: []cards.Card{cards.NewCard(took[0], 1)}}}
	if d := readTable(v).danger(v, v.Hand[0]); d != 0 {
		t.Errorf("must-use: danger of 7H next to a taken 8H = %d, want 0", d)
	}
	v.Rules.MustUseTakenDiscard = false
	if d := readTable(v).danger(v, v.Hand[0]); d <= 0 {
		t.Errorf("taken card kept: danger of 7H next to a taken 8H = %d, want > 0", d)
	}
}
