package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// The texts under the review's moves hold their height while the width
// stays (a shorter summary does not move the pane above) and start over
// at a new width.
func TestHeldHeightGrowsOnlyAtOneWidth(t *testing.T) {
	a, b := canvas.NewRectangle(nil), canvas.NewRectangle(nil)
	a.SetMinSize(fyne.NewSize(10, 20))
	b.SetMinSize(fyne.NewSize(10, 40))
	h := &heldHeight{}
	objs := []fyne.CanvasObject{a, b}
	h.Layout(objs, fyne.NewSize(300, 100))
	tall := h.MinSize(objs).Height
	b.SetMinSize(fyne.NewSize(10, 10))
	if got := h.MinSize(objs).Height; got != tall {
		t.Errorf("a shorter text at the same width: height %v, want %v held", got, tall)
	}
	b.SetMinSize(fyne.NewSize(10, 80))
	if got := h.MinSize(objs).Height; got <= tall {
		t.Errorf("a taller text: height %v, want more than %v", got, tall)
	}
	b.SetMinSize(fyne.NewSize(10, 10))
	h.Layout(objs, fyne.NewSize(500, 100))
	if got, want := h.MinSize(objs).Height, tall-30; got != want {
		t.Errorf("at a new width: height %v, want %v (the texts' own)", got, want)
	}
}
