package scala40

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tavolo/app/table"
	"tavolo/app/table/tabletest"
	"tavolo/engine/cards"
	s40 "tavolo/engine/scala40"
)

// card reads one card of the notation ("AS", "10h", "JK"), first copy.
func card(t testing.TB, s string) cards.Card { return tabletest.Card(t, s) }

// hand reads a space-separated list of cards.
func hand(t testing.TB, s string) []cards.Card { return tabletest.Hand(t, s) }

// script is a computer player that plays a fixed list of actions, then
// plays as LegalPlayer.
type script struct{ acts []s40.Action }

func (s *script) Name() string { return "script" }

func (s *script) Choose(v s40.View) s40.Action {
	if len(s.acts) == 0 {
		return LegalPlayer{}.Choose(v)
	}
	a := s.acts[0]
	s.acts = s.acts[1:]
	return a
}

// rig is a table in a test window with the computers run in step: their
// moves wait in a queue until the test drains it.
type rig struct {
	t      *testing.T
	tab    *Table
	win    fyne.Window
	queue  tabletest.Queue
	sounds []string
	saves  int
	overs  int
}

func newRig(t *testing.T, g *s40.Game, seats []Seat) *rig {
	t.Helper()
	test.NewTempApp(t)
	r := &rig{t: t}
	tab, err := New(Config{
		Game:       g,
		Seats:      seats,
		OnChange:   func(*s40.Game) { r.saves++ },
		OnHandOver: func(*s40.Game) { r.overs++ },
		Setup: table.Setup{
			Exec:    r.queue.Exec,
			Go:      func(f func()) { f() },
			Sound:   func(e string) { r.sounds = append(r.sounds, e) },
			OnLeave: func() {},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	r.tab = tab
	r.win = test.NewTempWindow(t, tab)
	r.win.Resize(fyne.NewSize(1100, 760))
	tab.Refresh()
	return r
}

// drain lets the computers play until a person is to move.
func (r *rig) drain() {
	r.queue.Drain()
	r.tab.Refresh()
}

// drag moves the pointer from one point of the table to another, as a
// mouse would, and drops.
func (r *rig) drag(from, to fyne.Position) { tabletest.Drag(r.tab, from, to) }

// at returns the centre of a hand card as drawn now.
func (r *rig) at(c cards.Card) fyne.Position {
	r.t.Helper()
	rc, ok := r.tab.lay.CardAt[c]
	if !ok {
		r.t.Fatalf("%s is not on the table", c)
	}
	// The visible strip of a fanned card is its left part.
	return fyne.NewPos(rc.X+min(rc.W*0.25, 12), rc.Y+rc.H*0.5)
}

// tap clicks a point of the table.
func (r *rig) tap(p fyne.Position) { r.tab.Tapped(&fyne.PointEvent{Position: p}) }

// dragCard drags a hand card to a point.
func (r *rig) dragCard(c cards.Card, to fyne.Position) { r.drag(r.at(c), to) }

// newSlot is the staging strip's slot for a new meld.
func (r *rig) newSlot() fyne.Position {
	for _, h := range r.tab.lay.Hits {
		if h.Kind == hitNewStage && h.R.W < r.tab.lay.stageR.W {
			return h.R.Centre()
		}
	}
	r.t.Fatal("no new-meld slot")
	return fyne.Position{}
}

// stageAt is a staged group's area.
func (r *rig) stageAt(i int) fyne.Position {
	for _, h := range r.tab.lay.Hits {
		if h.Kind == hitStaged && h.N == i {
			return fyne.NewPos(h.R.X+h.R.W-4, h.R.Y+4)
		}
	}
	r.t.Fatalf("no staged group %d", i)
	return fyne.Position{}
}

// meldAt is the centre of a table meld.
func (r *rig) meldAt(id int) fyne.Position {
	mr, ok := r.tab.lay.meldR[id]
	if !ok {
		r.t.Fatalf("meld %d is not on the table", id)
	}
	return mr.Centre()
}

// texts lists every text drawn on the table.
func (r *rig) texts() []string { return tabletest.Texts(r.tab.lay.Objects) }

// shows reports whether some text drawn on the table contains s.
func (r *rig) shows(s string) bool { return tabletest.Shows(r.texts(), s) }

// facesShown lists the cards drawn face up on the table (the hand, the
// melds, the pozzo), from the layout.
func (r *rig) facesShown() map[cards.Card]bool {
	out := map[cards.Card]bool{}
	for c := range r.tab.lay.CardAt {
		out[c] = true
	}
	return out
}

var fyneKeyReturn = fyne.KeyEvent{Name: fyne.KeyReturn}
