package canasta

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"tavolo/engine/cards"
)

// exhaustiveGoOut answers ableToGoOut by trying every meld and every add
// of every part of the hand, as the engine checks them: the reference the
// plan search must agree with on small hands.
func exhaustiveGoOut(p pos, seen map[string]bool) bool {
	switch len(p.hand) {
	case 0:
		return !p.r.MustDiscardToGoOut && p.mayGoOut(p.melds, true)
	case 1:
		return p.mayGoOut(p.melds, true) && (!IsBlackThree(p.hand[0]) || p.r.BlackThreeFinalDiscard)
	}
	key := fmt.Sprint(faces(p.hand), meldKey(p.melds))
	if seen[key] {
		return false
	}
	seen[key] = true
	n := len(p.hand)
	tried := map[string]bool{}
	for mask := 1; mask < 1<<n; mask++ {
		var part []cards.Card
		for i := range n {
			if mask&(1<<i) != 0 {
				part = append(part, p.hand[i])
			}
		}
		if k := fmt.Sprint(faces(part)); tried[k] {
			continue
		} else {
			tried[k] = true
		}
		acts := []Action{{Kind: Meld, Seat: p.seat, Melds: [][]cards.Card{part}}}
		for _, m := range p.melds {
			acts = append(acts, Action{Kind: Add, Seat: p.seat, Cards: part, Meld: m.ID})
		}
		for _, a := range acts {
			if p.check(&a) != nil {
				continue
			}
			q := p
			if a.Kind == Meld {
				q.melds, _, _ = p.layMelds(a.Melds, p.melds, false)
				q.hand, _ = takeOut(p.hand, part)
			} else {
				q.melds = slices.Clone(p.melds)
				i := slices.IndexFunc(q.melds, func(m TableMeld) bool { return m.ID == a.Meld })
				q.melds[i], _ = p.r.extend(q.melds[i], part)
				q.hand, _ = takeOut(p.hand, part)
			}
			if exhaustiveGoOut(q, seen) {
				return true
			}
		}
	}
	return false
}

func faces(cs []cards.Card) []cards.Face {
	out := make([]cards.Face, len(cs))
	for i, c := range cs {
		out[i] = c.Face()
	}
	slices.Sort(out)
	return out
}

func meldKey(ms []TableMeld) string {
	s := ""
	for _, m := range ms {
		s += fmt.Sprint(m.ID, faces(m.Cards), ";")
	}
	return s
}

// randomGoOutPos deals a small position after the partner's yes: a few
// ranks, wild cards and black threes in hand, the side's melds of those
// ranks, and rules varied over the options that bear on going out.
func randomGoOutPos(rng *rand.Rand, handSize int) pos {
	r := Default()
	r.SameRankMelds = []string{SameRankAfterCanasta, SameRankAfterCanasta, SameRankNever, SameRankAlways}[rng.IntN(4)]
	r.WildIntoCleanCanasta = rng.IntN(3) > 0
	r.MustDiscardToGoOut = rng.IntN(5) == 0
	r.BlackThreeFinalDiscard = rng.IntN(4) == 0
	r.BlackThreesMeldable = rng.IntN(4) == 0
	r.GoingOutRequirement = []string{GoOutCleanAndDirty, GoOutCleanAndDirty, GoOutTwoCanastas, GoOutOneCanasta}[rng.IntN(4)]
	if rng.IntN(4) == 0 {
		r.MaxWildPerMeld, r.WildRatio = 3, RatioAtLeast
	}
	ranks := []cards.Rank{5, 9, cards.King}
	copyNo := map[cards.Face]int{}
	card := func(f cards.Face) cards.Card {
		c := cards.NewCard(f, copyNo[f]%cards.CanastaPack.Copies(f))
		copyNo[f]++
		return c
	}
	natural := func(rank cards.Rank) cards.Card {
		return card(cards.NewFace(rank, cards.Suit(rng.IntN(4))))
	}
	wild := func() cards.Card {
		if rng.IntN(3) == 0 {
			return card(cards.Joker)
		}
		return card(cards.NewFace(2, cards.Suit(rng.IntN(4))))
	}
	var melds []TableMeld
	for _, rank := range ranks {
		for k := rng.IntN(3); k > 0; k-- {
			size := 3 + rng.IntN(6)
			wilds := min(rng.IntN(3), r.MaxWildPerMeld)
			var cs []cards.Card
			for range size - wilds {
				cs = append(cs, natural(rank))
			}
			for range wilds {
				cs = append(cs, wild())
			}
			info, err := r.checkMeld(cs, false)
			if err != nil || !r.sameRankOK(melds, rank) {
				continue
			}
			melds = append(melds, TableMeld{ID: len(melds) + 1, Cards: cs, Info: info})
		}
	}
	var hand []cards.Card
	for range handSize {
		switch x := rng.IntN(10); {
		case x < 7:
			hand = append(hand, natural(ranks[rng.IntN(len(ranks))]))
		case x < 9:
			hand = append(hand, wild())
		default:
			hand = append(hand, card(cards.NewFace(3, []cards.Suit{cards.Spades, cards.Clubs}[rng.IntN(2)])))
		}
	}
	return pos{r: &r, n: 4, partners: []int{2}, phase: PhasePlay, hand: hand, melds: melds, opened: true,
		exact: true, searching: true, turn: turn{drew: true, asked: true, answer: answerYes}}
}

