package table

import (
	"image/color"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/cardart"
	"tavolo/engine/cards"
)

// HitKind names what is under the pointer. The core names the panels;
// a board numbers its own kinds from HitBoard on.
type HitKind int

// The kinds of the core.
const (
	HitNone   HitKind = iota
	HitModal          // anywhere on an open panel
	HitChoice         // an answer to a question (N = its index)
	HitBoard          // the first kind a board may use
)

// Hit is an area a tap or a drop may land on.
type Hit struct {
	R    Rect
	Kind HitKind
	N    int        // what the board says: an index, a meld ID, a seat
	Card cards.Card // the card, for card hits
}

// Layout is the last geometry laid out: every object drawn, what is
// where for hit-testing, and where each face-up card is (for flights).
type Layout struct {
	Size    fyne.Size
	Hits    []Hit
	CardAt  map[cards.Card]Rect
	Objects []fyne.CanvasObject
	// Banner is where the "since your last turn" banner lies (Since);
	// zero when none is up. bannerAt is the index in Objects of its
	// first object: cards flying later go under it (ShowFlights).
	Banner   Rect
	bannerAt int
	// Panel is where the last panel drawn lies (Panel); zero for none.
	Panel Rect
}

// HitAt returns the top-most hit area at p.
func (l *Layout) HitAt(p fyne.Position) Hit {
	for i := len(l.Hits) - 1; i >= 0; i-- {
		if l.Hits[i].R.Has(p) {
			return l.Hits[i]
		}
	}
	return Hit{}
}

// Sprites are the objects a board draws with, kept from one layout to
// the next: Fyne lays a widget out again when a child's minimum size
// changes, and a new object's always does, so fresh objects on every
// layout would lay the table out on every frame. It also keeps the cards
// in flight.
type Sprites struct {
	Style cardart.Style
	// Refresh redraws the board (a flight has landed).
	Refresh func()
	// Tapped receives the taps on the blocker under an open panel, in the
	// board's coordinates.
	Tapped func(*fyne.PointEvent)
	// Marked says which cards of the match to outline in JustLaid (the
	// cards a computer just laid: Driver.Marked); nil marks none.
	Marked func(cards.Card) bool

	faces  map[cards.Card]*cardart.Card // face-up cards, by card
	backs  []*cardart.Card              // face-down cards, in order
	texts  []*canvas.Text
	rects  []*canvas.Rectangle
	images []*canvas.Image
	boxes  []*canvas.Image // large rounded boxes, drawn as bitmaps
	extra  []*cardart.Card // cards of the panels, in order
	block  *blocker

	flights []*flight
	flying  map[cards.Card]bool
}

// Builder lays one frame out: it hands out the pooled objects in order
// and collects them and the hit areas into a Layout.
type Builder struct {
	s    *Sprites
	L    *Layout
	used map[*cardart.Card]bool
	// PanelTop keeps the table above it in view: a panel goes below it
	// where it fits there (the seats' bands, with their left-over cards
	// at a hand's end, above the score sheet).
	PanelTop float32
	// blocked: the frame is covered by a screen of its own (MatchOver),
	// blocked already; a panel over it adds no blocker or veil.
	blocked bool
	// strips is where the seats' strips lie (Strips), for Since.
	strips Rect

	nBack, nText, nRect, nImage, nBox, nExtra int
}

// Begin starts laying out l anew at size.
func (s *Sprites) Begin(l *Layout, size fyne.Size) *Builder {
	l.Size, l.Hits, l.Objects, l.Banner, l.Panel = size, l.Hits[:0], nil, Rect{}, Rect{}
	l.CardAt = map[cards.Card]Rect{}
	return &Builder{s: s, L: l, used: map[*cardart.Card]bool{}}
}

// Add places o at r.
func (b *Builder) Add(o fyne.CanvasObject, r Rect) fyne.CanvasObject {
	o.Move(r.Pos())
	o.Resize(r.Size())
	o.Show()
	b.L.Objects = append(b.L.Objects, o)
	return o
}

// Hit adds a hit area; later ones lie on top.
func (b *Builder) Hit(r Rect, k HitKind, n int, c cards.Card) {
	b.L.Hits = append(b.L.Hits, Hit{R: r, Kind: k, N: n, Card: c})
}

