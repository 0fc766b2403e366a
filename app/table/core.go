package table

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// Core is the part of a board that is the same for every game: the
// driver of the match (set up from the board's Setup), the standard
// buttons, the move log, the hint, the score sheet and the keys panel,
// the message line, the sprites and the renderer, the start of every tap
// and key (the hot-seat cover, the panels that close), and the time a
// card flies. A board embeds it as table.Core[View, Action], calls Init
// from its New, and supplies only what is its game's (a Game): its
// layout, what a tap or a drop means as an action, how its events and
// errors read, its own panels.
type Core[V, A any] struct {
	// Setup is the board's own (in its Config): read when used, so a
	// change to it holds.
	Setup   *Setup
	Driver  *Driver[V, A]
	Buttons *Buttons
	Log     *LogPanel // the move log and its Moves button
	Hint    Hint
	Sprites Sprites
	R       *Renderer

	Msg     string // the message line: an engine refusal or what was said
	MsgBad  bool
	SheetUp bool // the score sheet is shown
	KeysUp  bool // the keys panel (F1 or ?) is up
	Changes int  // counts the changes of the game, to drop a late hint
	// Keyboard is set once a key was used: the board shows its cursor.
	Keyboard bool
	// Carry is the drag in progress, nil for none.
	Carry *Dragging
	// Question is the question up (tap an answer, or its digit), nil for
	// none.
	Question *Question

	game     Game[V, A]
	board    Board
	shown    int                   // the seat whose hand the board was brought up to date for (catchUp)
	flights  []func()              // the flights of the move just made, once the board caught up (Animate)
	seated   func(a A, seat int) A // the engine's (match.Seatable)
	handOver func()                // tells the app a hand ended (Config.HandOver)
	reported int                   // the hands scored that the board has told (Game.Ended)
	fresh    bool                  // nothing was played in the match yet but the deal
}

// Board is a board's widget, as its core knows it: one that redraws,
// takes taps and extends fyne's base widget.
type Board interface {
	fyne.Widget
	fyne.Tappable
	ExtendBaseWidget(w fyne.Widget)
}

// Game is what a board tells its core about its game: only its own
// parts. The rest the core takes from the board's Config (the match, its
// seats) and from the engine (how an action is seated, the replay that
// rebuilds the move log of a resumed hand): see Init.
type Game[V, A any] struct {
	// Fallback is the engine's simplest computer player (the driver's
	// DriverConfig.Fallback).
	Fallback match.Agent[V, A]
	// Describe, Laid and Played go to the driver (DriverConfig); Played
	// may be nil, and the app hears of the action after it
	// (Config.Changed). Played asks for the move's flights (Animate):
	// they fly once the board has caught up with the move.
	Describe func(e match.Event) string
	Laid     func(e match.Event) []cards.Card
	Played   func(seat int, a A, events []match.Event, computer bool)
	// ErrorText reads the engine's refusal of a person's action.
	ErrorText func(err error) string
	// Changed brings the board's own state up to date after the game,
	// the seat shown or the cover changed; the core has counted the
	// change, put the hint away, between two hands put the score sheet
	// up, and forgotten the hand shown where it had to (Forget). The
	// core then redraws the table and flies the move (Animate).
	Changed func()
	// Forget forgets what the board keeps of the hand it shows (the
	// order the cards were arranged in, the cards picked, its own
	// panels over them) when another seat's hand is shown, when the hand
	// is over and when the next one is dealt; the core drops the drag
	// and the question up. nil keeps nothing.
	Forget func()
	// Ended tells a hand just ended, on the view shown, before Changed,
	// and returns the hand's sound ("" for none; at the end of the match
	// the core plays "win" instead); nil tells nothing. The app hears of
	// it after (Config.HandOver).
	Ended func(v V) string
	// Next deals the next hand (the sheet's button).
	Next func()
	// Flight is the longest a card flies (0: DefaultFlight); a
	// computer's card flies two thirds of the pace, at most this.
	Flight time.Duration
	// HintTurn reports whether the person shown may ask a hint now
	// (their turn, in a phase the hint knows); HintSeed is the seed the
	// hint of a view is searched with (the same position always gets the
	// same advice); Advise thinks it, off the UI goroutine.
	HintTurn func() bool
	HintSeed func(v V) uint64
	Advise   func(v V, seed uint64) Advice
}

