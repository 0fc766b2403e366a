// Package cardart draws Tavolo's own deck with Fyne canvas shapes and
// generated SVG: crisp at any size, readable corner indices, a four-colour
// option, a large-index option, a back and a joker. Suits are SVG paths,
// never font glyphs (the default font has none); ranks are canvas.Text.
package cardart

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"tavolo/engine/cards"
)

// Style is how faces are drawn.
type Style struct {
	// FourColour draws diamonds blue and clubs green, so the four suits
	// differ by colour alone.
	FourColour bool
	// LargeIndex draws a large rank and pip in the corner and a single
	// large pip in the middle: easier to read in a tight fan.
	LargeIndex bool
}

// The colours of the deck.
var (
	Black     = color.NRGBA{0x1a, 0x1a, 0x1a, 0xff}
	Red       = color.NRGBA{0xc8, 0x10, 0x2e, 0xff}
	Blue      = color.NRGBA{0x15, 0x65, 0xc0, 0xff}
	Green     = color.NRGBA{0x2e, 0x7d, 0x32, 0xff}
	Paper     = color.NRGBA{0xfd, 0xfc, 0xf7, 0xff}
	Edge      = color.NRGBA{0x70, 0x70, 0x70, 0xff}
	BackColor = color.NRGBA{0x1d, 0x3f, 0x8f, 0xff}
)

// CornerRadius is a card's corner radius, as a share of its width.
const CornerRadius = 0.07

// SuitColor returns the ink of a suit: red and black, or with FourColour
// spades black, hearts red, diamonds blue and clubs green.
func SuitColor(s cards.Suit, st Style) color.Color {
	switch s {
	case cards.Hearts:
		return Red
	case cards.Diamonds:
		if st.FourColour {
			return Blue
		}
		return Red
	case cards.Clubs:
		if st.FourColour {
			return Green
		}
	}
	return Black
}

func sin(deg float64) float64 { return math.Sin(deg * math.Pi / 180) }
func cos(deg float64) float64 { return math.Cos(deg * math.Pi / 180) }

// Card is one card drawn at whatever size it is given: face up (a face,
// or the joker) or face down. It takes no input: the table around it does
// the hit-testing.
type Card struct {
	widget.BaseWidget
	face   cards.Face
	up     bool
	style  Style
	mark   color.Color // outline colour for selection and targets; nil for none
	shaded bool
}

// NewFace returns a face-up card.
func NewFace(f cards.Face, st Style) *Card {
	c := &Card{face: f, up: true, style: st}
	c.ExtendBaseWidget(c)
	return c
}

// NewBack returns a face-down card.
func NewBack() *Card {
	c := &Card{face: cards.NoFace}
	c.ExtendBaseWidget(c)
	return c
}

// Render returns a card object of face f (cards.NoFace for a back) at
// the given size.
func Render(f cards.Face, st Style, size fyne.Size) fyne.CanvasObject {
	var c *Card
	if f == cards.NoFace {
		c = NewBack()
	} else {
		c = NewFace(f, st)
	}
	c.Resize(size)
	return c
}

// Face returns the face shown (cards.NoFace for a back).
func (c *Card) Face() cards.Face {
	if !c.up {
		return cards.NoFace
	}
	return c.face
}

// SetFace turns the card face up showing f, or face down for cards.NoFace.
func (c *Card) SetFace(f cards.Face) {
	if c.face == f && c.up == (f != cards.NoFace) {
		return
	}
	c.face, c.up = f, f != cards.NoFace
	c.Refresh()
}

// SetStyle changes how the face is drawn.
func (c *Card) SetStyle(st Style) {
	if c.style == st {
		return
	}
	c.style = st
	c.Refresh()
}

// Mark is the card's outline colour, nil for none.
func (c *Card) Mark() color.Color { return c.mark }

// SetMark outlines the card in col (nil removes the outline).
func (c *Card) SetMark(col color.Color) {
	if c.mark == col {
		return
	}
	c.mark = col
	c.Refresh()
}

// SetShaded greys the card out (a card that cannot be used now).
func (c *Card) SetShaded(on bool) {
	if c.shaded == on {
		return
	}
	c.shaded = on
	c.Refresh()
}

// MinSize is small: the table decides the size.
func (c *Card) MinSize() fyne.Size { return fyne.NewSize(20, 28) }

// CreateRenderer builds the card's parts.
func (c *Card) CreateRenderer() fyne.WidgetRenderer {
	r := &cardRenderer{c: c,
		art:     &canvas.Image{FillMode: canvas.ImageFillStretch},
		rank:    canvas.NewText("", Black),
		pip:     &canvas.Image{FillMode: canvas.ImageFillContain},
		rank2:   canvas.NewText("", Black),
		pip2:    &canvas.Image{FillMode: canvas.ImageFillContain},
		court:   canvas.NewText("", Black),
		outline: canvas.NewRectangle(color.Transparent),
		shade:   canvas.NewRectangle(color.NRGBA{0x30, 0x30, 0x30, 0x70}),
	}
	r.rank.TextStyle.Bold = true
	r.rank2.TextStyle.Bold = true
	r.court.TextStyle.Bold = true
	r.objects = []fyne.CanvasObject{r.art, r.court, r.rank, r.pip, r.rank2, r.pip2, r.shade, r.outline}
	r.update()
	return r
}

type cardRenderer struct {
	c                  *Card
	outline, shade     *canvas.Rectangle
	art, pip, pip2     *canvas.Image
	rank, rank2, court *canvas.Text
	objects            []fyne.CanvasObject
	// The artwork (SVG) of art and of both pips, drawn by paintArt; art
	// is drawn on the card itself, of colour paper.
	artRes, pipRes fyne.Resource
	paper          color.NRGBA
}

