package scala40

import (
	"slices"
	"strings"
	"testing"

	"tavolo/engine/cards"
)

// group parses cards such as "5H 6H JK" into distinct physical cards.
func group(t *testing.T, text string) []cards.Card {
	t.Helper()
	var out []cards.Card
	for _, w := range strings.Fields(text) {
		f, err := cards.ParseFace(w)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		c := cards.NewCard(f, 0)
		for copy := 1; slices.Contains(out, c); copy++ {
			c = cards.NewCard(f, copy)
		}
		out = append(out, c)
	}
	return out
}

func faces(fs []cards.Face) string {
	var s []string
	for _, f := range fs {
		s = append(s, f.String())
	}
	return strings.Join(s, " ")
}

func TestReadings(t *testing.T) {
	cases := []struct {
		cards string
		want  []string // the melds, most valuable first
	}{
		{"5H 6H 7H", []string{"5H 6H 7H"}},
		{"7H 5H 6H", []string{"5H 6H 7H"}},
		{"5H 6H", nil},
		{"5H 6S 7H", nil},
		{"JK JK JK", nil},
		{"5H 6H JK", []string{"5H 6H JK=7H", "JK=4H 5H 6H"}},
		{"5H 7H JK", []string{"5H JK=6H 7H"}},
		{"QS KS AS", []string{"QS KS AS"}},
		{"AS 2S 3S", []string{"AS 2S 3S"}},
		{"KS AS JK", []string{"JK=QS KS AS"}},
		{"7H 7S JK", []string{"7H 7S JK=7D", "7H 7S JK=7C"}},
		{"7H 7S 7C 7D JK", nil},
	}
	r := Default()
	for _, c := range cases {
		var got []string
		for _, rd := range r.Readings(group(t, c.cards)) {
			got = append(got, rd.Meld.String())
			if m, ok := BuildMeld(rd.Spec.Cards, rd.Spec.As, &r); !ok || m.String() != rd.Meld.String() {
				t.Errorf("%s: spec %v does not build %s", c.cards, rd.Spec, rd.Meld.String())
			}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: readings %q, want %q", c.cards, got, c.want)
		}
	}
}

func TestOpeningValue(t *testing.T) {
	plain, strict := Default(), Default()
	strict.OpeningWithoutJoker = true
	for _, c := range []struct {
		meld          string
		plain, strict int
	}{
		{"QS KS AS", 31, 31},
		{"JK=QS KS AS", 31, 0},
		{"7H 7S JK=7D", 21, 0},
	} {
		m, ok := meldOf(t, c.meld, plain)
		if !ok {
			t.Fatalf("%s: no meld", c.meld)
		}
		if p, s := plain.OpeningValue(&m), strict.OpeningValue(&m); p != c.plain || s != c.strict {
			t.Errorf("%s: opening value %d / %d, want %d / %d", c.meld, p, s, c.plain, c.strict)
		}
	}
}

func TestJokerPlaces(t *testing.T) {
	r := Default()
	noJoker := Default()
	noJoker.AllowAttachJoker = false
	twoJokers := Default()
	twoJokers.MaxJokersPerMeld = 2
	cases := []struct {
		meld  string
		rules Rules
		want  string
	}{
		{"5H 6H 7H", r, "4H 8H"},
		{"AH 2H 3H", r, "4H"},
		{"QH KH AH", r, "JH"},
		{"7H 7S 7C", r, "7D"},
		{"7H 7S 7C 7D", r, ""},
		{"5H 6H 7H", noJoker, ""},
		{"5H JK=6H 7H", r, ""}, // one joker per meld by default
		{"5H JK=6H 7H", twoJokers, "4H 8H"},
	}
	for _, c := range cases {
		m, ok := meldOf(t, c.meld, c.rules)
		if !ok {
			t.Fatalf("%s: no meld", c.meld)
		}
		if got := faces(c.rules.JokerPlaces(&m)); got != c.want {
			t.Errorf("%s: joker places %q, want %q", c.meld, got, c.want)
		}
	}
}

func TestPlayOn(t *testing.T) {
	r := Default()
	cases := []struct {
		meld, card string
		want       ActionKind
	}{
		{"5H JK=6H 7H", "6H", Swap},
		{"5H JK=6H 7H", "8H", Attach},
		{"5H JK=6H 7H", "JK", Attach},
		{"7H 7S JK=7D", "7D", Swap},
		{"7H 7S JK=7D", "7C", Attach},
	}
	for _, c := range cases {
		m, ok := meldOf(t, c.meld, r)
		if !ok {
			t.Fatalf("%s: no meld", c.meld)
		}
		if got := PlayOn(&m, group(t, c.card)[0]); got != c.want {
			t.Errorf("%s on %s: %v, want %v", c.card, c.meld, got, c.want)
		}
	}
}

func TestViewCanTake(t *testing.T) {
	for _, toOpen := range []bool{true, false} {
		r := Default()
		r.Players = 2
		r.TakeDiscardToOpen = toOpen
		g, err := NewMatch(r, 9)
		if err != nil {
			t.Fatal(err)
		}
		for _, seat := range []int{g.toMove, 1 - g.toMove} {
			v := g.View(seat)
			if v.CanTake() != g.CanTake() {
				t.Errorf("take_discard_to_open=%v, seat %d: view says %v, game %v", toOpen, seat, v.CanTake(), g.CanTake())
			}
		}
	}
}
