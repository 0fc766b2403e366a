// Package tabletest holds what the boards' headless tests share: cards
// from the notation, a queue that runs the computers' moves when the test
// says so, a mouse drag, and the texts a frame draws.
package tabletest

import (
	"fmt"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/cardart"
	"tavolo/app/table"
	"tavolo/app/table/clocktest"
	"tavolo/engine/cards"
)

// Card reads one card of the notation ("AS", "10h", "JK"), first copy.
func Card(t testing.TB, s string) cards.Card {
	t.Helper()
	f, err := cards.ParseFace(s)
	if err != nil {
		t.Fatal(err)
	}
	return cards.NewCard(f, 0)
}

// Hand reads a space-separated list of cards, first copies.
func Hand(t testing.TB, s string) []cards.Card {
	t.Helper()
	var out []cards.Card
	for _, f := range strings.Fields(s) {
		out = append(out, Card(t, f))
	}
	return out
}

// Queue holds what a table posts to the UI goroutine (its Exec) until the
// test runs it with Drain, so computers play in step with the test.
type Queue struct {
	fs []func()
	// Clock, when set, is the table's clock (a table with a pace): Drain
	// moves it on to its next timer whenever nothing is queued, so the
	// computers play at their pace with no wait.
	Clock *clocktest.Clock
}

// Exec queues f.
func (q *Queue) Exec(f func()) { q.fs = append(q.fs, f) }

// Drain runs what is queued, and what that queues, up to 1,000 calls: the
// computers play until a person is to move.
func (q *Queue) Drain() { q.Run(1000) }

// Run runs up to n queued calls in order, and what they queue, moving
// the Clock on whenever nothing is queued (at most 4n times).
func (q *Queue) Run(n int) {
	for i, ticks := 0, 0; i < n; {
		if len(q.fs) == 0 {
			if q.Clock == nil || ticks >= 4*n || !q.Clock.Next() {
				return
			}
			ticks++
			continue
		}
		f := q.fs[0]
		q.fs = q.fs[1:]
		f()
		i++
	}
}

// Len is how many calls wait.
func (q *Queue) Len() int { return len(q.fs) }

// Draggable is a board taking mouse drags.
type Draggable interface {
	Dragged(*fyne.DragEvent)
	DragEnd()
}

// Drag moves the pointer from one point of d to another in a few steps,
// as a mouse would, and drops.
func Drag(d Draggable, from, to fyne.Position) {
	prev := from.Add(fyne.NewPos(3, 0))
	d.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: prev}, Dragged: fyne.NewDelta(3, 0)})
	mid := fyne.NewPos((from.X+to.X)/2, (from.Y+to.Y)/2)
	for _, p := range []fyne.Position{mid, to} {
		d.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}, Dragged: fyne.NewDelta(p.X-prev.X, p.Y-prev.Y)})
		prev = p
	}
	d.DragEnd()
}