// TestAbleToGoOutExact checks the plan search against every action
// sequence on thousands of small positions.
func TestAbleToGoOutExact(t *testing.T) {
	rng := rand.New(rand.NewPCG(38, 2))
	n := 3000
	if testing.Short() {
		n = 600
	}
	yes := 0
	for i := range n {
		p := randomGoOutPos(rng, 2+rng.IntN(5))
		want := exhaustiveGoOut(p, map[string]bool{})
		if got := p.ableToGoOut(); got != want {
			t.Fatalf("position %d: ableToGoOut = %v, every sequence says %v\nrules %+v\nhand %v\nmelds %v",
				i, got, want, *p.r, cards.FormatCards(p.hand), meldKey(p.melds))
		}
		if want {
			yes++
		}
	}
	t.Logf("%d of %d positions can go out", yes, n)
}

// TestAbleToGoOutBigHands times the plan search on large hands: it must
// answer exactly for any hand size, and fast.
func TestAbleToGoOutBigHands(t *testing.T) {
	rng := rand.New(rand.NewPCG(38, 3))
	var worst, total time.Duration
	yes := 0
	for range 200 {
		p := randomGoOutPos(rng, 11+rng.IntN(20))
		start := time.Now()
		if p.ableToGoOut() {
			yes++
		}
		took := time.Since(start)
		worst, total = max(worst, took), total+took
	}
	t.Logf("200 hands of 11 to 30 cards (%d can go out): %v in all, the slowest %v", yes, total, worst)
}

// TestBoundPlayerGoesOut: after the partner's yes, wherever the hand can
// still go out, every walk through the legal actions goes out: the legal
// list always offers a way on (an add of naturals and wild cards together
// when the way out needs one), and never a discard that keeps cards.
func TestBoundPlayerGoesOut(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	stuck := 0
	able := 0
	n := 4000
	if testing.Short() {
		n = 1000
	}
	for range n {
		p := randomGoOutPos(rng, 2+rng.IntN(14))
		p.searching = false
		if !p.ableToGoOut() {
			continue
		}
		able++
		ok := true
		for step := 0; ; step++ {
			var acts []Action
			for _, a := range p.legal(nil) {
				if a.Kind != Ask && a.Kind != Undo {
					acts = append(acts, a)
				}
			}
			if len(acts) == 0 {
				ok = false
				break
			}
			a := acts[rng.IntN(len(acts))]
			if a.Kind == Discard || a.Kind == GoOut {
				if a.Kind == Discard && len(p.hand) > 1 {
					t.Fatalf("discard keeping cards while able: %v", p.hand)
				}
				break
			}
			p = p.after(&a)
		}
		if !ok {
			stuck++
			t.Errorf("no way on: hand %v, melds %s, rules %+v", cards.FormatCards(p.hand), meldKey(p.melds), *p.r)
		}
	}
	t.Logf("%d positions can go out, %d walks got stuck", able, stuck)
}