func (b *Builder) shape(r Rect, fill, stroke color.Color, width, radius float32) {
	rs := &b.s.rects
	if b.nRect >= len(*rs) {
		*rs = append(*rs, canvas.NewRectangle(color.Transparent))
	}
	o := (*rs)[b.nRect]
	b.nRect++
	changed := o.FillColor != fill || o.StrokeColor != stroke || o.StrokeWidth != width || o.CornerRadius != radius
	o.FillColor, o.StrokeColor, o.StrokeWidth, o.CornerRadius = fill, stroke, width, radius
	b.Add(o, r)
	if changed {
		o.Refresh()
	}
}

// bitmapBoxArea is the area from which a rounded box is drawn as a
// bitmap (cardart.PaintBox): under software OpenGL Fyne's rounded
// rectangle costs nearly twice a picture's time per pixel; a small one
// (a badge) is cheaper drawn than uploaded.
const bitmapBoxArea = 4000

// Box places a rectangle filled with fill (transparent: none) and edged
// inside by a line of stroke width wide (0: none), with corners rounded
// to radius.
func (b *Builder) Box(r Rect, fill, stroke color.Color, width, radius float32) {
	if radius <= 0 || r.W*r.H < bitmapBoxArea {
		b.shape(r, fill, stroke, width, radius)
		return
	}
	if b.nBox >= len(b.s.boxes) {
		b.s.boxes = append(b.s.boxes, &canvas.Image{})
	}
	o := b.s.boxes[b.nBox]
	b.nBox++
	cardart.PaintBox(o, r.Size(), fill, stroke, width, radius)
	b.Add(o, r)
}

// Rectangle places a filled rectangle.
func (b *Builder) Rectangle(r Rect, fill color.Color, radius float32) {
	b.Box(r, fill, nil, 0, radius)
}

// Outline places the outline of a rectangle.
func (b *Builder) Outline(r Rect, stroke color.Color, width, radius float32) {
	b.Box(r, color.Transparent, stroke, width, radius)
}

// Text places a line of text with its top-left at (x, y).
func (b *Builder) Text(s string, x, y, size float32, col color.Color, bold bool) *canvas.Text {
	ts := &b.s.texts
	if b.nText >= len(*ts) {
		*ts = append(*ts, canvas.NewText("", col))
	}
	o := (*ts)[b.nText]
	b.nText++
	changed := o.Text != s || o.Color != col || o.TextSize != size || o.TextStyle.Bold != bold
	o.Text, o.Color, o.TextSize = s, col, size
	o.TextStyle = fyne.TextStyle{Bold: bold}
	ms := o.MinSize()
	b.Add(o, Rect{x, y, ms.Width, ms.Height})
	if changed {
		o.Refresh()
	}
	return o
}

// Image places a picture.
func (b *Builder) Image(res fyne.Resource, r Rect) *canvas.Image {
	is := &b.s.images
	if b.nImage >= len(*is) {
		*is = append(*is, &canvas.Image{FillMode: canvas.ImageFillContain})
	}
	o := (*is)[b.nImage]
	b.nImage++
	cardart.Paint(o, res, r.Size())
	b.Add(o, r)
	return o
}

// Card places a face-up card that is not one of the match's own (a
// panel's: the answers to a question, a pile's contents).
func (b *Builder) Card(f cards.Face, r Rect) *cardart.Card {
	es := &b.s.extra
	if b.nExtra >= len(*es) {
		*es = append(*es, cardart.NewFace(f, b.s.Style))
	}
	o := (*es)[b.nExtra]
	b.nExtra++
	o.SetFace(f)
	o.SetStyle(b.s.Style)
	o.SetMark(nil)
	b.Add(o, r)
	return o
}

// Face places a face-up card of the match; the same card keeps its
// object between layouts, and stays hidden while it is in flight.
func (b *Builder) Face(c cards.Card, r Rect) *cardart.Card {
	s := b.s
	o, ok := s.faces[c]
	if !ok {
		o = cardart.NewFace(c.Face(), s.Style)
		if s.faces == nil {
			s.faces = map[cards.Card]*cardart.Card{}
		}
		s.faces[c] = o
	}
	if b.used[o] {
		o = cardart.NewFace(c.Face(), s.Style) // drawn twice (a sprite): a fresh object
	}
	b.used[o] = true
	o.SetStyle(s.Style)
	if s.Marked != nil && s.Marked(c) {
		o.SetMark(JustLaid)
	} else {
		o.SetMark(nil)
	}
	o.SetShaded(false)
	b.Add(o, r)
	b.L.CardAt[c] = r
	if s.flying[c] {
		o.Hide()
	}
	return o
}

