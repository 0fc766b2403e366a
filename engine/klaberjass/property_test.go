package klaberjass

import (
	"math/rand/v2"
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/match"
	"tavolo/engine/match/matchtest"
)

// allCards is every card the state holds, wherever it is.
func allCards(g *Game) []cards.Card {
	var out []cards.Card
	for s := 0; s < 2; s++ {
		out = append(out, g.hands[s]...)
		out = append(out, g.second[s]...)
		out = append(out, g.won[s].Cards()...)
	}
	out = append(out, g.stock...)
	if g.hasUpcard {
		out = append(out, g.upcard)
	}
	for _, p := range g.trick {
		out = append(out, p.Card)
	}
	return out
}

func viewCards(v View) []cards.Card {
	out := append([]cards.Card(nil), v.Hand...)
	out = append(out, v.Known[0]...)
	out = append(out, v.Known[1]...)
	out = append(out, v.Shown...)
	out = append(out, v.Won[0]...)
	out = append(out, v.Won[1]...)
	if v.HasUpcard {
		out = append(out, v.Upcard)
	}
	if v.HasBottom {
		out = append(out, v.Bottom)
	}
	for _, p := range v.Trick {
		out = append(out, p.Card)
	}
	for _, p := range v.History {
		out = append(out, p.Card)
	}
	return out
}

// arbitrary makes an action that need not be legal: a legal one bent, or
// junk in any field.
func arbitrary(rng *rand.Rand, legal []Action) Action {
	var a Action
	if len(legal) > 0 && rng.IntN(2) > 0 {
		a = legal[rng.IntN(len(legal))]
	} else {
		a.Kind = ActionKind(rng.IntN(11))
		a.Seat = rng.IntN(2)
	}
	switch rng.IntN(7) {
	case 0:
		a.Seat = rng.IntN(4) - 1
	case 1:
		a.Card = cards.Card(rng.IntN(cards.MaxCards + 2))
	case 2:
		a.Suit = cards.Suit(rng.IntN(6))
	case 3:
		a.Bella = !a.Bella
	case 4:
		a.Play = !a.Play
	case 5:
		a.Kind = ActionKind(rng.IntN(11))
	case 6:
		pack := cards.KlaberjassPack.Shuffled(rng.Uint64())
		a.Deal = dealFrom(pack, rng.IntN(2), OneAtATime)
		if rng.IntN(2) == 0 {
			a.Deal.Stock = a.Deal.Stock[1:]
		}
	}
	return a
}

// optionMixes are rule sets no preset holds, so that every option's other
// value is played by the conformance test too.
func optionMixes() []Preset {
	a := Default()
	a.TargetScore = 300
	a.SchmeissRefusal = OtherIsMaker
	a.AnnulledDealDealer = AnnulledSame
	a.SecondDealPattern = BatchOfThree
	a.TurnBottomCard = false
	a.MustOvertrumpOnTrumpLead = false
	a.SequencesNeedATrick = true
	a.SequenceFinalTie = TieElderWins
	b := Default()
	b.DixExchange = false
	b.TieContinue = false
	b.LastTrickBonus = 0
	b.BellaNeedsAnnouncement = false
	b.FourOfAKindMelds = true
	b.SequenceCompare = LengthThenTop
	return []Preset{{Name: "mix-a", Rules: a}, {Name: "mix-b", Rules: b}}
}

// TestConformance plays seeded matches with random legal play under every
// preset through the shared conformance test.
func TestConformance(t *testing.T) {
	presets := append(Presets(), optionMixes()...)
	// Whole matches to the target, then many short ones (two hands each)
	// for the number of deals: a replay check costs the length of the
	// match so far.
	whole, short := matchtest.Sweep(20, 40, 120), matchtest.Sweep(500, 1000, 4500)
	var games []*Game
	s := subject(presets)
	deal := s.New
	s.New = func(seed uint64, variant int) (*Game, error) {
		g, err := deal(seed, variant)
		if err == nil {
			games = append(games, g)
		}
		return g, err
	}
	matchtest.Run(t, s, matchtest.Options{Matches: whole, Seed: 1, CheckAll: 12})
	matchtest.Run(t, s, matchtest.Options{Matches: short, Seed: 100000, MaxHands: 2, CheckAll: 12})
	deals := 0
	for _, g := range games {
		deals += g.deals
	}
	t.Logf("%d matches, %d deals", len(games), deals)
	if want := matchtest.Sweep(0, 2000, 10000); deals < want {
		t.Errorf("only %d deals, want at least %d", deals, want)
	}
}

