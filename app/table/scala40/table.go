// Package scala40 is the Scala 40 board: one Fyne widget, built on the
// table core (app/table), that draws the match, hit-tests its own layout
// and turns taps and drags into engine actions (fyne-io/solitaire
// style): the melds by player, the tallone and the pozzo, the staging
// strip where melds are built before going down, the hand and the status
// line. Computer seats think on their own goroutines and post their moves
// back to the UI goroutine; hot-seat play covers the table between two
// human players.
package scala40

import (
	"tavolo/app/table"

	"fmt"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/cardart"
	"tavolo/engine/cards"
	s40 "tavolo/engine/scala40"
)

// Seat is one player at the table.
type Seat struct {
	Name  string
	Human bool
	// Opponent plays a computer seat; nil uses the built-in LegalPlayer.
	Opponent Opponent
}

// Config sets up a table.
type Config struct {
	Seats []Seat
	// Game is the match to play: s40.NewMatch, or NewFromSetup for a
	// chosen deal.
	Game  *s40.Game
	Style cardart.Style
	// CardScale sizes the cards relative to the usual size (0 means 1).
	CardScale float32
	// Pace is the pause between two computer moves, and sets the speed of
	// their animations; 0 plays them at once.
	Pace time.Duration
	// Exec runs f on the UI goroutine; nil means fyne.Do. Tests pass a
	// queue they drain themselves.
	Exec func(f func())
	// Go runs a computer's thinking off the UI goroutine; nil starts a
	// goroutine.
	Go func(f func())
	// OnLeave is called by the Leave button (hidden when nil).
	OnLeave func()
	// OnNewMatch is offered on the winner screen (hidden when nil).
	OnNewMatch func()
	// OnRematch is offered on the winner screen: a new match with the
	// same players and rules (hidden when nil).
	OnRematch func()
	// OnChange is called on the UI goroutine after every action the game
	// accepted (a person's or a computer's): the place to autosave.
	OnChange func(g *s40.Game)
	// OnHandOver is called once when a hand ends (and when the match
	// ends), after OnChange.
	OnHandOver func(g *s40.Game)
	// Sound plays an effect: "deal", "draw", "discard", "meld", "close",
	// "out" or "win". Nil is silent.
	Sound func(effect string)
}

// handRecord is what the score sheet keeps about a finished hand.
type handRecord struct {
	no     int
	closer int
	inMano bool
	points []int
	out    []int
	back   []int
}

// Table is the Scala 40 table widget.
type Table struct {
	widget.BaseWidget

	cfg    Config
	g      *s40.Game
	humans int

	viewer     int          // the seat whose hand is shown, -1 for none
	cover      int          // the seat the table waits for ("Pass to NAME"), -1 for none
	order      []cards.Card // the viewer's hand in display order (staged cards included)
	selected   map[cards.Card]bool
	stage      []*staged
	bySuit     bool
	cursor     int        // the keyboard cursor in the shown hand
	meldCursor int        // the table meld chosen with the keyboard (an ID), 0 for none
	keyboard   bool       // a key was used: show the cursors
	fresh      cards.Card // the card just drawn
	hasFresh   bool

	msg    string // the last message: an engine refusal or what a computer did
	msgBad bool

	sheet    bool // the score sheet is shown
	pozzo    bool // the pozzo's contents are shown
	question *table.Question

	thinking bool
	gen      int // bumped when the table stops, so late computer moves are dropped
	turnKey  [2]int
	turnActs int

	history []handRecord

	drag  *dragState
	hover fyne.CanvasObject // the target under a dragged card

	lay     layout
	sprites table.Sprites
	r       *tableRenderer
	ui      widgets
}

// New makes the table for a match. cfg.Game and one Seat per player are
// required.
func New(cfg Config) (*Table, error) {
	if cfg.Game == nil {
		return nil, fmt.Errorf("table: no game")
	}
	if len(cfg.Seats) != cfg.Game.Players() {
		return nil, fmt.Errorf("table: %d seats for %d players", len(cfg.Seats), cfg.Game.Players())
	}
	if cfg.Exec == nil {
		cfg.Exec = fyne.Do
	}
	if cfg.Go == nil {
		cfg.Go = func(f func()) { go f() }
	}
	t := &Table{cfg: cfg, g: cfg.Game, viewer: -1, cover: -1, selected: map[cards.Card]bool{},
		bySuit: true}
	for s, seat := range cfg.Seats {
		if seat.Human {
			t.humans++
			if t.viewer < 0 {
				t.viewer = s
			}
		}
	}
	if t.humans > 1 {
		t.viewer = -1 // hot-seat: nobody's hand is shown until they confirm
	}
	t.ExtendBaseWidget(t)
	t.sprites = table.Sprites{Style: cfg.Style, Refresh: t.Refresh, Tapped: t.Tapped}
	t.makeWidgets()
	t.rebuildHistory()
	if t.g.Phase == s40.PhaseHandOver || t.g.Phase == s40.PhaseMatchOver {
		t.recordHand() // a resumed match: this hand's end was reported before
	}
	if len(t.g.Log) == 0 {
		t.sound("deal")
	}
	t.afterChange()
	return t, nil
}

