package ai

import (
	"reflect"
	"testing"

	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
)

// dixGame starts a hand after the bidding with the turn-up A♥ taken by
// the elder (seat 0): hearts are trumps, and the dealer holds h1.
func dixGame(t *testing.T, h1 string) *kj.Game {
	t.Helper()
	var hands [2][]cards.Card
	used := kj.Bit(face(t, "AH"))
	for s, txt := range []string{"JS QS KS 8D 9D 10D 7S AS 10C", h1} {
		fs, err := cards.ParseFaces(txt)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range fs {
			hands[s] = append(hands[s], cards.NewCard(f, 0))
			used |= kj.Bit(cards.NewCard(f, 0))
		}
	}
	trump := cards.Hearts
	st := kj.Setup{Dealer: 1, Deal: kj.Deal{Hands: hands, Upcard: face(t, "AH"), Stock: (kj.AllCards &^ used).Cards()}, Trump: &trump}
	g, err := kj.NewFromSetup(kj.Default(), st)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestHardIgnoresWhereTheSevenIs: hard leading as the elder makes the
// same move, with the same evidence, whether the dealer holds the seven
// of trumps or the stock does; the dealer holding it exchanges it at his
// own turn, after the lead.
func TestHardIgnoresWhereTheSevenIs(t *testing.T) {
	holds, lacks := dixGame(t, "7H 8S 9S 7C 8C JD QD KD AD"), dixGame(t, "9H 8S 9S 7C 8C JD QD KD AD")
	var moves [2]kj.Action
	var advice [2]Advice
	for i, g := range []*kj.Game{holds, lacks} {
		p, _ := New("hard", 7, quick)
		moves[i] = p.Choose(g.View(0))
		advice[i], _ = p.(*bot).Explain()
	}
	if moves[0] != moves[1] || !reflect.DeepEqual(advice[0], advice[1]) {
		t.Fatalf("the elder's move depends on the dealer's hand: %v / %v", moves[0], moves[1])
	}
	if _, err := holds.Apply(kj.Action{Kind: kj.Play, Seat: 0, Card: face(t, "AS")}); err != nil {
		t.Fatal(err)
	}
	for _, level := range []string{"easy", "medium", "hard"} {
		p, _ := New(level, 7, quick)
		if a := p.Choose(holds.View(1)); a.Kind != kj.Exchange {
			t.Errorf("%s dealer with the seven, turn-up A♥: %v, want the exchange", level, a)
		}
	}
}
