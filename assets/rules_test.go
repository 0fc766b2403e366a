package assets

import (
	"strings"
	"testing"
)

// TestRulesInBothLanguages: every game's rules are in English and in
// Italian, and they differ. (The app's registry test checks that every
// game it lists has rules here.)
func TestRulesInBothLanguages(t *testing.T) {
	entries, err := rules.ReadDir("rules")
	if err != nil || len(entries) == 0 {
		t.Fatal("no rules", err)
	}
	for _, e := range entries {
		g, _, _ := strings.Cut(e.Name(), ".")
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
	// The rules screen draws Fyne's markdown, which has no tables.
	for _, e := range entries {
		text, _ := rules.ReadFile("rules/" + e.Name())
		for line := range strings.Lines(string(text)) {
			if strings.HasPrefix(line, "|") {
				t.Errorf("%s: a table, which the rules screen shows as raw text: %q", e.Name(), line)
			}
		}
	}
	if Rules("scala40", "fr") != Rules("scala40", "en") {
		t.Error("no English fallback")
	}
}
