package i18n

import (
	"encoding/json"
	"maps"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
)

// values reads a translation file as key → text; a plural entry
// ({"one": …, "other": …}) gives its "other" form, and must have both.
func values(t *testing.T, language string) map[string]string {
	t.Helper()
	raw := map[string]json.RawMessage{}
	for _, data := range sources(language) {
		var one map[string]json.RawMessage
		if err := json.Unmarshal(data, &one); err != nil {
			t.Fatalf("%s.json: %v", language, err)
		}
		for k, v := range one {
			if _, twice := raw[k]; twice {
				t.Errorf("%s: %q is in two translation files", language, k)
			}
			raw[k] = v
		}
	}
	m := map[string]string{}
	for k, v := range raw {
		var text string
		if json.Unmarshal(v, &text) == nil {
			m[k] = text
			continue
		}
		var forms map[string]string
		if err := json.Unmarshal(v, &forms); err != nil {
			t.Errorf("%s.json: %q is neither a text nor plural forms", language, k)
			continue
		}
		if forms["one"] == "" || forms["other"] == "" {
			t.Errorf("%s.json: %q needs the plural forms one and other", language, k)
		}
		m[k] = forms["other"]
	}
	return m
}

// pluralKeys are the keys whose texts are plural forms ({"one": …,
// "other": …}) in the English files: the ones lang.N and lang.XN take.
func pluralKeys(t *testing.T) map[string]bool { return pluralKeysOf(t, "en") }

// pluralKeysOf are the keys with plural forms in language's files.
func pluralKeysOf(t *testing.T, language string) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	for _, data := range sources(language) {
		var m map[string]json.RawMessage
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		for k, v := range m {
			if len(v) > 0 && v[0] == '{' {
				out[k] = true
			}
		}
	}
	return out
}

// sameInBothLanguages are texts that are rightly the same in English and
// Italian: names, the Italian terms the English version keeps, and words
// the two languages share.
var sameInBothLanguages = map[string]bool{
	"Canasta": true, "Klaberjass": true, "Scala 40": true, "Tavolo": true, "Computer": true,
	"Pozzo": true, "Tallone": true, "Mazzo": true, "OK": true, "No": true, "File": true, "Volume": true,
	"stats.computer": true, // "{{.Name}} (computer)": computer is Italian too
	// Klaberjass words kept in Italian play.
	"klaberjass.preset.deberc": true, "Schmeiss": true, "klaberjass.option.schmeiss_enabled": true,
	"log.klaberjass.schmeissed": true,
	// Canasta's presets named after a style or a source.
	"canasta.preset.samba": true, "canasta.preset.pagat": true,
}

// TestBothLanguagesHaveEveryKey fails when a key is missing from either
// file, a text is empty, or an Italian text is left in English.
func TestBothLanguagesHaveEveryKey(t *testing.T) {
	en, it := values(t, "en"), values(t, "it")
	for k, v := range en {
		w, ok := it[k]
		switch {
		case !ok:
			t.Errorf("it.json lacks %q", k)
		case v == "" || w == "":
			t.Errorf("%q has an empty text", k)
		case v == w && !sameInBothLanguages[k]:
			t.Errorf("%q is not translated into Italian", k)
		}
	}
	for k := range it {
		if _, ok := en[k]; !ok {
			t.Errorf("en.json lacks %q", k)
		}
	}
}

// TestPluralsInBothLanguages: a text with plural forms has them in both
// languages ("1 carta", "2 carte"; "1 card", "2 cards").
func TestPluralsInBothLanguages(t *testing.T) {
	en, it := pluralKeysOf(t, "en"), pluralKeysOf(t, "it")
	if !maps.Equal(en, it) {
		t.Errorf("plural forms differ: English %v, Italian %v", en, it)
	}
	if len(en) < 10 {
		t.Errorf("only %d texts with plural forms", len(en))
	}
}

// TestFyneBuiltinsInItalian: every text Fyne's own widgets and dialogs
// show (its English file) has an Italian translation.
func TestFyneBuiltinsInItalian(t *testing.T) {
	it := values(t, "it")
	for _, k := range fyneKeys(t) {
		if it[k] == "" {
			t.Errorf("it.json lacks Fyne's %q", k)
		}
	}
}

// TestSystemLanguage: the language follows LANGUAGE, then LC_ALL,
// LC_MESSAGES and LANG; C, POSIX and unknown locales mean English.
func TestSystemLanguage(t *testing.T) {
	tests := []struct {
		language, lcAll, lcMessages, lang, want string
	}{
		{"", "", "", "it_IT.UTF-8", "it"},
		{"", "", "", "en_GB.UTF-8", "en"},
		{"", "", "", "C", "en"},
		{"", "", "", "C.UTF-8", "en"},
		{"", "", "", "POSIX", "en"},
		{"", "", "", "xx_YY.UTF-8", "en"},
		{"", "", "", "fr_FR.UTF-8", "en"},
		{"", "", "", "", "en"},
		{"fr:it:en", "", "", "C", "it"},
		{"", "it_CH.UTF-8", "", "en_US.UTF-8", "it"},
		{"", "", "it_IT", "en_US.UTF-8", "it"},
		{"", "C", "", "it_IT.UTF-8", "en"},
	}
	for _, tt := range tests {
		t.Setenv("LANGUAGE", tt.language)
		t.Setenv("LC_ALL", tt.lcAll)
		t.Setenv("LC_MESSAGES", tt.lcMessages)
		t.Setenv("LANG", tt.lang)
		if got := System(); got != tt.want {
			t.Errorf("LANGUAGE=%q LC_ALL=%q LC_MESSAGES=%q LANG=%q: %q, want %q", tt.language, tt.lcAll, tt.lcMessages, tt.lang, got, tt.want)
		}
	}
}

// TestForTestLeavesNothing: a test's language and the environment Use
// changes are back as they were when the test ends.
func TestForTestLeavesNothing(t *testing.T) {
	ForTest(t, "en")
	t.Setenv("LANGUAGE", "fr")
	t.Setenv("LANG", "C")
	t.Run("italian", func(t *testing.T) {
		ForTest(t, "it")
		if Current() != "it" || lang.L("Settings") != "Impostazioni" {
			t.Fatalf("in %s: %q", Current(), lang.L("Settings"))
		}
	})
	if Current() != "en" || lang.L("Settings") != "Settings" {
		t.Errorf("after the test: %s, %q", Current(), lang.L("Settings"))
	}
	if os.Getenv("LANGUAGE") != "fr" || os.Getenv("LANG") != "C" {
		t.Errorf("environment after the test: LANGUAGE=%q LANG=%q", os.Getenv("LANGUAGE"), os.Getenv("LANG"))
	}
}

// TestItalianAvoidsCalques: words a native player read as English in
// Italian dress, or as another game's term, stay out of the Italian
// texts.
func TestItalianAvoidsCalques(t *testing.T) {
	calques := map[string]string{
		"area di preparazione": "the staging strip is where one prepares the melds: \"prepara qui\", \"combinazioni preparate\"",
		"stessi giocatori":     "a match again with the same players is a \"rivincita\"",
		"surtaglio":            "over-ruffing after a cut; on a trump lead one must \"superare\"",
	}
	for k, v := range values(t, "it") {
		for calque, why := range calques {
			if strings.Contains(strings.ToLower(v), calque) {
				t.Errorf("%q: %q says %q: %s", k, v, calque, why)
			}
		}
	}
}
