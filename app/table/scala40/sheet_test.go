package scala40

import (
	"testing"

	"tavolo/engine/match"
)

// TestRowLabels: a hand the table saw end names its closer; an earlier
// one (a resumed match) names the side its score lines say closed, and
// who went out or came back.
func TestRowLabels(t *testing.T) {
	r := newRig(t, fixedHand(t), []Seat{{Name: "Ada", Human: true}, {Name: "Bot"}})
	sc := match.NewScore(match.Solo(2), match.LowLine, 101)
	sc.AddHand(match.HandScore{Points: []int{0, 40}, Lines: [][]match.Line{{{Key: lineClosedInHand}}, nil}})
	sc.AddHand(match.HandScore{Points: []int{120, 0}})
	sc.Hands[1].Back = []int{0}
	sc.AddHand(match.HandScore{Points: []int{0, 9}})
	r.tab.closings[3] = closing{closer: 1}
	names := []string{"Ada", "Bot"}
	for i, want := range []string{"1 · Ada closed in hand", "2 · Ada is out · Ada is back in", "3 · Bot closed"} {
		if got := r.tab.rowLabel(i, &sc, names); got != want {
			t.Errorf("hand %d: %q, want %q", i+1, got, want)
		}
	}
}
