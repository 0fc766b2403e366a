package table

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"tavolo/app/table/clocktest"
	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// logRig is a count match whose events read "NAME added" and lay the
// card of the acting seat (the 2 of clubs for seat 0, the 3 for seat 1 …).
func logRig(t *testing.T, seats []Seat[countView, countAction]) (*Driver[countView, countAction], *[]func()) {
	t.Helper()
	var queue []func()
	var d *Driver[countView, countAction]
	d, err := NewDriver(DriverConfig[countView, countAction]{
		Game: &count{seats: len(seats)}, Seats: seats, Fallback: adder{}, Seated: seated,
		Exec:     func(f func()) { queue = append(queue, f) },
		Go:       func(f func()) { f() },
		Played:   func(int, countAction, []match.Event, bool) {},
		Changed:  func() {},
		Describe: func(e match.Event) string { return d.Name(e.Seat) + " added" },
		Laid:     func(e match.Event) []cards.Card { return []cards.Card{seatCard(e.Seat)} },
	})
	if err != nil {
		t.Fatal(err)
	}
	d.Start()
	return d, &queue
}

// seatCard is the card a seat lays in logRig's match.
func seatCard(seat int) cards.Card {
	return cards.NewCard(cards.NewFace(cards.Rank(seat+2), cards.Clubs), 0)
}

// texts is the text of log lines.
func texts(lines []LogLine) []string {
	var out []string
	for _, l := range lines {
		out = append(out, l.Text)
	}
	return out
}

// TestMoveLogAndSince: the log holds every action; at a person's turn the
// summary holds what the others did since their last action, never while
// the hot-seat cover is up; the computers' cards are marked until a person
// acts.
func TestMoveLogAndSince(t *testing.T) {
	// One person and two computers.
	d, q := logRig(t, []Seat[countView, countAction]{{Name: "Ada", Human: true}, {Name: "Bot"}, {Name: "Cal"}})
	if len(d.Since()) != 0 || len(d.Log()) != 0 {
		t.Fatalf("nothing happened yet, but log %v since %v", d.Log(), d.Since())
	}
	if _, err := d.Act(countAction{Seat: 0}); err != nil {
		t.Fatal(err)
	}
	drain(q)
	if got, want := texts(d.Log()), []string{"Ada added", "Bot added", "Cal added"}; !slices.Equal(got, want) {
		t.Fatalf("log %v, want %v", got, want)
	}
	if got, want := texts(d.Since()), []string{"Bot added", "Cal added"}; !slices.Equal(got, want) {
		t.Fatalf("since %v, want %v", got, want)
	}
	if !d.Marked(seatCard(1)) || !d.Marked(seatCard(2)) || d.Marked(seatCard(0)) {
		t.Fatal("the computers' cards are not marked, or the person's is")
	}
	if _, err := d.Act(countAction{Seat: 0}); err != nil {
		t.Fatal(err)
	}
	if d.Marked(seatCard(1)) || len(d.Since()) != 0 {
		t.Fatal("marks or summary kept after the person's turn")
	}

	// Two people and a computer: the summary waits for the cover.
	d, q = logRig(t, []Seat[countView, countAction]{{Name: "Ada", Human: true}, {Name: "Bot"}, {Name: "Bea", Human: true}})
	d.Confirm()
	if _, err := d.Act(countAction{Seat: 0}); err != nil {
		t.Fatal(err)
	}
	drain(q)
	if d.Cover() != 2 || len(d.Since()) != 0 {
		t.Fatalf("cover %d since %v: the summary is up under the cover", d.Cover(), d.Since())
	}
	d.Confirm()
	if got, want := texts(d.Since()), []string{"Ada added", "Bot added"}; !slices.Equal(got, want) {
		t.Fatalf("Bea's summary %v, want %v", got, want)
	}
}