// DefaultFlight is the longest a card flies on a board that does not
// say (Game.Flight).
const DefaultFlight = 450 * time.Millisecond

// Init sets up c, the core of board, to play cfg's match with the
// board's game g: the widget, the driver (not started: Start) with
// cfg's seats and the move log of a hand resumed (replay, the engine's,
// rebuilds it), the sprites, the move log and the standard buttons. An
// action is seated by the engine's own (match.Seatable). The app hears
// of every action accepted and of every hand ended after the board
// (Config.Changed, Config.HandOver).
func Init[V any, A match.Seatable[A], G match.Game[V, A], O any](c *Core[V, A], board Board, cfg *Config[V, A, G, O],
	replay func(*match.Record) (G, error), g Game[V, A]) error {
	if g.Flight == 0 {
		g.Flight = DefaultFlight
	}
	c.Setup, c.game, c.board, c.handOver = &cfg.Setup, g, board, cfg.HandOver
	c.shown = -1
	c.seated = func(a A, seat int) A { return a.AtSeat(seat) }
	s := c.Setup
	d, err := NewDriver(DriverConfig[V, A]{
		Game:     cfg.Game,
		Seats:    cfg.Seats,
		Fallback: g.Fallback,
		Seated:   c.seated,
		Pace:     s.Pace,
		Settle:   c.FlightTime(),
		Exec:     s.Exec,
		Go:       s.Go,
		Clock:    s.Clock,
		Played: func(seat int, a A, events []match.Event, computer bool) {
			if g.Played != nil {
				g.Played(seat, a, events, computer)
			}
			cfg.Changed()
		},
		Changed:  c.changed,
		Redraw:   board.Refresh,
		Describe: g.Describe,
		Laid:     g.Laid,
		History:  HandHistory[V, A](cfg.Game, replay),
	})
	if err != nil {
		return err
	}
	c.Driver = d
	c.reported = len(cfg.Game.Score().Hands) // a resumed match's hands were told before
	_, played, err := recorded(cfg.Game)
	c.fresh = err == nil && len(played) == 0
	board.ExtendBaseWidget(board)
	c.Sprites = Sprites{Style: s.Style, Refresh: board.Refresh, Tapped: board.Tapped}
	if g.Laid != nil {
		c.Sprites.Marked = d.Marked
	}
	c.Log = NewLogPanel(board.Refresh)
	c.Buttons = NewButtons(*s, ButtonActions{
		Stop: c.Stop, Sheet: c.ShowSheet, Shown: func() bool { return c.SheetUp },
		Hint: c.AskHint, Confirm: c.Confirm, Next: g.Next,
	})
	return nil
}

// Start begins the match at the table, once the board can draw: the
// deal's sound for a new match (nothing played in it yet), then the
// driver (the move log of a resumed hand, the cover, a computer's
// first move).
func (c *Core[V, A]) Start() {
	if c.fresh {
		c.Sound("deal")
	}
	c.Driver.Start()
}

// changed counts a change of the game, puts the hint away and lets the
// board catch up (catchUp).
func (c *Core[V, A]) changed() {
	c.Changes++
	c.Hint.Moved()
	c.between()
	c.catchUp()
}

// Stop drops any computer move still being thought about: call it when
// the table leaves the window.
func (c *Core[V, A]) Stop() { c.Driver.Stop() }

// ShowSheet opens or closes the score sheet.
func (c *Core[V, A]) ShowSheet(on bool) {
	c.SheetUp = on
	c.board.Refresh()
}

// Confirm is the hot-seat cover's "I am NAME": it clears the message
// line and shows that seat's hand.
func (c *Core[V, A]) Confirm() {
	c.Say("", false)
	c.Driver.Confirm()
}

// SheetButtons are the score sheet's buttons (Buttons.ForSheet), the
// review of the hand just played first, where the app offers it
// (Setup.WithReview): on a hand's sheet and on the final sheet at the
// end of the match.
func (c *Core[V, A]) SheetButtons(handOver, matchOver bool) []*widget.Button {
	btns := c.Buttons.ForSheet(handOver, matchOver)
	if handOver || matchOver {
		return c.Setup.WithReview(btns)
	}
	return btns
}