// Texts lists the visible texts and button labels among objects (a
// frame's objects).
func Texts(objects []fyne.CanvasObject) []string {
	var out []string
	for _, o := range objects {
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

// Shows reports whether one of texts contains s.
func Shows(texts []string, s string) bool {
	for _, x := range texts {
		if strings.Contains(x, s) {
			return true
		}
	}
	return false
}

// Marked lists the faces among objects (a frame's) outlined as cards a
// computer just laid (table.JustLaid).
func Marked(objects []fyne.CanvasObject) []cards.Face { return MarkedIn(objects, table.JustLaid) }

// MarkedIn lists the faces among objects outlined in col.
func MarkedIn(objects []fyne.CanvasObject, col color.Color) []cards.Face {
	var out []cards.Face
	for _, o := range objects {
		if c, ok := o.(*cardart.Card); ok && c.Visible() && c.Mark() == col {
			out = append(out, c.Face())
		}
	}
	return out
}

// LogTexts is the text of a move log's lines.
func LogTexts(lines []table.LogLine) []string {
	var out []string
	for _, l := range lines {
		out = append(out, l.Text)
	}
	return out
}

// Outside lists what a frame lays out beyond a window of the given size:
// every visible object (a text at its own width, a card, a button, a
// shape) not wholly inside it, described with its place.
func Outside(objects []fyne.CanvasObject, size fyne.Size) []string {
	var out []string
	for _, o := range objects {
		if !o.Visible() {
			continue
		}
		p, s := o.Position(), o.Size()
		if p.X >= -0.5 && p.Y >= -0.5 && p.X+s.Width <= size.Width+0.5 && p.Y+s.Height <= size.Height+0.5 {
			continue
		}
		what := fmt.Sprintf("%T", o)
		switch x := o.(type) {
		case *canvas.Text:
			what = fmt.Sprintf("text %q", x.Text)
		case *widget.Button:
			what = fmt.Sprintf("button %q", x.Text)
		}
		out = append(out, fmt.Sprintf("%s at %v size %v", what, p, s))
	}
	return out
}

// NamesNone fails when a line of a move log names one of the hidden
// cards, with or without its article.
func NamesNone(t testing.TB, log []string, hidden []cards.Card) {
	t.Helper()
	for _, c := range hidden {
		for _, name := range []string{table.CardName(c.Face()), table.TheCard(c.Face())} {
			for _, l := range log {
				if strings.Contains(l, name) {
					t.Errorf("the log names %s, a card the viewer has not seen: %q", c, l)
				}
			}
		}
	}
}

// Unseen is every face of the 52 that seen does not hold, as cards (the
// candidates for NamesNone).
func Unseen(seen map[cards.Face]bool) []cards.Card {
	var out []cards.Card
	for s := range cards.Suit(cards.NumSuits) {
		for rank := cards.Rank(1); rank <= 13; rank++ {
			if f := cards.NewFace(rank, s); !seen[f] {
				out = append(out, cards.NewCard(f, 0))
			}
		}
	}
	return out
}

// Overlaps lists the pairs of visible texts, buttons and boxes among
// objects that are drawn over each other, as "a / b": a text over a text
// or a button, or a box (a badge, a panel: a picture) over a button it
// does not hold. Two buttons may touch, and a box holds its own texts.
// What a blocker covers (a dialog's veil, drawn later) is out of play.
func Overlaps(objects []fyne.CanvasObject) []string {
	items := drawnItems(objects)
	var out []string
	for i, a := range items {
		for j, b := range items[i+1:] {
			if clash(a, b) && !onPanel(items[i+1:i+1+j], a, b) {
				out = append(out, a.name()+" / "+b.name())
			}
		}
	}
	return out
}

// drawn is a text, a button or a box that a frame shows.
type drawn struct {
	o      fyne.CanvasObject
	text   string
	button bool
	box    bool
}

// name is how a report names it.
func (d drawn) name() string {
	if d.box {
		return fmt.Sprintf("box at %v", d.o.Position())
	}
	return d.text
}

// drawnItems is what objects show in plain view, in drawing order.
func drawnItems(objects []fyne.CanvasObject) []drawn {
	var items []drawn
	for _, o := range objects {
		if !o.Visible() {
			continue
		}
		switch x := o.(type) {
		case *canvas.Text:
			if x.Text != "" {
				items = append(items, drawn{o: o, text: x.Text})
			}
		case *widget.Button:
			items = append(items, drawn{o: o, text: x.Text, button: true})
		case *canvas.Image, *canvas.Rectangle:
			items = append(items, drawn{o: o, box: true})
		default:
			if table.IsBlocker(o) {
				items = slices.DeleteFunc(items, func(d drawn) bool { return within(d.o, o) })
			}
		}
	}
	return items
}

// clash reports whether a and b may not be drawn over each other.
func clash(a, b drawn) bool {
	if !meets(a.o, b.o) {
		return false
	}
	switch {
	case a.button && b.button:
		return false
	case a.box && b.box:
		return false
	case a.box || b.box:
		box, other := a, b
		if b.box {
			box, other = b, a
		}
		return other.button && !within(other.o, box.o)
	}
	return true
}

// onPanel reports whether text b lies on a box drawn over text a (one
// of between, what was drawn after a and before b): a popup over the
// table hides what it covers.
func onPanel(between []drawn, a, b drawn) bool {
	if a.button || b.button || a.box || b.box {
		return false
	}
	return slices.ContainsFunc(between, func(d drawn) bool { return d.box && within(b.o, d.o) })
}

// meets reports whether the boxes of a and b share any area.
func meets(a, b fyne.CanvasObject) bool {
	ap, as, bp, bs := a.Position(), a.Size(), b.Position(), b.Size()
	return ap.X < bp.X+bs.Width && bp.X < ap.X+as.Width && ap.Y < bp.Y+bs.Height && bp.Y < ap.Y+as.Height
}

// within reports whether a lies wholly inside b.
func within(a, b fyne.CanvasObject) bool {
	ap, as, bp, bs := a.Position(), a.Size(), b.Position(), b.Size()
	return ap.X >= bp.X && ap.Y >= bp.Y && ap.X+as.Width <= bp.X+bs.Width && ap.Y+as.Height <= bp.Y+bs.Height
}

// Crowded lists what a layout of size draws badly: texts over texts or
// buttons (Overlaps), and anything beyond the window (Outside).
func Crowded(objects []fyne.CanvasObject, size fyne.Size) []string {
	var out []string
	for _, o := range Overlaps(objects) {
		out = append(out, "drawn over each other: "+o)
	}
	for _, o := range Outside(objects, size) {
		out = append(out, "beyond the window: "+o)
	}
	return out
}

// Shot writes what win shows as name.png into the folder named by
// TAVOLO_LAYOUT_SHOTS, when it is set (to look at a layout by eye).
func Shot(t testing.TB, win fyne.Window, name string) {
	t.Helper()
	dir := os.Getenv("TAVOLO_LAYOUT_SHOTS")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, win.Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
}

// HintMarked fails t unless the cards outlined as a hint's
// (table.HintMark) are those of want.
func HintMarked(t testing.TB, objects []fyne.CanvasObject, want []cards.Card) {
	t.Helper()
	var w []cards.Face
	for _, c := range want {
		w = append(w, c.Face())
	}
	got := MarkedIn(objects, table.HintMark)
	slices.Sort(got)
	slices.Sort(w)
	if !slices.Equal(got, w) {
		t.Errorf("the hint outlines %v on the table, want %v", got, w)
	}
}

// Covered reports whether objects hide the table whole, as a screen of
// its own does: after a blocker, an opaque rectangle over the whole
// window.
func Covered(objects []fyne.CanvasObject, size fyne.Size) bool {
	blocked := false
	for _, o := range objects {
		if table.IsBlocker(o) {
			blocked = true
		}
		r, ok := o.(*canvas.Rectangle)
		if !ok || !blocked || !r.Visible() || r.Position() != (fyne.Position{}) || r.Size() != size {
			continue
		}
		if _, _, _, a := r.FillColor.RGBA(); a == 0xffff {
			return true
		}
	}
	return false
}

// UnderBanner lists what the "since your last turn" banner of a layout
// (Layout.Banner) lies over: every card drawn face up and every place
// the player taps or drops on (a meld, a pile, the hand), by kind.
func UnderBanner(l *table.Layout) []string {
	var out []string
	meet := func(a, b table.Rect) bool {
		return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
	}
	for c, r := range l.CardAt {
		if meet(r, l.Banner) {
			out = append(out, fmt.Sprintf("card %s at %v", c.Face(), r))
		}
	}
	for _, h := range l.Hits {
		if meet(h.R, l.Banner) {
			out = append(out, fmt.Sprintf("hit area %d at %v", h.Kind, h.R))
		}
	}
	return out
}

// Shaded lists the faces of the cards drawn greyed out (SetShaded).
func Shaded(objects []fyne.CanvasObject) []cards.Face {
	var out []cards.Face
	for _, o := range objects {
		if c, ok := o.(*cardart.Card); ok && c.Visible() && c.Shaded() {
			out = append(out, c.Face())
		}
	}
	return out
}
