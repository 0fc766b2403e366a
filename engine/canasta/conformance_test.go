package canasta

import (
	"fmt"
	"math/rand/v2"
	"runtime/debug"
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/match"
	"tavolo/engine/match/matchtest"
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
// under every preset: 4 players most, then 2, 3 and 6.
func TestConformance(t *testing.T) {
	// The test allocates many short-lived views and copies; collecting
	// less often keeps it quick without changing what it checks.
	old := debug.SetGCPercent(400)
	t.Cleanup(func() { debug.SetGCPercent(old) })
	counts := []struct{ players, hands int }{{4, 5000}, {2, 1000}, {3, 1000}, {6, 1000}}
	for _, c := range counts {
		n := c.hands
		if testing.Short() {
			n /= 25
		}
		t.Run(fmt.Sprintf("%d-players", c.players), func(t *testing.T) {
			t.Parallel()
			matchtest.Run(t, subject([]int{c.players}), matchtest.Options{Matches: n, Seed: uint64(c.players) << 32, MaxHands: 1, CheckAll: 6})
		})
	}
}

// TestHandScoresAddUp plays whole hands and checks that every side's
// points equal the sum of its lines and that totals add the hands up.
func TestHandScoresAddUp(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 30
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
	}
}
