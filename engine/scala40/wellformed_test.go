package scala40

import (
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// An action with junk in a field its kind does not use is refused with
// bad-action and logs nothing (a draw carrying a joker's meaning of 200
// was once accepted, logged, and made every later save unreadable).
func TestJunkActionsAreRefused(t *testing.T) {
	g, err := NewMatch(Default(), 11)
	if err != nil {
		t.Fatal(err)
	}
	s := g.toMove
	junk := []Action{
		{Kind: Draw, Seat: s, As: 200, AsSet: true},
		{Kind: Draw, Seat: s, Card: 5},
		{Kind: Draw, Seat: s, Meld: 3},
		{Kind: Draw, Seat: s, Melds: []MeldSpec{{}}},
		{Kind: Take, Seat: s, Deal: &Deal{}},
		{Kind: Draw, Seat: 9},
		{Kind: Draw, Seat: -1},
		{Kind: Discard, Seat: s, Card: 200},
		{Kind: Attach, Seat: s, Card: g.hands[s][0], Meld: 1, As: cards.Joker, AsSet: true},
		{Kind: MeldDown, Seat: s, Melds: []MeldSpec{{Cards: []cards.Card{g.hands[s][0]}, As: []cards.Face{1, 2}}}},
		{Kind: ActionKind(40), Seat: s},
	}
	before := g.Fingerprint()
	for _, a := range junk {
		if _, err := g.Apply(a); match.CodeOf(err) != ErrBadAction {
			t.Errorf("%+v: got %v, want bad-action", a, err)
		}
	}
	if g.Fingerprint() != before || len(g.log) != 0 {
		t.Errorf("refused actions changed the game or its log")
	}
	if _, err := g.Apply(Action{Kind: Draw, Seat: s}); err != nil {
		t.Errorf("a plain draw: %v", err)
	}
}

// A fixed deal that is not the pack exactly once (a card twice, a card
// from a third pack, nothing to draw or take) cannot start a game, so a
// save holding one is refused instead of opening a table nobody can move
// on.
func TestImpossibleDealsAreRefused(t *testing.T) {
	good := func() Setup {
		pack := cards.Scala40Pack.Cards()
		return Setup{Players: 2, Dealer: 1, Deal: Deal{
			Hands: [][]cards.Card{pack[:13], pack[13:26]},
			Stock: pack[27:], Pile: pack[26:27],
		}}
	}
	if _, err := NewFromSetup(Default(), good()); err != nil {
		t.Fatalf("a real deal: %v", err)
	}
	twice := good()
	twice.Deal.Hands[1] = append([]cards.Card{twice.Deal.Hands[0][0]}, twice.Deal.Hands[1][1:]...)
	thirdPack := good()
	thirdPack.Deal.Stock = append(thirdPack.Deal.Stock[1:], cards.NewCard(cards.NewFace(cards.Ace, cards.Spades), 2))
	empty := good()
	empty.Deal.Hands = [][]cards.Card{empty.Deal.Hands[0], nil}
	nothing := good()
	nothing.Deal.Hands = [][]cards.Card{nothing.Deal.Hands[0], append(append(nothing.Deal.Hands[1], nothing.Deal.Pile...), nothing.Deal.Stock...)}
	nothing.Deal.Stock, nothing.Deal.Pile = nil, nil
	missing := good()
	missing.Deal.Stock = missing.Deal.Stock[1:]
	for name, s := range map[string]Setup{"a card twice": twice, "a third pack": thirdPack, "an empty hand": empty, "nothing to draw": nothing, "a card missing": missing} {
		if _, err := NewFromSetup(Default(), s); err == nil {
			t.Errorf("%s: the deal was accepted", name)
		}
	}
}
