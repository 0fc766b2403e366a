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