// Play plays a for the seat whose hand is shown, or, to deal the next
// hand, as it is (deal); a refusal goes on the message line in the
// engine's words and the table is redrawn. It returns what the action
// caused and whether the game accepted it.
func (c *Core[V, A]) Play(a A, deal bool) ([]match.Event, bool) {
	var events []match.Event
	var err error
	if deal {
		events, err = c.Driver.Deal(a)
	} else {
		events, err = c.Driver.Act(c.seated(a, c.Driver.Viewer()))
	}
	if err != nil {
		c.Say(c.game.ErrorText(err), true)
		c.board.Refresh()
		return nil, false
	}
	return events, true
}

// Say sets the message line; bad marks a refusal.
func (c *Core[V, A]) Say(s string, bad bool) { c.Msg, c.MsgBad = s, bad }

// FlightTime is how long a computer's card flies at the table's pace.
func (c *Core[V, A]) FlightTime() time.Duration {
	return min(c.Setup.Pace*2/3, c.game.Flight)
}

// CanHint reports whether a hint may be asked now: the board's hint
// turn, with no hint thinking and no panel up.
func (c *Core[V, A]) CanHint() bool {
	return c.game.HintTurn() && !c.Hint.Busy() && !c.SheetUp && !c.KeysUp && !c.Log.Open && c.Driver.Cover() < 0
}

// AskHint thinks a hint on the view shown: "Thinking…" on the message
// line until the advice comes back, then the advice in a panel (unless
// the table has moved on meanwhile).
func (c *Core[V, A]) AskHint() {
	if !c.CanHint() {
		return
	}
	v, stamp := c.Driver.View(), c.Changes
	seed := c.game.HintSeed(v)
	c.Hint.Ask(*c.Setup, func() Advice { return c.game.Advise(v, seed) },
		func() bool { return c.Changes != stamp },
		func(m string) { c.Say(m, false) }, func() string { return c.Msg }, c.board.Refresh)
}

// TapPanels is the start of every tap: under the cover or during a drag
// a tap does nothing; with the keys, the hint or the move log up it
// closes them; with the score sheet up it does nothing. It reports
// whether the tap is spent.
func (c *Core[V, A]) TapPanels(dragging bool) bool {
	switch {
	case dragging || c.Driver.Cover() >= 0:
		return true
	case c.KeysUp || c.Hint.Text != "" || c.Log.Open:
		c.KeysUp, c.Hint.Text, c.Log.Open = false, "", false
		c.board.Refresh()
		return true
	}
	return c.SheetUp
}

// KeyPanels is the start of every key: under the cover only Return (the
// cover's own button) acts; a key closes the hint; F1 opens or closes
// the keys panel, and any key closes it. It reports whether the key is
// spent.
func (c *Core[V, A]) KeyPanels(ev *fyne.KeyEvent) bool {
	if c.Driver.CoverKey(ev, c.Confirm) {
		return true
	}
	return c.panels(ev.Name == fyne.KeyF1)
}

// RunePanels is KeyPanels for a typed character: ? opens or closes the
// keys panel.
func (c *Core[V, A]) RunePanels(r rune) bool {
	if c.Driver.CoverKey(nil, nil) {
		return true
	}
	return c.panels(r == '?')
}

// panels closes the hint, or opens or closes the keys panel; a key that
// does neither counts as the keyboard used.
func (c *Core[V, A]) panels(keys bool) bool {
	switch {
	case c.Hint.Text != "":
		c.Hint.Text = ""
	case c.KeysUp || keys:
		c.KeysUp = !c.KeysUp
	default:
		c.Keyboard = true
		return false
	}
	c.board.Refresh()
	return true
}

// Answer answers the question up with the choice tapped (h, a
// HitChoice), and reports whether a question was up: a tap elsewhere
// leaves it up.
func (c *Core[V, A]) Answer(h Hit) bool {
	q := c.Question
	if q == nil {
		return false
	}
	if h.Kind == HitChoice {
		c.Question = nil
		q.Then(h.N)
	}
	c.board.Refresh()
	return true
}