// Game returns the match being played (read it; change it only through
// the table).
func (t *Table) Game() *s40.Game { return t.g }

// Stop drops any computer move still being thought about: call it when
// the table leaves the window.
func (t *Table) Stop() { t.gen++ }

func (t *Table) name(seat int) string {
	if seat < 0 || seat >= len(t.cfg.Seats) {
		return "?"
	}
	return t.cfg.Seats[seat].Name
}

func (t *Table) isHuman(seat int) bool {
	return seat >= 0 && seat < len(t.cfg.Seats) && t.cfg.Seats[seat].Human
}

// myTurn reports whether the viewer is the seat to move in a live hand.
func (t *Table) myTurn() bool {
	return t.viewer >= 0 && t.cover < 0 && t.g.ToMove == t.viewer &&
		(t.g.Phase == s40.PhaseDraw || t.g.Phase == s40.PhasePlay)
}

// view is what the viewer may see (the hand is empty with no viewer).
func (t *Table) view() s40.View {
	if t.viewer < 0 {
		v := t.g.View(0)
		v.Seat, v.Hand = -1, nil
		v.Taken, v.HasTaken, v.OpenedThisTurn, v.PendingJokers, v.CanUndo = 0, false, false, nil, false
		return v
	}
	return t.g.View(t.viewer)
}

// afterChange brings the table up to date with the game: the hand shown,
// the end of a hand, the cover between two humans, the next computer move.
func (t *Table) afterChange() {
	if k := [2]int{t.g.HandNo, t.g.Turn}; k != t.turnKey {
		t.turnKey, t.turnActs = k, 0
		if t.g.ToMove != t.viewer {
			t.hasFresh = false
		}
	}
	switch t.g.Phase {
	case s40.PhaseHandOver, s40.PhaseMatchOver:
		if t.recordHand() {
			t.handEnded()
		}
		t.sheet = true
		t.clearHand()
		t.syncHand()
		t.Refresh()
		return
	}
	seat := t.g.ToMove
	if t.humans > 1 && t.viewer >= 0 && seat != t.viewer {
		// Between people the hand goes face down as soon as its turn is
		// over: the computers' turns are watched with no hand shown.
		t.viewer = -1
		t.clearHand()
	}
	if t.isHuman(seat) {
		if t.humans > 1 && seat != t.viewer && t.cover != seat {
			t.cover = seat
			t.viewer = -1
			t.clearHand()
		}
	} else if !t.thinking {
		t.think(seat)
	}
	t.syncHand()
	t.Refresh()
}

// clearHand forgets everything about the hand shown.
func (t *Table) clearHand() {
	t.order, t.stage = nil, nil
	t.selected = map[cards.Card]bool{}
	t.hasFresh = false
	t.question = nil
	t.pozzo = false
	t.endDrag()
}

// syncHand keeps the displayed order of the viewer's hand in step with
// the game: cards gone are dropped, new cards go to the right.
func (t *Table) syncHand() {
	if t.viewer < 0 {
		t.order, t.stage = nil, nil
		return
	}
	hand := t.g.View(t.viewer).Hand
	in := map[cards.Card]bool{}
	for _, c := range hand {
		in[c] = true
	}
	fresh := len(t.order) == 0
	kept := t.order[:0:0]
	seen := map[cards.Card]bool{}
	for _, c := range t.order {
		if in[c] {
			kept = append(kept, c)
			seen[c] = true
		}
	}
	var added []cards.Card
	for _, c := range hand {
		if !seen[c] {
			kept = append(kept, c)
			added = append(added, c)
		}
	}
	t.order = kept
	if fresh {
		table.SortHand(t.order, t.bySuit)
	} else if len(added) == 1 && t.g.ToMove == t.viewer {
		t.fresh, t.hasFresh = added[0], true
	}
	for c := range t.selected {
		if !in[c] {
			delete(t.selected, c)
		}
	}
	var st []*staged
	for _, s := range t.stage {
		var cs []cards.Card
		for _, c := range s.cards {
			if in[c] {
				cs = append(cs, c)
			}
		}
		if len(cs) > 0 {
			s.cards = cs
			st = append(st, s)
		}
	}
	t.stage = st
}

