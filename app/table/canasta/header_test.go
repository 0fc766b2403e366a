package canasta

import (
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/i18n"
)

// TestHeaderKeepsTheDeal: at 800x600 the header says the deal's number
// in both languages (the Italian title is longer: it is said a little
// smaller rather than dropped).
func TestHeaderKeepsTheDeal(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	for lang, want := range map[string]string{"en": "deal 987654321", "it": "partita n. 987654321"} {
		if err := i18n.Use(lang); err != nil {
			t.Fatal(err)
		}
		r := newRig(t, fixedDeal(t), fixedSeats(t, false), fyne.NewSize(800, 600))
		r.tab.Setup.Deal = 987654321
		r.drain()
		if !r.shows(want) {
			t.Errorf("%s: the header drops %q: %q", lang, want, r.texts())
		}
	}
}

// TestSideHeadSaysTotalAndTable: once a side opens, its band says the
// match total as such and what its melds on the table count (the
// engine's MeldedWorth), where it said "0 points" after an opening of
// 50; a side yet to open says what it needs.
func TestSideHeadSaysTotalAndTable(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	for lang, want := range map[string][2]string{
		"en": {"Total 0 · on the table 50", "Total 0 · not opened (needs 50)"},
		"it": {"Totale 0 · in tavola 50", "Totale 0 · senza apertura (servono 50)"},
	} {
		if err := i18n.Use(lang); err != nil {
			t.Fatal(err)
		}
		r := newRig(t, fixedDeal(t), fixedSeats(t, false), fyne.NewSize(1100, 760))
		r.drain()
		r.tapCards(hand(t, "QS QH QD")...)
		r.tap(r.tab.lay.newR.Centre())
		r.tapCards(hand(t, "4S 4H 4D 4C")...)
		r.tap(r.tab.lay.newR.Centre())
		r.tab.layDown()
		r.drain()
		if got := r.tab.v.MeldedWorth(0); got != 50 {
			t.Fatalf("%s: the opening counts %d", lang, got)
		}
		for _, w := range want {
			if !r.shows(w) {
				t.Errorf("%s: no %q: %q", lang, w, r.texts())
			}
		}
	}
}
