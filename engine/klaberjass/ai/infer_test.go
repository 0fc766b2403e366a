package ai

import (
	"math"
	"strings"
	"tavolo/engine/cards"
	"testing"

	kj "tavolo/engine/klaberjass"
)

// TestPlayWeightOfMediumsRealHand: when the other seat is medium, its
// real hand explains every play it made (weight 1) at each of seat 0's
// card decisions over whole matches, while a hand with the played cards
// and the rest dealt differently often does not.
func TestPlayWeightOfMediumsRealHand(t *testing.T) {
	checked, lower := 0, 0
	for m := 0; m < 6; m++ {
		mediumMatch(t, kj.Default(), uint64(300+m), m, func(g *kj.Game, step int, v kj.View) {
			if v.Seat == 0 && g.Phase() == kj.PhasePlay && len(v.History) > 0 {
				k := newKnow(&v)
				real := kj.SetOf(g.Hand(1))
				if k.played[1] != 0 {
					checked++
					if w := playWeight(&v, k, real); w != 1 {
						t.Fatalf("match %d step %d: medium's real hand %v has weight %v (history %v)", m, step, real.Cards(), w, v.History)
					}
					// The other hands of the same size from the unseen cards.
					other := swapOne(k, real)
					if other != real && playWeight(&v, k, other) < 1 {
						lower++
					}
				}
			}
		})
	}
	if checked < 100 || lower == 0 {
		t.Fatalf("checked %d decisions, a changed hand weighed less %d times", checked, lower)
	}
}

// mediumMatch plays a match between two medium players under r from
// seed (the players seeded from m), calling look with the game, the
// step and the view of the seat to move before each action.
func mediumMatch(t *testing.T, r kj.Rules, seed uint64, m int, look func(g *kj.Game, step int, v kj.View)) {
	t.Helper()
	g, err := kj.New(r, seed)
	if err != nil {
		t.Fatal(err)
	}
	ps := [2]Player{}
	for s := range ps {
		ps[s], _ = New("medium", uint64(m*2+s), quick)
	}
	for step := 0; step < 5000 && g.Phase() != kj.PhaseMatchOver; step++ {
		s := g.ToMove()
		v := g.View(s)
		look(g, step, v)
		a := ps[s].Choose(v)
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
}

// swapOne exchanges the other hand's strongest unknown card with the
// weakest card it may hold instead.
func swapOne(k *know, h kj.Set) kj.Set {
	free := k.pool() &^ h
	mine := h &^ k.known
	if free == 0 || mine == 0 {
		return h
	}
	return h&^kj.Bit(strongest(k, mine)) | kj.Bit(lowestStrength(k, free))
}

// TestBidWeight: a hand that could not have bid as the other seat did
// weighs offModel for each bid it contradicts, one that bids so weighs
// 1. The hands have six cards, so the draw of the first six is the
// hand.
func TestBidWeight(t *testing.T) {
	hearts := "JH 9H AH 7H KD AD" // strong in hearts only
	spades := "JS 9S AS KS 7S 7D"
	weak := "7S 8S 7D 8D 7C 9C"
	tests := []struct {
		name         string
		maker, elder int
		upcard       string // the turn-up; hearts are trumps
		hand         string
		want         float64
	}{
		{"took the turn-up with trumps", 1, 1, "8H", hearts, 1},
		{"took the turn-up without trumps", 1, 1, "8H", weak, offModel},
		{"passed the turn-up with trumps", 0, 1, "8H", hearts, offModel},
		{"passed the turn-up without trumps", 0, 1, "8H", weak, 1},
		{"spoke second, passed nothing", 0, 0, "8H", hearts, 1},
		{"named hearts with hearts", 1, 1, "KS", hearts, 1},
		{"named hearts without trumps", 1, 1, "KS", weak, offModel},
		{"named hearts, passed spades, holding spades", 1, 1, "KS", spades, offModel * offModel},
		{"passed both rounds with hearts", 0, 1, "KS", hearts, offModel},
		{"passed both rounds without trumps", 0, 1, "KS", weak, 1},
		{"passed round 1 only", 0, 0, "KS", hearts, 1},
		{"passed round 1 only with spades", 0, 0, "KS", spades, offModel},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			up := face(t, tc.upcard)
			v := kj.View{Seat: 0, Rules: kj.Default(), HasTrump: true, Trump: cards.Hearts, Maker: tc.maker,
				FromTurnUp: up.Suit() == cards.Hearts, Elder: tc.elder, Dealer: 1 - tc.elder, HasUpcard: true, Upcard: up}
			k := newKnow(&v)
			var h kj.Set
			for _, f := range strings.Fields(tc.hand) {
				h |= kj.Bit(face(t, f))
			}
			var rng cards.Rand
			rng.Seed(1)
			if got := bidWeight(&v, k, h, &rng); math.Abs(got-tc.want) > 1e-12 {
				t.Fatalf("weight %v, want %v", got, tc.want)
			}
		})
	}
}

