package table_test

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"tavolo/app/table"
	"tavolo/app/table/canasta"
	"tavolo/app/table/klaberjass"
	"tavolo/app/table/scala40"
	"tavolo/assets"
	"tavolo/engine/cards"
	"tavolo/i18n"
)

// TestOneKeyMap walks every board's keys and fails when a letter means
// two things, in one game or across games, or when a board gives a
// common key (table.CommonKeys) a meaning of its own, or says a shared
// key's meaning its own way (X discarded the card under the cursor in
// Canasta, the selected card in Scala 40).
func TestOneKeyMap(t *testing.T) {
	shared := map[string]table.Key{"discard": table.DiscardKey()}
	boards := map[string][]table.Key{
		"common":     table.CommonKeys(),
		"scala40":    scala40.KeyMap(),
		"canasta":    canasta.KeyMap(),
		"klaberjass": klaberjass.KeyMap(),
	}
	type use struct{ game, means string }
	seen := map[rune]use{}
	for _, game := range []string{"common", "scala40", "canasta", "klaberjass"} {
		for _, k := range boards[game] {
			if k.Means == "" || k.Does == "" || k.Keys == "" {
				t.Errorf("%s: a key row says nothing: %+v", game, k)
			}
			if want, ok := shared[k.Means]; ok && k != want {
				t.Errorf("%s: %q reads %+v, not the shared %+v", game, k.Means, k, want)
			}
			for _, r := range k.Runes {
				if r != []rune(strings.ToUpper(string(r)))[0] {
					t.Errorf("%s: %q is written in lower case", game, r)
				}
				if u, ok := seen[r]; ok && u.means != k.Means {
					t.Errorf("%q means %q in %s and %q in %s", r, u.means, u.game, k.Means, game)
				}
				seen[r] = use{game, k.Means}
			}
		}
	}
}

// TestKeysPanelListsTheCommonKeys: every board's keys panel starts with
// the common keys, so F1 says the same on every table.
func TestKeysPanelListsTheCommonKeys(t *testing.T) {
	common := table.CommonKeys()
	for game, mine := range map[string][]table.Key{"scala40": scala40.KeyMap(), "canasta": canasta.KeyMap(), "klaberjass": klaberjass.KeyMap()} {
		rows := table.KeyRows(mine)
		if len(rows) != len(common)+len(mine) {
			t.Fatalf("%s: %d rows", game, len(rows))
		}
		for i, k := range common {
			if rows[i] != [2]string{k.Keys, k.Does} {
				t.Errorf("%s: row %d is %q, want %q", game, i, rows[i], k.Keys)
			}
		}
	}
}

// TestKeyDiscard: X discards the one card selected, else the card under
// the cursor; with several selected, none.
func TestKeyDiscard(t *testing.T) {
	a, b, at := cards.Card(1), cards.Card(2), cards.Card(3)
	cursor := func() (cards.Card, bool) { return at, true }
	none := func() (cards.Card, bool) { return 0, false }
	for _, c := range []struct {
		sel    []cards.Card
		cursor func() (cards.Card, bool)
		want   cards.Card
		ok     bool
	}{
		{[]cards.Card{a}, cursor, a, true},
		{nil, cursor, at, true},
		{nil, none, 0, false},
		{[]cards.Card{a, b}, cursor, 0, false},
	} {
		if got, ok := table.KeyDiscard(c.sel, c.cursor); got != c.want || ok != c.ok {
			t.Errorf("%v: %v %v, want %v %v", c.sel, got, ok, c.want, c.ok)
		}
	}
}

// TestMeldKeysWords: a drawing and melding game's words for the keys
// such games share are its texts found by the keys' meanings, in the
// player's language; a game without its own words keeps those every such
// game says alike (select, group, discard, undo), and no other.
func TestMeldKeysWords(t *testing.T) {
	does := func(keys []table.Key) map[string]string {
		out := map[string]string{}
		for _, k := range keys {
			out[k.Means] = k.Does
		}
		return out
	}
	want := map[string][2]string{"en": {"draw from the mazzo", "draw from the tallone"}, "it": {"pesca dal mazzo", "pesca dal tallone"}}
	for _, language := range i18n.Languages {
		i18n.ForTest(t, language)
		if got := does(table.MeldKeys("canasta"))["draw"]; got != want[language][0] {
			t.Errorf("%s: Canasta's D: %q, want %q", language, got, want[language][0])
		}
		if got := does(table.MeldKeys("scala40"))["draw"]; got != want[language][1] {
			t.Errorf("%s: Scala 40's D: %q, want %q", language, got, want[language][1])
		}
		toy := does(table.MeldKeys("toy", table.Key{Keys: "Q", Runes: "Q", Means: "ask", Does: "ask"}))
		if len(toy) != 5 || toy["select"] == "" || toy["group"] == "" || toy["discard"] == "" || toy["undo"] == "" || toy["ask"] != "ask" {
			t.Errorf("%s: a game with no words of its own: %q", language, toy)
		}
	}
}

// TestKeyLettersAreTheSameInEveryLanguage: the letters keep their
// meaning in Italian (keys.go says why): each game's rules, in English
// and in Italian, name from their keys' sentence on only letters of that
// game's keys panel, the same letters in both languages.
func TestKeyLettersAreTheSameInEveryLanguage(t *testing.T) {
	letter := regexp.MustCompile(`\b[A-Z]\b`)
	for game, mine := range map[string][]table.Key{"scala40": scala40.KeyMap(), "canasta": canasta.KeyMap(), "klaberjass": klaberjass.KeyMap()} {
		runes := ""
		for _, k := range append(table.CommonKeys(), mine...) {
			runes += k.Runes
		}
		named := map[string][]string{}
		for _, language := range []string{"en", "it"} {
			text := assets.Rules(game, language)
			at := -1
			for _, w := range []string{"Keys", "Tasti", "F1"} {
				if i := strings.Index(text, w); i >= 0 && (at < 0 || i < at) {
					at = i
				}
			}
			if at < 0 {
				t.Errorf("%s %s: the rules say nothing of the keys", game, language)
				continue
			}
			line, _, _ := strings.Cut(text[at:], "\n")
			for _, l := range letter.FindAllString(line, -1) {
				if !strings.Contains(runes, l) {
					t.Errorf("%s %s: the rules name the key %s, which the keys panel does not have", game, language, l)
				}
				named[language] = append(named[language], l)
			}
			slices.Sort(named[language])
			named[language] = slices.Compact(named[language])
		}
		if !slices.Equal(named["en"], named["it"]) {
			t.Errorf("%s: the English rules name the keys %v, the Italian %v", game, named["en"], named["it"])
		}
	}
}
