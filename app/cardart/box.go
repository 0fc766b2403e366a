package cardart

import (
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// Under software OpenGL a rectangle with rounded corners costs nearly
// twice as much to paint, pixel for pixel, as a picture (Fyne draws its
// corners with a distance function on every pixel), and the table's
// panels (the seats, each side's melds, the hand's frame) cover most of
// the window on every frame of a card's flight. PaintBox draws such a
// box once as a bitmap instead, shared like the card artwork.

type boxKey struct {
	w, h          int
	fill, stroke  color.NRGBA
	width, radius float32 // in pixels
}

var boxes = map[boxKey]*image.NRGBA{}

// maxBoxes bounds the boxes kept (a window resized many times makes many
// sizes); past it the cache starts again.
const maxBoxes = 64

// PaintBox shows on im, resized to size, a box with rounded corners of
// radius: filled with fill and edged inside by a line of stroke width
// wide (nil or zero width: none), drawn as a bitmap once for its pixel
// size and colours.
func PaintBox(im *canvas.Image, size fyne.Size, fill, stroke color.Color, width, radius float32) {
	scale := pixelScaleOf(im)
	px := func(v float32) int { return max(int(math.Round(float64(v*scale))), 1) }
	key := boxKey{w: px(size.Width), h: px(size.Height), width: width * scale, radius: radius * scale}
	if fill != nil {
		key.fill = color.NRGBAModel.Convert(fill).(color.NRGBA)
	}
	if stroke != nil && width > 0 {
		key.stroke = color.NRGBAModel.Convert(stroke).(color.NRGBA)
	} else {
		key.width = 0
	}
	rasterMu.Lock()
	img, ok := boxes[key]
	if !ok {
		if len(boxes) >= maxBoxes {
			clear(boxes)
		}
		img = drawBox(key)
		boxes[key] = img
	}
	rasterMu.Unlock()
	im.FillMode = canvas.ImageFillStretch
	im.ScaleMode = canvas.ImageScalePixels // drawn at its size in pixels
	if im.Image != img {
		im.Image = img
		im.Refresh()
	}
	im.Resize(size)
}

// drawBox draws the box of k.
func drawBox(k boxKey) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, k.w, k.h))
	roundBox(img, float64(k.radius), float64(k.width), k.fill, k.stroke)
	return img
}

// roundBox fills img with a box with rounded corners of radius r (in
// pixels): fill inside, and a line of stroke lw pixels wide along the
// edge, inside it, antialiased. Only the pixels near the edge are
// worked out (from the distance to the edge); the inside is filled row
// by row.
func roundBox(img *image.NRGBA, r, lw float64, fill, stroke color.NRGBA) {
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	hw, hh := float64(w)/2, float64(h)/2
	r = max(min(r, hw, hh), 0)
	// The distance from pixel centre (x, y) to the edge, negative inside.
	dist := func(x, y int) float64 {
		qx := math.Abs(float64(x)+0.5-hw) - hw + r
		qy := math.Abs(float64(y)+0.5-hh) - hh + r
		return math.Hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - r
	}
	type premul struct{ r, g, b, a float64 }
	pm := func(c color.NRGBA) premul {
		a := float64(c.A) / 255
		return premul{float64(c.R) * a, float64(c.G) * a, float64(c.B) * a, a}
	}
	f, s := pm(fill), pm(stroke)
	if lw <= 0 {
		s = f // no line: the fill reaches the edge
	}
	set := func(i int, outer, inner float64) {
		line := outer - inner
		a := f.a*inner + s.a*line
		if a <= 0 {
			return
		}
		p := img.Pix[i : i+4 : i+4]
		p[0] = uint8(math.Round((f.r*inner + s.r*line) / a))
		p[1] = uint8(math.Round((f.g*inner + s.g*line) / a))
		p[2] = uint8(math.Round((f.b*inner + s.b*line) / a))
		p[3] = uint8(math.Round(a * 255))
	}
	cover := func(d float64) float64 { return min(max(0.5-d, 0), 1) }
	band := int(math.Ceil(max(r, lw))) + 1
	for y := 0; y < h; y++ {
		row := y * img.Stride
		for x := 0; x < w; x++ {
			if y >= band && y < h-band && x == band && w-band > band {
				// The inside of this row: all fill.
				for ; x < w-band; x++ {
					set(row+4*x, 1, 1)
				}
				x--
				continue
			}
			d := dist(x, y)
			set(row+4*x, cover(d), cover(d+lw))
		}
	}
}
