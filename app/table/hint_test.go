package table

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

// TestHintText: the hint says the move alone when nothing was searched,
// and otherwise how much better it did than the best other option, with
// the uncertainty, "about as well" when the difference is within it.
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
		a    Advice
		want string
	}{
		{Advice{Move: "Draw"}, "Draw: by the usual rules it is the only sensible move."},
		{Advice{Move: "Take", Options: opts(0, 3.25, 1), Chosen: 1, Deals: 64},
			"Take: over 64 deals, taking ends the hand 2.2 points better than passing (give or take 0.7)."},
		{Advice{Move: "Draw", Options: opts(0, -0.4), Chosen: 0, Deals: 16},
			"Draw: over 16 deals, drawing ends the hand about as well as taking (0.4 points better, give or take 0.7)."},
	} {
		if got := HintText(c.a); got != c.want {
			t.Errorf("%+v:\n got %q\nwant %q", c.a, got, c.want)
		}
	}
}
