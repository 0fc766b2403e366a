package scala40

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tavolo/engine/cards"
	s40 "tavolo/engine/scala40"
)

// card reads one card of the notation ("AS", "10h", "JK"), first copy.
func card(t testing.TB, s string) cards.Card {
	t.Helper()
	f, err := cards.ParseFace(s)
	if err != nil {
		t.Fatal(err)
	}
	return cards.NewCard(f, 0)
}

// hand reads a space-separated list of cards.
func hand(t testing.TB, s string) []cards.Card {
	var out []cards.Card
	for _, f := range strings.Fields(s) {
		out = append(out, card(t, f))
	}
	return out
}

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
	queue  []func()
	sounds []string
	saves  int
	overs  int
}

func newRig(t *testing.T, g *s40.Game, seats []Seat) *rig {
	t.Helper()
	test.NewTempApp(t)
	r := &rig{t: t}
	tab, err := New(Config{Game: g, Seats: seats,
		Exec:       func(f func()) { r.queue = append(r.queue, f) },
		Go:         func(f func()) { f() },
		Sound:      func(e string) { r.sounds = append(r.sounds, e) },
		OnChange:   func(*s40.Game) { r.saves++ },
		OnHandOver: func(*s40.Game) { r.overs++ },
		OnLeave:    func() {},
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
	for i := 0; len(r.queue) > 0 && i < 1000; i++ {
		f := r.queue[0]
		r.queue = r.queue[1:]
		f()
	}
	r.tab.Refresh()
}

// drag moves the pointer from one point of the table to another in a few
// steps, as a mouse would, and drops.
func (r *rig) drag(from, to fyne.Position) {
	t := r.tab
	prev := from.Add(fyne.NewPos(3, 0))
	t.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: prev}, Dragged: fyne.NewDelta(3, 0)})
	mid := fyne.NewPos((from.X+to.X)/2, (from.Y+to.Y)/2)
	for _, p := range []fyne.Position{mid, to} {
		t.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}, Dragged: fyne.NewDelta(p.X-prev.X, p.Y-prev.Y)})
		prev = p
	}
	t.DragEnd()
}

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
func (r *rig) texts() []string {
	var out []string
	for _, o := range r.tab.lay.Objects {
		switch x := o.(type) {
		case *canvas.Text:
			if x.Visible() {
				out = append(out, x.Text)
			}
		case *widget.Button:
			if x.Visible() {
				out = append(out, x.Text)
			}
		}
	}
	return out
}

// shows reports whether some text drawn on the table contains s.
func (r *rig) shows(s string) bool {
	for _, x := range r.texts() {
		if strings.Contains(x, s) {
			return true
		}
	}
	return false
}

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
