package table

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tavolo/engine/match"
)

// reasoned is a computer that adds like adder and explains its move
// from two compared moves.
type reasoned struct{ adder }

func (reasoned) Explain() (match.Advice[countAction], bool) {
	return match.Advice[countAction]{
		Candidates: []match.Candidate[countAction]{{}, {Gain: 3.25, SE: 0.5}},
		Chosen:     1, Worlds: 64,
	}, true
}

// TestComputersReasonsInTheLog: a computer that explains its move has
// its reason under the move's line in the log, in words from its numbers
// and naming no other move, once the hand is over (never while it is
// played); one that does not explain has none; the log panel shows the
// reason dimmed under its line.
func TestComputersReasonsInTheLog(t *testing.T) {
	test.NewTempApp(t)
	d, q := logRig(t, []Seat[countView, countAction]{{Name: "Ada", Human: true}, {Name: "Bot", Agent: reasoned{}}, {Name: "Cal"}})
	if _, err := d.Act(countAction{Seat: 0}); err != nil {
		t.Fatal(err)
	}
	drain(q)
	log := d.Log()
	if len(log) != 3 {
		t.Fatalf("log %v", texts(log))
	}
	// While the hand is played the reasons stay hidden: they come from
	// the computer's own cards.
	for _, l := range append(log, d.Since()...) {
		if l.Why != "" {
			t.Fatalf("a reason shows while the hand is played: %q", l.Why)
		}
	}
	for d.Playing() {
		if _, err := d.Act(countAction{Seat: 0}); err != nil {
			t.Fatal(err)
		}
		drain(q)
	}
	log = d.Log()
	want := "Over 64 deals this move ended the hand 3.2 points better than the best other (give or take 0.5)."
	if log[0].Why != "" || log[1].Why != want || log[2].Why != "" {
		t.Fatalf("reasons: %q, %q, %q; want Bot's to be %q", log[0].Why, log[1].Why, log[2].Why, want)
	}
	p := NewLogPanel(func() {})
	p.Toggle()
	var s Sprites
	var l Layout
	s.Begin(&l, fyne.NewSize(1100, 760)).MoveLog(p, log)
	shown := strings.Join(p.Lines(), " / ")
	if !strings.Contains(shown, "Bot added") || !strings.Contains(shown, "3.2 points better") {
		t.Fatalf("the panel shows %q", shown)
	}
	if Why(match.Advice[countAction]{Candidates: []match.Candidate[countAction]{{}}}) != "" {
		t.Fatal("a reason for a move compared with nothing")
	}
}

// TestWhyHidesHowManyMoves: how many moves a computer compared is a count
// of its hidden cards (in Klaberjass, of the led suit): the reason is the
// same whatever the number of moves weighed against the best other.
func TestWhyHidesHowManyMoves(t *testing.T) {
	test.NewTempApp(t)
	two, _ := reasoned{}.Explain()
	five := two
	five.Candidates = append([]match.Candidate[countAction]{{Gain: -4}, {Gain: -9}, {Gain: -1}}, two.Candidates...)
	five.Chosen = len(five.Candidates) - 1
	if a, b := Why(two), Why(five); a != b || a == "" {
		t.Fatalf("the reason changes with the count of moves:\n%q\n%q", a, b)
	}
}

// TestWhyNeverCallsALossBetter: a move that did worse than the best other
// is said to be worse, and a close one says its difference unsigned.
func TestWhyNeverCallsALossBetter(t *testing.T) {
	test.NewTempApp(t)
	adv := func(gain float64) match.Advice[countAction] {
		return match.Advice[countAction]{Candidates: []match.Candidate[countAction]{{Gain: gain, SE: 0.5}, {SE: 0.5}}, Chosen: 0, Worlds: 16}
	}
	for gain, want := range map[float64]string{
		-11.9: "Over 16 deals this move ended the hand 11.9 points worse than the best other (give or take 0.7), yet the computer chose it.",
		-0.4:  "Over 16 deals this move did about as well as the best other (a difference of 0.4 points, give or take 0.7).",
	} {
		if got := Why(adv(gain)); got != want {
			t.Errorf("gain %v:\n got %q\nwant %q", gain, got, want)
		}
	}
}
