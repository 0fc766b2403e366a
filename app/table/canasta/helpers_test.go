package canasta

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tavolo/app/table"
	"tavolo/app/table/tabletest"
	cn "tavolo/engine/canasta"
	"tavolo/engine/cards"
)

// card reads one card of the notation ("AS", "10h", "JK"), first copy.
func card(t testing.TB, s string) cards.Card { return tabletest.Card(t, s) }

// hand reads a space-separated list of cards.
func hand(t testing.TB, s string) []cards.Card { return tabletest.Hand(t, s) }

// script is a computer player that plays a fixed list of actions, then
// plays as LegalPlayer.
type script struct{ acts []cn.Action }

func (s *script) Name() string { return "script" }

func (s *script) Choose(v cn.View) cn.Action {
	if len(s.acts) == 0 {
		return LegalPlayer{}.Choose(v)
	}
	a := s.acts[0]
	s.acts = s.acts[1:]
	return a
}

// rig is a table in a test window with the computers run in step.
type rig struct {
	t      *testing.T
	tab    *Table
	win    fyne.Window
	queue  tabletest.Queue
	sounds []string
	saves  int
	overs  int
}

func newRig(t *testing.T, g *cn.Game, seats []Seat, size fyne.Size) *rig {
	t.Helper()
	test.NewTempApp(t)
	r := &rig{t: t}
	tab, err := New(Config{
		Game:       g,
		Seats:      seats,
		OnChange:   func(*cn.Game) { r.saves++ },
		OnHandOver: func(*cn.Game) { r.overs++ },
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
	r.win.Resize(size)
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

// at returns a grabbable point of a hand card as drawn now.
func (r *rig) at(c cards.Card) fyne.Position {
	r.t.Helper()
	rc, ok := r.tab.lay.CardAt[c]
	if !ok {
		r.t.Fatalf("%s is not on the table", c)
	}
	return fyne.NewPos(rc.X+min(rc.W*0.25, 12), rc.Y+rc.H*0.5)
}

func (r *rig) tap(p fyne.Position) { r.tab.Tapped(&fyne.PointEvent{Position: p}) }

// tapCards selects hand cards by clicking them.
func (r *rig) tapCards(cs ...cards.Card) {
	for _, c := range cs {
		r.tap(r.at(c))
	}
}

func (r *rig) dragCard(c cards.Card, to fyne.Position) { r.drag(r.at(c), to) }

// meldAt is the centre of a side's meld.
func (r *rig) meldAt(side, id int) fyne.Position {
	r.t.Helper()
	mr, ok := r.tab.lay.meldR[side*1000+id]
	if !ok {
		r.t.Fatalf("meld %d of side %d is not on the table", id, side)
	}
	return fyne.NewPos(mr.X+mr.W/2, mr.Y+8)
}

// texts lists every text drawn on the table.
func (r *rig) texts() []string { return tabletest.Texts(r.tab.lay.Objects) }

// shows reports whether some text drawn on the table contains s.
func (r *rig) shows(s string) bool { return tabletest.Shows(r.texts(), s) }

// button reports whether w is among the objects drawn.
func (r *rig) drawn(o fyne.CanvasObject) bool {
	for _, x := range r.tab.lay.Objects {
		if x == o {
			return true
		}
	}
	return false
}

// handCardsShown lists the cards of seat's hand drawn face up.
func handCardsShown(r *rig, seat int) []cards.Card {
	var out []cards.Card
	for _, c := range r.tab.Game().Hand(seat) {
		if _, ok := r.tab.lay.CardAt[c]; ok {
			out = append(out, c)
		}
	}
	return out
}
