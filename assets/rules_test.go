package assets

import (
	"strings"
	"testing"
)

// TestRulesInBothLanguages: every game has its rules in English and in
// Italian, and they differ.
func TestRulesInBothLanguages(t *testing.T) {
	for _, g := range Games {
		en, it := Rules(g, "en"), Rules(g, "it")
		if !strings.HasPrefix(en, "# ") || !strings.HasPrefix(it, "# ") || en == it {
			t.Errorf("%s: rules missing or untranslated", g)
		}
		for _, l := range []string{"en", "it"} {
			if _, err := rules.ReadFile("rules/" + g + "." + l + ".md"); err != nil {
				t.Errorf("%s: %v", g, err)
			}
		}
	}
	if !strings.Contains(Rules("scala40", "it"), "pozzo") || !strings.Contains(Rules("scala40", "it"), "chiusura in mano") {
		t.Error("the Italian rules lack the game's own terms")
	}
	if Rules("scala40", "fr") != Rules("scala40", "en") {
		t.Error("no English fallback")
	}
}
