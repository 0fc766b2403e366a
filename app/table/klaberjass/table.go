// Package klaberjass is the Klaberjass board: one Fyne widget, built on
// the table core (app/table), that draws the match between two players
// and turns taps, drags and keys into engine actions. The turn-up and the
// stock, the bidding bar (take, pass, schmeiss, the suits that may be
// named, the answer to a schmeiss), the trump badge and the maker, the
// dix exchange, the declarations ("20" — "good" / "not good" / "how
// high?"), bella, the trick, the tricks won, the last trick and the score
// sheet with every line of a hand. Every rule is the engine's: what may
// be done comes from Legal, what happened from the events.
package klaberjass

import (
	"time"

	"fyne.io/fyne/v2/widget"

	"tavolo/app/table"
	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
	kjai "tavolo/engine/klaberjass/ai"
)

// Seat is one player at the table; a computer seat with no Agent plays as
// LegalPlayer.
type Seat = table.Seat[kj.View, kj.Action]

// Config sets up a table: the match (Game: kj.New, or
// NewFromSetup for a chosen deal), one Seat per player, what the app
// does after a move and a hand, the hint's search options.
type Config = table.Config[kj.View, kj.Action, *kj.Game, kjai.Options]

// Table is the Klaberjass board widget. It draws the view the driver
// gives it and nothing else: no code path reads another seat's hand.
type Table struct {
	widget.BaseWidget
	table.Core[kj.View, kj.Action]

	cfg Config
	v   kj.View

	order  []cards.Card // the viewer's hand in display order
	cursor int          // the keyboard cursor in the hand

	talk []string // what was said during this hand's bidding, in order
	// dialogue is the declarations as the players said them.
	dialogue string

	lastTrick bool // the last trick is shown

	drag *table.Dragging

	lay layout
	ui  widgets
}

// New makes the table for a match.
func New(cfg Config) (*Table, error) {
	t := &Table{cfg: cfg}
	err := table.Init(&t.Core, t, &t.cfg, kj.Replay, table.Game[kj.View, kj.Action]{
		Fallback:  LegalPlayer{},
		Describe:  t.ByName(logLine),
		Played:    t.played,
		ErrorText: ErrorText,
		Changed:   t.afterChange,
		Forget:    t.forget,
		Ended:     t.handEnded,
		Next:      t.nextHand,
		Flight:    400 * time.Millisecond,
		HintTurn:  t.hintTurn,
		HintSeed:  t.hintSeed,
		Advise: func(v kj.View, seed uint64) table.Advice {
			return hintAdvice(v, kjai.Hint(v, seed, t.cfg.HintOptions))
		},
	})
	if err != nil {
		return nil, err
	}
	t.makeWidgets()
	t.Start() // its first change takes the view (afterChange)
	return t, nil
}

// Game returns the match being played (read it; change it only through
// the table).
func (t *Table) Game() *kj.Game { return t.cfg.Game }

// legal is what the seat whose hand is shown may do now (nothing when it
// is not its turn), from the engine.
func (t *Table) legal() []kj.Action {
	if !t.Driver.MyTurn() {
		return nil
	}
	return t.cfg.Game.Legal(t.Driver.Viewer())
}

// afterChange brings the board up to date with the driver: the hand
// shown.
func (t *Table) afterChange() {
	t.v = t.Driver.View()
	t.syncHand(t.v)
}

// forget forgets the hand shown (the core's Game.Forget): its order,
// and the last trick's panel over it. Between hands the sheet (or the
// annulled deal's panel) is up (the core put it up), also in a match
// resumed there: it deals the next hand.
func (t *Table) forget() {
	t.order = nil
	t.lastTrick = false
}

// syncHand keeps the displayed hand in step with the game: cards gone are
// dropped, new ones sorted in.
func (t *Table) syncHand(v kj.View) {
	if t.Driver.Viewer() < 0 {
		t.order = nil
		return
	}
	in := kj.SetOf(v.Hand)
	kept := t.order[:0:0]
	for _, c := range t.order {
		if in.Has(c) {
			kept = append(kept, c)
		}
	}
	if len(kept) != len(v.Hand) {
		kept = append([]cards.Card(nil), v.Hand...)
		sortHand(kept, v)
	}
	t.order = kept
	t.cursor = max(0, min(t.cursor, len(t.order)-1))
}

// act plays an action for the viewer; a refusal shows the engine's
// reason. It reports whether the game accepted it.
func (t *Table) act(a kj.Action) bool {
	a.Seat = t.v.ToMove // for the deal
	_, ok := t.Play(a, a.Kind == kj.DealHand)
	return ok
}

// nextHand deals the next hand from the score sheet (or after an
// annulled deal).
func (t *Table) nextHand() {
	if t.NextHand() {
		t.act(kj.Action{Kind: kj.DealHand})
	}
}

// Act plays an action for the seat whose hand is shown, as the board's
// own controls do; it reports whether the game accepted it.
func (t *Table) Act(a kj.Action) bool { return t.act(a) }

// sortHand orders a hand by suit, trumps first once they are known, each
// suit in the natural order.
func sortHand(h []cards.Card, v kj.View) {
	key := func(c cards.Card) int {
		s := suitRank[c.Suit()]
		if v.HasTrump && c.Suit() == v.Trump {
			s = -1
		}
		return s*100 - kj.Index(c)%8
	}
	for i := 1; i < len(h); i++ {
		for j := i; j > 0 && key(h[j]) < key(h[j-1]); j-- {
			h[j], h[j-1] = h[j-1], h[j]
		}
	}
}

// suitRank alternates colours: spades, hearts, clubs, diamonds.
var suitRank = [cards.NumSuits]int{cards.Spades: 0, cards.Hearts: 1, cards.Clubs: 2, cards.Diamonds: 3}

// LegalPlayer is the board's own computer player, the driver's Fallback:
// the engine's simplest player (ai.Legal). It plays a computer seat that
// has no other, and replaces a move the engine refuses.
type LegalPlayer = kjai.Legal
