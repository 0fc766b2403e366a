package boardtest

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
)

// TestPanelsGrowWithTheWindow: at 1920×1080 every board's score sheet,
// move log and keys (K) are wider and their text larger than at 800×600
// (they kept their 800×600 size on a full HD table).
func TestPanelsGrowWithTheWindow(t *testing.T) {
	small, large := fyne.NewSize(800, 600), fyne.NewSize(1920, 1080)
	for _, b := range boards {
		t.Run(b.def.Name, func(t *testing.T) {
			sheet := func(size fyne.Size) (float32, float32) {
				o := openAt(t, b, size)
				o.showSheet(true)
				return o.frame().Panel.W, textSize(t, o.objects(), lang.L("Total"))
			}
			moves := func(size fyne.Size) (float32, float32) {
				o := openAt(t, b, size)
				o.log.Toggle()
				o.Refresh()
				return o.frame().Panel.W, textSize(t, o.objects(), lang.L("Moves of this hand"))
			}
			keys := func(size fyne.Size) (float32, float32) {
				o := openAt(t, b, size)
				o.keys()
				o.Refresh()
				return o.frame().Panel.W, textSize(t, o.objects(), lang.L("Press any key to close."))
			}
			for name, f := range map[string]func(fyne.Size) (float32, float32){"the score sheet": sheet, "the move log": moves, "the keys": keys} {
				w0, s0 := f(small)
				w1, s1 := f(large)
				if w1 <= w0*1.2 || s1 <= s0 {
					t.Errorf("%s: %.0f px wide, text %.0f at 800×600; %.0f px, text %.0f at 1920×1080", name, w0, s0, w1, s1)
				}
			}
		})
	}
}

// textSize is the size of the text s drawn.
func textSize(t *testing.T, objects []fyne.CanvasObject, s string) float32 {
	t.Helper()
	for _, o := range objects {
		if x, ok := o.(*canvas.Text); ok && o.Visible() && x.Text == s {
			return x.TextSize
		}
	}
	t.Fatalf("no %q drawn", s)
	return 0
}