// handShown is the viewer's hand less the staged cards, in display order.
func (t *Table) handShown() []cards.Card {
	staged := map[cards.Card]bool{}
	for _, s := range t.stage {
		for _, c := range s.cards {
			staged[c] = true
		}
	}
	var out []cards.Card
	for _, c := range t.order {
		if !staged[c] {
			out = append(out, c)
		}
	}
	return out
}

// recordHand notes a finished hand for the score sheet, once; it reports
// whether the hand was new.
func (t *Table) recordHand() bool {
	res := t.g.Result
	if res == nil {
		return false
	}
	for _, h := range t.history {
		if h.no == t.g.HandNo {
			return false
		}
	}
	t.history = append(t.history, handRecord{no: t.g.HandNo, closer: res.Closer, inMano: res.InMano,
		points: slices.Clone(res.Points), out: slices.Clone(res.Eliminated), back: slices.Clone(res.Reentered)})
	return true
}

// act plays an action for the viewer. A refusal leaves the game as it was
// and shows the engine's reason; it returns whether the action was played.
func (t *Table) act(a s40.Action) bool {
	if !t.myTurn() && a.Kind != s40.NextHand {
		t.say(ErrorText(&notYourTurn), true)
		return false
	}
	a.Seat = t.viewer
	if a.Kind == s40.NextHand {
		a.Seat = 0
	}
	if _, err := t.g.Apply(a); err != nil {
		t.say(ErrorText(err), true)
		t.Refresh()
		return false
	}
	t.turnActs++
	t.say("", false)
	t.applied(a)
	t.afterChange()
	return true
}

var notYourTurn = s40.Error{Code: s40.ErrNotYourTurn}

// say sets the message line.
func (t *Table) say(s string, bad bool) { t.msg, t.msgBad = s, bad }

// think starts the computer at seat on its own goroutine. Its move comes
// back through cfg.Exec, after at least cfg.Pace.
func (t *Table) think(seat int) {
	t.thinking = true
	gen := t.gen
	opp := t.cfg.Seats[seat].Opponent
	var lc legalChooser = LegalPlayer{}
	if o, ok := opp.(legalChooser); ok {
		lc, opp = o, nil
	}
	var v s40.View
	var clone *s40.Game
	if opp != nil {
		v = t.g.View(seat)
	} else {
		clone = t.g.Clone()
	}
	pace := t.cfg.Pace
	// The cards of the last move land before the computer starts
	// thinking, so a search never competes with an animation for the
	// cores; the move still comes no sooner than the pace.
	settle := t.flightTime()
	t.cfg.Go(func() {
		start := time.Now()
		time.Sleep(settle)
		a, ok := choose(opp, lc, v, clone, seat)
		if wait := pace - time.Since(start); wait > 0 {
			time.Sleep(wait)
		}
		t.cfg.Exec(func() { t.computerMoved(gen, seat, a, ok) })
	})
}

// choose asks a computer player for a move, surviving a panic.
func choose(opp Opponent, lc legalChooser, v s40.View, g *s40.Game, seat int) (a s40.Action, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			fyne.LogError("table: computer player failed", fmt.Errorf("%v", r))
			ok = false
		}
	}()
	if opp != nil {
		a = opp.Choose(v)
	} else {
		a = lc.ChooseLegal(g, seat)
	}
	a.Seat = seat
	return a, true
}