// Back places a face-down card.
func (b *Builder) Back(r Rect) *cardart.Card {
	s := b.s
	if b.nBack >= len(s.backs) {
		s.backs = append(s.backs, cardart.NewBack())
	}
	o := s.backs[b.nBack]
	b.nBack++
	b.Add(o, r)
	return o
}

// Button places a button.
func (b *Builder) Button(w *widget.Button, r Rect) { b.Add(w, r) }

// Sprite puts a card that moves on its own (dragged or flying) on top.
func (b *Builder) Sprite(c *cardart.Card) {
	b.L.Objects = append(b.L.Objects, c)
	c.Show()
}

// flightStep is the shortest time between two positions of a card in
// flight: thirty frames a second.
const flightStep = 33 * time.Millisecond

// flight is a card moving across the table.
type flight struct {
	sprite  *cardart.Card
	card    cards.Card
	hasCard bool
}

// Fly moves sprite from one place to another in d. When hasCard, the
// match's card c is hidden in its real place until it lands. Start the
// flights of one move, then call ShowFlights.
func (s *Sprites) Fly(sprite *cardart.Card, from, to Rect, c cards.Card, hasCard bool, d time.Duration) {
	f := &flight{sprite: sprite, card: c, hasCard: hasCard}
	s.flights = append(s.flights, f)
	if hasCard {
		if s.flying == nil {
			s.flying = map[cards.Card]bool{}
		}
		s.flying[c] = true
	}
	// The card keeps the size it lands at all the way: resizing it on
	// every frame would rasterise its artwork again on every frame.
	from.X += (from.W - to.W) / 2
	from.Y += (from.H - to.H) / 2
	sprite.Move(from.Pos())
	sprite.Resize(to.Size())
	step := int64(-1)
	a := fyne.NewAnimation(d, func(p float32) {
		// Cards move once in each flightStep, all of them in the same
		// frame: each move repaints the whole window, which software
		// OpenGL cannot do sixty times a second while a computer thinks
		// on the same cores.
		now := time.Now().UnixMilli() / flightStep.Milliseconds()
		if p < 1 && now == step {
			return
		}
		step = now
		lerp := func(a, b float32) float32 { return a + (b-a)*p }
		sprite.Move(fyne.NewPos(lerp(from.X, to.X), lerp(from.Y, to.Y)))
		if p >= 1 {
			s.land(f)
		}
	})
	a.Curve = fyne.AnimationEaseOut
	a.Start()
}

// land ends a flight.
func (s *Sprites) land(f *flight) {
	s.flights = slices.DeleteFunc(s.flights, func(x *flight) bool { return x == f })
	if f.hasCard && !slices.ContainsFunc(s.flights, func(x *flight) bool { return x.hasCard && x.card == f.card }) {
		delete(s.flying, f.card)
	}
	if s.Refresh != nil {
		s.Refresh()
	}
}

// BuildFlights puts the cards in flight on top of the frame.
func (b *Builder) BuildFlights() {
	for _, f := range b.s.flights {
		b.Sprite(f.sprite)
	}
}

// ShowFlights adds the flights just started to the objects of l and
// hides the cards they carry, without laying the board out again: on top
// of the table, under the "since your last turn" banner where one is up.
func (s *Sprites) ShowFlights(l *Layout) {
	for _, f := range s.flights {
		if slices.Contains(l.Objects, fyne.CanvasObject(f.sprite)) {
			continue
		}
		if o, ok := s.faces[f.card]; ok && f.hasCard {
			o.Hide()
		}
		f.sprite.Show()
		if l.Banner.W > 0 {
			l.Objects = slices.Insert(l.Objects, l.bannerAt, fyne.CanvasObject(f.sprite))
			l.bannerAt++
			continue
		}
		l.Objects = append(l.Objects, f.sprite)
	}
}

// BoardMinSize is the smallest size a board is usable at.
var BoardMinSize = fyne.NewSize(760, 540)

// Renderer draws a board: each layout or refresh has Build lay the board
// out afresh for its size into Frame's objects, which the renderer then
// shows. Every board uses it for its widget.
type Renderer struct {
	Board fyne.Widget
	Frame *Layout
	Build func(size fyne.Size)
}

func (r *Renderer) Destroy()                     {}
func (r *Renderer) MinSize() fyne.Size           { return BoardMinSize }
func (r *Renderer) Objects() []fyne.CanvasObject { return r.Frame.Objects }
func (r *Renderer) Layout(size fyne.Size)        { r.Build(size) }

// Refresh lays the board out again at its size and redraws it.
func (r *Renderer) Refresh() {
	r.Build(r.Board.Size())
	canvas.Refresh(r.Board)
}
