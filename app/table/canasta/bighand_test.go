package canasta

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tavolo/app/table"
	"tavolo/app/table/tabletest"
	cn "tavolo/engine/canasta"
	"tavolo/engine/cards"
)

// bigHand is a four-player hand where seat 0 has opened with kings and
// queens and taken a pozzo of 24 cards with a pair of tens: it holds 30
// cards and is to meld or discard.
func bigHand(t *testing.T) *cn.Game {
	t.Helper()
	var pile []cards.Card
	for _, f := range strings.Fields("4D 5D 6D 7D 8D 9D 10D JD QD KD") {
		pile = append(pile, card(t, f))
	}
	for _, f := range strings.Fields("4S 5S 6S 7S 8S 9S 4H 5H 6H 7H 8H 9H 4C") {
		pile = append(pile, cards.NewCard(card(t, f).Face(), 1))
	}
	pile = append(pile, card(t, "10C"))
	g, err := cn.NewFromSetup(cn.Default(), cn.Setup{Dealer: 3, Seed: 1, Deal: cn.Deal{
		Hands: [][]cards.Card{
			hand(t, "KS KH KC QS QH QC 10S 10H JS JH JC 9S 9H 9C 8S"),
			hand(t, "AS AH AC 5C 6C"),
			hand(t, "7C 8C AD 4H 5H"),
			hand(t, "8H 7S 6S 5S 4S"),
		},
		Stock: hand(t, "3H 6H 7H 4C 3S 2S 2H"),
		Pile:  pile,
		Built: true,
	}})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []cn.Action{
		{Kind: cn.Meld, Melds: [][]cards.Card{hand(t, "KS KH KC"), hand(t, "QS QH QC")}},
		{Kind: cn.Take, Cards: hand(t, "10S 10H")},
	} {
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%v: %v", a.Kind, err)
		}
	}
	if n := len(g.Hand(0)); n != 30 || g.Phase() != cn.PhasePlay {
		t.Fatalf("seat 0 holds %d cards in phase %v, want 30 to play", n, g.Phase())
	}
	return g
}

// handPicks lists the hand cards' hit areas in drawing order.
func handPicks(r *rig) []table.Hit {
	var out []table.Hit
	for _, h := range r.tab.lay.Hits {
		if h.Kind == hitHandCard {
			out = append(out, h)
		}
	}
	return out
}

