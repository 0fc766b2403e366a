package canasta

import (
	"fmt"
	"math/rand/v2"
	"runtime/debug"
	"slices"
	"strconv"
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/match"
	"tavolo/engine/match/matchtest"
	"tavolo/engine/options"
)

// subject tells the conformance test how to play Canasta with the given
// player counts, cycling through every preset.
func subject(players []int) matchtest.Subject[*Game, View, Action] {
	presets := Presets()
	return matchtest.Subject[*Game, View, Action]{
		New: func(seed uint64, variant int) (*Game, error) {
			r := presets[variant%len(presets)].Rules
			r.Players = PlayersOption(players[variant/len(presets)])
			if !r.Partnerships() && r.AskPartner == AskMandatory {
				r.AskPartner = AskOptional
			}
			return NewMatch(r, seed)
		},
		Variants:    len(presets) * len(players),
		Cards:       (*Game).AllCards,
		Hidden:      (*Game).HiddenFrom,
		ViewCards:   func(v View) []cards.Card { return v.Cards() },
		Fingerprint: (*Game).Fingerprint,
		Replay:      Replay,
		Arbitrary:   arbitrary,
	}
}

// arbitrary makes an action that need not be legal: a legal one bent in
// one field, or junk.
func arbitrary(rng *rand.Rand, legal []Action) Action {
	var a Action
	if len(legal) > 0 {
		a = legal[rng.IntN(len(legal))]
		a.Cards = clone(a.Cards)
	}
	switch rng.IntN(7) {
	case 0:
		a.Seat = (a.Seat+1+rng.IntN(6))%7 - 1
	case 1:
		a.Kind = (a.Kind + 1 + ActionKind(rng.IntN(11))) % 12
	case 2:
		a.Cards = append(a.Cards, cards.Card(rng.IntN(cards.MaxCards)))
	case 3:
		a.Meld += 1 + rng.IntN(4)
	case 4:
		if a.Kind == Answer {
			a.Kind = Ask
		}
		a.Yes = !a.Yes
	case 5:
		a.Melds = [][]cards.Card{{cards.Card(rng.IntN(cards.MaxCards)), cards.Card(rng.IntN(cards.MaxCards)), cards.Card(rng.IntN(cards.MaxCards))}}
	default:
		if len(a.Cards) > 0 {
			a.Cards = a.Cards[1:]
		} else {
			a.Kind = (a.Kind + 1 + ActionKind(rng.IntN(11))) % 12
		}
	}
	return a
}

// TestConformance plays seeded single hands with random legal actions
// under every preset: 4 players most, then 2, 3 and 6 (2,000 hands in
// make test, 8,000 in make soak).
func TestConformance(t *testing.T) {
	// The test allocates many short-lived views and copies; collecting
	// less often keeps it quick without changing what it checks.
	old := debug.SetGCPercent(400)
	t.Cleanup(func() { debug.SetGCPercent(old) })
	counts := []struct{ players, hands int }{{4, 5000}, {2, 1000}, {3, 1000}, {6, 1000}}
	for _, c := range counts {
		n := matchtest.Sweep(c.hands/25, c.hands/4, c.hands)
		t.Run(fmt.Sprintf("%d-players", c.players), func(t *testing.T) {
			t.Parallel()
			matchtest.Run(t, subject([]int{c.players}), matchtest.Options{Matches: n, Seed: uint64(c.players) << 32, MaxHands: 1, CheckAll: 6})
		})
	}
}

