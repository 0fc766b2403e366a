package scala40

import (
	"fmt"
	"reflect"
	"strings"
	"tavolo/engine/match/matchtest"
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/match"
	"tavolo/engine/options"
)

// randomMove picks a random legal action, leaning toward laying cards
// down so that hands end by a closing often enough to test scoring.
func randomMove(g *Game, rng *cards.Rand) Action {
	legal := g.Legal(g.toMove)
	var lay, discards, others []Action
	for _, a := range legal {
		switch a.Kind {
		case MeldDown, Attach, Swap:
			lay = append(lay, a)
		case Discard:
			discards = append(discards, a)
		case Undo:
			if rng.IntN(20) == 0 {
				others = append(others, a)
			}
		default:
			others = append(others, a)
		}
	}
	switch {
	case len(lay) > 0 && rng.IntN(4) != 0:
		return lay[rng.IntN(len(lay))]
	case len(discards) > 0 && (len(others) == 0 || rng.IntN(5) != 0):
		return discards[rng.IntN(len(discards))]
	case len(others) > 0:
		return others[rng.IntN(len(others))]
	case len(lay) > 0:
		return lay[rng.IntN(len(lay))]
	}
	return legal[rng.IntN(len(legal))]
}

// checkCards verifies that every card of the pack is in exactly one
// place: a hand, the tallone, the pozzo or a meld.
func checkCards(t *testing.T, g *Game) {
	t.Helper()
	var seen [cards.MaxCards]int
	for _, h := range g.hands {
		for _, c := range h {
			seen[c]++
		}
	}
	for _, c := range g.stock {
		seen[c]++
	}
	for _, c := range g.pile {
		seen[c]++
	}
	for i := range g.melds {
		m := &g.melds[i]
		if _, ok := BuildMeld(m.Cards[:m.N], nil, &g.rules); !ok && m.Jokers() == 0 {
			t.Fatalf("meld m%d [%s] on the table is not valid", m.ID, m)
		}
		for _, c := range m.Cards[:m.N] {
			seen[c]++
		}
	}
	for _, c := range cards.Scala40Pack.Cards() {
		if seen[c] != 1 {
			t.Fatalf("card %s/%d is in %d places", c, c.Copy(), seen[c])
		}
	}
	total := 0
	for _, n := range seen {
		total += n
	}
	if total != 108 {
		t.Fatalf("%d cards in play, want 108", total)
	}
}

// checkViews verifies that each seat's view holds its own hand and no
// card but those everybody has seen (revealed: the upcard and every card
// put on the table or discarded in this hand).
func checkViews(t *testing.T, g *Game, revealed map[cards.Card]bool) {
	t.Helper()
	for seat := range g.hands {
		if g.score.SeatOut(seat) {
			continue
		}
		v := g.View(seat)
		if !reflect.DeepEqual(append([]cards.Card{}, v.Hand...), append([]cards.Card{}, g.hands[seat]...)) {
			t.Fatalf("view of seat %d has the wrong hand", seat)
		}
		own := map[cards.Card]bool{}
		for _, c := range v.Hand {
			own[c] = true
		}
		seen := func(c cards.Card, where string) {
			if !own[c] && !revealed[c] {
				t.Fatalf("view of seat %d shows hidden card %s in %s", seat, c, where)
			}
		}
		for _, m := range v.Melds {
			for _, c := range m.Cards[:m.N] {
				seen(c, "a meld")
			}
		}
		for _, c := range v.Pile {
			seen(c, "the pozzo")
		}
		for _, e := range v.Events {
			for _, c := range e.Cards {
				seen(c, "an event")
			}
		}
	}
}

// reveal records the cards an action shows to everybody.
func reveal(revealed map[cards.Card]bool, a Action) {
	switch a.Kind {
	case Discard, Attach, Swap:
		revealed[a.Card] = true
	case MeldDown:
		for _, m := range a.Melds {
			for _, c := range m.Cards {
				revealed[c] = true
			}
		}
	}
}

// probeIllegal throws actions that are most likely illegal at the game
// and checks that every refused one changed nothing.
func probeIllegal(t *testing.T, g *Game, rng *cards.Rand) {
	t.Helper()
	n := g.Players()
	hand := g.hands[g.toMove]
	pick := func() cards.Card {
		if len(hand) > 0 && rng.IntN(4) != 0 {
			return hand[rng.IntN(len(hand))]
		}
		return cards.Card(rng.IntN(108))
	}
	probes := []Action{
		{Kind: Discard, Seat: g.toMove, Card: pick()},
		{Kind: Attach, Seat: g.toMove, Card: pick(), Meld: rng.IntN(len(g.melds)+2) + 0},
		{Kind: Swap, Seat: g.toMove, Card: pick(), Meld: rng.IntN(len(g.melds) + 1)},
		{Kind: MeldDown, Seat: g.toMove, Melds: []MeldSpec{{Cards: []cards.Card{pick(), pick(), pick()}}}},
		{Kind: Draw, Seat: (g.toMove + 1 + rng.IntN(n)) % n},
		{Kind: Take, Seat: g.toMove},
		{Kind: Undo, Seat: g.toMove},
		{Kind: NextHand},
		{Kind: ActionKind(rng.IntN(12)), Seat: g.toMove},
	}
	for _, a := range probes {
		before := g.Clone()
		if _, err := g.Apply(a); err != nil {
			if match.CodeOf(err) == "" {
				t.Fatalf("%v refused without a code: %v", a, err)
			}
			// Compare everything but the match log (only its length).
			bl, gl := before.log, g.log
			before.log, g.log = nil, nil
			same := reflect.DeepEqual(before, g) && len(bl) == len(gl)
			before.log, g.log = bl, gl
			if !same {
				t.Fatalf("refused %s (%v) changed the state: %s", a, err, diffFields(before, g))
			}
			continue
		}
		// Accepted: go back to the state before, the test continues from it.
		*g = *before
	}
}

