package tabletest

import (
	"testing"

	"tavolo/i18n"
)

// Worded fails when one of n things a board names in words reads as its
// bare kind in English or Italian: name(i, order) is the i-th's text
// (order: as an order, or as what one does) and its kind, the name
// table.MoveWords and table.EventWords fall back to when the translation
// files lack the words.
func Worded(t *testing.T, n int, name func(i int, order bool) (text, kind string)) {
	t.Helper()
	for _, language := range []string{"en", "it"} {
		t.Run(language, func(t *testing.T) {
			i18n.ForTest(t, language)
			for i := range n {
				for _, order := range []bool{true, false} {
					if text, kind := name(i, order); text == "" || text == kind {
						t.Errorf("%s (order %v) has no words: %q", kind, order, text)
					}
				}
			}
		})
	}
}
