package cardart

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"tavolo/engine/cards"
)

// A face-up card is one bitmap: the paper, the artwork, the index in
// both corners and a court card's letter, drawn together once per face,
// style and pixel size. The table then paints one picture for a card
// instead of six (under software OpenGL every object painted costs its
// own pass, and a Canasta table shows a hundred cards).

// indexFont is the bold face of the theme's text, for the indices.
var indexFont = sync.OnceValue(func() *opentype.Font {
	f, err := opentype.Parse(theme.DefaultTextBoldFont().Content())
	if err != nil {
		fyne.LogError("card index font", err)
		return nil
	}
	return f
})

// faces keeps a font face per pixel size (under rasterMu; a face is
// used on the UI goroutine only).
var faces = map[float64]font.Face{}

// fontFace is the index font at size pixels per em.
func fontFace(size float64) font.Face {
	rasterMu.Lock()
	defer rasterMu.Unlock()
	size = math.Round(size*4) / 4
	if f, ok := faces[size]; ok {
		return f
	}
	fnt := indexFont()
	if fnt == nil {
		return nil
	}
	f, err := opentype.NewFace(fnt, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return nil
	}
	faces[size] = f
	return f
}

// textBox is where a line of text of face f lies: its width and height
// (ascent and descent), and the ascent.
func textBox(f font.Face, s string) (w, h, ascent float64) {
	m := f.Metrics()
	return fix(font.MeasureString(f, s)), fix(m.Ascent + m.Descent), fix(m.Ascent)
}

func fix(v fixed.Int26_6) float64 { return float64(v) / 64 }

// drawText draws s in col with its box's top-left corner at (x, y).
func drawText(img *image.NRGBA, f font.Face, s string, col color.Color, x, y float64) {
	_, _, ascent := textBox(f, s)
	d := font.Drawer{Dst: img, Src: image.NewUniform(col), Face: f,
		Dot: fixed.Point26_6{X: fixed.Int26_6(x * 64), Y: fixed.Int26_6((y + ascent) * 64)}}
	d.DrawString(s)
}

// drawPicture draws res at (x, y), size × size pixels.
func drawPicture(img *image.NRGBA, res fyne.Resource, x, y, size float64) {
	n := max(int(math.Round(size)), 1)
	pic := raster(res, n, n, color.NRGBA{})
	at := image.Pt(int(math.Round(x)), int(math.Round(y)))
	draw.Draw(img, image.Rectangle{at, at.Add(pic.Bounds().Size())}, pic, image.Point{}, draw.Over)
}

type faceKey struct {
	face  cards.Face
	style Style
	w, h  int
}

var (
	faceBitmaps = map[faceKey]*image.NRGBA{}
	faceBytes   int // the bytes of faceBitmaps' pixels
)

// maxFaceBytes bounds the cards kept (a window resized many times makes
// many sizes): past it the cache starts again. A table at full HD keeps
// a few megabytes.
const maxFaceBytes = 48 << 20

// FaceRaster returns the face-up card f in style st drawn whole at w × h
// pixels: the paper and its edge, the artwork, the index (rank over
// suit) in the top-left corner and, smaller, in the bottom-right (not
// with the large index, whose pip is in the artwork), and a court card's
// letter in its panel. It is drawn once per face, style and size.
func FaceRaster(f cards.Face, st Style, w, h int) *image.NRGBA {
	w, h = max(w, 1), max(h, 1)
	key := faceKey{f, st, w, h}
	rasterMu.Lock()
	img, ok := faceBitmaps[key]
	rasterMu.Unlock()
	if ok {
		return img
	}
	// The card on its paper is drawn here, not kept apart: only the whole
	// card is cached.
	rasterMu.Lock()
	img = drawRaster(FaceResource(f, st), w, h, Paper)
	rasterMu.Unlock()
	drawIndices(img, f, st) // takes rasterMu for the pips and the font
	rasterMu.Lock()
	defer rasterMu.Unlock()
	if faceBytes+len(img.Pix) > maxFaceBytes {
		clear(faceBitmaps)
		faceBytes = 0
	}
	faceBitmaps[key] = img
	faceBytes += len(img.Pix)
	return img
}

// drawIndices draws the indices and a court card's letter on img, laid
// out as a share of the card's size.
func drawIndices(img *image.NRGBA, f cards.Face, st Style) {
	W, H := float64(img.Rect.Dx()), float64(img.Rect.Dy())
	if f == cards.Joker {
		jw := W * 0.26
		drawPicture(img, JokerPipResource(), W*0.05, H*0.04, jw)
		if !st.LargeIndex {
			jw = W * 0.2
			drawPicture(img, JokerPipResource(), W-W*0.05-jw, H-H*0.04-jw, jw)
		}
		return
	}
	col := SuitColor(f.Suit(), st)
	rank := f.Rank().String()
	pip := PipResource(f.Suit(), st)
	// The top-left index: the rank centred over its pip.
	ts, pipW := H*0.15, H*0.15*0.8
	if st.LargeIndex {
		ts, pipW = H*0.24, H*0.24*0.72
	}
	if face := fontFace(ts); face != nil {
		x := W * 0.05
		if rank == "10" {
			x = W * 0.02
		}
		rw, rh, _ := textBox(face, rank)
		colW := max(rw, pipW)
		drawText(img, face, rank, col, x+(colW-rw)/2, H*0.01)
		drawPicture(img, pip, x+(colW-pipW)/2, H*0.01+rh*0.92, pipW)
	}
	// The bottom-right index, smaller, for cards seen whole.
	if !st.LargeIndex {
		small := H * 0.11
		if face := fontFace(small); face != nil {
			rw, rh, _ := textBox(face, rank)
			pw := small * 0.8
			colW := max(rw, pw)
			x := W - W*0.04 - colW
			drawPicture(img, pip, x+(colW-pw)/2, H-H*0.03-pw, pw)
			drawText(img, face, rank, col, x+(colW-rw)/2, H-H*0.03-pw-rh*0.95)
		}
	}
	// The court letter in the middle of the panel.
	if f.Rank() >= cards.Jack && f.Rank() <= cards.King {
		size, cx, cy := H*0.2, W*0.5, H*0.5
		if st.LargeIndex {
			size, cx, cy = H*0.12, W*(96+190)/2/vbW, H*0.61
		}
		if face := fontFace(size); face != nil {
			cw, ch, _ := textBox(face, rank)
			drawText(img, face, rank, col, cx-cw/2, cy-ch/2)
		}
	}
}
