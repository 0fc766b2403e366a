package ai

import (
	"testing"

	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
	"tavolo/engine/klaberjass/solver"
)

// egPosition deals a random endgame: hard (seat me) holds size cards;
// when led, the other has led a card and holds size-1 more, else size;
// the rest of the pack is the pool the other's hand could come from.
func egPosition(rng *cards.Rand, size int) (me int, trump cards.Suit, hand kj.Set, led cards.Card, hasLed bool, pool []cards.Card) {
	deck := kj.AllCards.Cards()
	rng.Shuffle(deck)
	me, trump, hasLed = rng.IntN(2), cards.Suit(rng.IntN(4)), rng.IntN(2) == 0
	hand = kj.SetOf(deck[:size])
	if hasLed {
		led = deck[size]
		return me, trump, hand, led, true, deck[size+1:]
	}
	return me, trump, hand, 0, false, deck[size:]
}

// ddValues is what PIMC counts for each legal card of hard in one
// world: the points it takes from the rest when both play double dummy.
func ddValues(sv *solver.Solver, me int, trump cards.Suit, hand, opp kj.Set, led cards.Card, hasLed bool) map[cards.Card]int {
	d := solver.Deal{Trump: trump, Leader: me, Led: solver.NoCard}
	if hasLed {
		d.Leader, d.Led = 1-me, solver.Card(kj.Index(led))
	}
	d.Hands[me], d.Hands[1-me] = solver.Hand(hand), solver.Hand(opp)
	var vals [solver.NumCards]int
	out := map[cards.Card]int{}
	for m := sv.Moves(d, &vals); m != 0; m &= m - 1 {
		c := solver.Card(trailing(kj.Set(m)))
		out[kj.CardAt(int(c))] = vals[c]
	}
	return out
}

// TestEndgameOneWorldIsDoubleDummy: with a single world nothing is
// hidden, and the search values every card as the double-dummy solver
// does (the points hard takes from the rest).
func TestEndgameOneWorldIsDoubleDummy(t *testing.T) {
	rules := kj.Default()
	sv := solver.New(duties(&rules))
	rng := cards.NewRand(7)
	for i := 0; i < 400; i++ {
		size := 1 + i%endgameCards
		me, trump, hand, led, hasLed, pool := egPosition(rng, size)
		need := size
		if hasLed {
			need--
		}
		opp := kj.SetOf(pool[:need])
		e := endgame{rules: &rules, trump: trump, me: me,
			final: func(w egWorld) float64 { return float64(w.pts[me]) }}
		got := e.cardValues(hand, []egWorld{{opp: opp}}, led, hasLed, []*solver.Solver{sv})
		want := ddValues(sv, me, trump, hand, opp, led, hasLed)
		if len(got) != len(want) {
			t.Fatalf("position %d: %d cards searched, %d legal", i, len(got), len(want))
		}
		for c, w := range want {
			if g := got[c][0]; g != float64(w) {
				t.Fatalf("position %d (trump %v, hand %v, other %v, led %v %v): %v searched %v, double dummy %d",
					i, trump, hand.Cards(), opp.Cards(), hasLed, led, c, g, w)
			}
		}
	}
}

// TestEndgameCannotCountOnSeeingTheOtherHand: over several worlds hard
// plays one card for all the worlds it cannot tell apart, so no card is
// worth more, summed over the worlds, than double dummy says; and in
// some positions it is worth less (where PIMC would fuse strategies).
func TestEndgameCannotCountOnSeeingTheOtherHand(t *testing.T) {
	rules := kj.Default()
	sv := solver.New(duties(&rules))
	rng := cards.NewRand(11)
	less := 0
	for i := 0; i < 200; i++ {
		me, trump, hand, led, hasLed, pool := egPosition(rng, endgameCards)
		need := endgameCards
		if hasLed {
			need--
		}
		var ws []egWorld
		for w := 0; w < 8; w++ {
			rng.Shuffle(pool)
			ws = append(ws, egWorld{opp: kj.SetOf(pool[:need])})
		}
		e := endgame{rules: &rules, trump: trump, me: me,
			final: func(w egWorld) float64 { return float64(w.pts[me]) }}
		got := e.cardValues(hand, ws, led, hasLed, []*solver.Solver{sv, solver.New(duties(&rules))})
		for c, vals := range got {
			dd := 0
			for _, w := range ws {
				dd += ddValues(sv, me, trump, hand, w.opp, led, hasLed)[c]
			}
			switch s := sum(vals); {
			case s > float64(dd):
				t.Fatalf("position %d: %v is worth %v over the worlds, more than double dummy's %d", i, c, s, dd)
			case s < float64(dd):
				less++
			}
		}
	}
	if less == 0 {
		t.Error("no card was worth less than double dummy: the worlds are searched apart")
	}
	t.Logf("%d cards worth less than double dummy", less)
}
