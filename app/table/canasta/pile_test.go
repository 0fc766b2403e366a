package canasta

import (
	"testing"

	"fyne.io/fyne/v2"

	cn "tavolo/engine/canasta"
	"tavolo/engine/cards"
)

// TestPileBadges: a pozzo holding a two is shown frozen by that two; a
// black three on top is shown blocking it; taking a frozen pozzo with a
// pair is refused with the rule.
func TestPileBadges(t *testing.T) {
	deal := func(pile string) *cn.Game {
		g, err := cn.NewFromSetup(cn.Default(), cn.Setup{Dealer: 3, Seed: 4, Scores: []int{0, 0}, Deal: cn.Deal{
			Hands: [][]cards.Card{hand(t, "QS QH QD 4S 4H 4D 4C JS JH 9D"), hand(t, "7C 8S"), hand(t, "9S 9H"), hand(t, "JD 8H")},
			Stock: hand(t, "8C KD 10D QC 6D 7D"),
			Pile:  hand(t, pile),
			Built: true,
		}})
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	seats := []Seat{{Name: "Ada", Human: true}, {Name: "Ugo"}, {Name: "Bea"}, {Name: "Cai"}}

	g := deal("10C 2H JC")
	r := newRig(t, g, seats, fyne.NewSize(1100, 760))
	if !r.shows("Frozen by the 2 of hearts") {
		t.Fatalf("no frozen badge: %q", r.texts())
	}
	// Open with the queens and fours, then try the frozen pozzo with a
	// pair of jacks: refused, three naturals are needed.
	r.tapCards(hand(t, "QS QH QD")...)
	r.tap(r.tab.lay.newR.Centre())
	r.tapCards(hand(t, "4S 4H 4D 4C")...)
	r.tap(r.tab.lay.newR.Centre())
	r.tab.layDown()
	r.tapCards(hand(t, "JS JH")...)
	r.tap(r.tab.lay.pileR.Centre())
	if g.View(0).Drew || !r.tab.MsgBad || r.tab.Msg == "" {
		t.Fatalf("the frozen pozzo was taken with a pair: %q", r.tab.Msg)
	}

	g = deal("10C 3S")
	r = newRig(t, g, seats, fyne.NewSize(1100, 760))
	if !r.shows("Blocked: black three on top") || r.shows("Frozen") {
		t.Fatalf("no blocked badge: %q", r.texts())
	}
}
