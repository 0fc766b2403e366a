package scala40

import "testing"

// TestUpcardJokerRedrawn (§1.4, §3.24): with upcard_joker_redraw the card
// turned up at the deal is never a joker; without it, some deals turn one
// up, so the test can tell the two apart.
func TestUpcardJokerRedrawn(t *testing.T) {
	r := Default()
	r.Players = 2
	off := r
	off.UpcardJokerRedraw = false
	jokersWithout := 0
	for seed := uint64(1); seed <= 3000; seed++ {
		g, err := NewMatch(r, seed)
		if err != nil {
			t.Fatal(err)
		}
		if len(g.pile) != 1 || g.pile[0].IsJoker() {
			t.Fatalf("seed %d: upcard %v", seed, g.pile)
		}
		if n := len(g.stock) + len(g.pile) + len(g.hands[0]) + len(g.hands[1]); n != 108 {
			t.Fatalf("seed %d: %d cards", seed, n)
		}
		h, err := NewMatch(off, seed)
		if err != nil {
			t.Fatal(err)
		}
		if h.pile[0].IsJoker() {
			jokersWithout++
		}
	}
	if jokersWithout == 0 {
		t.Error("no deal turned up a joker without the redraw: the test cannot tell")
	}
	t.Logf("jokers turned up without the redraw: %d of 3000 deals", jokersWithout)
}