// computerMoved plays a computer's move on the UI goroutine. A move the
// engine refuses is replaced by one from LegalPlayer, so a faulty
// computer player cannot stop the match.
func (t *Table) computerMoved(gen, seat int, a s40.Action, ok bool) {
	if gen != t.gen {
		return
	}
	t.thinking = false
	if t.g.ToMove != seat || t.g.Phase == s40.PhaseHandOver || t.g.Phase == s40.PhaseMatchOver {
		t.afterChange()
		return
	}
	t.turnActs++
	var err error = fmt.Errorf("no move")
	if ok && t.turnActs < 60 {
		_, err = t.g.Apply(a)
	}
	if err != nil {
		if ok {
			fyne.LogError("table: computer move refused: "+a.String(), err)
		}
		a = LegalPlayer{}.ChooseLegal(t.g.Clone(), seat)
		if t.turnActs >= 60 {
			a = forceDiscard(t.g, seat, a)
		}
		if _, err := t.g.Apply(a); err != nil {
			fyne.LogError("table: no legal move for "+t.name(seat), err)
			return
		}
	}
	t.announce(seat, a)
	t.applied(a)
	t.afterChange()
	t.animateComputer(seat, a)
}

// forceDiscard ends a computer's turn that has gone on too long.
func forceDiscard(g *s40.Game, seat int, fallback s40.Action) s40.Action {
	for _, a := range g.Legal(seat) {
		if a.Kind == s40.Discard || a.Kind == s40.Draw {
			return a
		}
	}
	return fallback
}

// announce says what a computer just did.
func (t *Table) announce(seat int, a s40.Action) {
	n := map[string]any{"Name": t.name(seat)}
	switch a.Kind {
	case s40.Draw:
		t.say(lang.L("{{.Name}} drew from the tallone.", n), false)
	case s40.Take:
		n["Card"] = table.CardName(t.lastTaken(seat))
		t.say(lang.L("{{.Name}} took the {{.Card}} from the pozzo.", n), false)
	case s40.MeldDown:
		t.say(lang.L("{{.Name}} laid down melds.", n), false)
	case s40.Attach:
		n["Card"] = table.CardName(a.Card.Face())
		t.say(lang.L("{{.Name}} attached the {{.Card}}.", n), false)
	case s40.Swap:
		n["Card"] = table.CardName(a.Card.Face())
		t.say(lang.L("{{.Name}} put the {{.Card}} in place of a joker.", n), false)
	case s40.Discard:
		n["Card"] = table.CardName(a.Card.Face())
		t.say(lang.L("{{.Name}} discarded the {{.Card}}.", n), false)
	default:
		t.say("", false)
	}
}

// lastTaken is the card seat took from the pozzo, from the public events.
func (t *Table) lastTaken(seat int) cards.Face {
	for i := len(t.g.Events) - 1; i >= 0; i-- {
		if e := t.g.Events[i]; e.Kind == s40.EvTook && e.Seat == seat && len(e.Cards) > 0 {
			return e.Cards[0].Face()
		}
	}
	return cards.NoFace
}

// confirmCover is the "I am NAME" button: it reveals that seat's hand.
func (t *Table) confirmCover() {
	if t.cover < 0 {
		return
	}
	t.viewer, t.cover = t.cover, -1
	t.clearHand()
	t.say("", false)
	t.syncHand()
	t.Refresh()
}

// nextHand deals the next hand from the score sheet.
func (t *Table) nextHand() {
	if t.g.Phase != s40.PhaseHandOver {
		return
	}
	t.sheet = false
	if t.humans > 1 {
		t.viewer = -1 // the next hand stays hidden until its player confirms
	}
	t.clearHand()
	a := s40.Action{Kind: s40.NextHand}
	if _, err := t.g.Apply(a); err != nil {
		t.say(ErrorText(err), true)
	} else {
		t.applied(a)
	}
	t.afterChange()
}

// sortHand puts the shown hand in order (the sort button).
func (t *Table) toggleSort() {
	t.bySuit = !t.bySuit
	table.SortHand(t.order, t.bySuit)
	t.Refresh()
}

// Stage puts cards of the shown hand into a new staged group, as dropping
// them on the new-meld slot does (after the opening they go straight
// down when they make a meld).
func (t *Table) Stage(cs []cards.Card) {
	if t.viewer < 0 {
		return
	}
	var mine []cards.Card
	for _, c := range cs {
		if t.holds(c) {
			mine = append(mine, c)
		}
	}
	if len(mine) > 0 {
		t.newStage(mine)
	}
}

// Act plays an action for the seat whose hand is shown, as the table's
// own controls do; it reports whether the game accepted it.
func (t *Table) Act(a s40.Action) bool { return t.act(a) }

// ShowSheet opens or closes the score sheet.
func (t *Table) ShowSheet(on bool) {
	t.sheet = on
	t.Refresh()
}

// Rematch is the winner screen's "Same players again" button.
func (t *Table) Rematch() { t.ui.rematchBtn.OnTapped() }
