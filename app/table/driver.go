package table

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"fyne.io/fyne/v2"

	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// Seat is one player at the table.
type Seat[V, A any] struct {
	Name  string
	Human bool
	// Agent plays a computer seat from its view; nil plays the board's
	// Fallback.
	Agent match.Agent[V, A]
}

// DriverConfig sets up a Driver. Game, Seats (one per player), Fallback
// and Seated are required.
type DriverConfig[V, A any] struct {
	Game  match.Game[V, A]
	Seats []Seat[V, A]
	// Fallback is the board's own computer player: it plays a computer
	// seat with no Agent, and replaces a move the engine refuses, so a
	// faulty computer player cannot stop the match. It must always find
	// a move the engine accepts.
	Fallback match.Agent[V, A]
	// Seated returns a with its seat set to seat.
	Seated func(a A, seat int) A
	// Pace is the least time between two computer moves; 0 plays them at
	// once.
	Pace time.Duration
	// Settle is how long the cards of the last move take to land: a
	// computer starts thinking after that, so a search never competes
	// with an animation for the cores.
	Settle time.Duration
	// Exec runs f on the UI goroutine; nil means fyne.Do. Tests pass a
	// queue they drain themselves.
	Exec func(f func())
	// Go runs a computer's thinking off the UI goroutine; nil starts a
	// goroutine.
	Go func(f func())
	// Clock paces the computers and times how long the marks and the
	// summary stay; nil is the real one. Tests pass one they move on
	// themselves (app/table/clocktest).
	Clock Clock
	// Played is called on the UI goroutine after the game accepted an
	// action of seat (a person's or a computer's), with what it caused.
	Played func(seat int, a A, events []match.Event, computer bool)
	// Changed is called on the UI goroutine whenever what the table shows
	// may have changed: the game, the seat whose hand is shown, the
	// hot-seat cover.
	Changed func()
	// Redraw is called on the UI goroutine when only what the table shows
	// for a moment has gone (the summary, the marks); nil calls Changed.
	Redraw func()
	// Describe reads an event as a line of the move log, in the player's
	// language, from the event's public fields only; "" leaves it out.
	// Nil keeps no log.
	Describe func(e match.Event) string
	// Laid lists the cards an event put on the table (a meld laid, a card
	// attached): a computer's are marked for a moment (Marked). Nil marks
	// none.
	Laid func(e match.Event) []cards.Card
	// History is what happened in the hand in progress before the table
	// opened (HandHistory), to write the move log of a resumed match.
	History []match.Event
}

// Clock is the time a table keeps.
type Clock interface {
	// Now is the time now.
	Now() time.Time
	// AfterFunc calls f once d has passed, on a goroutine of the clock's.
	AfterFunc(d time.Duration, f func())
}

// realClock is the wall clock.
type realClock struct{}

func (realClock) Now() time.Time { return time.Now() }

func (realClock) AfterFunc(d time.Duration, f func()) { time.AfterFunc(d, f) }

// maxStreak is the most actions a computer may play in a row before its
// moves are the Fallback's: a turn that loops must still end.
const maxStreak = 60

// Driver runs a match at the table: people act through Act, computers
// think on their own goroutine and post their moves back at the table's
// pace. With more than one person at the table it keeps every hand face
// down between them: the next person's hand is shown only after they
// confirm who they are (Cover, Confirm).
type Driver[V, A any] struct {
	cfg    DriverConfig[V, A]
	g      match.Game[V, A]
	humans int

	viewer int // the seat whose hand is shown, -1 for none
	cover  int // the seat the table waits for ("Pass to NAME"), -1 for none

	thinking bool
	gen      int // bumped when the table stops, so late computer moves are dropped
	streak   int // actions in a row of the last seat that acted
	last     int // the last seat that acted

	log      []LogLine          // the move log of the hand
	since    []LogLine          // the summary shown at a person's turn
	turnOf   int                // the seat whose turn the summary was made for, -1 for none
	sinceGen int                // counts the summaries, so a late timer takes down only its own
	marks    map[cards.Card]int // the cards a computer just laid, by the move (mark) that laid them
	mark     int                // counts the actions, for marks
}

