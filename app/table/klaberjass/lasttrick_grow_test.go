package klaberjass

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	kj "tavolo/engine/klaberjass"
)

// TestLastTrickGrowsWithTheWindow: at 1920×1080 the last trick's panel
// is wider and its text larger than at 800×600 (it kept its 800×600 size
// on a full HD table).
func TestLastTrickGrowsWithTheWindow(t *testing.T) {
	g := fixedDeal(t)
	for i := 0; i < 100 && g.View(0).LastTrick == nil; i++ {
		if _, err := g.Apply(g.Legal(g.ToMove())[0]); err != nil {
			t.Fatal(err)
		}
	}
	if g.Phase() != kj.PhasePlay {
		t.Fatalf("no trick played: phase %v", g.Phase())
	}
	panel := func(size fyne.Size) (float32, float32) {
		r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bea"}})
		r.win.Resize(size)
		r.tab.lastTrick = true
		r.tab.Refresh()
		// The panel's line, drawn last (the table's middle says it too).
		won := r.tab.Driver.Name(g.View(0).LastWinner) + " won the trick"
		objs := r.tab.lay.Objects
		for i := len(objs) - 1; i >= 0; i-- {
			if x, ok := objs[i].(*canvas.Text); ok && x.Text == won {
				return r.tab.lay.Panel.W, x.TextSize
			}
		}
		t.Fatalf("%v: no %q drawn: %q", size, won, r.texts())
		return 0, 0
	}
	w0, s0 := panel(fyne.NewSize(800, 600))
	w1, s1 := panel(fyne.NewSize(1920, 1080))
	if w1 <= w0*1.2 || s1 <= s0 {
		t.Errorf("%.0f px wide, text %.0f at 800×600; %.0f px, text %.0f at 1920×1080", w0, s0, w1, s1)
	}
}
