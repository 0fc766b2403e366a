package table

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// TestFeltIsTheWindowsBackground: under FeltTheme the window is cleared
// to the felt and a board paints no felt of its own; under any other
// theme it covers itself with the felt.
func TestFeltIsTheWindowsBackground(t *testing.T) {
	a := test.NewTempApp(t)
	var s Sprites
	var l Layout
	size := fyne.NewSize(800, 600)
	feltRects := func() int {
		n := 0
		for _, o := range l.Objects {
			if r, ok := o.(*canvas.Rectangle); ok && r.FillColor == Felt && r.Size() == size {
				n++
			}
		}
		return n
	}
	s.Begin(&l, size).Felt(size)
	if n := feltRects(); n != 1 {
		t.Fatalf("under the plain theme the board paints %d felts, want 1", n)
	}
	a.Settings().SetTheme(FeltTheme(a.Settings().Theme()))
	if got := theme.Color(theme.ColorNameBackground); got != Felt {
		t.Fatalf("FeltTheme's background is %v", got)
	}
	if got, want := theme.Color(theme.ColorNameForeground), test.Theme().Color(theme.ColorNameForeground, a.Settings().ThemeVariant()); got != want {
		t.Errorf("FeltTheme changed the foreground: %v, want %v", got, want)
	}
	s.Begin(&l, size).Felt(size)
	if n := feltRects(); n != 0 {
		t.Errorf("under FeltTheme the board paints %d felts, want none", n)
	}
}

// TestLargeRoundedBoxesAreBitmaps: a panel with rounded corners is a
// picture (cheap to paint under software OpenGL), a badge or a square
// rectangle stays a rectangle.
func TestLargeRoundedBoxesAreBitmaps(t *testing.T) {
	test.NewTempApp(t)
	var s Sprites
	var l Layout
	b := s.Begin(&l, fyne.NewSize(800, 600))
	b.Box(R(10, 10, 300, 100), FeltDark, Gold, 3, 10)
	b.Rectangle(R(10, 200, 30, 20), Gold, 6)
	b.Rectangle(R(0, 0, 800, 40), FeltDark, 0)
	b.Outline(R(400, 300, 200, 150), Gold, 3, 8)
	want := []string{"image", "rect", "rect", "image"}
	if len(l.Objects) != len(want) {
		t.Fatalf("%d objects, want %d", len(l.Objects), len(want))
	}
	for i, o := range l.Objects {
		got := "rect"
		if _, ok := o.(*canvas.Image); ok {
			got = "image"
		}
		if got != want[i] {
			t.Errorf("object %d is a %s, want a %s", i, got, want[i])
		}
	}
	if r := l.Objects[0]; r.Position() != fyne.NewPos(10, 10) || r.Size() != fyne.NewSize(300, 100) {
		t.Errorf("the box is at %v, %v", r.Position(), r.Size())
	}
	// The next frame reuses the same objects.
	first := l.Objects[0]
	b = s.Begin(&l, fyne.NewSize(800, 600))
	b.Box(R(10, 10, 300, 100), color.NRGBA{1, 2, 3, 255}, nil, 0, 10)
	if l.Objects[0] != first {
		t.Error("a new object for the box of the next frame")
	}
}

func TestStepDown(t *testing.T) {
	for _, c := range []struct{ in, want float32 }{{63.9, 60}, {60, 60}, {59.99, 56}, {17, 16}, {3, 16}} {
		if got := StepDown(c.in); got != c.want {
			t.Errorf("StepDown(%v) = %v, want %v", c.in, got, c.want)
		}
	}
}
