package scala40

import (
	"slices"
	"strings"
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// dealt is a two-player game, seat 0 to move, whose hands hold the faces
// given (the rest of the pack is the pozzo's card and the stock).
func dealt(t *testing.T, r Rules, hands [2]string) *Game {
	t.Helper()
	pack := cards.Scala40Pack.Cards()
	take := func(text string) []cards.Card {
		var out []cards.Card
		for _, w := range strings.Fields(text) {
			f, err := cards.ParseFace(w)
			if err != nil {
				t.Fatal(err)
			}
			i := slices.IndexFunc(pack, func(c cards.Card) bool { return c.Face() == f })
			if i < 0 {
				t.Fatalf("no %s left in the pack", w)
			}
			out = append(out, pack[i])
			pack = slices.Delete(pack, i, i+1)
		}
		return out
	}
	h0, h1 := take(hands[0]), take(hands[1])
	g, err := NewFromSetup(r, Setup{Players: 2, Dealer: 1, Deal: Deal{
		Hands: [][]cards.Card{h0, h1}, Pile: pack[:1], Stock: pack[1:],
	}})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestOpeningQuestions asks a seat's view what staged melds are worth
// toward the opening and whether the engine would take them, under the
// rules in force: the answer is the engine's own (Apply), before and
// after the draw.
func TestOpeningQuestions(t *testing.T) {
	low := Default()
	low.OpeningMinimum = 20
	bare := Default()
	bare.OpeningWithoutJoker = true
	hand := [2]string{"10H JH QH KH 7S 7D 7C 2C 3D 4S 9D JK 5C", "2S 3S 4H 5H 6H 8C 8D 8S 9S 10S QC KC AD"}
	cases := []struct {
		name  string
		rules Rules
		melds []string
		drawn bool
		worth int
		min   int
		code  match.Code
	}{
		{"a run of 40", Default(), []string{"10H JH QH KH"}, true, 40, 40, ""},
		{"three sevens are 21", Default(), []string{"7S 7D 7C"}, true, 21, 40, ErrOpeningTooLow},
		{"a house minimum of 20", low, []string{"7S 7D 7C"}, true, 21, 20, ""},
		{"two melds add up", Default(), []string{"7S 7D 7C", "JH QH KH"}, true, 51, 40, ""},
		{"the joker counts", Default(), []string{"10H JH JK", "7S 7D 7C"}, true, 51, 40, ""},
		{"not without jokers", bare, []string{"10H JH JK", "7S 7D 7C"}, true, 21, 40, ErrOpeningTooLow},
		{"not a meld", Default(), []string{"2C 3D 4S"}, true, 0, 40, ErrInvalidMeld},
		{"before the draw", Default(), []string{"10H JH QH KH"}, false, 40, 40, ErrWrongPhase},
	}
	for _, c := range cases {
		g := dealt(t, c.rules, hand)
		if c.drawn {
			if _, err := g.Apply(Action{Kind: Draw, Seat: 0}); err != nil {
				t.Fatal(err)
			}
		}
		v := g.View(0)
		var specs []MeldSpec
		for _, m := range c.melds {
			cs := faceCards(t, v.Hand, m)
			spec := MeldSpec{Cards: cs}
			if rs := c.rules.Readings(cs); len(rs) > 0 {
				spec = rs[0].Spec
			}
			specs = append(specs, spec)
		}
		worth, min := v.OpeningWorth(specs)
		err := v.Check(Action{Kind: MeldDown, Melds: specs})
		if worth != c.worth || min != c.min || match.CodeOf(err) != c.code {
			t.Errorf("%s: worth %d of %d, %v; want %d of %d, %q", c.name, worth, min, err, c.worth, c.min, c.code)
		}
		_, applied := g.Apply(Action{Kind: MeldDown, Seat: 0, Melds: specs})
		if match.CodeOf(applied) != match.CodeOf(err) {
			t.Errorf("%s: the view says %v, the game %v", c.name, err, applied)
		}
	}
}

// faceCards picks from hand the cards with the faces in text.
func faceCards(t *testing.T, hand []cards.Card, text string) []cards.Card {
	t.Helper()
	var out []cards.Card
	for _, w := range strings.Fields(text) {
		f, err := cards.ParseFace(w)
		if err != nil {
			t.Fatal(err)
		}
		i := slices.IndexFunc(hand, func(c cards.Card) bool { return c.Face() == f && !slices.Contains(out, c) })
		if i < 0 {
			t.Fatalf("%s is not in the hand", w)
		}
		out = append(out, hand[i])
	}
	return out
}