// meets reports whether two areas share more than an edge.
func meets(a, b table.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// TestLargeHandPicksExactly lays a 30-card hand out at 800×600: every
// card shows a pick area at least 28 px wide and high that no card
// drawn after it covers, a tap at the centre of that area picks that
// card, and when staging and laying down a meld takes cards out of the
// hand while the pointer rests on it, the card under the pointer stays
// where it was; the hand closes up once the pointer leaves.
func TestLargeHandPicksExactly(t *testing.T) {
	const minPick = 28
	r := newRig(t, bigHand(t), []Seat{{Name: "Ada", Human: true}, {Name: "Ugo"}, {Name: "Bea"}, {Name: "Cai"}}, fyne.NewSize(800, 600))
	tabletest.Shot(t, r.win, "canasta-800x600-30-cards")
	picks := handPicks(r)
	if len(picks) != 30 {
		t.Fatalf("%d hand cards drawn, want 30", len(picks))
	}
	small := picks[0].R
	for i, h := range picks {
		if h.R.W*h.R.H < small.W*small.H {
			small = h.R
		}
		if h.R.W < minPick || h.R.H < minPick {
			t.Errorf("%s: pick area %.0f×%.0f px, want at least %d×%d", h.Card, h.R.W, h.R.H, minPick, minPick)
		}
		for _, later := range picks[i+1:] {
			if meets(h.R, r.tab.lay.CardAt[later.Card]) {
				t.Errorf("%s: its pick area %v lies under %s", h.Card, h.R, later.Card)
			}
		}
		if got := r.tab.lay.HitAt(h.R.Centre()); got.Kind != hitHandCard || got.Card != h.Card {
			t.Errorf("a tap at the centre of %s's area picks %v %s", h.Card, got.Kind, got.Card)
		}
	}

	t.Logf("the smallest pick area: %.0f×%.0f px", small.W, small.H)
	pickOf := func(c cards.Card) fyne.Position {
		for _, h := range handPicks(r) {
			if h.Card == c {
				return h.R.Centre()
			}
		}
		t.Fatalf("%s is not in the hand", c)
		return fyne.Position{}
	}
	canvas := r.win.Canvas()
	rest := card(t, "10D")
	at := pickOf(rest)
	was := r.tab.lay.CardAt[rest]
	still := func(when string) {
		t.Helper()
		if h := r.tab.lay.HitAt(at); h.Card != rest || r.tab.lay.CardAt[rest] != was {
			t.Fatalf("%s: the pointer rests on %s (was %s), drawn at %v (was %v)", when, h.Card, rest, r.tab.lay.CardAt[rest], was)
		}
	}
	for _, meld := range []string{"JS JH JC", "9S 9H 9C"} {
		for _, c := range hand(t, meld) {
			p := pickOf(c)
			test.MoveMouse(canvas, p)
			r.tap(p)
		}
		test.MoveMouse(canvas, at)
		r.tab.TypedRune('g')
		r.tab.Refresh()
		still("after staging " + meld)
	}
	if len(r.tab.stage) != 2 {
		t.Fatalf("staged %v, want two groups", r.tab.stage)
	}
	r.tab.TypedRune('o')
	r.drain()
	if n := len(r.tab.Game().Hand(0)); n != 24 {
		t.Fatalf("hand of %d after laying the jacks and nines down (%s), want 24", n, r.tab.Msg)
	}
	still("after laying them down")

	test.MoveMouse(canvas, fyne.NewPos(400, 100))
	if r.tab.lay.CardAt[rest] == was {
		t.Errorf("the hand did not close up once the pointer left it")
	}
}

// TestCanastaShowsItsWildCards: a dirty canasta squared on the table
// shows its wild cards fanned out, each with a strip of its own, as an
// unfinished meld does.
func TestCanastaShowsItsWildCards(t *testing.T) {
	g, err := cn.NewFromSetup(cn.Default(), cn.Setup{Dealer: 3, Seed: 1, Deal: cn.Deal{
		Hands: [][]cards.Card{
			append(hand(t, "KS KH KC KD 2H 2S 5H 6H 7H JS 9D"), cards.NewCard(card(t, "KS").Face(), 1)),
			hand(t, "7C 8S 10S AS"),
			hand(t, "9S 9H 9C 5S"),
			hand(t, "JD 8H 10H AH"),
		},
		Stock: hand(t, "3H 8C QD 10D QC 6D 7D AD 4C"),
		Pile:  hand(t, "10C 6C"),
		Built: true,
	}})
	if err != nil {
		t.Fatal(err)
	}
	canasta := append(hand(t, "KS KH KC KD 2H 2S"), cards.NewCard(card(t, "KS").Face(), 1))
	if _, err := g.Apply(cn.Action{Kind: cn.Meld, Melds: [][]cards.Card{canasta}}); err != nil {
		t.Fatal(err)
	}
	if m := g.View(0).Melds[0]; len(m) != 1 || m[0].Info.Kind != cn.DirtyCanasta {
		t.Fatalf("melds %+v, want one dirty canasta", m)
	}
	for _, size := range []fyne.Size{fyne.NewSize(800, 600), fyne.NewSize(1920, 1080)} {
		r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Ugo"}, {Name: "Bea"}, {Name: "Cai"}}, size)
		top := r.tab.lay.CardAt[canasta[len(canasta)-1]]
		for _, w := range hand(t, "2H 2S") {
			wr, ok := r.tab.lay.CardAt[w]
			if shows := wr.X + wr.W - (top.X + top.W); !ok || shows < wr.W*0.3 {
				t.Errorf("%v: the canasta's %s shows %.0f px beside its top card", size, w, shows)
			}
		}
		tabletest.Shot(t, r.win, fmt.Sprintf("canasta-dirty-%.0f", size.Width))
	}
}
