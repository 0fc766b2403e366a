package tabletest

import (
	"testing"

	"tavolo/engine/match"
	"tavolo/i18n"
)

// Worded fails when a text a board finds by a name made at run time
// (table.MoveWords, table.EventWords) is missing from the translation
// files, in English or in Italian: say lists, in the language set, each
// text with the kind it was found by, and a text that is empty or reads
// as its bare kind has no words.
func Worded(t *testing.T, say func() [][2]string) {
	t.Helper()
	for _, language := range []string{"en", "it"} {
		t.Run(language, func(t *testing.T) {
			i18n.ForTest(t, language)
			for _, s := range say() {
				if text, kind := s[0], s[1]; text == "" || text == kind {
					t.Errorf("%s has no words: %q", kind, text)
				}
			}
		})
	}
}

// Orders are n moves' words for Worded: name(i, order) is the i-th move's
// as an order or as what one does, with its kind.
func Orders(n int, name func(i int, order bool) (text, kind string)) [][2]string {
	var out [][2]string
	for i := range n {
		for _, order := range []bool{true, false} {
			text, kind := name(i, order)
			out = append(out, [2]string{text, kind})
		}
	}
	return out
}

// Said are events' sentences for Worded, as describe reads them.
func Said(events []match.Event, describe func(match.Event) string) [][2]string {
	var out [][2]string
	for _, e := range events {
		out = append(out, [2]string{describe(e), string(e.Kind)})
	}
	return out
}
