package cardart

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"tavolo/engine/cards"
)

// sheet lays out every face, the joker and the back in rows.
func sheet(st Style, w float32) fyne.CanvasObject {
	h := w / Aspect
	box := container.NewWithoutLayout()
	for s := cards.Suit(0); s < cards.NumSuits; s++ {
		for r := cards.Ace; r <= cards.King; r++ {
			c := Render(cards.NewFace(r, s), st, fyne.NewSize(w, h))
			c.Move(fyne.NewPos(float32(r-1)*(w+4), float32(s)*(h+4)))
			box.Add(c)
		}
	}
	j := Render(cards.Joker, st, fyne.NewSize(w, h))
	j.Move(fyne.NewPos(0, 4*(h+4)))
	b := Render(cards.NoFace, st, fyne.NewSize(w, h))
	b.Move(fyne.NewPos(w+4, 4*(h+4)))
	box.Add(j)
	box.Add(b)
	return box
}

func capture(t *testing.T, obj fyne.CanvasObject, size fyne.Size) image.Image {
	t.Helper()
	w := test.NewTempWindow(t, obj)
	w.SetPadded(false)
	w.Resize(size)
	return w.Canvas().Capture()
}

// near reports whether colour a is within tol of b on every channel.
func near(a color.Color, b color.NRGBA, tol int) bool {
	r, g, bl, _ := a.RGBA()
	d := func(x uint32, y uint8) bool { v := int(x>>8) - int(y); return v <= tol && v >= -tol }
	return d(r, b.R) && d(g, b.G) && d(bl, b.B)
}

// count counts the pixels of img inside rect that are close to col.
func count(img image.Image, rect image.Rectangle, col color.NRGBA) int {
	n := 0
	for y := rect.Min.Y; y < rect.Max.Y; y++ {
		for x := rect.Min.X; x < rect.Max.X; x++ {
			if near(img.At(x, y), col, 40) {
				n++
			}
		}
	}
	return n
}

func TestSuitColours(t *testing.T) {
	two, four := Style{}, Style{FourColour: true}
	cases := []struct {
		s         cards.Suit
		two, four color.Color
	}{
		{cards.Spades, Black, Black},
		{cards.Hearts, Red, Red},
		{cards.Diamonds, Red, Blue},
		{cards.Clubs, Black, Green},
	}
	for _, c := range cases {
		if SuitColor(c.s, two) != c.two || SuitColor(c.s, four) != c.four {
			t.Errorf("suit %s: colours %v %v", c.s, SuitColor(c.s, two), SuitColor(c.s, four))
		}
	}
}

// TestFacesRender draws cards with the software painter and checks that
// the pips come out in the suit's ink: the suits are paths, not glyphs.
func TestFacesRender(t *testing.T) {
	test.NewTempApp(t)
	for _, tc := range []struct {
		face cards.Face
		st   Style
		ink  color.NRGBA
	}{
		{cards.NewFace(7, cards.Hearts), Style{}, Red},
		{cards.NewFace(7, cards.Diamonds), Style{FourColour: true}, Blue},
		{cards.NewFace(7, cards.Clubs), Style{FourColour: true}, Green},
		{cards.NewFace(7, cards.Diamonds), Style{}, Red},
		{cards.NewFace(cards.King, cards.Clubs), Style{FourColour: true}, Green},
		{cards.NewFace(9, cards.Hearts), Style{LargeIndex: true}, Red},
	} {
		size := fyne.NewSize(100, 140)
		img := capture(t, Render(tc.face, tc.st, size), size)
		// The middle of the card holds pips of the suit's ink.
		if n := count(img, image.Rect(20, 30, 80, 130), tc.ink); n < 150 {
			t.Errorf("%s %+v: only %d pixels of ink in the middle", tc.face, tc.st, n)
		}
		// The top-left corner holds the index in the same ink.
		if n := count(img, image.Rect(0, 0, 30, 45), tc.ink); n < 30 {
			t.Errorf("%s %+v: only %d pixels of ink in the corner index", tc.face, tc.st, n)
		}
	}
	size := fyne.NewSize(100, 140)
	back := capture(t, Render(cards.NoFace, Style{}, size), size)
	if n := count(back, image.Rect(10, 10, 90, 130), BackColor); n < 2000 {
		t.Errorf("back: only %d pixels of the back colour", n)
	}
	joker := capture(t, Render(cards.Joker, Style{}, size), size)
	if n := count(joker, image.Rect(10, 10, 90, 130), Red); n < 50 {
		t.Errorf("joker: only %d red pixels in its cap", n)
	}
}

func TestCardState(t *testing.T) {
	test.NewTempApp(t)
	c := NewFace(cards.NewFace(3, cards.Spades), Style{})
	if c.Face() != cards.NewFace(3, cards.Spades) {
		t.Fatal("face not kept")
	}
	c.SetFace(cards.NoFace)
	if c.Face() != cards.NoFace {
		t.Fatal("SetFace(NoFace) should turn the card down")
	}
	c.SetMark(Red)
	c.SetShaded(true)
	c.SetStyle(Style{FourColour: true})
	c.Resize(fyne.NewSize(50, 70))
	test.NewTempWindow(t, c) // renders without panicking
}

// TestWriteSheet writes the whole deck to a PNG when CARDART_SHEET names
// a file, to look at the art.
func TestWriteSheet(t *testing.T) {
	out := os.Getenv("CARDART_SHEET")
	if out == "" {
		t.Skip("set CARDART_SHEET=file.png to write the deck sheet")
	}
	test.NewTempApp(t)
	for i, st := range []Style{{}, {FourColour: true, LargeIndex: true}} {
		w := float32(90)
		img := capture(t, sheet(st, w), fyne.NewSize(13*(w+4), 5*(w/Aspect+4)))
		f, err := os.Create(out[:len(out)-4] + string(rune('0'+i)) + ".png")
		if err != nil {
			t.Fatal(err)
		}
		png.Encode(f, img)
		f.Close()
	}
}