// TestHandScoresAddUp plays whole hands and checks that every side's
// points equal the sum of its lines and that totals add the hands up.
func TestHandScoresAddUp(t *testing.T) {
	n := 400
	if testing.Short() {
		n = 40
	}
	for i := 0; i < n; i++ {
		r := Presets()[i%len(Presets())].Rules
		r.Players = PlayersOption([]int{2, 3, 4, 6}[i%4])
		if !r.Partnerships() {
			r.AskPartner = AskOptional
		}
		g, err := NewMatch(r, uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(i), 1))
		for steps := 0; g.Outcome().Stage == match.Playing; steps++ {
			if steps > 5000 {
				t.Fatalf("seed %d: the hand does not end", i)
			}
			seat := g.Actors()[0]
			legal := g.Legal(seat)
			if _, err := g.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		sc := g.Score()
		h := sc.Hands[0]
		for side := range h.Points {
			if SumLines(h.Lines[side]) != h.Points[side] || sc.Totals[side] != h.Points[side] {
				t.Fatalf("seed %d side %d: points %d, lines %v, total %d", i, side, h.Points[side], h.Lines[side], sc.Totals[side])
			}
		}
		// The left-over cards are public at the hand's end: every seat
		// sees each hand, and a side's in-hand line is what they are worth.
		for viewer := range g.n {
			res := g.View(viewer).Result
			for side, seats := range g.sides {
				left := 0
				for _, s := range seats {
					if !slices.Equal(res.Left[s], g.Hand(s)) {
						t.Fatalf("seed %d: seat %d sees seat %d's left-over %v, hand %v", i, viewer, s, res.Left[s], g.Hand(s))
					}
					left += r.Points(res.Left[s])
				}
				inHand := 0
				for _, l := range h.Lines[side] {
					if l.Key == LineInHand {
						inHand = l.Points
					}
				}
				if inHand != -left {
					t.Fatalf("seed %d side %d: in-hand line %d, left-over cards worth %d", i, side, inHand, left)
				}
			}
		}
	}
}

// optionVariants returns the default rules with one option of section 2
// changed, for every option and every other value (ints: a typical one).
func optionVariants() []Rules {
	alt := map[string][]string{"target_score": {"3000"}, "negative_score_minimum": {"15"}, "stock_draw_count": {"1"},
		"frozen_needs": {"2"}, "max_wild_per_meld": {"1", "3"}, "wild_canasta_all_twos": {"0"}, "wild_canasta_mixed": {"0"},
		"aces_canasta_bonus": {"200"}, "black_three_value": {"5"}, "going_out_bonus": {"100"}, "concealed_going_out_bonus": {"200"}}
	var out []Rules
	for _, o := range Options {
		def := Default()
		values := alt[o.Name]
		switch o.Kind {
		case options.Bool:
			values = []string{strconv.FormatBool(o.Get(&def) != "true")}
		case options.Enum:
			values = nil
			for _, v := range o.Values {
				if v != o.Get(&def) {
					values = append(values, v)
				}
			}
		}
		for _, v := range values {
			r := Default()
			o.Set(&r, v)
			if r.Validate() == nil {
				out = append(out, r)
			}
		}
	}
	return out
}

// TestEveryOptionPlays plays random legal hands under each option changed
// alone: every legal action is accepted, a hand always ends and its lines
// add up.
func TestEveryOptionPlays(t *testing.T) {
	per := 25
	if testing.Short() {
		per = 3
	}
	for vi, r := range optionVariants() {
		for i := 0; i < per; i++ {
			seed := uint64(vi*1000 + i)
			g, err := NewMatch(r, seed)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 2))
			for steps := 0; g.Outcome().Stage == match.Playing; steps++ {
				legal := g.Legal(g.Actors()[0])
				if steps > 5000 || len(legal) == 0 {
					t.Fatalf("%v, seed %d: stuck after %d actions", r.Diff(), seed, steps)
				}
				if _, err := g.Apply(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatalf("%v, seed %d: %v", r.Diff(), seed, err)
				}
			}
			h := g.Score().Hands[0]
			for side := range h.Points {
				if SumLines(h.Lines[side]) != h.Points[side] {
					t.Fatalf("%v, seed %d: lines %v do not add up to %d", r.Diff(), seed, h.Lines[side], h.Points[side])
				}
			}
		}
	}
}
