package table

import (
	"image/color"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"tavolo/app/cardart"
	"tavolo/engine/cards"
)

// Drag is cards being dragged: floating sprites that follow the pointer
// and remember where each card came from, to slide back if the drop is
// refused. The board decides what may be picked up and what a drop
// means.
type Drag struct {
	Cards   []cards.Card // the cards picked up; none for a face-down card
	Pos     fyne.Position
	Target  Hit // what the cards are over, as the board reads it
	sprites []*cardart.Card
	offsets []fyne.Position // sprite position less the pointer
	origins []Rect
}

// PickUp starts a drag at start. grab is the card under the pointer; cs
// are face-up cards laid out in l (each flies back to its place), or
// none for one face-down card from a pile at grab. Several cards fan out
// to the right, marked with mark.
func (s *Sprites) PickUp(l *Layout, start fyne.Position, grab Rect, cs []cards.Card, mark color.Color) *Drag {
	d := &Drag{Cards: slices.Clone(cs), Pos: start}
	if len(cs) == 0 {
		c := cardart.NewBack()
		c.Resize(grab.Size())
		d.sprites, d.offsets, d.origins = []*cardart.Card{c}, []fyne.Position{grab.Pos().Subtract(start)}, []Rect{grab}
	}
	for i, card := range cs {
		r, ok := l.CardAt[card]
		if !ok {
			r = grab
		}
		c := cardart.NewFace(card.Face(), s.Style)
		c.Resize(grab.Size())
		if len(cs) > 1 {
			c.SetMark(mark)
		}
		d.sprites = append(d.sprites, c)
		d.offsets = append(d.offsets, grab.Pos().Subtract(start).Add(fyne.NewPos(float32(i)*grab.W*0.3, 0)))
		d.origins = append(d.origins, r)
	}
	d.Move(start)
	return d
}

// Move follows the pointer at p.
func (d *Drag) Move(p fyne.Position) {
	d.Pos = p
	for i, s := range d.sprites {
		s.Move(p.Add(d.offsets[i]))
		canvas.Refresh(s)
	}
}

// Has reports whether face-up card c is being dragged.
func (d *Drag) Has(c cards.Card) bool { return d != nil && slices.Contains(d.Cards, c) }

// SlideBack flies the cards of a refused drop back to where they were
// picked up.
func (s *Sprites) SlideBack(d *Drag) {
	for i, sp := range d.sprites {
		c, has := cards.Card(0), false
		if i < len(d.Cards) {
			c, has = d.Cards[i], true
		}
		from := Rect{sp.Position().X, sp.Position().Y, sp.Size().Width, sp.Size().Height}
		s.Fly(sp, from, d.origins[i], c, has, 220*time.Millisecond)
	}
}

// Drag puts the dragged cards on top of the frame.
func (b *Builder) Drag(d *Drag) {
	for _, s := range d.sprites {
		b.Sprite(s)
	}
}

// FanIndex is where a card dropped at x goes in a hand laid out in l:
// the number of shown cards (less those skip leaves out) whose centre is
// left of x.
func FanIndex(l *Layout, shown []cards.Card, skip func(cards.Card) bool, x float32) int {
	return FanIndexAt(l, shown, skip, fyne.NewPos(x, 0), 0)
}

// FanIndexAt is FanIndex for a hand that may lie in two rows, the second
// from split down (0: one row): the cards of the rows above p's, and of
// p's row those whose centre is left of p.
func FanIndexAt(l *Layout, shown []cards.Card, skip func(cards.Card) bool, p fyne.Position, split float32) int {
	row := func(y float32) bool { return split > 0 && y >= split }
	i := 0
	for _, c := range shown {
		if skip(c) {
			continue
		}
		r, ok := l.CardAt[c]
		if ok && (row(p.Y) && !row(r.Y) || row(p.Y) == row(r.Y) && r.X+r.W*0.5 < p.X) {
			i++
		}
	}
	return i
}
