package app

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"tavolo/i18n"
)

// updateWords rewrites testdata/newmatch_words.txt from the books'
// words of today (go test ./app/ -run TestNewMatchWords -update-words).
var updateWords = flag.Bool("update-words", false, "rewrite testdata/newmatch_words.txt")

// wordsFile holds every word of every game's new-match screen, in each
// language, as the screen read it when the words became data.
const wordsFile = "testdata/newmatch_words.txt"

// bookWords are the words a game's new-match screen shows in the
// language in use, a line each: its title and line, then every option,
// every value of an enum option and every shipped preset by name.
func bookWords(b *ruleBook[any], language string) []string {
	line := func(kind, name, text string) string {
		return fmt.Sprintf("%s\t%s\t%s\t%s\t%s", b.Game, language, kind, name, text)
	}
	out := []string{line("book", "title", b.Title()), line("book", "line", b.LineTitle()),
		line("book", "line-help", b.LineHelp()), line("book", "line-error", b.LineError())}
	for _, o := range b.Options {
		out = append(out, line("option", o.Name, b.OptionLabel(o.Name)))
		for _, v := range o.Values {
			out = append(out, line("value", v, b.ValueLabel(v)))
		}
	}
	for _, p := range b.Presets() {
		out = append(out, line("preset", p.Name, b.PresetLabel(p.Name)))
	}
	return out
}

// TestNewMatchWords: every game's new-match screen reads, in each
// language, word for word as testdata/newmatch_words.txt says.
func TestNewMatchWords(t *testing.T) {
	var got []string
	for _, language := range i18n.Languages {
		i18n.ForTest(t, language)
		for _, b := range books(t) {
			got = append(got, bookWords(b, language)...)
		}
	}
	text := strings.Join(got, "\n") + "\n"
	if *updateWords {
		if err := os.WriteFile(wordsFile, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(wordsFile)
	if err != nil {
		t.Fatal(err)
	}
	wantLines := strings.Split(strings.TrimSuffix(string(want), "\n"), "\n")
	if len(wantLines) != len(got) {
		t.Errorf("%d words, %s has %d", len(got), wordsFile, len(wantLines))
	}
	for i := range min(len(got), len(wantLines)) {
		if got[i] != wantLines[i] {
			t.Errorf("now %q, was %q", got[i], wantLines[i])
		}
	}
}
