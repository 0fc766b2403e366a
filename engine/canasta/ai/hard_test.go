package ai

import (
	"reflect"
	"slices"
	"sync"
	"testing"

	"tavolo/engine/canasta"
	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// unhurried is hard with a fixed number of deals and no time limit, so
// that its moves do not depend on the machine's speed.
func unhurried(worlds int) Options {
	return Options{Budget: -1, Worlds: worlds, MinWorlds: min(DefaultMinWorlds, worlds)}
}

// TestDealKeepsWhatWasSeen: every deal of the hidden cards gives a whole
// game that agrees with the view in everything the seat can see; a deal
// with the inferred bounds also keeps every seat's guessed cards within
// them.
func TestDealKeepsWhatWasSeen(t *testing.T) {
	for m := 0; m < 6; m++ {
		g, _ := canasta.NewMatch(canasta.Default(), uint64(m))
		bots := make([]*mediumPlayer, g.Players())
		for s := range bots {
			bots[s] = newMedium(uint64(s))
		}
		rng := cards.NewRand(uint64(m))
		for step := 0; g.Phase() < canasta.PhaseHandOver; step++ {
			s := g.Actors()[0]
			v := g.View(s)
			if step%7 == 0 || step%7 == 3 {
				var b bounds
				if step%7 == 3 {
					b = infer(&v)
				}
				w, err := deal(&v, rng, b)
				if err != nil {
					t.Fatalf("match %d step %d: %v", m, step, err)
				}
				wv := w.View(s)
				wv.CanUndo = v.CanUndo // undo's history stays behind
				if !reflect.DeepEqual(wv, v) {
					t.Fatalf("match %d step %d: the world's view differs:\n%+v\n%+v", m, step, wv, v)
				}
				for o := range b {
					if r, over := overBound(b, o, w.Hand(o), v.Known[o]); over {
						t.Fatalf("match %d step %d: seat %d was dealt more of rank %d than its bound %d", m, step, o, r, b[o][r])
					}
				}
			}
			if _, err := g.Apply(bots[s].Choose(v)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestHardPlaysLegally plays a hand of each preset with four players,
// and of the first preset with two and six, hard against medium.
func TestHardPlaysLegally(t *testing.T) {
	n := 1
	for i, p := range canasta.Presets() {
		counts := []int{4}
		if i == 0 {
			counts = []int{2, 4, 6}
		}
		for _, players := range counts {
			r := p.Rules
			r.Players = canasta.PlayersOption(players)
			if !r.Partnerships() {
				r.AskPartner = canasta.AskOptional
			}
			for i := 0; i < n; i++ {
				g, err := canasta.NewMatch(r, uint64(i))
				if err != nil {
					t.Fatal(err)
				}
				bots := make([]Player, g.Players())
				for s := range bots {
					if s%2 == 0 {
						bots[s] = newHard(uint64(s), unhurried(3))
					} else {
						bots[s] = newMedium(uint64(s))
					}
				}
				for steps := 0; g.Phase() < canasta.PhaseHandOver && g.Outcome().Stage == match.Playing; steps++ {
					if steps > 5000 {
						t.Fatalf("%s %d players hand %d does not end", p.Name, players, i)
					}
					s := g.Actors()[0]
					a := bots[s].Choose(g.View(s))
					if _, err := g.Apply(a); err != nil {
						t.Fatalf("%s %d players hand %d: %s played %v: %v", p.Name, players, i, bots[s].Name(), a, err)
					}
				}
			}
		}
	}
}

// hardMoves plays the first steps of a default hand with p at seat 0 and
// medium elsewhere and returns seat 0's moves.
func hardMoves(t *testing.T, p Player, seed uint64, steps int) []string {
	t.Helper()
	g, _ := canasta.NewMatch(canasta.Default(), seed)
	var out []string
	for i := 0; i < steps && g.Phase() < canasta.PhaseHandOver; i++ {
		s := g.Actors()[0]
		var a canasta.Action
		if s == 0 {
			a = p.Choose(g.View(s))
			out = append(out, a.String())
		} else {
			a = newMedium(0).Choose(g.View(s))
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("step %d: %v: %v", i, a, err)
		}
	}
	return out
}

// TestHardSeeded: the same seed gives the same moves, with one worker or
// two.
func TestHardSeeded(t *testing.T) {
	o := unhurried(6)
	o.MinWorlds = 2
	o1 := o
	o1.Workers = 1
	a := hardMoves(t, newHard(5, o), 3, 120)
	b := hardMoves(t, newHard(5, o1), 3, 120)
	if !slices.Equal(a, b) {
		t.Errorf("two runs differ:\n%v\n%v", a, b)
	}
}

// TestHardStarvedIsMedium: below its minimum of deals (even at a close
// call) hard plays medium's moves.
func TestHardStarvedIsMedium(t *testing.T) {
	o := unhurried(3)
	o.MinWorlds, o.MoreWorlds = 4, -1
	a := hardMoves(t, newHard(5, o), 4, 150)
	b := hardMoves(t, newMedium(5), 4, 150)
	if !slices.Equal(a, b) {
		t.Errorf("starved hard differs from medium:\n%v\n%v", a, b)
	}
}

// TestWorkerStart: hard calls WorkerStart on each search goroutine, and
// it changes no move.
func TestWorkerStart(t *testing.T) {
	o := unhurried(4)
	o.MinWorlds, o.Workers = 2, 2
	var mu sync.Mutex
	calls := 0
	with := o
	with.WorkerStart = func() { mu.Lock(); calls++; mu.Unlock() }
	a := hardMoves(t, newHard(5, o), 3, 60)
	b := hardMoves(t, newHard(5, with), 3, 60)
	if !slices.Equal(a, b) {
		t.Errorf("WorkerStart changed the moves:\n%v\n%v", a, b)
	}
	if calls == 0 || calls%2 != 0 {
		t.Errorf("WorkerStart called %d times with 2 workers", calls)
	}
	if p, err := New("hard", 5, with); err != nil || p.Name() != "hard" {
		t.Errorf("New hard: %v %v", p, err)
	}
	if p, err := New("easy", 5, with); err != nil || p.Name() != "easy" {
		t.Errorf("New easy: %v %v", p, err)
	}
}

// overBound reports a rank of which hand holds more naturals, beyond the
// known cards, than bound b lets seat hold.
func overBound(b bounds, seat int, hand, known []cards.Card) (cards.Rank, bool) {
	var n [cards.King + 1]int
	for _, c := range hand {
		if canasta.IsNatural(c) {
			n[c.Rank()]++
		}
	}
	for _, c := range known {
		if canasta.IsNatural(c) {
			n[c.Rank()]--
		}
	}
	for r := range n {
		if n[r] > b[seat][r] {
			return cards.Rank(r), true
		}
	}
	return 0, false
}

// TestInferMostlyHolds plays medium against medium and checks, at every
// decision, the bounds infer draws from the view against the hands the
// others really hold: they may be wrong (a card drawn since, a pair given
// up), but seldom.
func TestInferMostlyHolds(t *testing.T) {
	bounded, wrong := 0, 0
	for m := 0; m < 8; m++ {
		g, _ := canasta.NewMatch(canasta.Default(), uint64(40+m))
		bot := newMedium(0)
		for g.Phase() < canasta.PhaseHandOver {
			s, _ := g.Actor()
			v := g.View(s)
			b := infer(&v)
			for o := range b {
				if o == s {
					continue
				}
				for r := range b[o] {
					if b[o][r] == noBound {
						continue
					}
					bounded++
					var one [cards.King + 1]int
					for i := range one {
						one[i] = noBound
					}
					one[r] = b[o][r]
					if _, over := overBound(bounds{one}, 0, g.Hand(o), v.Known[o]); over {
						wrong++
					}
				}
			}
			if _, err := g.Apply(bot.Choose(v)); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d bounds, %d of them wrong", bounded, wrong)
	if bounded == 0 || wrong*10 > bounded {
		t.Errorf("%d bounds drawn, %d of them wrong", bounded, wrong)
	}
}

// TestOptionsDefaults: a field of Options left at zero takes hard's
// default, one set keeps its value, and a negative budget stays (no time
// limit).
func TestOptionsDefaults(t *testing.T) {
	want := Options{Budget: DefaultBudget, Worlds: DefaultWorlds, MoreWorlds: DefaultMoreTimes * DefaultWorlds, MinWorlds: DefaultMinWorlds, Margin: DefaultMargin, Z: DefaultZ, Candidates: DefaultCandidates}
	if got := (Options{}).withDefaults(); !reflect.DeepEqual(got, want) {
		t.Errorf("zero Options: %+v, want %+v", got, want)
	}
	set := Options{Budget: -1, Worlds: 7, MoreWorlds: -1, MinWorlds: 3, Margin: 2, Z: 0.5, Candidates: 1, Infer: true, Workers: 1}
	if got := set.withDefaults(); !reflect.DeepEqual(got, set) {
		t.Errorf("set Options changed: %+v, want %+v", got, set)
	}
}

// TestCloseCallSearchesOn: where a candidate leads medium's choice after
// Worlds deals but short of the margin rule, hard searches on, doubling
// its deals up to MoreWorlds until the rule decides or nothing leads;
// elsewhere it stops at Worlds. The deals it adds follow the first ones,
// which stay those of a search that never adds any.
func TestCloseCallSearchesOn(t *testing.T) {
	o := unhurried(16)
	o.MoreWorlds, o.Workers = 64, 2
	fixed := o
	fixed.MoreWorlds = -1
	p, q := newHard(7, o), newHard(7, fixed)
	more := 0
	for seed := uint64(1); seed <= 3; seed++ {
		g, _ := canasta.NewMatch(canasta.Default(), seed)
		for i := 0; i < 400 && g.Phase() < canasta.PhaseHandOver; i++ {
			s := g.Actors()[0]
			if s != 0 {
				apply(t, g, newMedium(0).Choose(g.View(s)))
				continue
			}
			a := p.Choose(g.View(s))
			q.Choose(g.View(s))
			adv, ok := p.Explain()
			if !ok {
				apply(t, g, a)
				continue
			}
			base, _ := q.Explain()
			n := adv.Worlds
			for k := 16; k < n; k *= 2 {
				if !p.closeCall(dealsOf(adv, k), k) {
					t.Errorf("seed %d step %d: searched on after %d deals, not a close call", seed, i, k)
				}
			}
			if n < 64 && p.closeCall(dealsOf(adv, n), n) {
				t.Errorf("seed %d step %d: stopped at %d deals on a close call", seed, i, n)
			}
			if !reflect.DeepEqual(dealsOf(adv, 16), dealsOf(base, 16)) {
				t.Errorf("seed %d step %d: the first 16 deals differ from a search without more", seed, i)
			}
			if n > 16 {
				more++
			}
			apply(t, g, a)
		}
	}
	if more == 0 {
		t.Error("no decision searched more than its 16 deals")
	}
	t.Logf("%d decisions searched on", more)
}

// dealsOf is each candidate's value in the first n deals of adv.
func dealsOf(adv Advice, n int) [][]float64 {
	out := make([][]float64, len(adv.Candidates))
	for c, cand := range adv.Candidates {
		out[c] = cand.Deals[:n]
	}
	return out
}

// apply plays a on g or fails the test.
func apply(t *testing.T, g *canasta.Game, a canasta.Action) {
	t.Helper()
	if _, err := g.Apply(a); err != nil {
		t.Fatalf("%v: %v", a, err)
	}
}
