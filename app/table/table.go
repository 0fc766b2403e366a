// Package table is the card table every game's board is built on; it
// knows no game. It has:
//
//   - Sprites and Builder: pooled card, text and shape objects, laid out
//     again on every refresh without allocating, with the hit areas a
//     board tests taps and drops against (Rect, Hit, Layout);
//   - the hand fan (SortHand, FanIndex) and Flights: cards that fly
//     across the table (a computer's move, a refused drop sliding back);
//   - the panels that cover the table: a Question to answer with cards,
//     the hot-seat Cover, the score sheet (Sheet, from a match.Score);
//   - Driver: the match itself, behind the match.Game contract, with the
//     seats, the computer players thinking off the UI goroutine at a
//     pace a person can follow, and the hot-seat rule that no hand is
//     shown to the wrong person.
//
// A game's board (app/table/scala40 …) is one Fyne widget that owns a
// Driver, draws the game's view with a Builder and turns taps and drops
// into the game's actions. docs/architecture.md shows the layers.
package table

import (
	"image/color"

	"fyne.io/fyne/v2"
)

// The table's colours.
var (
	Felt     = color.NRGBA{0x0b, 0x5d, 0x1e, 0xff}
	FeltDark = color.NRGBA{0x07, 0x45, 0x16, 0xff}
	PanelBg  = color.NRGBA{0x05, 0x30, 0x0f, 0xff}
	// PanelHeadBg is the band at a panel's top, under its title.
	PanelHeadBg = color.NRGBA{0x0a, 0x45, 0x1a, 0xff}
	// GoldDim underlines a panel's title band.
	GoldDim   = color.NRGBA{0xb0, 0x8c, 0x2c, 0xff}
	CoverBg   = color.NRGBA{0x06, 0x2a, 0x10, 0xff}
	Ink       = color.NRGBA{0xf4, 0xf4, 0xec, 0xff}
	InkDim    = color.NRGBA{0xc8, 0xd8, 0xc8, 0xff}
	Gold      = color.NRGBA{0xf2, 0xc0, 0x3c, 0xff}
	GoodGreen = color.NRGBA{0x6d, 0xe0, 0x7a, 0xff}
	BadRed    = color.NRGBA{0xff, 0x7a, 0x6e, 0xff}
	SelBlue   = color.NRGBA{0x3d, 0x9b, 0xff, 0xff}
	// CursorMark outlines the card under the keyboard cursor: unlike the
	// Gold border round the hand of the player to move, and the blue of a
	// selection.
	CursorMark = color.NRGBA{0xff, 0x4f, 0xd8, 0xff}
	// HintMark outlines the cards a hint advises to play or lay.
	HintMark = color.NRGBA{0x9d, 0xff, 0x3c, 0xff}
)

// Rect is an area of the table, in the board widget's coordinates.
type Rect struct{ X, Y, W, H float32 }

// Has reports whether p is inside r.
func (r Rect) Has(p fyne.Position) bool {
	return p.X >= r.X && p.X < r.X+r.W && p.Y >= r.Y && p.Y < r.Y+r.H
}

// Pos is r's top-left corner.
func (r Rect) Pos() fyne.Position { return fyne.NewPos(r.X, r.Y) }

// Size is r's size.
func (r Rect) Size() fyne.Size { return fyne.NewSize(r.W, r.H) }

// Centre is r's centre.
func (r Rect) Centre() fyne.Position { return fyne.NewPos(r.X+r.W/2, r.Y+r.H/2) }

// Clamp keeps v between lo and hi.
func Clamp(v, lo, hi float32) float32 { return max(lo, min(hi, v)) }

// TextWidth measures a line of text.
func TextWidth(s string, size float32, bold bool) float32 {
	return fyne.MeasureText(s, size, fyne.TextStyle{Bold: bold}).Width
}

// R is the Rect at (x, y) of size w × h.
func R(x, y, w, h float32) Rect { return Rect{x, y, w, h} }
