package tabletest

import (
	"testing"

	"tavolo/app/table"
	"tavolo/i18n"
)

// LineNames fails t for each of a game's score lines (keys, as its
// engine names them) that has no name of its own on the sheet in English
// (table.LineName reads it as its key). The translation files' test sees
// that each English text has its Italian one.
func LineNames(t *testing.T, game string, keys []string) {
	t.Helper()
	i18n.ForTest(t, "en")
	for _, k := range keys {
		if table.LineName(game, k) == k {
			t.Errorf("the %s line %q has no name: %s.line.%s is in neither translation file", game, k, game, k)
		}
	}
}
