package scala40

import (
	"reflect"
	"testing"

	"tavolo/engine/cards"
)

// sameView reports whether two views hold the same things (an empty
// slice and a nil one count as the same).
func sameView(a, b View) bool {
	for _, v := range []*View{&a, &b} {
		v.Hand = nonNil(v.Hand)
		v.HandSizes = nonNil(v.HandSizes)
		v.Opened = nonNil(v.Opened)
		v.Melds = nonNil(v.Melds)
		v.Pile = nonNil(v.Pile)
		v.Scores = nonNil(v.Scores)
		v.Eliminated = nonNil(v.Eliminated)
		v.Events = nonNil(v.Events)
		v.PendingJokers = nonNil(v.PendingJokers)
	}
	return reflect.DeepEqual(a, b)
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// TestViewIntoMatchesView plays random hands under every preset with 2 to
// 6 players and checks, after every action and for every seat, that a
// View refilled again and again by ViewInto (as the computer players'
// simulated hands do) says exactly what a fresh View says.
func TestViewIntoMatchesView(t *testing.T) {
	hands := 3
	if testing.Short() {
		hands = 1
	}
	rng := cards.NewRand(41)
	var reused View
	for m, p := range Presets() {
		for players := 2; players <= 6; players++ {
			rules := p.Rules
			rules.Players = players
			rules.PairsMode = false
			g, err := NewMatch(rules, uint64(m*10+players))
			if err != nil {
				t.Fatal(err)
			}
			for hand := 0; hand < hands && g.phase != PhaseMatchOver; hand++ {
				for steps := 0; steps < 400 && (g.phase == PhaseDraw || g.phase == PhasePlay); steps++ {
					for s := range g.hands {
						g.ViewInto(s, &reused)
						if want := g.View(s); !sameView(reused, want) {
							t.Fatalf("%s, %d players, hand %d, seat %d: ViewInto gave\n%v\nView gave\n%v", p.Name, players, g.handNo, s, reused, want)
						}
					}
					if _, err := g.Apply(randomMove(g, rng)); err != nil {
						t.Fatal(err)
					}
				}
				if g.phase != PhaseHandOver {
					break
				}
				g.ViewInto(0, &reused)
				if want := g.View(0); !sameView(reused, want) {
					t.Fatalf("%s: after the hand ViewInto gave\n%v\nView gave\n%v", p.Name, reused, want)
				}
				if _, err := g.Apply(Action{Kind: NextHand}); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// TestHandEndRevealsLeftOverCards plays random hands with 2 to 4
// players until one ends with a closing, and checks that every seat's
// view of the result shows each seat's left-over cards, and that a seat
// is charged what they are worth (no doubling, no full-hand penalty
// under these rules).
func TestHandEndRevealsLeftOverCards(t *testing.T) {
	for _, players := range []int{2, 3, 4} {
		rules := Default()
		rules.Players = players
		rules.InManoDouble, rules.FullHandPenalty, rules.PairsMode = false, 0, false
		rng := cards.NewRand(uint64(players))
		var g *Game
		for seed := uint64(1); seed < 200 && (g == nil || g.result == nil || g.result.Closer < 0); seed++ {
			var err error
			if g, err = NewMatch(rules, seed); err != nil {
				t.Fatal(err)
			}
			for steps := 0; steps < 400 && (g.phase == PhaseDraw || g.phase == PhasePlay); steps++ {
				if _, err := g.Apply(randomMove(g, rng)); err != nil {
					t.Fatal(err)
				}
			}
		}
		if g.result == nil || g.result.Closer < 0 {
			t.Fatalf("%d players: no hand closed", players)
		}
		for viewer := range players {
			res := g.View(viewer).Result
			if res == nil || len(res.Left) != players {
				t.Fatalf("%d players, seat %d: result %+v", players, viewer, res)
			}
			for s, left := range res.Left {
				if !reflect.DeepEqual(nonNil(left), nonNil(g.hands[s])) {
					t.Errorf("%d players, seat %d sees seat %d's left-over %v, hand %v", players, viewer, s, left, g.hands[s])
				}
				if s != res.Closer && res.Points[s] != rules.HandPenalty(left) {
					t.Errorf("%d players: seat %d charged %d for %v", players, s, res.Points[s], left)
				}
			}
			if len(res.Left[res.Closer]) != 0 {
				t.Errorf("%d players: the closer kept %v", players, res.Left[res.Closer])
			}
		}
	}
}
