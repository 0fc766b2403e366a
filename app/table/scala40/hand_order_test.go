package scala40

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	"tavolo/engine/cards"
	s40 "tavolo/engine/scala40"
	"tavolo/i18n"
)

// TestHandOrderAndPozzo: one click sorts the hand by rank or by suit, a
// drag within the hand moves a card where it is dropped, and the pozzo's
// contents open on demand.
func TestHandOrderAndPozzo(t *testing.T) {
	// The English texts, plural forms included, whatever ran before.
	if err := i18n.Use("en"); err != nil {
		t.Fatal(err)
	}
	g := fixedHand(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bot"}})
	tab := r.tab
	bySuit := slices.Clone(tab.handShown())
	test.Tap(tab.ui.Sort)
	byRank := slices.Clone(tab.handShown())
	if slices.Equal(bySuit, byRank) {
		t.Fatal("sorting by rank changed nothing")
	}
	for i := 1; i < len(byRank); i++ {
		if !byRank[i].IsJoker() && byRank[i].Rank() < byRank[i-1].Rank() {
			t.Fatalf("not by rank: %v", byRank)
		}
	}
	test.Tap(tab.ui.Sort)
	if !slices.Equal(tab.handShown(), bySuit) {
		t.Fatal("sorting by suit again does not give the same order")
	}

	// Drag the last card to the far left of the hand.
	last := bySuit[len(bySuit)-1]
	first := tab.lay.CardAt[bySuit[0]]
	r.dragCard(last, first.Pos().AddXY(2, first.H/2))
	if got := tab.handShown(); got[0] != last {
		t.Fatalf("the dragged card is at %d, want 0", slices.Index(got, last))
	}

	// The pozzo's contents, on demand.
	test.Tap(tab.ui.pozzoBtn)
	if !tab.pozzo || !r.shows("The pozzo, from the bottom: 1 card") {
		t.Fatalf("pozzo panel: %q", r.texts())
	}
	test.Tap(tab.ui.closePozzo)
	if tab.pozzo {
		t.Fatal("the pozzo panel does not close")
	}
}

// jokerOpening is a deal where Ada (seat 0, to move) can open with
// 5♥ 6♥ JK, the joker the 4♥ or the 7♥, and three Queens.
func jokerOpening(t *testing.T) *s40.Game {
	t.Helper()
	deal := s40.Deal{
		Hands: [][]cards.Card{
			hand(t, "5H 6H JK QS QH QD AS 2S 9C 7C 8D 10S 4C"),
			hand(t, "KS KD KH 9D 10D JD 3C 3D 6C 6D 8S 8C 2D"),
		},
		Stock: hand(t, "5C 2C QC 8H 9H 10H"),
		Pile:  hand(t, "4D"),
	}
	deal.Complete(7)
	g, err := s40.NewFromSetup(s40.Default(), s40.Setup{Players: 2, Dealer: 1, Deal: deal, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestOpeningAsStaged: the staging strip shows where the joker goes and
// lets the player move it; opening lays the melds down as shown, without
// asking about the joker again.
func TestOpeningAsStaged(t *testing.T) {
	for _, taps := range []int{0, 1} { // the reading shown first, or the other one
		g := jokerOpening(t)
		r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bot"}})
		tab := r.tab
		tab.TypedRune('d')
		tab.newStage(hand(t, "5H 6H JK"))
		tab.newStage(hand(t, "QS QH QD"))
		for range taps {
			for _, h := range tab.lay.Hits {
				if h.Kind == hitJokerBadge {
					r.tap(h.R.Centre())
					break
				}
			}
		}
		rules := g.Rules()
		cur, all, ok := tab.stage[0].current(&rules)
		if !ok || len(all) != 2 {
			t.Fatalf("the joker group has %d readings", len(all))
		}
		shown := cur.Spec.As[slices.Index(cur.Spec.Cards, card(t, "JK"))]
		tab.TypedRune('o')
		if tab.Question != nil {
			t.Fatalf("asked %q after the strip showed the joker as %v", tab.Question.Title, shown)
		}
		if len(g.Melds()) != 2 || !g.Opened(0) {
			t.Fatalf("not opened: %v (%s)", g.Melds(), tab.Msg)
		}
		m := g.Melds()[0]
		for i := 0; i < int(m.N); i++ {
			if m.Cards[i].IsJoker() && m.Stands[i] != shown {
				t.Errorf("%d taps: the joker went down as %v, the strip showed %v", taps, m.Stands[i], shown)
			}
		}
	}
}

// TestLowOpeningByKeyIsAnError: O with melds below the opening minimum
// says why as an error, as the other refused moves do.
func TestLowOpeningByKeyIsAnError(t *testing.T) {
	g := fixedHand(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bot"}})
	tab := r.tab
	tab.TypedRune('d')
	tab.newStage(hand(t, "9D 10D JD"))
	hint := tab.openState().hint
	tab.TypedRune('o')
	if g.Opened(0) || hint == "" || tab.Msg != hint || !tab.MsgBad {
		t.Fatalf("O with 29 of 40: message %q (error %v), want the error %q", tab.Msg, tab.MsgBad, hint)
	}
}
