package klaberjass

import (
	"testing"

	"fyne.io/fyne/v2"

	kj "tavolo/engine/klaberjass"
)

// TestKeyboardPlay: the bids, the dix, the declaration and the cards by
// keys alone; a digit on a card that may not be played is refused.
func TestKeyboardPlay(t *testing.T) {
	g := fixedDeal(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bea"}})
	tab := r.tab
	r.drain()
	tab.TypedRune('t')
	if g.Maker() != 0 {
		t.Fatal("T did not take the turn-up")
	}
	r.drain() // Bea leads
	tab.TypedRune('e')
	if g.View(0).Exchanged != 0 {
		t.Fatal("E did not exchange the dix")
	}
	tab.TypedRune('c')
	if !g.View(0).Declared[0] {
		t.Fatal("C did not declare")
	}
	v := g.View(0)
	ok := v.Playable()
	bad, good := -1, -1
	for i, c := range tab.order {
		if ok.Has(c) && good < 0 {
			good = i
		}
		if !ok.Has(c) && bad < 0 {
			bad = i
		}
	}
	if bad < 0 || good < 0 || bad > 8 || good > 8 {
		t.Fatalf("order %v", tab.order)
	}
	tab.TypedRune(rune('1' + bad))
	if len(g.View(0).History) != 1 || !r.shows("You must follow suit.") {
		t.Fatalf("a digit played an illegal card: %q", r.texts())
	}
	// The arrows move the cursor; Return plays the card under it.
	tab.cursor = 0
	for i := 0; i < good; i++ {
		tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	}
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(g.View(0).History) != 2 {
		t.Fatal("Return did not play the card under the cursor")
	}
	if g.Phase() != kj.PhasePlay {
		t.Fatalf("phase %v", g.Phase())
	}
}

// TestDigitsPressTheBar: while the bar shows numbered buttons, a digit
// does what its button says ("1  Exchange the dix", then "1  Declare")
// and never plays a card; with the bar empty, digits play cards again.
func TestDigitsPressTheBar(t *testing.T) {
	g := fixedDeal(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bea"}})
	tab := r.tab
	r.drain()
	tab.TypedRune('t')
	r.drain() // Bea leads
	for _, want := range []string{"1  Exchange the dix", "1  Declare"} {
		if r.button(want) == nil {
			t.Fatalf("no %q on the bar: %q", want, r.texts())
		}
		tab.TypedRune('1')
		if len(g.View(0).History) != 1 {
			t.Fatalf("1 played a card with %q on the bar", want)
		}
	}
	if v := g.View(0); v.Exchanged != 0 || !v.Declared[0] {
		t.Fatalf("exchanged %d, declared %v: the digits did not press the bar", v.Exchanged, v.Declared)
	}
	if len(tab.barActions()) != 0 {
		t.Fatalf("the bar still offers %v", tab.barActions())
	}
	before := len(g.View(0).History)
	for k := '1'; k <= '9' && len(g.View(0).History) == before; k++ {
		tab.TypedRune(k)
	}
	if len(g.View(0).History) != before+1 {
		t.Fatal("no digit played a card once the bar was empty")
	}
}
