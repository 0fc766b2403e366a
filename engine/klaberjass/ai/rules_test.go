package ai

import (
	"testing"

	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
)

// setup starts a hand after the bidding: trumps t, maker, the dealer
// (the other seat leads) and both hands; the rest of the pack is the
// stock.
func setup(t *testing.T, trump cards.Suit, maker, dealer int, h0, h1 string) *kj.Game {
	t.Helper()
	var hands [2][]cards.Card
	var used kj.Set
	for s, txt := range []string{h0, h1} {
		fs, err := cards.ParseFaces(txt)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range fs {
			c := cards.NewCard(f, 0)
			hands[s] = append(hands[s], c)
			used |= kj.Bit(c)
		}
	}
	rest := (kj.AllCards &^ used).Cards()
	st := kj.Setup{Dealer: dealer, Deal: kj.Deal{Hands: hands, Upcard: rest[0], Stock: rest[1:]}, Trump: &trump, Maker: maker, NoUpcard: true}
	g, err := kj.NewFromSetup(kj.Default(), st)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func face(t *testing.T, s string) cards.Card {
	f, err := cards.ParseFace(s)
	if err != nil {
		t.Fatal(err)
	}
	return cards.NewCard(f, 0)
}

// playOne lets p play until it plays a card, and returns it.
func playOne(t *testing.T, g *kj.Game, p Player) cards.Card {
	t.Helper()
	for i := 0; i < 4; i++ {
		s := g.ToMove()
		a := p.Choose(g.View(s))
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		if a.Kind == kj.Play {
			return a.Card
		}
	}
	t.Fatal("no card played")
	return 0
}

func TestMediumDrawsTrumpsWithTheMaster(t *testing.T) {
	g := setup(t, cards.Hearts, 0, 1, "JH 8H AS 7C 8D KD QS 9C 7D", "9H AH 10S 8S JC QC KS 10D JD")
	m, _ := New("medium", 1, Options{})
	if c := playOne(t, g, m); c != face(t, "JH") {
		t.Errorf("medium led %v, want the Jass", c)
	}
}

func TestMediumThrowsCheaplyAndReadsVoids(t *testing.T) {
	g := setup(t, cards.Hearts, 0, 1, "JH 8H AD 7S 8D KD QS 9D 7D", "10S 7C KC 8S 9S QC JC 10C AC")
	if _, err := g.Apply(kj.Action{Kind: kj.Play, Seat: 0, Card: face(t, "AD")}); err != nil {
		t.Fatal(err)
	}
	m, _ := New("medium", 1, Options{})
	c := playOne(t, g, m)
	if kj.CardPoints(c, cards.Hearts) != 0 {
		t.Errorf("medium threw %v on a lost trick", c)
	}
	v := g.View(0)
	k := newKnow(&v)
	if !k.void[cards.Diamonds] || !k.void[cards.Hearts] || k.trumpCap != -1 {
		t.Errorf("seat 0 did not read seat 1's voids: %v, trump cap %d", k.void, k.trumpCap)
	}
	if k.pool()&(kj.SuitSet(cards.Diamonds)|kj.SuitSet(cards.Hearts)) != 0 {
		t.Errorf("the pool still holds diamonds or hearts")
	}
}

// TestHardTakesWhatIsSure: with the two top trumps against two cards
// it cannot see, hard leads a trump and takes the trick.
func TestHardTakesWhatIsSure(t *testing.T) {
	g := setup(t, cards.Hearts, 0, 1, "JH 9H", "7C 8C")
	h, _ := New("hard", 3, quick)
	if c := playOne(t, g, h); c.Suit() != cards.Hearts {
		t.Fatalf("hard led %v", c)
	}
	if _, err := g.Apply(g.Legal(1)[0]); err != nil {
		t.Fatal(err)
	}
	if w := g.Tricks(); w[0] != 1 {
		t.Errorf("tricks %v", w)
	}
}