// NewDriver makes the driver of a match. Call Start once the board can
// draw.
func NewDriver[V, A any](cfg DriverConfig[V, A]) (*Driver[V, A], error) {
	switch {
	case cfg.Game == nil:
		return nil, errors.New("table: no game")
	case len(cfg.Seats) != cfg.Game.Players():
		return nil, fmt.Errorf("table: %d seats for %d players", len(cfg.Seats), cfg.Game.Players())
	case cfg.Fallback == nil || cfg.Seated == nil:
		return nil, errors.New("table: no fallback computer player")
	}
	if cfg.Exec == nil {
		cfg.Exec = fyne.Do
	}
	if cfg.Go == nil {
		cfg.Go = func(f func()) { go f() }
	}
	if cfg.Redraw == nil {
		cfg.Redraw = cfg.Changed
	}
	if cfg.Clock == nil {
		cfg.Clock = realClock{}
	}
	d := &Driver[V, A]{cfg: cfg, g: cfg.Game, viewer: -1, cover: -1, last: -1, turnOf: -1, marks: map[cards.Card]int{}}
	for s, seat := range cfg.Seats {
		if seat.Human {
			d.humans++
			if d.viewer < 0 {
				d.viewer = s
			}
		}
	}
	if d.humans > 1 {
		d.viewer = -1 // hot-seat: nobody's hand is shown until they confirm
	}
	return d, nil
}

// Start brings the table up to date with the game: the move log so far,
// the cover, the first computer move.
func (d *Driver[V, A]) Start() {
	for _, e := range d.cfg.History {
		d.write(e)
	}
	d.cfg.History = nil
	d.update()
}

// Stop drops any computer move still being thought about: call it when
// the table leaves the window.
func (d *Driver[V, A]) Stop() { d.gen++ }

// Game is the match, for reading what every seat may know (Score,
// Outcome, Record); change it only through the driver.
func (d *Driver[V, A]) Game() match.Game[V, A] { return d.g }

// Name is a seat's name ("?" for no seat).
func (d *Driver[V, A]) Name(seat int) string {
	if seat < 0 || seat >= len(d.cfg.Seats) {
		return "?"
	}
	return d.cfg.Seats[seat].Name
}

// Human reports whether a person plays seat.
func (d *Driver[V, A]) Human(seat int) bool {
	return seat >= 0 && seat < len(d.cfg.Seats) && d.cfg.Seats[seat].Human
}

// Humans is how many people play.
func (d *Driver[V, A]) Humans() int { return d.humans }

// Viewer is the seat whose hand is shown, -1 for none.
func (d *Driver[V, A]) Viewer() int { return d.viewer }

// Cover is the seat the hot-seat cover waits for, -1 for none.
func (d *Driver[V, A]) Cover() int { return d.cover }

// View is what the table may show: the viewer's view, or a spectator's
// when no hand is shown.
func (d *Driver[V, A]) View() V {
	if d.viewer < 0 {
		return d.g.SpectatorView()
	}
	return d.g.View(d.viewer)
}

// Playing reports whether a hand is being played.
func (d *Driver[V, A]) Playing() bool { return d.g.Outcome().Stage == match.Playing }

// MyTurn reports whether the seat whose hand is shown may act now.
func (d *Driver[V, A]) MyTurn() bool {
	if d.viewer < 0 || d.cover >= 0 || !d.Playing() {
		return false
	}
	return slices.Contains(d.g.Actors(), d.viewer)
}

// CoverKey gates a board's keys while the hot-seat cover is up: it
// reports whether the cover is up, in which case the key is the cover's
// (Return or Enter confirms it, as its button does; any other key does
// nothing) and the board must not act on it. A rune (key nil) under the
// cover does nothing.
func (d *Driver[V, A]) CoverKey(key *fyne.KeyEvent, confirm func()) bool {
	if d.cover < 0 {
		return false
	}
	if key != nil && (key.Name == fyne.KeyReturn || key.Name == fyne.KeyEnter) {
		confirm()
	}
	return true
}

// Confirm is the cover's "I am NAME" button: that seat's hand is shown.
func (d *Driver[V, A]) Confirm() {
	if d.cover < 0 {
		return
	}
	d.viewer, d.cover = d.cover, -1
	d.noteTurn()
	d.cfg.Changed()
}

// HideHands turns every hand face down between people (before a new
// hand is dealt): the next one is shown when its player confirms.
func (d *Driver[V, A]) HideHands() {
	if d.humans > 1 {
		d.viewer = -1
	}
}

// Act plays a for the seat whose hand is shown (a already names it). A
// refusal leaves the game as it was; its error carries the engine's code.
func (d *Driver[V, A]) Act(a A) ([]match.Event, error) {
	if !d.MyTurn() {
		return nil, match.Errorf(match.ErrNotYourTurn, "seat %d may not act now", d.viewer)
	}
	return d.play(d.viewer, a, false, "")
}

