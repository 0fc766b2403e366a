package table

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

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

// TestSinceLast: the summary is everything that came after the seat's
// last line, one line for each other seat's turn.
func TestSinceLast(t *testing.T) {
	line := func(seat int, s string) LogLine { return LogLine{Seat: seat, Text: s} }
	// The person, then three computers each drawing and discarding.
	three := []LogLine{line(0, "Ada discards."), line(1, "Bot draws."), line(1, "Bot discards."),
		line(2, "Cal draws."), line(2, "Cal discards."), line(3, "Dan draws."), line(3, "Dan discards.")}
	for _, c := range []struct {
		name string
		log  []LogLine
		want []string
	}{
		{"nothing", nil, nil},
		{"own line last", []LogLine{line(1, "1"), line(0, "0")}, nil},
		{"after own line", []LogLine{line(0, "0"), line(1, "1"), line(2, "2")}, []string{"1", "2"}},
		{"never acted", []LogLine{line(1, "1"), line(2, "2")}, []string{"1", "2"}},
		{"every turn, one line each", three,
			[]string{"Bot draws. Bot discards.", "Cal draws. Cal discards.", "Dan draws. Dan discards."}},
		{"the table's lines apart", []LogLine{line(-1, "Deal."), line(-1, "Trumps."), line(1, "1")},
			[]string{"Deal.", "Trumps.", "1"}},
	} {
		if got := texts(sinceLast(c.log, 0)); !slices.Equal(got, c.want) {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

// TestSinceDrawsEveryTurn: the banner shows each other seat's turn, at
// 800x600 and at full HD, and stays on the table above the hand.
func TestSinceDrawsEveryTurn(t *testing.T) {
	test.NewTempApp(t)
	var lines []LogLine
	for seat, name := range []string{"Bot", "Cal", "Dan"} {
		lines = append(lines, LogLine{Seat: seat + 1,
			Text: name + " draws from the stock. " + name + " lays 7♥ 8♥ 9♥ on the table. " + name + " discards the K♠."})
	}
	for _, size := range []fyne.Size{{Width: 800, Height: 600}, {Width: 1920, Height: 1080}} {
		var s Sprites
		b := s.Begin(&Layout{}, size)
		y := size.Height - 150
		b.Since(lines, y)
		var rows []string
		for _, o := range b.L.Objects {
			if x, ok := o.(*canvas.Text); ok {
				rows = append(rows, x.Text)
			}
		}
		got := strings.Join(rows, " ")
		for _, name := range []string{"Bot", "Cal", "Dan"} {
			if !strings.Contains(got, name+" discards the K♠.") {
				t.Errorf("%v: %s's turn missing from %q", size, name, got)
			}
		}
		for _, o := range b.L.Objects {
			if o.Position().Y < 0 || o.Position().Y+o.Size().Height > y+1 || o.Position().X < 0 || o.Position().X+o.Size().Width > size.Width {
				t.Errorf("%v: %T at %v size %v leaves the table above the hand", size, o, o.Position(), o.Size())
			}
		}
	}
}

// TestMoveLogOpensAtNewest: the Moves list opens scrolled to its last
// line, also when it grew while closed (the window's size unchanged).
func TestMoveLogOpensAtNewest(t *testing.T) {
	test.NewTempApp(t)
	var lines []LogLine
	for i := range 60 {
		lines = append(lines, LogLine{Seat: i % 3, Text: fmt.Sprint("Move ", i+1)})
	}
	var s Sprites
	p := NewLogPanel(func() {})
	for _, n := range []int{2, 60} {
		p.Toggle() // open
		s.Begin(&Layout{}, fyne.NewSize(800, 600)).MoveLog(p, lines[:n])
		p.Toggle() // close
	}
	sc := p.scroll
	if bottom := sc.Content.MinSize().Height - sc.Size().Height; bottom <= 0 || sc.Offset.Y < bottom-1 {
		t.Fatalf("offset %v, the newest line is at %v", sc.Offset.Y, bottom)
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
