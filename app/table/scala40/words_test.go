package scala40

import (
	"testing"

	"tavolo/app/table/tabletest"
	s40 "tavolo/engine/scala40"
	"tavolo/i18n"
)

// TestReviewWords: the review names a card attached with the meld it
// joins, melds laid with their cards, and an undo in words.
func TestReviewWords(t *testing.T) {
	i18n.ForTest(t, "en")
	m := s40.Meld{ID: 2, N: 3}
	copy(m.Cards[:], tabletest.Hand(t, "4C 5C 6C"))
	v := s40.View{Melds: []s40.Meld{m}}
	for _, c := range []struct {
		a    s40.Action
		want string
	}{
		{s40.Action{Kind: s40.Attach, Card: tabletest.Card(t, "7C"), Meld: 2}, "attaching the 7 of clubs to 4 of clubs, 5 of clubs, 6 of clubs"},
		{s40.Action{Kind: s40.MeldDown, Melds: []s40.MeldSpec{{Cards: tabletest.Hand(t, "8H 8D 8S")}}}, "laying down 8 of hearts, 8 of diamonds, 8 of spades"},
		{s40.Action{Kind: s40.Undo}, "taking back a move"},
		{s40.Action{Kind: s40.Discard, Card: tabletest.Card(t, "3S")}, "discarding the 3 of spades"},
	} {
		if got := reviewWords(v, c.a); got != c.want {
			t.Errorf("%v reads %q, want %q", c.a, got, c.want)
		}
	}
}
