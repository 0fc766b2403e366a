package scenario

import (
	"fmt"
	"sort"
	"strings"

	"tavolo/engine/cards"
)

// The checks below are the step keys every game states the same way;
// bad records a difference, and an error is a file that cannot be read.

// CheckHands compares the hands a step lists with each of the n players'
// hands (hand(i)) as multisets of faces.
func CheckHands(want []string, n int, hand func(int) []cards.Card, bad func(string, ...any)) error {
	if len(want) != n {
		bad("hands: %d hands listed for %d players", len(want), n)
		return nil
	}
	for i, text := range want {
		fs, err := cards.ParseFaces(text)
		if err != nil {
			return fmt.Errorf("hands[%d]: %v", i, err)
		}
		if got := hand(i); Multiset(fs) != Multiset(cards.Faces(got)) {
			bad("hands[%d]: want %s, got %s", i, cards.FormatFaces(fs), cards.FormatCards(got))
		}
	}
	return nil
}

// CheckTopDiscard compares the top card a step states ("" or blank for
// an empty pile) with the game's (ok false when the pile is empty).
func CheckTopDiscard(want string, top cards.Card, ok bool, bad func(string, ...any)) error {
	got := ""
	if ok {
		got = top.String()
	}
	if strings.TrimSpace(want) != "" {
		f, err := cards.ParseFace(want)
		if err != nil {
			return fmt.Errorf("top_discard: %v", err)
		}
		want = f.String()
	} else {
		want = ""
	}
	if got != want {
		bad("top_discard: want %q, got %q", want, got)
	}
	return nil
}

// Multiset is faces in a canonical order, for comparing hands.
func Multiset(fs []cards.Face) string {
	ss := make([]string, len(fs))
	for i, f := range fs {
		ss[i] = f.String()
	}
	sort.Strings(ss)
	return strings.Join(ss, " ")
}

// equalInts reports whether a and b hold the same numbers in order.
func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
