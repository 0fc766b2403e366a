package table

import (
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// LogLine is one line of the move log: an event as every seat saw it.
type LogLine struct {
	Seat int    // the seat that acted, -1 for the table (a deal, a score)
	Text string // the event in the player's language
	// Why is a computer's reason for the move, from its search's
	// evidence (Why), on the move's first line; "" for none.
	Why string
}

// lingerFor is how long the summary and the marks of a computer's cards
// stay up at a table with a pace; with none (instant play) they stay
// until the turn ends or a person acts.
const lingerFor = 5 * time.Second

// Log is the move log of the hand in progress, one line per event the
// board describes, restarted at each deal (match.Dealt). A computer's
// reasons (LogLine.Why) come from its search over its own hidden cards:
// their figures, and whether a reason is given at all (a forced move has
// none), tell something of that hand, so they show only once the hand is
// over and every hand is known.
func (d *Driver[V, A]) Log() []LogLine {
	if !d.Playing() {
		return d.log
	}
	return withoutReasons(d.log)
}

// withoutReasons is lines with the computers' reasons left out.
func withoutReasons(lines []LogLine) []LogLine {
	out := slices.Clone(lines)
	for i := range out {
		out[i].Why = ""
	}
	return out
}

// Since is the "since your last turn" summary while it is up: what the
// other seats did since the person to move last acted, every turn of it:
// one line for each run of a seat's events (see sinceLast). It is empty under the hot-seat cover, and goes
// with the person's first action or after a moment.
// It carries no computer's reasons (see Log).
func (d *Driver[V, A]) Since() []LogLine { return withoutReasons(d.since) }

// Marked reports whether c is a card a computer has just laid or
// attached on the table (to be outlined for a moment).
func (d *Driver[V, A]) Marked(c cards.Card) bool { return d.marks[c] > 0 }

// record writes what an action caused into the log, why (a computer's
// reason, "" for none) on its first line, and marks the cards a computer
// laid; a person's action clears the marks and the summary (they have
// read it: it no longer hides the table).
func (d *Driver[V, A]) record(events []match.Event, computer bool, why string) {
	if !computer {
		clear(d.marks)
		d.since = nil
	}
	d.mark++
	gen := d.mark
	for _, e := range events {
		n := len(d.log)
		d.write(e)
		if why != "" && len(d.log) > n {
			d.log[n].Why, why = why, ""
		}
		if computer && d.cfg.Laid != nil {
			for _, c := range d.cfg.Laid(e) {
				d.marks[c] = gen
			}
		}
	}
	if computer {
		d.linger(func() {
			for c, g := range d.marks {
				if g == gen {
					delete(d.marks, c)
				}
			}
		})
	}
}

// write adds e's line to the log; a deal starts the log again.
func (d *Driver[V, A]) write(e match.Event) {
	if e.Kind == match.Dealt {
		d.log = d.log[:0:0]
	}
	if d.cfg.Describe == nil {
		return
	}
	if s := d.describe(e); s != "" {
		d.log = append(d.log, LogLine{Seat: e.Seat, Text: s})
	}
}

// describe is the board's reading of e as a sentence (Sentence).
func (d *Driver[V, A]) describe(e match.Event) string { return Sentence(d.cfg.Describe(e)) }

// Sentence is a move log's line as a sentence: its first letter a
// capital ("hearts are trumps" opens with one too).
func Sentence(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || unicode.IsUpper(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// noteTurn puts up the summary when a person's turn starts with their
// hand shown (so never under the cover), and takes it down when the
// turn ends.
func (d *Driver[V, A]) noteTurn() {
	if !d.MyTurn() {
		d.since, d.turnOf = nil, -1
		return
	}
	if d.turnOf == d.viewer {
		return // the same turn goes on
	}
	d.turnOf = d.viewer
	d.since = sinceLast(d.log, d.viewer)
	if len(d.since) == 0 {
		return
	}
	d.sinceGen++
	gen := d.sinceGen
	d.linger(func() {
		if d.sinceGen == gen {
			d.since = nil
		}
	})
}

// sinceLast is what the other seats did since seat's last line in log,
// all of it and compactly: the lines of one seat in a row (its turn)
// joined on one line, so no seat's turn is ever left out.
func sinceLast(log []LogLine, seat int) []LogLine {
	from := 0
	for i := len(log) - 1; i >= 0; i-- {
		if log[i].Seat == seat {
			from = i + 1
			break
		}
	}
	var out []LogLine
	for _, l := range log[from:] {
		if n := len(out); n > 0 && out[n-1].Seat == l.Seat && l.Seat >= 0 {
			out[n-1].Text += " " + l.Text
			continue
		}
		out = append(out, LogLine{Seat: l.Seat, Text: l.Text})
	}
	return out
}

// linger runs f on the UI goroutine after a moment, then redraws (only
// the marks changed, not the game: Redraw, not Changed); at a table with
// no pace (instant play, most tests) it never runs.
func (d *Driver[V, A]) linger(f func()) {
	if d.cfg.Pace <= 0 {
		return
	}
	gen := d.gen
	d.cfg.Clock.AfterFunc(lingerFor, func() {
		d.cfg.Exec(func() {
			if gen == d.gen {
				f()
				d.cfg.Redraw()
			}
		})
	})
}

// Told is what events say in the move log's words, one sentence after the
// other (a computer's move on the status line).
func (d *Driver[V, A]) Told(events []match.Event) string {
	if d.cfg.Describe == nil {
		return ""
	}
	return Tell(d.cfg.Describe, events)
}

// Tell is what events say as describe reads each for the move log, one
// sentence after the other (Sentence); the events it reads as "" say
// nothing.
func Tell(describe func(match.Event) string, events []match.Event) string {
	var out []string
	for _, e := range events {
		if s := Sentence(describe(e)); s != "" {
			out = append(out, s)
		}
	}
	return strings.Join(out, " ")
}

// recorded is g's record, its seats named as a save names them, and
// the actions in it.
func recorded[V, A any](g match.Game[V, A]) (*match.Record, []A, error) {
	players := make([]match.Player, g.Players()) // a save names its seats
	for i := range players {
		players[i] = match.Player{Name: fmt.Sprint("seat ", i+1), Kind: "human"}
	}
	rec, err := g.Record(players)
	if err != nil {
		return nil, nil, err
	}
	_, actions, err := match.ReadRecord[struct{}, A](rec)
	return rec, actions, err
}

// HandHistory is the events of the hand in progress of g, to rebuild the
// move log of a resumed match: its record's actions replayed one by one
// on the match the game's replay rebuilds with none of them. Nil when
// the record does not replay (the log then starts empty).
func HandHistory[V, A any, G match.Game[V, A]](g match.Game[V, A], replay func(*match.Record) (G, error)) []match.Event {
	rec, actions, err := recorded(g)
	if err != nil || len(actions) == 0 {
		return nil
	}
	start := *rec
	start.Actions = []byte("[]")
	g0, err := replay(&start)
	if err != nil {
		return nil
	}
	var out []match.Event
	for _, a := range actions {
		events, err := g0.Apply(a)
		if err != nil {
			return nil
		}
		for _, e := range events {
			if e.Kind == match.Dealt {
				out = out[:0:0]
			}
			out = append(out, e)
		}
	}
	return out
}