// Deal plays a between hands (dealing the next one): any seat may.
func (d *Driver[V, A]) Deal(a A) ([]match.Event, error) {
	if d.g.Outcome().Stage != match.HandOver {
		return nil, match.Errorf(match.ErrWrongPhase, "the hand is not over")
	}
	return d.play(-1, a, false, "")
}

// play applies a of seat (a computer's, with why it made it, or a
// person's), records it in the move log and follows the game.
func (d *Driver[V, A]) play(seat int, a A, computer bool, why string) ([]match.Event, error) {
	events, err := d.g.Apply(a)
	if err != nil {
		return nil, err
	}
	if seat != d.last {
		d.last, d.streak = seat, 0
	}
	d.streak++
	d.record(events, computer, why)
	d.cfg.Played(seat, a, events, computer)
	d.update()
	return events, nil
}

// update follows the game: the hand shown, the cover between two people,
// the next computer move; then the board redraws.
func (d *Driver[V, A]) update() {
	defer func() {
		d.noteTurn()
		d.cfg.Changed()
	}()
	actors := d.g.Actors()
	if !d.Playing() || len(actors) == 0 {
		return
	}
	seat := actors[0]
	if d.humans > 1 && d.viewer >= 0 && seat != d.viewer {
		// Between people the hand goes face down as soon as its turn is
		// over: the computers' turns are watched with no hand shown.
		d.viewer = -1
	}
	if d.Human(seat) {
		if d.humans > 1 && seat != d.viewer && d.cover != seat {
			d.cover, d.viewer = seat, -1
		}
	} else if !d.thinking {
		d.think(seat)
	}
}

// Thinking reports whether a computer is choosing a move.
func (d *Driver[V, A]) Thinking() bool { return d.thinking }

// think starts the computer at seat on its own goroutine, from its view,
// once the cards of the last move have landed (Settle). Its move comes
// back through Exec, no sooner than the pace, on the table's clock.
func (d *Driver[V, A]) think(seat int) {
	d.thinking = true
	gen := d.gen
	agent := d.cfg.Seats[seat].Agent
	if agent == nil || d.streak >= maxStreak && d.last == seat {
		agent = d.cfg.Fallback
	}
	v := d.g.View(seat)
	pace, start := d.cfg.Pace, d.cfg.Clock.Now()
	d.after(d.cfg.Settle, func() {
		d.cfg.Go(func() {
			a, ok := choose(agent, v)
			why := ""
			if ex, explains := agent.(match.Explainer[A]); ok && explains {
				if adv, searched := ex.Explain(); searched {
					why = Why(adv)
				}
			}
			d.after(pace-d.cfg.Clock.Now().Sub(start), func() {
				d.cfg.Exec(func() { d.computerMoved(gen, seat, a, ok, why) })
			})
		})
	})
}

// after calls f once wait has passed on the table's clock; at once, on
// this goroutine, when there is nothing to wait.
func (d *Driver[V, A]) after(wait time.Duration, f func()) {
	if wait <= 0 {
		f()
		return
	}
	d.cfg.Clock.AfterFunc(wait, f)
}

// choose asks a computer player for a move, surviving a panic.
func choose[V, A any](agent match.Agent[V, A], v V) (a A, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			fyne.LogError("table: computer player failed", fmt.Errorf("%v", r))
			ok = false
		}
	}()
	return agent.Choose(v), true
}

// computerMoved plays a computer's move on the UI goroutine, with why it
// made it for the move log. A move the engine refuses is replaced by the
// Fallback's.
func (d *Driver[V, A]) computerMoved(gen, seat int, a A, ok bool, why string) {
	if gen != d.gen {
		return
	}
	d.thinking = false
	actors := d.g.Actors()
	if !d.Playing() || !slices.Contains(actors, seat) {
		d.update()
		return
	}
	err := errors.New("no move")
	if ok {
		_, err = d.play(seat, d.cfg.Seated(a, seat), true, why)
	}
	if err == nil {
		return
	}
	if ok {
		fyne.LogError(fmt.Sprintf("table: computer move refused: %v", a), err)
	}
	a = d.cfg.Seated(d.cfg.Fallback.Choose(d.g.View(seat)), seat)
	if _, err := d.play(seat, a, true, ""); err != nil {
		fyne.LogError("table: no legal move for "+d.Name(seat), err)
	}
}