func (r *cardRenderer) Destroy()                     {}
func (r *cardRenderer) MinSize() fyne.Size           { return r.c.MinSize() }
func (r *cardRenderer) Objects() []fyne.CanvasObject { return r.objects }

// update sets the parts' content from the card.
func (r *cardRenderer) update() {
	c := r.c
	if !c.up {
		r.artRes = BackResource()
		for _, o := range []fyne.CanvasObject{r.rank, r.pip, r.rank2, r.pip2, r.court} {
			o.Hide()
		}
		r.paper = BackColor
	} else {
		r.paper = Paper
		r.artRes = FaceResource(c.face, c.style)
		r.rank.Show()
		r.pip.Show()
		r.rank2.Show()
		r.pip2.Show()
		r.court.Hide()
		if c.face == cards.Joker {
			r.rank.Text, r.rank2.Text = "", ""
			r.rank.Hide()
			r.rank2.Hide()
			r.pipRes = JokerPipResource()
		} else {
			col := SuitColor(c.face.Suit(), c.style)
			r.rank.Text = c.face.Rank().String()
			r.rank.Color = col
			r.rank2.Text, r.rank2.Color = r.rank.Text, col
			r.pipRes = PipResource(c.face.Suit(), c.style)
			if c.face.Rank() >= cards.Jack {
				r.court.Text, r.court.Color = r.rank.Text, col
				r.court.Show()
			}
		}
	}
	if c.mark != nil {
		r.outline.StrokeColor = c.mark
		r.outline.StrokeWidth = 3
		r.outline.Show()
	} else {
		r.outline.Hide()
	}
	r.shade.Hidden = !c.shaded
}

// Layout places the parts for the card's size: the index in the top-left
// corner (what a fan shows), its copy in the bottom-right.
func (r *cardRenderer) Layout(size fyne.Size) {
	w, h := size.Width, size.Height
	radius := w * CornerRadius
	r.outline.CornerRadius = radius
	r.shade.CornerRadius = radius
	for _, o := range []fyne.CanvasObject{r.outline, r.shade} {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	r.art.Move(fyne.NewPos(0, 0))
	scale := pixelScaleOf(r.c)
	paint(r.art, r.artRes, size, scale, r.paper)
	r.art.Resize(size)
	ts := h * 0.15
	if r.c.style.LargeIndex {
		ts = h * 0.24
	}
	r.rank.TextSize, r.rank2.TextSize = ts, ts
	x := w * 0.05
	if r.rank.Text == "10" {
		x = w * 0.02
	}
	rs := r.rank.MinSize()
	pipW := ts * 0.8
	if r.c.style.LargeIndex {
		pipW = ts * 0.72
	}
	// Centre the rank over its pip.
	colW := max(rs.Width, pipW)
	r.rank.Move(fyne.NewPos(x+(colW-rs.Width)/2, h*0.01))
	r.rank.Resize(rs)
	r.pip.Move(fyne.NewPos(x+(colW-pipW)/2, h*0.01+rs.Height*0.92))
	r.paintArt(r.pip, r.pipRes, fyne.NewSize(pipW, pipW), scale)
	if r.c.up && r.c.face == cards.Joker {
		jw := w * 0.26
		r.pip.Move(fyne.NewPos(w*0.05, h*0.04))
		r.paintArt(r.pip, r.pipRes, fyne.NewSize(jw, jw), scale)
	}
	// The bottom-right index, smaller, for cards seen whole.
	small := h * 0.11
	r.rank2.TextSize = small
	rs2 := r.rank2.MinSize()
	pw2 := small * 0.8
	col2 := max(rs2.Width, pw2)
	x2 := w - w*0.04 - col2
	r.paintArt(r.pip2, r.pipRes, fyne.NewSize(pw2, pw2), scale)
	r.pip2.Move(fyne.NewPos(x2+(col2-pw2)/2, h-h*0.03-pw2))
	r.rank2.Resize(rs2)
	r.rank2.Move(fyne.NewPos(x2+(col2-rs2.Width)/2, h-h*0.03-pw2-rs2.Height*0.95))
	if r.c.up && r.c.face == cards.Joker {
		jw := w * 0.2
		r.paintArt(r.pip2, r.pipRes, fyne.NewSize(jw, jw), scale)
		r.pip2.Move(fyne.NewPos(w-w*0.05-jw, h-h*0.04-jw))
	}
	if r.c.style.LargeIndex {
		// The large pip in the art sits bottom-right; leave it alone.
		r.rank2.Hide()
		r.pip2.Hide()
	}
	// The court letter sits in the middle of the panel.
	r.court.TextSize = h * 0.2
	if r.c.style.LargeIndex {
		r.court.TextSize = h * 0.12
	}
	cs := r.court.MinSize()
	r.court.Resize(cs)
	cx, cy := w*0.5, h*0.5
	if r.c.style.LargeIndex {
		cx, cy = w*(96+190)/2/vbW, h*0.61
	}
	r.court.Move(fyne.NewPos(cx-cs.Width/2, cy-cs.Height/2))
}

// paintArt shows res on one of the card's images at size, scale pixels
// per unit.
func (r *cardRenderer) paintArt(im *canvas.Image, res fyne.Resource, size fyne.Size, scale float32) {
	if res != nil {
		paint(im, res, size, scale, color.NRGBA{})
	}
	im.Resize(size)
}

func (r *cardRenderer) Refresh() {
	r.update()
	r.Layout(r.c.Size())
	for _, o := range r.objects {
		canvas.Refresh(o)
	}
}
