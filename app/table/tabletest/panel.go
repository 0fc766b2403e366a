package tabletest

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
)

// CrampedButtons lists the buttons drawn on a panel (table.Builder.Panel:
// the last box of at least 300×150 drawn before them that they touch,
// at least 8 from the window's left edge as a panel always is) that
// come closer than margin to its left or right edge, or pass it.
func CrampedButtons(objects []fyne.CanvasObject, margin float32) []string {
	var panel fyne.CanvasObject
	var out []string
	for _, o := range objects {
		if !o.Visible() {
			continue
		}
		switch x := o.(type) {
		case *canvas.Rectangle, *canvas.Image:
			if s := o.Size(); s.Width >= 300 && s.Height >= 150 && o.Position().X >= 8 {
				panel = o
			}
		case *widget.Button:
			if panel == nil || !meets(o, panel) {
				continue
			}
			bx, bw, px, pw := o.Position().X, o.Size().Width, panel.Position().X, panel.Size().Width
			if bx < px+margin || bx+bw > px+pw-margin {
				out = append(out, fmt.Sprintf("%q at x %.0f to %.0f on a panel from %.0f to %.0f", x.Text, bx, bx+bw, px, px+pw))
			}
		}
	}
	return out
}

// SheetFits fails t, naming the case, for each button cramped on its
// panel (CrampedButtons, margin 16) and each thing drawn badly at size
// (Crowded).
func SheetFits(t testing.TB, name string, objects []fyne.CanvasObject, size fyne.Size) {
	t.Helper()
	for _, p := range append(CrampedButtons(objects, 16), Crowded(objects, size)...) {
		t.Errorf("%s: %s", name, p)
	}
}