// TestOtherBid: what hard expects medium to bid after its pass.
func TestOtherBid(t *testing.T) {
	hearts := "JH 9H AH 7H KD AD" // strong in hearts only
	weak := "7S 8S 7D 8D 7C 9C"
	tests := []struct {
		name         string
		round, elder int // this seat is 0
		upcard, hand string
		want         cards.Suit
		wantBid      bool
	}{
		{"dealer takes the turn-up suit", 1, 0, "8H", hearts, cards.Hearts, true},
		{"dealer passes the turn-up suit", 1, 0, "8H", weak, cards.Hearts, false},
		{"elder names in round 2", 1, 1, "KS", hearts, cards.Hearts, true},
		{"elder has nothing to name", 1, 1, "KS", weak, 0, false},
		{"dealer names in round 2", 2, 0, "KS", hearts, cards.Hearts, true},
		{"the deal is annulled after the dealer's pass", 2, 1, "KS", hearts, 0, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := kj.View{Seat: 0, Rules: kj.Default(), Round: tc.round, Elder: tc.elder, Dealer: 1 - tc.elder,
				HasUpcard: true, Upcard: face(t, tc.upcard), Maker: -1}
			var h kj.Set
			for _, f := range strings.Fields(tc.hand) {
				h |= kj.Bit(face(t, f))
			}
			got, bid := otherBid(&v, h)
			if bid != tc.wantBid || (bid && got != tc.want) {
				t.Fatalf("otherBid = %v %v, want %v %v", got, bid, tc.want, tc.wantBid)
			}
		})
	}
}

// TestRealHandIsPlausible: under every preset, medium's real hand
// passes plausible at each of the other seat's card decisions over whole
// matches (its bids, its declaration and the declarations' result all
// fit it), while some hands dealt from the same unseen cards do not
// once a declaration was announced or decided.
func TestRealHandIsPlausible(t *testing.T) {
	for _, p := range kj.Presets() {
		checked, ruledOut := 0, 0
		for m := 0; m < 4; m++ {
			rng := cards.NewRand(uint64(m))
			mediumMatch(t, p.Rules, uint64(500+m), m, func(g *kj.Game, step int, v kj.View) {
				if v.Seat != 0 || g.Phase() != kj.PhasePlay || !v.HasTrump {
					return
				}
				k := newKnow(&v)
				if !plausible(&v, k, kj.SetOf(g.Hand(1))) {
					t.Fatalf("%s match %d step %d: the real hand %v is ruled out (declared %v worth %v, resolved %v winner %d, history %v)",
						p.Name, m, step, g.Hand(1), v.Declared, v.DeclaredWorth, v.Resolved, v.SeqWinner, v.History)
				}
				checked++
				if v.Declared[1] || v.Resolved {
					need := v.HandSizes[1] - k.known.Len()
					if !plausible(&v, k, k.known|pick(k.unseen.Cards(), need, rng, nil)) {
						ruledOut++
					}
				}
			})
		}
		if checked < 100 || ruledOut == 0 {
			t.Errorf("%s: checked %d decisions, a dealt hand ruled out %d times", p.Name, checked, ruledOut)
		}
		t.Logf("%s: %d decisions, %d dealt hands ruled out", p.Name, checked, ruledOut)
	}
}

// TestPlausibleReadsTheDeclarations: a declaration's announced worth
// and the declarations' result rule out the hands that contradict them.
func TestPlausibleReadsTheDeclarations(t *testing.T) {
	r := kj.Default()
	v := kj.View{Seat: 0, Rules: r, Phase: kj.PhasePlay, HasTrump: true, Trump: cards.Hearts, Maker: 0, Elder: 1, SeqWinner: -1}
	v.Hand = hand(t, "AH KH 10H 7S 8S AD KD 7C 8C")
	v.HandSizes = [2]int{9, 9}
	v.Declared[1], v.DeclaredWorth[1] = true, 20
	k := newKnow(&v)
	twenty := kj.SetOf(hand(t, "QS JS 10S 9D 8D 9C 10C JC AC")) // Q-J-10 of spades, J-10-9 of clubs: 20 each
	fifty := kj.SetOf(hand(t, "KS QS JS 10S 9D 8D 9C 7D QC"))   // K-Q-J-10 of spades: 50
	none := kj.SetOf(hand(t, "KS QS 9S 10S 9D 7D 9C QD QC"))
	for _, c := range []struct {
		name string
		opp  kj.Set
		want bool
	}{{"a twenty as announced", twenty, true}, {"a fifty, announced as twenty", fifty, false}, {"nothing to declare", none, false}} {
		if got := plausible(&v, k, c.opp); got != c.want {
			t.Errorf("announced 20, %s: plausible %v, want %v", c.name, got, c.want)
		}
	}
	// Decided: seat 0 (nothing declared) let the other's sequences score;
	// then a world where nobody scores them is wrong.
	v.Resolved, v.SeqWinner, v.SeqPoints = true, 1, 40
	if !plausible(&v, k, twenty) {
		t.Error("the other's twenties scored, yet its real twenties are ruled out")
	}
	v.SeqWinner = -1
	if plausible(&v, k, twenty) {
		t.Error("nobody scored sequences, yet a world where the other's twenties score is kept")
	}
	// With the engine declaring for both, playing without declaring says
	// nothing: the hand with sequences stays.
	r.DeclarationsOptional = false
	v = kj.View{Seat: 0, Rules: r, Phase: kj.PhasePlay, HasTrump: true, Trump: cards.Hearts, Maker: 0, Elder: 1, SeqWinner: -1, Hand: v.Hand, HandSizes: [2]int{9, 8}}
	v.History = []kj.Played{{Seat: 1, Card: hand(t, "AC")[0]}}
	v.Trick = v.History
	k = newKnow(&v)
	if !plausible(&v, k, twenty&^kj.SetOf(hand(t, "AC"))) {
		t.Error("declarations_optional = false: a hand with sequences is ruled out after a card played without declaring")
	}
}

// hand parses cards in the scenario notation.
func hand(t *testing.T, s string) []cards.Card {
	t.Helper()
	fs, err := cards.ParseFaces(s)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]cards.Card, len(fs))
	for i, f := range fs {
		out[i] = cards.NewCard(f, 0)
	}
	return out
}
