package scala40

import (
	"strings"
	"testing"

	"tavolo/engine/cards"
)

// meldOf builds a meld from notation such as "5H 6H JK=7H".
func meldOf(t *testing.T, text string, r Rules) (Meld, bool) {
	t.Helper()
	var cs []cards.Card
	var as []cards.Face
	used := map[cards.Card]bool{}
	for _, w := range strings.Fields(text) {
		f, decl, err := parseMeldCard(w)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		c := cards.NewCard(f, 0)
		for copy := 1; used[c]; copy++ {
			c = cards.NewCard(f, copy)
		}
		used[c] = true
		cs = append(cs, c)
		as = append(as, decl)
	}
	return BuildMeld(cs, as, &r)
}

func TestBuildMeldExamples(t *testing.T) {
	unlimited := Default()
	unlimited.MaxJokersPerMeld = Unlimited
	cases := []struct {
		meld  string
		rules Rules
		ok    bool
		value int
		shown string
	}{
		{"AS 2S 3S 4S", Default(), true, 10, "AS 2S 3S 4S"},
		{"KC KD KH", Default(), true, 30, "KC KD KH"},
		{"9H 10H JH QH", Default(), true, 39, "9H 10H JH QH"},
		{"QD KD AD", Default(), true, 31, "QD KD AD"},
		{"AC AD AH", Default(), true, 33, "AC AD AH"},
		{"JK 2S 3S", Default(), true, 6, "JK=AS 2S 3S"},
		{"5H 6H JK", Default(), true, 18, "5H 6H JK=7H"},
		{"JK 5H 6H", Default(), true, 15, "JK=4H 5H 6H"},
		{"QS KS JK", Default(), true, 31, "QS KS JK=AS"},
		{"KS KH JK", Default(), true, 30, "KS KH JK=KD"},
		{"AS AH JK", Default(), true, 33, "AS AH JK=AD"},
		{"KS AS 2S", Default(), false, 0, ""},
		{"9H 9C 9C", Default(), false, 0, ""},
		{"9H 9C 9S 9D", Default(), true, 36, "9H 9C 9S 9D"},
		{"9H 9C 9S 9D JK", Default(), false, 0, ""},
		{"8D JK JK", Default(), false, 0, ""},
		{"8D JK JK", unlimited, true, 24, "8D JK=8H JK=8C"},
		{"7S 7H JK=7C", Default(), true, 21, "7S 7H JK=7C"},
		{"7S 7H JK=7S", Default(), false, 0, ""},
		{"7S 7H JK=8S", Default(), false, 0, ""},
		{"AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS JK", Default(), true, 96, ""},
		{"JK 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS", Default(), true, 96, ""},
		{"AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS", Default(), false, 0, ""},
		{"JK JK JK", unlimited, false, 0, ""},
		{"5H JK 7H", Default(), true, 18, "5H JK=6H 7H"},
		{"5H JK=6H 7H", Default(), true, 18, ""},
		{"5H JK=8H 7H", Default(), false, 0, ""},
		{"AS 2S", Default(), false, 0, ""},
		{"4S 5S 6S 7S", Default(), true, 22, ""},
		{"4S 6S 7S", Default(), false, 0, ""},
		{"4S 5H 6S", Default(), false, 0, ""},
	}
	for _, c := range cases {
		m, ok := meldOf(t, c.meld, c.rules)
		if ok != c.ok {
			t.Errorf("[%s]: valid %v, want %v", c.meld, ok, c.ok)
			continue
		}
		if !ok {
			continue
		}
		if m.Value() != c.value {
			t.Errorf("[%s]: value %d, want %d", c.meld, m.Value(), c.value)
		}
		if c.shown != "" && m.String() != c.shown {
			t.Errorf("[%s]: reads as [%s], want [%s]", c.meld, m.String(), c.shown)
		}
	}
}

