// Package cardart draws Tavolo's own deck with Fyne canvas shapes and
// generated SVG: crisp at any size, readable corner indices, a four-colour
// option, a large-index option, a back and a joker. Suits are SVG paths,
// never font glyphs (the default font has none); ranks are drawn with the
// theme's bold font. A card is one bitmap (FaceRaster).
package cardart

import (
	"image"
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

// Shaded reports whether the card is greyed out (SetShaded).
func (c *Card) Shaded() bool { return c.shaded }

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

// CreateRenderer builds the card's parts: the whole card as one picture
// (FaceRaster, or the back on its colour), and the shade and the outline
// over it when they are on.
func (c *Card) CreateRenderer() fyne.WidgetRenderer {
	r := &cardRenderer{c: c,
		// The picture is drawn at the card's size in pixels, so the
		// nearest pixel is exact, and cheaper to paint than smoothing.
		art:     &canvas.Image{FillMode: canvas.ImageFillStretch, ScaleMode: canvas.ImageScalePixels},
		outline: canvas.NewRectangle(color.Transparent),
		shade:   canvas.NewRectangle(color.NRGBA{0x30, 0x30, 0x30, 0x70}),
	}
	r.objects = []fyne.CanvasObject{r.art, r.shade, r.outline}
	r.update()
	return r
}

type cardRenderer struct {
	c              *Card
	outline, shade *canvas.Rectangle
	art            *canvas.Image
	objects        []fyne.CanvasObject
}

func (r *cardRenderer) Destroy()                     {}
func (r *cardRenderer) MinSize() fyne.Size           { return r.c.MinSize() }
func (r *cardRenderer) Objects() []fyne.CanvasObject { return r.objects }

// update sets the outline and the shade from the card.
func (r *cardRenderer) update() {
	c := r.c
	if c.mark != nil {
		r.outline.StrokeColor = c.mark
		r.outline.StrokeWidth = 3
		r.outline.Show()
	} else {
		r.outline.Hide()
	}
	r.shade.Hidden = !c.shaded
}

// Layout draws the card at its size, in pixels of its canvas.
func (r *cardRenderer) Layout(size fyne.Size) {
	radius := size.Width * CornerRadius
	r.outline.CornerRadius = radius
	r.shade.CornerRadius = radius
	for _, o := range r.objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	scale := pixelScaleOf(r.c)
	px := func(v float32) int { return int(math.Round(float64(v * scale))) }
	var img *image.NRGBA
	if r.c.up {
		img = FaceRaster(r.c.face, r.c.style, px(size.Width), px(size.Height))
	} else {
		img = CardRaster(BackResource(), px(size.Width), px(size.Height), BackColor)
	}
	if r.art.Image != img {
		r.art.Image = img
		r.art.Refresh()
	}
}

// Refresh draws the card again; its picture is uploaded again only when
// it is another one (Layout).
func (r *cardRenderer) Refresh() {
	r.update()
	r.Layout(r.c.Size())
	canvas.Refresh(r.shade)
	canvas.Refresh(r.outline)
}
