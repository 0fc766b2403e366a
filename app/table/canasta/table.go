// Package canasta is the Canasta board: one Fyne widget on the table core
// (app/table) that draws a Canasta match from the engine's view and turns
// taps, drags and keys into engine actions. The seats round the table
// (the partner across, the opponents at the sides), the melds of each
// side grouped by rank with the canastas squared up, the red threes, the
// pozzo with its frozen and blocked badges, the mazzo, the staging strip
// where melds and the opening are built, the hand, and the score sheet.
// Every rule is asked of engine/canasta.
package canasta

import (
	"maps"
	"slices"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/table"
	cn "tavolo/engine/canasta"
	caai "tavolo/engine/canasta/ai"
	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// Seat is one player at the table; a computer seat with no Agent plays
// as LegalPlayer.
type Seat = table.Seat[cn.View, cn.Action]

// Config sets up a table: the match (Game: cn.NewMatch, or
// NewFromSetup for a chosen deal), one Seat per player, what the app
// does after a move and a hand, the hint's search options.
type Config = table.Config[cn.View, cn.Action, *cn.Game, caai.Options]

// Table is the Canasta board widget. It draws the view the driver gives
// it and nothing else: no code path reads another seat's hand.
type Table struct {
	widget.BaseWidget
	table.Core[cn.View, cn.Action]

	cfg Config
	v   cn.View

	order    []cards.Card // the viewer's hand in display order (staged cards included)
	selected table.Selection
	stage    [][]cards.Card // melds being built, not yet laid down
	bySuit   bool
	cursor   int                 // the keyboard cursor in the shown hand
	taken    map[cards.Card]bool // cards that came with the pozzo, marked this turn
	fresh    map[cards.Card]bool // cards just drawn, marked this turn
	turnKey  [2]int

	sorted bool              // the hand is in sorted order: a drawn card takes its place
	clicks table.DoubleClick // tells a double click on a hand card
	hold   table.HandHold    // keeps the hand's cards still under the pointer

	drag *table.Dragging

	lay layout
	ui  widgets
}

// New makes the table for a match. cfg.Game and one Seat per player are
// required.
func New(cfg Config) (*Table, error) {
	t := &Table{cfg: cfg, selected: map[cards.Card]bool{}, taken: map[cards.Card]bool{}, fresh: map[cards.Card]bool{}}
	err := table.Init(&t.Core, t, &t.cfg, cn.Replay, table.Game[cn.View, cn.Action]{
		Fallback:  LegalPlayer{},
		Describe:  t.ByName(logLine),
		Laid:      laid,
		Played:    t.played,
		ErrorText: func(err error) string { return ErrorText(err, t.v.Rules) },
		Changed:   t.afterChange,
		Forget:    t.clearHand,
		Next:      t.nextHand,
		HintTurn:  t.hintTurn,
		HintSeed:  t.hintSeed,
		Advise: func(v cn.View, seed uint64) table.Advice {
			return hintAdvice(v, caai.Hint(v, seed, t.cfg.HintOptions))
		},
	})
	if err != nil {
		return nil, err
	}
	t.makeWidgets()
	t.Start() // its first change takes the view (afterChange)
	return t, nil
}

// Game returns the match being played.
func (t *Table) Game() *cn.Game { return t.cfg.Game }

// afterChange brings the board up to date with the driver: the marks
// of the turn shown, the hand's order.
func (t *Table) afterChange() {
	t.v = t.Driver.View()
	v := t.v
	if k := [2]int{v.HandNo, v.ToMove}; k != t.turnKey {
		t.turnKey = k
		clear(t.taken)
		clear(t.fresh)
	}
	t.syncHand(v)
}

// clearHand forgets everything about the hand shown (the core's
// Game.Forget).
func (t *Table) clearHand() {
	t.order, t.stage = nil, nil
	t.selected = map[cards.Card]bool{}
}

// syncHand keeps the displayed order of the viewer's hand in step with
// the game (table.SyncOrder); the cards drawn at the viewer's turn are
// marked fresh.
func (t *Table) syncHand(v cn.View) {
	if t.Driver.Viewer() < 0 {
		t.order, t.stage = nil, nil
		return
	}
	t.sorted = t.sorted || len(t.order) == 0 // a hand dealt stays sorted
	order, added := table.SyncOrder(t.order, v.Hand, t.sorted, t.bySuit)
	t.order = order
	if v.ToMove == t.Driver.Viewer() {
		for _, c := range added {
			t.fresh[c] = true
		}
	}
	in := table.Held(v.Hand)
	table.Unselect(t.selected, in)
	var st [][]cards.Card
	for _, g := range t.stage {
		g = slices.DeleteFunc(slices.Clone(g), func(c cards.Card) bool { return !in[c] })
		if len(g) > 0 {
			st = append(st, g)
		}
	}
	t.stage = st
	t.cursor = min(t.cursor, max(len(t.handShown())-1, 0))
}

// handShown is the viewer's hand less the staged cards, in display order.
func (t *Table) handShown() []cards.Card { return table.Without(t.order, t.stage...) }

// holds reports whether c is in the viewer's hand.
func (t *Table) holds(c cards.Card) bool { return slices.Contains(t.v.Hand, c) }

// act plays an action for the viewer; a refusal shows the engine's
// reason. It reports whether the action was played.
func (t *Table) act(a cn.Action) bool {
	deal := a.Kind == cn.NextHand
	if deal {
		a.Seat = (t.v.Dealer + 1) % t.v.Players
	}
	events, ok := t.Play(a, deal)
	if ok {
		t.afterOwn(a, events)
	}
	return ok
}

// afterOwn tells the player what their own move caused: a red three
// drawn and replaced, the pile landing in the hand.
func (t *Table) afterOwn(a cn.Action, events []match.Event) {
	for _, e := range events {
		switch e.Kind {
		case cn.EvRedThree:
			if e.Seat == t.Driver.Viewer() {
				t.Say(lang.L("A red three: laid down and replaced from the mazzo."), false)
			}
		case cn.EvTookPile:
			for _, c := range e.Cards {
				if t.holds(c) {
					t.taken[c] = true
				}
			}
			t.Say(lang.N("The pozzo is yours: {{.N}} cards.", e.Value, map[string]any{"N": e.Value}), false)
		case cn.EvWentOut:
			t.Say(table.Named("{{.Name}} went out.", t.Driver.Name(e.Seat)), false)
		}
	}
	t.Refresh()
	switch a.Kind {
	case cn.Take:
		t.flyFrom(t.lay.pileR, t.taken)
	case cn.Draw:
		// The cards drawn, and the red threes among them flying on to
		// their row.
		drawn := maps.Clone(t.fresh)
		for _, e := range events {
			if e.Kind == cn.EvRedThree && e.Seat == t.Driver.Viewer() {
				for _, c := range e.Cards {
					drawn[c] = true
				}
			}
		}
		t.flyFrom(t.lay.stockR, drawn)
	}
}

// played is called by the driver after every accepted action.
func (t *Table) played(seat int, a cn.Action, events []match.Event, computer bool) {
	t.Tell(events, computer)
	if computer {
		t.Animate(func() { t.animateComputer(seat, a, events) })
	}
	t.Sound(soundOf(a, events))
}

// soundOf is the effect of an action just applied.
func soundOf(a cn.Action, events []match.Event) string {
	for _, e := range events {
		if e.Kind == cn.EvWentOut || e.Kind == cn.EvExhausted {
			return "close"
		}
	}
	switch a.Kind {
	case cn.Draw, cn.Take:
		return "draw"
	case cn.Meld, cn.Add:
		return "meld"
	case cn.Discard:
		return "discard"
	case cn.NextHand:
		return "deal"
	}
	return ""
}

// nextHand deals the next hand from the score sheet.
func (t *Table) nextHand() {
	if t.NextHand() {
		t.act(cn.Action{Kind: cn.NextHand})
	}
}

// toggleSort sorts the shown hand the other way.
func (t *Table) toggleSort() {
	t.bySuit = !t.bySuit
	table.SortHand(t.order, t.bySuit)
	t.sorted = true
	t.Refresh()
}

// Act plays an action for the seat whose hand is shown, as the table's
// own controls do; it reports whether the game accepted it.
func (t *Table) Act(a cn.Action) bool { return t.act(a) }

// Rematch is the winner screen's "Same players again" button.
func (t *Table) Rematch() {
	if b := t.ui.Rematch; b != nil {
		b.OnTapped()
	}
}

// sideOf is seat's side in the view.
func (t *Table) sideOf(seat int) int {
	for i, s := range t.v.Sides {
		if slices.Contains(s, seat) {
			return i
		}
	}
	return -1
}

// mySide is the viewer's side, or the side of seat 0 when no hand is
// shown (the table is drawn from there).
func (t *Table) mySide() int {
	if t.Driver.Viewer() >= 0 {
		return t.sideOf(t.Driver.Viewer())
	}
	return t.sideOf(0)
}
