// Package i18n holds Tavolo's translations and loads
// them into Fyne's lang package, so every screen translates with
// lang.L / lang.X and Fyne's own dialogs (OK, Cancel, Yes, No) speak
// Italian too. The texts every screen shares are in en.json and it.json;
// each game's own texts are in a folder of its own (klaberjass/en.json,
// klaberjass/it.json …), loaded together with them.
//
// The language follows the system (LANGUAGE, LC_ALL, LC_MESSAGES, LANG);
// a C, POSIX or unknown locale falls back to English quietly. Use sets a
// language chosen in the settings; the caller then rebuilds its screens.
package i18n

import (
	"earlyenv"
	"embed"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

//go:embed *.json */*.json
var files embed.FS

// sources returns the translation files of language: the shared one
// first, then each game's, in name order.
func sources(language string) [][]byte {
	var out [][]byte
	if data, err := files.ReadFile(language + ".json"); err == nil {
		out = append(out, data)
	}
	more, _ := fs.Glob(files, "*/"+language+".json")
	for _, name := range more {
		if data, err := files.ReadFile(name); err == nil {
			out = append(out, data)
		}
	}
	return out
}

// Languages are the language codes Tavolo is translated into, English
// first (the fallback).
var Languages = earlyenv.Languages

var mu sync.Mutex

// Load registers the translations for the system language. A C or POSIX
// locale, or one Tavolo does not speak, means English.
func Load() error {
	return Use(System())
}

// System returns the language the environment asks for, "en" or "it".
func System() string { return earlyenv.Choose(os.Getenv) }

// code maps a locale string such as "it_IT.UTF-8" to a supported
// language code, or "" when Tavolo does not speak it.
func code(locale string) string { return earlyenv.Code(locale) }

// Use switches the translations to language lang ("en" or "it"; anything
// else means English). Screens built before keep their old text.
func Use(language string) error {
	if code(language) == "" {
		language = "en"
	}
	mu.Lock()
	defer mu.Unlock()
	// lang picks the locale from the environment each time translations
	// are added; pinning LANGUAGE (and clearing a C locale, which it
	// would report as an error) makes it pick ours.
	os.Setenv("LANGUAGE", language)
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := os.Getenv(k); v == "C" || v == "POSIX" || strings.HasPrefix(v, "C.") {
			os.Setenv(k, language+".UTF-8")
		}
	}
	current = language
	var first error
	for _, c := range Languages {
		for _, data := range sources(c) {
			if err := lang.AddTranslations(fyne.NewStaticResource(c+".json", data)); err != nil && first == nil {
				first = err
			}
		}
	}
	return first
}

var current = "en"

// Current returns the language in use.
func Current() string {
	mu.Lock()
	defer mu.Unlock()
	return current
}

// Keys returns every key of the translation file for language, for
// tests that compare the two files.
func Keys(language string) (map[string]bool, error) {
	all := map[string]bool{}
	for _, data := range sources(language) {
		keys, err := keysOf(data)
		if err != nil {
			return nil, err
		}
		maps.Copy(all, keys)
	}
	return all, nil
}

// TB is the part of testing.TB that ForTest needs.
type TB interface {
	Helper()
	Cleanup(func())
	Fatal(args ...any)
}

// languageEnv are the variables Use may change.
var languageEnv = []string{"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}

// ForTest switches the translations to language for one test, and back
// to the language before it, with the environment as it was, when the
// test ends: a test that reads text sets its language so, and leaves
// nothing behind for the next.
func ForTest(t TB, language string) {
	t.Helper()
	before := Current()
	env := map[string]*string{}
	for _, k := range languageEnv {
		if v, ok := os.LookupEnv(k); ok {
			env[k] = &v
		} else {
			env[k] = nil
		}
	}
	t.Cleanup(func() {
		Use(before)
		for k, v := range env {
			if v == nil {
				os.Unsetenv(k)
			} else {
				os.Setenv(k, *v)
			}
		}
	})
	if err := Use(language); err != nil {
		t.Fatal(err)
	}
}

// RunTests runs a package's tests (m is its *testing.M) with the English
// translations loaded, so each test starts in English whatever the
// environment says or the tests before it did; a test that reads
// another language sets it with ForTest. It exits with their status.
func RunTests(m interface{ Run() int }) {
	if err := Use("en"); err != nil {
		fmt.Fprintln(os.Stderr, "i18n:", err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}
