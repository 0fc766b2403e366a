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
	"fyne.io/fyne/v2/widget"

	"tavolo/app/table"
	"tavolo/engine/cards"
	"tavolo/engine/match"
	s40 "tavolo/engine/scala40"
	"tavolo/engine/scala40/ai"
)

// Seat is one player at the table; a computer seat with no Agent plays
// as LegalPlayer.
type Seat = table.Seat[s40.View, s40.Action]

// Config sets up a table: the match (Game: s40.NewMatch, or
// NewFromSetup for a chosen deal), one Seat per player, what the app
// does after a move and a hand, the hint's search options.
type Config = table.Config[s40.View, s40.Action, *s40.Game, ai.Options]

// closing is how a hand the table saw end was closed, for the score
// sheet.
type closing struct {
	closer int
	inMano bool
}

// Table is the Scala 40 board widget. It draws the view the driver gives
// it and nothing else: no code path reads another seat's hand.
type Table struct {
	widget.BaseWidget
	table.Core[s40.View, s40.Action]

	cfg Config
	v   s40.View // what the board may show, as of the last change

	order      []cards.Card // the viewer's hand in display order (staged cards included)
	selected   table.Selection
	stage      []*staged
	bySuit     bool
	cursor     int               // the keyboard cursor in the shown hand
	meldCursor int               // the table meld chosen with the keyboard (an ID), 0 for none
	sorted     bool              // the player sorted the hand and has not moved a card since
	clicks     table.DoubleClick // tells a double click on a hand card
	fresh      cards.Card        // the card just drawn
	hasFresh   bool

	pozzo bool // the pozzo's contents are shown

	turnKey  [2]int          // the hand and turn last shown, to forget the fresh card
	closings map[int]closing // by hand number, the hands seen ending

	drag *table.Dragging

	lay layout
	ui  widgets
}

// New makes the table for a match. cfg.Game and one Seat per player are
// required.
func New(cfg Config) (*Table, error) {
	t := &Table{cfg: cfg, selected: map[cards.Card]bool{}, bySuit: true, closings: map[int]closing{}}
	err := table.Init(&t.Core, t, &t.cfg, s40.Replay, table.Game[s40.View, s40.Action]{
		Fallback:  LegalPlayer{},
		Describe:  t.describe,
		Laid:      laid,
		Played:    t.played,
		ErrorText: ErrorText,
		Changed:   t.afterChange,
		Forget:    t.clearHand,
		Ended:     t.handEnded,
		Next:      t.nextHand,
		HintTurn:  t.hintTurn,
		HintSeed:  t.hintSeed,
		Advise: func(v s40.View, seed uint64) table.Advice {
			return hintAdvice(v, ai.Hint(v, seed, t.cfg.HintOptions))
		},
	})
	if err != nil {
		return nil, err
	}
	t.makeWidgets()
	t.v = t.Driver.View()
	// A resumed match whose hand is over: its end was told before.
	if v := t.v; v.Result != nil {
		t.closings[v.HandNo] = closing{v.Result.Closer, v.Result.InMano}
	}
	t.Start()
	return t, nil
}

// Game returns the match being played (read it; change it only through
// the table).
func (t *Table) Game() *s40.Game { return t.cfg.Game }

// afterChange brings the board up to date with the driver: the card
// just drawn, the hand's order.
func (t *Table) afterChange() {
	t.v = t.Driver.View()
	v := t.v
	if k := [2]int{v.HandNo, v.Turn}; k != t.turnKey {
		t.turnKey = k
		if v.ToMove != t.Driver.Viewer() {
			t.hasFresh = false
		}
	}
	t.syncHand(v)
}

// clearHand forgets everything about the hand shown (the core's
// Game.Forget; the core drops the drag and the question).
func (t *Table) clearHand() {
	t.order, t.stage = nil, nil
	t.selected = map[cards.Card]bool{}
	t.hasFresh = false
	t.pozzo = false
}

// syncHand keeps the displayed order of the viewer's hand in step with
// the game (table.SyncOrder); the one card drawn at the viewer's turn is
// marked fresh.
func (t *Table) syncHand(v s40.View) {
	if t.Driver.Viewer() < 0 {
		t.order, t.stage = nil, nil
		return
	}
	order, added := table.SyncOrder(t.order, v.Hand, t.sorted, t.bySuit)
	t.order = order
	if len(added) == 1 && v.ToMove == t.Driver.Viewer() {
		t.fresh, t.hasFresh = added[0], true
	}
	in := table.Held(v.Hand)
	table.Unselect(t.selected, in)
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
	var staged [][]cards.Card
	for _, s := range t.stage {
		staged = append(staged, s.cards)
	}
	return table.Without(t.order, staged...)
}

// act plays an action for the viewer. A refusal leaves the game as it was
// and shows the engine's reason; it returns whether the action was played.
func (t *Table) act(a s40.Action) bool {
	a.Seat = 0 // for the deal
	_, ok := t.Play(a, a.Kind == s40.NextHand)
	return ok
}

// touched is called as the player does anything (a click, a key, a
// drag): an error on the message line answered an earlier try and goes.
func (t *Table) touched() {
	if t.MsgBad {
		t.Say("", false)
	}
}

// taken is the card taken from the pozzo, from a Take's events.
func taken(events []match.Event) cards.Face {
	for _, e := range events {
		if e.Kind == s40.EvTook && len(e.Cards) > 0 {
			return e.Cards[0].Face()
		}
	}
	return cards.NoFace
}

// nextHand deals the next hand from the score sheet.
func (t *Table) nextHand() {
	if t.NextHand() {
		t.Say("", false) // the last hand's last move is no news in the next
		t.act(s40.Action{Kind: s40.NextHand})
	}
}

// toggleSort sorts the shown hand the other way (the sort button).
func (t *Table) toggleSort() {
	t.bySuit = !t.bySuit
	t.sorted = true
	table.SortHand(t.order, t.bySuit)
	t.Refresh()
}

// Stage puts cards of the shown hand into a new staged group, as dropping
// them on the new-meld slot does (after the opening they go straight
// down when they make a meld).
func (t *Table) Stage(cs []cards.Card) {
	if t.Driver.Viewer() < 0 {
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

// Rematch is the winner screen's "Same players again" button.
func (t *Table) Rematch() {
	if b := t.ui.Rematch; b != nil {
		b.OnTapped()
	}
}
