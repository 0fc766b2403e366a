package cardart

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"github.com/srwiley/rasterx"

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

// TestPremultipliedDrawingKeepsThePicture checks the fast way a card is
// drawn (on a premultiplied bitmap, turned back into NRGBA) against the
// plain way (the artwork drawn straight onto the NRGBA paper): alpha
// within 2 everywhere, and the colour as close as a premultiplied pixel
// of that alpha can keep it (2 when opaque, more where nearly clear).
func TestPremultipliedDrawingKeepsThePicture(t *testing.T) {
	for _, res := range []fyne.Resource{
		FaceResource(cards.NewFace(cards.Queen, cards.Hearts), Style{}),
		FaceResource(cards.Joker, Style{}),
		BackResource(),
	} {
		w, h := 57, 80
		rasterMu.Lock()
		got := drawRaster(res, w, h, Paper)
		icon := icons[res.Name()]
		rasterMu.Unlock()
		want := image.NewNRGBA(image.Rect(0, 0, w, h))
		drawPaper(want, Paper)
		icon.SetTarget(0, 0, float64(w), float64(h))
		icon.Draw(rasterx.NewDasher(w, h, rasterx.NewScannerGV(w, h, want, want.Bounds())), 1)
		for i := range want.Pix {
			a := int(min(want.Pix[i-i%4+3], got.Pix[i-i%4+3]))
			limit := 2
			if i%4 != 3 {
				if a == 0 {
					continue // a colour means nothing where the pixel is clear
				}
				limit += 255 / a
			}
			if d := abs(int(got.Pix[i]) - int(want.Pix[i])); d > limit {
				t.Errorf("%s: byte %d of pixel %d differs by %d (alpha %d)", res.Name(), i%4, i/4, d, a)
				break
			}
		}
	}
}

func abs(x int) int { return max(x, -x) }
