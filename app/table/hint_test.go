package table

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// TestHintText: the hint says the move alone when nothing was searched,
// and otherwise what it brings against the best other option in round
// points, "about as well" within the uncertainty, and never calls a move
// that did worse better; the figures go to a second line.
func TestHintText(t *testing.T) {
	test.NewTempApp(t)
	opts := func(gains ...float64) []Weighed {
		var out []Weighed
		for i, g := range gains {
			out = append(out, Weighed{Doing: []string{"drawing", "taking", "passing"}[i], Gain: g, SE: 0.5})
		}
		return out
	}
	for _, c := range []struct {
		a              Advice
		want, evidence string
	}{
		{Advice{Move: "Draw"}, "Draw: by the usual rules it is the only sensible move.", ""},
		{Advice{Move: "Take", Options: opts(0, 3.25, 1), Chosen: 1, Deals: 64},
			"Take: by the end of the hand it should bring about 2 points more than passing.",
			"Tried on 64 deals of the cards you cannot see: a difference of 2.2 points, give or take 0.7."},
		{Advice{Move: "Take", Options: opts(0, 779.1), Chosen: 1, Deals: 32},
			"Take: by the end of the hand it should bring about 780 points more than drawing.",
			"Tried on 32 deals of the cards you cannot see: a difference of 779.1 points, give or take 0.7."},
		{Advice{Move: "Draw", Options: opts(0, -0.4), Chosen: 0, Deals: 16},
			"Draw: it does about as well as taking, so either will do.",
			"Tried on 16 deals of the cards you cannot see: a difference of 0.4 points, give or take 0.7."},
		{Advice{Move: "Draw", Options: opts(0, 11.9), Chosen: 0, Deals: 16},
			"Draw: the strongest player chooses it, although in the trials taking came out about 12 points ahead.",
			"Tried on 16 deals of the cards you cannot see: a difference of -11.9 points, give or take 0.7."},
		{Advice{Move: "Take", Options: []Weighed{{Doing: "drawing", SE: 250}, {Doing: "taking", Gain: 505.3, SE: 250.6}}, Chosen: 1, Deals: 32, Whole: true},
			"Take: by the end of the hand it should bring about 510 points more than drawing.",
			"Tried on 32 deals of the cards you cannot see: a difference of 505 points, give or take 354."},
	} {
		if got := HintText(c.a); got != c.want {
			t.Errorf("%+v:\n got %q\nwant %q", c.a, got, c.want)
		}
		if got := HintEvidence(c.a); got != c.evidence {
			t.Errorf("%+v evidence:\n got %q\nwant %q", c.a, got, c.evidence)
		}
		if strings.Contains(HintText(c.a), "better") || strings.Contains(HintText(c.a), "-") {
			t.Errorf("the hint reads like a report: %q", HintText(c.a))
		}
	}
}

// TestRoundPoints: whole points, tens from a hundred up, no sign.
func TestRoundPoints(t *testing.T) {
	for x, want := range map[float64]int{0.4: 0, 2.5: 3, -11.9: 12, 99.4: 99, 102.2: 100, 779.1: 780, -1234: 1230} {
		if got := RoundPoints(x); got != want {
			t.Errorf("RoundPoints(%v) = %d, want %d", x, got, want)
		}
	}
}
