package klaberjass

import (
	"strings"
	"testing"

	"tavolo/app/table"
	kj "tavolo/engine/klaberjass"
	"tavolo/engine/match"
	"tavolo/i18n"
)

// TestMadeRowSaysItOnce: the score sheet's row of a made contract names
// the maker in its label and "made" in the maker's cell, each once: it
// read "Maker: made | made".
func TestMadeRowSaysItOnce(t *testing.T) {
	h := match.HandScore{Points: []int{0, 0}, Lines: [][]match.Line{{{Key: kj.LineMade}}, nil}}
	for _, language := range []string{"en", "it"} {
		i18n.ForTest(t, language)
		label := strings.ToLower(table.LineName("klaberjass", kj.LineMade))
		vals, found := lineValues(h, kj.LineMade)
		if !found || vals[0] == "" || vals[1] != "" {
			t.Fatalf("%s: the made row reads %q", language, vals)
		}
		if strings.Contains(label, strings.ToLower(vals[0])) {
			t.Errorf("%s: the row %q repeats its value %q", language, label, vals[0])
		}
	}
}
