package cardart

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"
)

// Card artwork is drawn from SVG once per picture and pixel size, and the
// bitmap is shared by every card showing it. A canvas.Image holding an
// SVG resource rasterises again on every resize, on the UI goroutine, and
// Fyne keeps one bitmap per resource name: a deck drawn at several sizes
// (hand, melds, piles, a card in flight, a card not yet on a canvas,
// which Fyne draws at twice the size) kept replacing its bitmaps, and a
// computer's move could spend tens of milliseconds rasterising.

type rasterKey struct {
	name string
	w, h int
	// paper, when not zero, is the colour of the card the picture is
	// drawn on (CardRaster).
	paper color.NRGBA
}

var (
	rasterMu sync.Mutex
	rasters  = map[rasterKey]*image.NRGBA{}
	icons    = map[string]*oksvg.SvgIcon{}
	// pixelScale is the pixels per unit of the last canvas a card was
	// seen on, for cards laid out before they are on one.
	pixelScale float32 = 1
)

// maxRasters bounds the bitmap cache (a window resized many times makes
// many sizes); past it the cache starts again.
const maxRasters = 4000

// Raster returns res (an SVG) drawn at w × h pixels, from the cache when
// it was drawn at that size before. A picture that cannot be read gives
// a transparent bitmap (and one log line).
func Raster(res fyne.Resource, w, h int) *image.NRGBA {
	return raster(res, w, h, color.NRGBA{})
}

// CardRaster is Raster drawn on the card itself: a rounded card of
// colour paper with its grey edge, the picture on top. The card is then
// one picture to paint instead of a rounded rectangle and a picture over
// it: under software OpenGL a rounded rectangle is the dearest thing to
// paint, pixel for pixel, and a table paints dozens of cards on every
// frame of a flight.
func CardRaster(res fyne.Resource, w, h int, paper color.NRGBA) *image.NRGBA {
	return raster(res, w, h, paper)
}

func raster(res fyne.Resource, w, h int, paper color.NRGBA) *image.NRGBA {
	w, h = max(w, 1), max(h, 1)
	key := rasterKey{res.Name(), w, h, paper}
	rasterMu.Lock()
	defer rasterMu.Unlock()
	if img, ok := rasters[key]; ok {
		return img
	}
	if len(rasters) >= maxRasters {
		clear(rasters)
	}
	img := drawRaster(res, w, h, paper)
	rasters[key] = img
	return img
}

// drawRaster draws res at w × h pixels, on a card of colour paper unless
// paper is zero; the caller holds rasterMu.
func drawRaster(res fyne.Resource, w, h int, paper color.NRGBA) *image.NRGBA {
	// The picture is drawn on a premultiplied bitmap: the rasterizer has
	// a fast path for *image.RGBA only, and on an NRGBA it reads and
	// writes every pixel through color.Color, several times slower.
	pm := image.NewRGBA(image.Rect(0, 0, w, h))
	if paper != (color.NRGBA{}) {
		copy(pm.Pix, paperOf(w, h, paper).Pix)
	}
	icon, ok := icons[res.Name()]
	if !ok {
		var err error
		icon, err = oksvg.ReadIconStream(bytes.NewReader(res.Content()))
		if err != nil {
			fyne.LogError("card artwork "+res.Name(), err)
			icon = nil
		}
		icons[res.Name()] = icon
	}
	if icon != nil {
		icon.SetTarget(0, 0, float64(w), float64(h))
		scanner := rasterx.NewScannerGV(w, h, pm, pm.Bounds())
		icon.Draw(rasterx.NewDasher(w, h, scanner), 1)
	}
	unpremultiply(pm.Pix)
	return &image.NRGBA{Pix: pm.Pix, Stride: pm.Stride, Rect: pm.Rect}
}

type paperKey struct {
	w, h  int
	paper color.NRGBA
}

// papers keeps the blank card of each size (premultiplied), which every
// face of that size is drawn on; the caller holds rasterMu.
var papers = map[paperKey]*image.RGBA{}

// maxPapers bounds papers; past it the cache starts again.
const maxPapers = 32

// paperOf is a blank card of colour paper at w × h pixels (drawPaper),
// premultiplied; the caller holds rasterMu.
func paperOf(w, h int, paper color.NRGBA) *image.RGBA {
	k := paperKey{w, h, paper}
	if p, ok := papers[k]; ok {
		return p
	}
	if len(papers) >= maxPapers {
		clear(papers)
	}
	n := image.NewNRGBA(image.Rect(0, 0, w, h))
	drawPaper(n, paper)
	p := image.NewRGBA(n.Rect)
	draw.Draw(p, p.Rect, n, image.Point{}, draw.Src)
	papers[k] = p
	return p
}

// unpremultiply turns premultiplied RGBA pixels into NRGBA ones, in
// place.
func unpremultiply(pix []byte) {
	for i := 0; i+3 < len(pix); i += 4 {
		p := pix[i : i+4 : i+4]
		if a := uint32(p[3]); a > 0 && a < 255 {
			p[0] = uint8((uint32(p[0])*255 + a/2) / a)
			p[1] = uint8((uint32(p[1])*255 + a/2) / a)
			p[2] = uint8((uint32(p[2])*255 + a/2) / a)
		}
	}
}

// drawPaper fills img with a card: rounded corners (a radius of
// CornerRadius of its width), a one-pixel Edge and paper inside.
func drawPaper(img *image.NRGBA, paper color.NRGBA) {
	roundBox(img, float64(img.Bounds().Dx())*CornerRadius, 1, paper, Edge)
}

// pixelScaleOf returns the pixels per unit of the canvas of o (HiDPI
// texture scale included), or, off any canvas, of the last canvas seen.
func pixelScaleOf(o fyne.CanvasObject) float32 {
	var c fyne.Canvas
	if app := fyne.CurrentApp(); app != nil && app.Driver() != nil {
		c = app.Driver().CanvasForObject(o)
	}
	rasterMu.Lock()
	defer rasterMu.Unlock()
	if c != nil {
		if px, _ := c.PixelCoordinateForPosition(fyne.NewPos(1000, 0)); px > 0 {
			pixelScale = float32(px) / 1000
		}
	}
	return pixelScale
}

// Paint shows res (an SVG) on im at size, as a bitmap drawn once for that
// pixel size and shared (see Raster), and resizes im: a picture drawn
// before is never rasterised again on the UI goroutine.
func Paint(im *canvas.Image, res fyne.Resource, size fyne.Size) {
	scale := pixelScaleOf(im)
	px := func(v float32) int { return int(math.Round(float64(v * scale))) }
	if img := Raster(res, px(size.Width), px(size.Height)); im.Image != img {
		im.Image = img
		im.Refresh()
	}
	im.Resize(size)
}