// AnswerRune answers the question up with the choice of a digit (1 for
// the first), and reports whether a question was up.
func (c *Core[V, A]) AnswerRune(r rune) bool {
	q := c.Question
	if q == nil {
		return false
	}
	if r >= '1' && r <= '9' && int(r-'1') < len(q.Options) {
		c.Question = nil
		q.Then(int(r - '1'))
	}
	c.board.Refresh()
	return true
}

// Renderer makes the renderer of board, which lays itself out into
// frame: at each size build lays the board out on a Builder that has
// begun the frame and painted the felt (nothing is laid out below
// 10×10). The renderer's MinSize is the board's: BoardMinSize.
func (c *Core[V, A]) Renderer(board fyne.Widget, frame *Layout, build func(b *Builder, size fyne.Size)) fyne.WidgetRenderer {
	c.R = &Renderer{Board: board, Frame: frame, Build: func(size fyne.Size) {
		b := c.Sprites.Begin(frame, size)
		if size.Width >= 10 && size.Height >= 10 {
			b.Felt(size)
			build(b, size)
		}
	}}
	return c.R
}

// Animates reports whether the table shows moves flying: it has a pace
// and is drawn.
func (c *Core[V, A]) Animates() bool { return c.Setup.Pace > 0 && c.R != nil }

// FocusGained is part of fyne.Focusable.
func (c *Core[V, A]) FocusGained() {}

// FocusLost is part of fyne.Focusable.
func (c *Core[V, A]) FocusLost() {}

// DrawPanels draws the first that is up of what covers every board's
// table: the hot-seat cover, the keys panel (with the board's keys,
// mine), the hint, the move log. It reports whether it drew one; the
// board's own panels go below them.
func (c *Core[V, A]) DrawPanels(b *Builder, mine []Key) bool {
	switch {
	case c.Driver.Cover() >= 0:
		b.Cover(c.Driver.Name(c.Driver.Cover()), c.Buttons.Cover)
	case c.KeysUp:
		b.Keys(KeyRows(mine))
	case c.Hint.Text != "":
		c.Hint.Draw(b)
	case c.Log.Open:
		b.MoveLog(c.Log, c.Driver.Log())
	default:
		return false
	}
	return true
}

// HandHidden says why no hand is shown: the computers play among
// themselves, or the hands are hidden between two people.
func (c *Core[V, A]) HandHidden() string {
	if c.Driver.Humans() > 1 {
		return lang.L("Hands are hidden between players.")
	}
	return lang.L("Watching the computers play.")
}

// Where a drag picked its cards up (Dragging.From).
const (
	FromHand  = iota + 1 // the hand shown
	FromStage            // a group being built beside the hand
	FromStock            // the stock
	FromPile             // the discard pile
)

// Dragging is a drag in progress: the cards picked up (Drag, nil until
// the board picked some up), where the board picked them from (From,
// its own kinds), and Dead when the drag began where nothing may be
// picked up: it then does nothing until it ends.
type Dragging struct {
	*Drag
	From int
	Dead bool
}

// Carries reports whether c is among the cards being dragged.
func (d *Dragging) Carries(c cards.Card) bool { return d != nil && d.Drag != nil && d.Drag.Has(c) }

// DragMove is the start of every board's Dragged: the first move begins
// a drag where the pointer started (begin sets Carry), and a live drag's
// cards follow the pointer. It returns the live drag, nil for none.
func (c *Core[V, A]) DragMove(ev *fyne.DragEvent, begin func(start fyne.Position)) *Dragging {
	if c.Carry == nil {
		begin(ev.Position.Subtract(ev.Dragged))
	}
	d := c.Carry
	if d == nil || d.Dead {
		return nil
	}
	d.Move(ev.Position)
	return d
}

// DragDone ends the drag in progress: it returns it where it carried
// cards, nil otherwise.
func (c *Core[V, A]) DragDone() *Dragging {
	d := c.Carry
	c.Carry = nil
	if d == nil || d.Dead || d.Drag == nil {
		return nil
	}
	return d
}
