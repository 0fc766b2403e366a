package canasta

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"tavolo/app/table"
	cn "tavolo/engine/canasta"
	"tavolo/engine/cards"
	"tavolo/i18n"
)

// TestPileBadges: a pozzo holding a two is shown frozen by that two; a
// black three on top is shown blocking it; taking a frozen pozzo with a
// pair is refused with the rule.
func TestPileBadges(t *testing.T) {
	deal := func(pile string) *cn.Game { return pileDeal(t, pile) }
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

// TestPileBadgesFit: at 800x600 a badge's words stay inside it, 6 from
// its edge, and the badge 8 inside the piles' panel, in both languages,
// every word of it.
func TestPileBadgesFit(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	seats := []Seat{{Name: "Ada", Human: true}, {Name: "Ugo"}, {Name: "Bea"}, {Name: "Cai"}}
	for _, language := range []string{"en", "it"} {
		if err := i18n.Use(language); err != nil {
			t.Fatal(err)
		}
		r := newRig(t, pileDeal(t, "10C 2D JC"), seats, fyne.NewSize(800, 600))
		right := r.tab.Size().Width - 8 - 8 - 6 // the panel's edge, the badge's margin, the words'
		badges := pileBadges(r.tab.v)
		if len(badges) == 0 {
			t.Fatal("no badge on a pozzo frozen by a two")
		}
		for _, o := range r.tab.lay.Objects {
			txt, ok := o.(*canvas.Text)
			if !ok || txt.Text != badges[0].text {
				continue
			}
			if end := txt.Position().X + table.TextWidth(txt.Text, txt.TextSize, true); end > right {
				t.Errorf("%s: %q ends at %.0f, past %.0f", language, txt.Text, end, right)
			}
			badges = badges[1:]
			if len(badges) == 0 {
				break
			}
		}
		if len(badges) > 0 {
			t.Errorf("%s: badge %q not drawn whole: %q", language, badges[0].text, r.texts())
		}
	}
}

// pileDeal is a hand where Ada holds three queens and four fours, the
// others two cards each, over a pozzo of the cards pile (bottom first).
func pileDeal(t *testing.T, pile string) *cn.Game {
	t.Helper()
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
