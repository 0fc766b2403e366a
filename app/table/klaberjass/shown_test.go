package klaberjass

import (
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/app/cardart"
	"tavolo/app/table/tabletest"
	kjai "tavolo/engine/klaberjass/ai"
)

// TestOtherSequencesReadable: while the second trick is played, Bea's
// winning sequence (10 9 8 7 of spades) is shown face up at half the
// height of Ada's cards or more, not as thumbnails, at 800×600 with
// nothing drawn over anything else.
func TestOtherSequencesReadable(t *testing.T) {
	g := fixedDeal(t)
	bea, err := kjai.New("medium", 1, kjai.Options{})
	if err != nil {
		t.Fatal(err)
	}
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bea", Agent: bea}})
	size := fyne.NewSize(800, 600)
	r.win.Resize(size)
	r.drain()
	r.tab.TypedRune('t')
	r.drain() // Bea declares and leads
	first := g.View(0)
	r.tap(r.at(first.Playable().Cards()[0]))
	r.drain()
	v := g.View(0)
	if v.SeqWinner != 1 || len(v.Shown) == 0 || len(v.History) >= 4 {
		t.Fatalf("no sequence of Bea's on show: winner %d shown %v history %d", v.SeqWinner, v.Shown, len(v.History))
	}
	r.tab.Refresh()
	tabletest.Shot(t, r.win, "klaberjass-shown-sequence")
	hand := r.tab.lay.CardAt[r.handShown(0)[0]].H
	faces := map[string]bool{}
	for _, c := range v.Shown {
		faces[c.Face().String()] = true
	}
	drawn := 0
	for _, o := range r.tab.lay.Objects {
		c, ok := o.(*cardart.Card)
		if !ok || !o.Visible() || !faces[c.Face().String()] {
			continue
		}
		drawn++
		if o.Size().Height < hand*0.45 {
			t.Errorf("%v drawn %v high, Ada's cards %v", c.Face(), o.Size().Height, hand)
		}
	}
	if drawn < len(v.Shown) {
		t.Errorf("%d of %d shown cards drawn", drawn, len(v.Shown))
	}
	if out := tabletest.Outside(r.tab.lay.Objects, size); len(out) > 0 {
		t.Errorf("beyond the window: %v", out)
	}
	if over := tabletest.Overlaps(r.tab.lay.Objects); len(over) > 0 {
		t.Errorf("drawn over each other: %v", over)
	}
}
