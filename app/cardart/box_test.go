package cardart

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"tavolo/engine/cards"
)

// TestCardRasterIsOnPaper: a card's picture carries the card itself, so
// the table paints one picture a card: paper inside, the grey edge, and
// nothing in the rounded-off corners.
func TestCardRasterIsOnPaper(t *testing.T) {
	img := CardRaster(FaceResource(cards.NewFace(7, cards.Hearts), Style{}), 100, 140, Paper)
	if img == Raster(FaceResource(cards.NewFace(7, cards.Hearts), Style{}), 100, 140) {
		t.Fatal("the card on paper is the bare picture")
	}
	if got := img.NRGBAAt(0, 0); got.A != 0 {
		t.Errorf("the rounded-off corner is painted: %v", got)
	}
	if got := img.NRGBAAt(50, 0); got != Edge {
		t.Errorf("the top edge is %v, want the edge %v", got, Edge)
	}
	if got := img.NRGBAAt(4, 70); got != Paper {
		t.Errorf("inside the card near its left edge: %v, want paper", got)
	}
	if n := count(img, img.Bounds(), Red); n < 20 {
		t.Errorf("only %d pixels of red ink on the card", n)
	}
	back := CardRaster(BackResource(), 100, 140, BackColor)
	if got := back.NRGBAAt(50, 1); got != BackColor {
		t.Errorf("just inside the back's edge: %v, want the back's colour", got)
	}
}

// TestPaintBox: a rounded box drawn as a bitmap has its fill inside, its
// line along the edge, clear corners, and is drawn once per size and
// colours.
func TestPaintBox(t *testing.T) {
	test.NewTempApp(t)
	fill := color.NRGBA{0x07, 0x45, 0x16, 0xff}
	gold := color.NRGBA{0xf2, 0xc0, 0x3c, 0xff}
	a, b := &canvas.Image{}, &canvas.Image{}
	PaintBox(a, fyne.NewSize(200, 80), fill, gold, 3, 10)
	PaintBox(b, fyne.NewSize(200, 80), fill, gold, 3, 10)
	if a.Image != b.Image {
		t.Error("the same box was drawn twice")
	}
	if a.Size() != fyne.NewSize(200, 80) {
		t.Errorf("size %v", a.Size())
	}
	img := a.Image.(*image.NRGBA)
	for _, c := range []struct {
		x, y int
		want color.NRGBA
	}{
		{100, 40, fill}, {100, 1, gold}, {1, 40, gold}, {198, 40, gold}, {100, 78, gold}, {5, 40, fill},
		{0, 0, color.NRGBA{}}, {199, 79, color.NRGBA{}},
	} {
		if got := img.NRGBAAt(c.x, c.y); got != c.want {
			t.Errorf("(%d, %d) is %v, want %v", c.x, c.y, got, c.want)
		}
	}
	// A see-through fill stays see-through inside the line.
	PaintBox(a, fyne.NewSize(200, 80), color.NRGBA{0xf2, 0xc0, 0x3c, 0x22}, gold, 3, 12)
	if got := a.Image.(*image.NRGBA).NRGBAAt(100, 40); got.A != 0x22 {
		t.Errorf("inside a see-through box: %v", got)
	}
	// No line: the fill reaches the edge.
	PaintBox(a, fyne.NewSize(200, 80), fill, nil, 0, 10)
	if got := a.Image.(*image.NRGBA).NRGBAAt(100, 0); got != fill {
		t.Errorf("the edge of a box without a line: %v", got)
	}
}

// TestFaceRasterIsDrawnOncePerSize: a whole card is drawn once per face,
// style and size, its corners clear, its index in the suit's ink.
func TestFaceRasterIsDrawnOncePerSize(t *testing.T) {
	f := cards.NewFace(cards.Queen, cards.Diamonds)
	a := FaceRaster(f, Style{}, 90, 126)
	if b := FaceRaster(f, Style{}, 90, 126); b != a {
		t.Error("the same card at the same size was drawn again")
	}
	if c := FaceRaster(f, Style{}, 91, 126); c == a {
		t.Error("another size gave the same bitmap")
	}
	if c := FaceRaster(f, Style{FourColour: true}, 90, 126); c == a {
		t.Error("another style gave the same bitmap")
	}
	if got := a.NRGBAAt(0, 0); got.A != 0 {
		t.Errorf("the rounded-off corner is painted: %v", got)
	}
	if n := count(a, image.Rect(0, 0, 25, 40), Red); n < 30 {
		t.Errorf("only %d pixels of red ink in the queen of diamonds' index", n)
	}
}