// checkReplay rebuilds the game from its record and compares.
func checkReplay(t *testing.T, g *Game) {
	t.Helper()
	players := make([]match.Player, g.Players())
	for i := range players {
		players[i] = match.Player{Name: fmt.Sprintf("P%d", i+1), Kind: "human"}
	}
	rec, err := g.Record(players)
	if err != nil {
		t.Fatal(err)
	}
	data, err := rec.Encode()
	if err != nil {
		t.Fatal(err)
	}
	back, err := match.DecodeRecord(data, GameName)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Replay(back)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	if !reflect.DeepEqual(r, g) {
		t.Fatalf("replayed state differs from the played one (hand %d, %d actions)", g.handNo, len(g.log))
	}
}

// TestRandomPlayProperties deals thousands of seeded hands (2,000 in
// make test, 10,000 in make soak) with 2 to 6
// players under every preset, plays them with random legal moves, and
// checks the invariants after every action.
func TestRandomPlayProperties(t *testing.T) {
	hands := matchtest.Sweep(1000, 2000, 10000)
	presets := Presets()
	const maxActions = 400
	played, closed := 0, 0
	rng := cards.NewRand(20261122)
	for m := 0; played < hands; m++ {
		rules := presets[m%len(presets)].Rules
		rules.Players = 2 + m%5
		rules.EliminationScore = 101
		if m%3 == 2 {
			rules = randomRules(rng, rules.Players)
		}
		g, err := NewMatch(rules, uint64(m)+1)
		if err != nil {
			t.Fatal(err)
		}
		for g.phase != PhaseMatchOver && played < hands {
			revealed := map[cards.Card]bool{}
			for _, c := range g.pile {
				revealed[c] = true
			}
			for steps := 0; g.phase == PhaseDraw || g.phase == PhasePlay; steps++ {
				if steps == maxActions {
					break
				}
				legal := g.Legal(g.toMove)
				if len(legal) == 0 {
					t.Fatalf("match %d hand %d: no legal action for seat %d in %s", m, g.handNo, g.toMove, g.phase)
				}
				if played < 20 || rng.IntN(16) == 0 {
					for _, a := range legal {
						c := g.Clone()
						if _, err := c.Apply(a); err != nil {
							t.Fatalf("match %d: legal %s refused: %v", m, a, err)
						}
					}
					if rng.IntN(3) == 0 {
						probeIllegal(t, g, rng)
					}
				}
				a := randomMove(g, rng)
				if _, err := g.Apply(a); err != nil {
					t.Fatalf("match %d: chosen legal %s refused: %v", m, a, err)
				}
				reveal(revealed, a)
				checkCards(t, g)
				if played < 20 || rng.IntN(16) == 0 {
					checkViews(t, g, revealed)
				}
			}
			played++
			if g.phase != PhaseHandOver && g.phase != PhaseMatchOver {
				break // a hand that ran too long: start another match
			}
			closed++
			if played%50 == 0 {
				checkReplay(t, g)
			}
			if g.phase == PhaseHandOver {
				if _, err := g.Apply(Action{Kind: NextHand}); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	t.Logf("%d hands played, %d ended by a closing", played, closed)
	if closed < hands/4 {
		t.Errorf("only %d of %d hands closed: the random player is too weak to test scoring", closed, hands)
	}
}

// diffFields names the fields of two games that differ.
func diffFields(a, b *Game) string {
	va, vb := reflect.ValueOf(a).Elem(), reflect.ValueOf(b).Elem()
	var out []string
	for i := 0; i < va.NumField(); i++ {
		fa, fb := fmt.Sprintf("%#v", va.Field(i)), fmt.Sprintf("%#v", vb.Field(i))
		if fa != fb {
			out = append(out, va.Type().Field(i).Name+": "+fa+" vs "+fb)
		}
	}
	return strings.Join(out, "; ")
}

// randomRules sets every house-rule option to a random allowed value.
func randomRules(rng *cards.Rand, players int) Rules {
	r := Default()
	for _, o := range Options {
		switch o.Kind {
		case options.Bool:
			o.Set(&r, []string{"false", "true"}[rng.IntN(2)])
		case options.Enum:
			o.Set(&r, o.Values[rng.IntN(len(o.Values))])
		}
	}
	r.Players = players
	r.PairsMode = r.PairsMode && players == 4
	r.OpeningMinimum = []int{30, 40, 51}[rng.IntN(3)]
	r.EliminationScore = []int{101, 151}[rng.IntN(2)]
	r.FullHandPenalty = []int{0, 100}[rng.IntN(2)]
	return r
}