// TestHandArithmetic plays random hands and checks every score against
// the cards: the totals are the card points of the cards played, the last
// trick, the declarations and bella scored; bete and half bete move them.
func TestHandArithmetic(t *testing.T) {
	hands := 0
	presets := append(Presets(), optionMixes()...)
	matches := 600
	if testing.Short() {
		matches = 60
	}
	for m := 0; m < matches; m++ {
		rules := presets[m%len(presets)].Rules
		g, err := New(rules, uint64(1000+m))
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(m), 7))
		var playedPts, bellaPts, dealt int
		for g.Outcome().Stage != match.MatchOver {
			actors := g.Actors()
			var legal []Action
			for _, s := range actors {
				legal = append(legal, g.Legal(s)...)
			}
			a := legal[rng.IntN(len(legal))]
			if v := g.View(g.ToMove()); v.Playable() != 0 || g.phase == PhasePlay {
				var plays Set
				for _, l := range g.Legal(g.ToMove()) {
					if l.Kind == Play {
						plays |= Bit(l.Card)
					}
				}
				if v.Playable() != plays {
					t.Fatalf("match %d: the view allows %v, Legal %v", m, v.Playable().Cards(), plays.Cards())
				}
			}
			if g.phase == PhasePlay && len(g.history) == 0 && g.trick == nil {
				dealt = len(g.hands[0]) + len(g.hands[1])
			}
			ev, err := g.Apply(a)
			if err != nil {
				t.Fatalf("match %d: legal %v refused: %v", m, a, err)
			}
			for _, e := range ev {
				switch e.Kind {
				case EvTrickWon:
					for _, c := range e.Cards {
						playedPts += CardPoints(c, g.trump)
					}
				case EvBella:
					bellaPts += e.Value
				case EvHandScored:
					hands++
					r := g.result
					if dealt != 18 || g.tricks[0]+g.tricks[1] != 9 {
						t.Fatalf("match %d: %d cards dealt, %d tricks", m, dealt, g.tricks[0]+g.tricks[1])
					}
					want := playedPts + rules.LastTrickBonus + bellaPts
					if g.seqWinner >= 0 && !(rules.SequencesNeedATrick && g.tricks[g.seqWinner] == 0) {
						want += g.seqPoints
					}
					if g.tricks[0] == 9 || g.tricks[1] == 9 {
						want += rules.AllTricksBonus
					}
					if got := r.Totals[0] + r.Totals[1]; got != want {
						t.Fatalf("match %d: totals %v add to %d, want %d", m, r.Totals, got, want)
					}
					mk, op := r.Maker, 1-r.Maker
					var wantPts [2]int
					switch {
					case r.Totals[mk] > r.Totals[op]:
						wantPts = r.Totals
					case r.Totals[mk] < r.Totals[op]:
						wantPts[op] = want
					default:
						wantPts[op] = r.Totals[op]
					}
					if r.Points != wantPts {
						t.Fatalf("match %d: maker %d totals %v scored %v, want %v", m, mk, r.Totals, r.Points, wantPts)
					}
					for s := 0; s < 2; s++ {
						sum := 0
						for _, l := range r.Lines[s] {
							sum += l.Points
						}
						if sum != r.Points[s] {
							t.Fatalf("match %d: seat %d lines %v add to %d, scored %d", m, s, r.Lines[s], sum, r.Points[s])
						}
					}
					playedPts, bellaPts = 0, 0
				case EvAnnulled:
					playedPts, bellaPts = 0, 0
				}
			}
		}
	}
	if hands == 0 {
		t.Fatal("no hand scored")
	}
	t.Logf("%d hands checked", hands)
}
