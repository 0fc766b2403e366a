package cardart

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"tavolo/engine/cards"
)

func TestRasterIsDrawnOncePerSize(t *testing.T) {
	res := FaceResource(cards.NewFace(7, cards.Hearts), Style{})
	a := Raster(res, 60, 84)
	if a.Bounds() != image.Rect(0, 0, 60, 84) {
		t.Fatalf("bounds %v", a.Bounds())
	}
	if b := Raster(res, 60, 84); b != a {
		t.Error("the same picture at the same size was drawn again")
	}
	if c := Raster(res, 61, 84); c == a {
		t.Error("another size gave the same bitmap")
	}
	if n := count(a, a.Bounds(), Red); n < 20 {
		t.Errorf("only %d pixels of red ink in the 7 of hearts", n)
	}
	// A picture that cannot be read gives a blank bitmap, not a panic.
	bad := Raster(fyne.NewStaticResource("broken.svg", []byte("<svg")), 10, 10)
	if bad.Bounds().Dx() != 10 {
		t.Errorf("broken picture: %v", bad.Bounds())
	}
}

func TestPaintSharesBitmapsAcrossImages(t *testing.T) {
	test.NewTempApp(t)
	res := PipResource(cards.Spades, Style{})
	a, b := &canvas.Image{}, &canvas.Image{}
	Paint(a, res, fyne.NewSize(20, 20))
	Paint(b, res, fyne.NewSize(20, 20))
	if a.Image == nil || a.Image != b.Image {
		t.Error("two images of one pip at one size do not share the bitmap")
	}
	if a.Size() != fyne.NewSize(20, 20) {
		t.Errorf("size %v", a.Size())
	}
	Paint(a, res, fyne.NewSize(30, 30))
	if a.Image == b.Image || a.Image.Bounds().Dx() != 30 {
		t.Errorf("resized pip: %v", a.Image.Bounds())
	}
}
