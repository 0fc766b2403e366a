package i18n

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"tavolo/engine/klaberjass"
	"tavolo/engine/scala40"
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

// sameInBothLanguages are texts that are rightly the same in English and
// Italian: names, the Italian terms the English version keeps, and words
// the two languages share.
var sameInBothLanguages = map[string]bool{
	"Canasta": true, "Klaberjass": true, "Scala 40": true, "Tavolo": true, "Computer": true,
	"Pozzo": true, "Tallone": true, "Mazzo": true, "OK": true, "No": true, "File": true, "Volume": true,
	// Klaberjass words kept in Italian play.
	"Deberc": true, "Schmeiss": true, "{{.Name}}: schmeiss!": true, "Bete": true,
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

// TestEngineErrorsAreTranslated: every error code of the engine has a
// message in both languages ("error.<code>"), so a refused move is told
// in plain words.
func TestEngineErrorsAreTranslated(t *testing.T) {
	var codes [][]string
	for _, pkg := range []string{"match", "scala40", "klaberjass"} {
		src, err := os.ReadFile(filepath.Join("..", "engine", pkg, "errors.go"))
		if err != nil {
			t.Fatal(err)
		}
		codes = append(codes, regexp.MustCompile(`Code = "([a-z-]+)"`).FindAllStringSubmatch(string(src), -1)...)
	}
	if len(codes) < 15 {
		t.Fatalf("found only %d error codes in the errors.go of match and scala40", len(codes))
	}
	for _, language := range Languages {
		m := values(t, language)
		for _, c := range codes {
			if m["error."+c[1]] == "" {
				t.Errorf("%s.json has no message for error %s", language, c[1])
			}
		}
	}
}

// TestRulesTextsAreTranslated: the option explanations and preset
// descriptions the new-match screen shows are keys of both files.
func TestRulesTextsAreTranslated(t *testing.T) {
	for _, language := range Languages {
		m := values(t, language)
		for _, o := range scala40.Options {
			if m[o.Help] == "" {
				t.Errorf("%s.json: no text for the help of %s: %q", language, o.Name, o.Help)
			}
		}
		for _, p := range scala40.Presets() {
			if m[p.Description] == "" {
				t.Errorf("%s.json: no text for preset %s: %q", language, p.Name, p.Description)
			}
		}
		for _, o := range klaberjass.Options {
			if m[o.Help] == "" {
				t.Errorf("%s.json: no text for the help of %s: %q", language, o.Name, o.Help)
			}
		}
		for _, p := range klaberjass.Presets() {
			if m[p.Description] == "" {
				t.Errorf("%s.json: no text for preset %s: %q", language, p.Name, p.Description)
			}
		}
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
