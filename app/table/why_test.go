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
// and naming no other move; one that does not explain has none; the log
// panel shows the reason dimmed under its line.
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
	want := "It compared 2 moves over 64 deals: this one ended the hand 3.2 points better than the best other (give or take 0.5)."
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