// TestSinceLast: the summary is what came after the seat's last line,
// the latest few.
func TestSinceLast(t *testing.T) {
	line := func(seat int) LogLine { return LogLine{Seat: seat, Text: fmt.Sprint(seat)} }
	var long []LogLine
	for range 6 {
		long = append(long, line(1))
	}
	for _, c := range []struct {
		name string
		log  []LogLine
		want int // lines
	}{
		{"nothing", nil, 0},
		{"own line last", []LogLine{line(1), line(0)}, 0},
		{"after own line", []LogLine{line(0), line(1), line(2)}, 2},
		{"never acted", []LogLine{line(1), line(2)}, 2},
		{"the latest only", long, sinceLines},
	} {
		if got := sinceLast(c.log, 0); len(got) != c.want || slices.ContainsFunc(got, func(l LogLine) bool { return l.Seat == 0 }) {
			t.Errorf("%s: %v", c.name, got)
		}
	}
}

// TestLogRestartsAtDeal: a deal starts the log of the new hand; a line
// opens with a capital letter.
func TestLogRestartsAtDeal(t *testing.T) {
	d, _ := logRig(t, []Seat[countView, countAction]{{Name: "ada", Human: true}, {Name: "Bea", Human: true}})
	d.write(match.Event{Kind: "added", Seat: 0})
	d.write(match.Event{Kind: match.Dealt, Seat: 1})
	d.write(match.Event{Kind: "added", Seat: 0})
	if got, want := texts(d.Log()), []string{"Bea added", "Ada added"}; !slices.Equal(got, want) {
		t.Fatalf("log %v, want %v", got, want)
	}
}

// TestSummaryAndMarksGoAfterAMoment: at a table with a pace, the summary
// and the computer's marks go by themselves; the table is redrawn, but
// the game is not reported changed (a hint being thought stays wanted).
func TestSummaryAndMarksGoAfterAMoment(t *testing.T) {
	clock := clocktest.New()
	var posted []func()
	drain := func() {
		for len(posted) > 0 {
			f := posted[0]
			posted = posted[1:]
			f()
		}
	}
	changed, redrawn := 0, 0
	var d *Driver[countView, countAction]
	d, err := NewDriver(DriverConfig[countView, countAction]{
		Game: &count{seats: 2}, Seats: []Seat[countView, countAction]{{Name: "Ada", Human: true}, {Name: "Bot"}},
		Fallback: adder{}, Seated: seated,
		Pace:     time.Second,
		Exec:     func(f func()) { posted = append(posted, f) },
		Go:       func(f func()) { f() },
		Clock:    clock,
		Played:   func(int, countAction, []match.Event, bool) {},
		Changed:  func() { changed++ },
		Redraw:   func() { redrawn++ },
		Describe: func(e match.Event) string { return d.Name(e.Seat) + " added" },
		Laid:     func(e match.Event) []cards.Card { return []cards.Card{seatCard(e.Seat)} },
	})
	if err != nil {
		t.Fatal(err)
	}
	d.Start()
	if _, err := d.Act(countAction{Seat: 0}); err != nil {
		t.Fatal(err)
	}
	clock.Advance(time.Second) // Bot's move comes at the pace
	drain()
	if len(d.Since()) != 1 || !d.Marked(seatCard(1)) {
		t.Fatalf("since %v, Bot's card marked %v", d.Since(), d.Marked(seatCard(1)))
	}
	before := changed
	clock.Advance(lingerFor - time.Millisecond)
	drain()
	if len(d.Since()) != 1 || !d.Marked(seatCard(1)) || redrawn != 0 {
		t.Fatalf("before the moment: since %v, marked %v, redrawn %d", d.Since(), d.Marked(seatCard(1)), redrawn)
	}
	clock.Advance(time.Millisecond) // the marks' timer and the summary's
	drain()
	if len(d.Since()) != 0 || d.Marked(seatCard(1)) || redrawn != 2 || changed != before {
		t.Fatalf("since %v, marked %v, redrawn %d, changed %d more", d.Since(), d.Marked(seatCard(1)), redrawn, changed-before)
	}
}