func TestAttachAndSwap(t *testing.T) {
	r := Default()
	noJokerAttach := Default()
	noJokerAttach.AllowAttachJoker = false
	cases := []struct {
		meld, card string
		rules      Rules
		ok         bool
		result     string
	}{
		{"QS KS AS", "JS", r, true, "JS QS KS AS"},
		{"QS KS AS", "2S", r, false, ""},
		{"QS KS AS", "JK", r, true, "JK=JS QS KS AS"},
		{"5H JK 7H", "JK", r, false, ""},
		{"5H JK 7H", "4H", r, true, "4H 5H JK=6H 7H"},
		{"5H JK 7H", "8H", r, true, "5H JK=6H 7H 8H"},
		{"5H 6H 7H", "JK", r, true, "5H 6H 7H JK=8H"},
		{"5H 6H 7H", "JK", noJokerAttach, false, ""},
		{"5H 6H 7H", "JK=4H", r, true, "JK=4H 5H 6H 7H"},
		{"5H 6H 7H", "JK=9H", r, false, ""},
		{"7S 7H JK=7D", "7C", r, true, "7S 7H JK=7D 7C"},
		{"7S 7H JK=7D", "7D", r, false, ""},
		{"7S 7H 7D 7C", "JK", r, false, ""},
		{"10C 10D 10H", "10H", r, false, ""},
		{"10C 10D 10H", "10S", r, true, "10C 10D 10H 10S"},
		{"2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS", "AS", r, true, "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS"},
		{"AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS", "AS", r, false, ""},
		{"AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS", "JK", r, true, ""},
	}
	for _, c := range cases {
		m, ok := meldOf(t, c.meld, r)
		if !ok {
			t.Fatalf("[%s] not valid", c.meld)
		}
		f, as, _ := parseMeldCard(c.card)
		card := cards.NewCard(f, 1)
		at, stands, ok := attachSlot(&m, card, as, &c.rules)
		if ok != c.ok {
			t.Errorf("attach %s to [%s]: %v, want %v", c.card, c.meld, ok, c.ok)
			continue
		}
		if ok && c.result != "" {
			got := withAttached(m, card, stands, at)
			if got.String() != c.result {
				t.Errorf("attach %s to [%s] gives [%s], want [%s]", c.card, c.meld, got.String(), c.result)
			}
		}
	}
	swaps := []struct {
		meld, card string
		ok         bool
	}{
		{"7S 7H JK=7D", "7D", true},
		{"7S 7H JK=7D", "7C", false},
		{"4C JK 6C", "5C", true},
		{"4C JK 6C", "5S", false},
		{"AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS JK", "AS", false},
		{"JK 2S 3S", "AS", true},
	}
	for _, c := range swaps {
		m, _ := meldOf(t, c.meld, r)
		f, _ := cards.ParseFace(c.card)
		if _, ok := swapSlot(&m, cards.NewCard(f, 1)); ok != c.ok {
			t.Errorf("swap %s in [%s]: %v, want %v", c.card, c.meld, ok, c.ok)
		}
	}
}

func TestPenalties(t *testing.T) {
	r := Default()
	hand := func(s string) []cards.Card {
		fs, _ := cards.ParseFaces(s)
		out := make([]cards.Card, len(fs))
		for i, f := range fs {
			out[i] = cards.NewCard(f, i%2)
		}
		return out
	}
	if p := r.HandPenalty(hand("KS 7H AC JK")); p != 53 {
		t.Errorf("K 7 A JK = %d, want 53", p)
	}
	if p := r.HandPenalty(hand("AC")); p != 11 {
		t.Errorf("lone ace %d, want 11", p)
	}
	r.AceAloneCountsOne = true
	if p := r.HandPenalty(hand("AC")); p != 1 {
		t.Errorf("lone ace with ace_alone_counts_one %d, want 1", p)
	}
	if p := r.HandPenalty(hand("AC 2C")); p != 13 {
		t.Errorf("ace with another card %d, want 13", p)
	}
}

// TestCandidateMeldsAreValid: every candidate meld builds, for many hands.
func TestCandidateMeldsAreValid(t *testing.T) {
	for _, jokers := range []int{1, 2, Unlimited} {
		r := Default()
		r.MaxJokersPerMeld = jokers
		for seed := uint64(0); seed < 300; seed++ {
			hand := cards.Scala40Pack.Shuffled(seed)[:14]
			for _, spec := range CandidateMelds(hand, &r) {
				if _, ok := BuildMeld(spec.Cards, spec.As, &r); !ok {
					t.Fatalf("candidate %s is not a meld", cards.FormatCards(spec.Cards))
				}
			}
		}
	}
}
