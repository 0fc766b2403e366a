package main

import (
	"flag"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
	kjai "tavolo/engine/klaberjass/ai"
)

// kjArena is what one Klaberjass arena run plays.
type kjArena struct {
	levels  []string // by player: random, easy, medium, hard or cheat
	names   []string
	presets []kj.Preset
	target  int
	matches int
	hands   int // single-hand mode when > 0
	seed    uint64
	workers int
	opts    kjai.Options
}

// kjStats is what one match (or one hand) gave, by player.
type kjStats struct {
	winner    int
	hands     int
	points    [2]int // points scored in all its hands
	illegal   int
	panicked  bool
	stuck     bool
	problems  []string
	decisions [2][]time.Duration
}

// runKlaberjassArena plays Klaberjass players against each other, from
// the flags runArena parsed:
//
//	tavolo-cli arena --game klaberjass --players hard,medium --matches 200 --seed 1 --json
//
// Matches are played to the target score (--threshold overrides the
// preset's); with --hands N, N single hands are played instead, each the
// first hand of its own seed, so two runs with the same seed play the
// same deals (for the cost of hidden information, hard against cheat).
// The players change seats on alternate games.
func runKlaberjassArena(fs *flag.FlagSet, stdout, stderr io.Writer) int {
	get := func(name string) string { return fs.Lookup(name).Value.String() }
	geti := func(name string) int { n, _ := strconv.Atoi(get(name)); return n }
	cfg := kjArena{matches: geti("matches"), hands: geti("hands"), target: geti("threshold"), workers: geti("workers")}
	cfg.seed, _ = strconv.ParseUint(get("seed"), 10, 64)
	budget, _ := time.ParseDuration(get("budget"))
	cfg.opts = kjai.Options{Budget: budget, Worlds: geti("worlds")}
	for _, l := range strings.Split(get("players"), ",") {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		if l != "cheat" {
			if _, err := kjai.New(l, 0, cfg.opts); err != nil {
				fmt.Fprintln(stderr, "tavolo-cli arena:", err)
				return 2
			}
		}
		cfg.levels = append(cfg.levels, l)
	}
	if len(cfg.levels) != 2 {
		fmt.Fprintln(stderr, "tavolo-cli arena: klaberjass needs --players with 2 levels")
		return 2
	}
	cfg.names = playerNames(cfg.levels)
	if p := get("preset"); p == "all" {
		cfg.presets = kj.Presets()
	} else {
		pr, ok := kj.LookupPreset(p)
		if !ok {
			fmt.Fprintf(stderr, "tavolo-cli arena: unknown klaberjass preset %q\n", p)
			return 2
		}
		cfg.presets = []kj.Preset{pr}
	}
	if cfg.matches <= 0 && cfg.hands <= 0 {
		fmt.Fprintln(stderr, "tavolo-cli arena: --matches must be positive")
		return 2
	}
	if cfg.workers <= 0 {
		cfg.workers = runtime.NumCPU()
		for _, l := range cfg.levels {
			if l == "hard" || l == "cheat" {
				cfg.workers = 1
			}
		}
	}
	start := time.Now()
	n := cfg.matches
	if cfg.hands > 0 {
		n = cfg.hands
	}
	results := make([]kjStats, n)
	var next int
	var mu sync.Mutex
	var wg sync.WaitGroup
	for w := 0; w < cfg.workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= n {
					return
				}
				results[i] = cfg.play(i)
			}
		}()
	}
	wg.Wait()
	return cfg.report(results, time.Since(start), get("json") == "true", stdout, stderr)
}

// play plays game i: seat s is played by player (s+i) mod 2.
func (cfg *kjArena) play(i int) (st kjStats) {
	st.winner = -1
	defer func() {
		if r := recover(); r != nil {
			st.panicked = true
			st.problems = append(st.problems, fmt.Sprintf("game %d: panic: %v", i, r))
		}
	}()
	var sr cards.Rand
	sr.Seed(cfg.seed ^ uint64(i)*0x9e3779b97f4a7c15)
	rules := cfg.presets[i%len(cfg.presets)].Rules
	if cfg.target > 0 {
		rules.TargetScore = cfg.target
	}
	g, err := kj.New(rules, sr.Derive())
	if err != nil {
		st.problems = append(st.problems, fmt.Sprintf("game %d: %v", i, err))
		st.illegal++
		return st
	}
	var seatPlayer [2]int
	var bots [2]kjai.Player
	for s := 0; s < 2; s++ {
		p := (s + i) % 2
		seatPlayer[s] = p
		seed := sr.Derive()
		if cfg.levels[p] == "cheat" {
			bots[s] = kjai.NewCheat(g, seed, cfg.opts)
		} else {
			bots[s], _ = kjai.New(cfg.levels[p], seed, cfg.opts)
		}
	}
	act := func(s int) (kj.Action, bool) {
		v := g.View(s)
		t0 := time.Now()
		a := bots[s].Choose(v)
		if a.Kind == kj.DealHand || a.Kind == 0 {
			return a, a.Kind != 0
		}
		st.decisions[seatPlayer[s]] = append(st.decisions[seatPlayer[s]], time.Since(t0))
		return a, true
	}
	for step := 0; ; step++ {
		if step >= 4000 {
			st.stuck = true
			st.problems = append(st.problems, fmt.Sprintf("game %d: no end after %d actions", i, step))
			return st
		}
		ph := g.Phase()
		if ph == kj.PhaseMatchOver || (cfg.hands > 0 && ph == kj.PhaseHandOver) {
			break
		}
		// A seat offered the dix exchange out of turn speaks first.
		seat := g.ToMove()
		var a kj.Action
		ok := false
		for _, s := range g.Actors() {
			if s != g.ToMove() {
				if a, ok = act(s); ok {
					seat = s
					break
				}
			}
		}
		if !ok {
			a, _ = act(seat)
		}
		ev, err := g.Apply(a)
		if err != nil {
			st.illegal++
			st.problems = append(st.problems, fmt.Sprintf("game %d hand %d: %s (seat %d) played an illegal %v: %v",
				i, st.hands+1, cfg.names[seatPlayer[seat]], seat, a.Kind, err))
			return st
		}
		for _, e := range ev {
			if e.Kind == kj.EvHandScored || e.Kind == kj.EvAnnulled {
				st.hands++
				if r := g.Result(); r != nil {
					for s := 0; s < 2; s++ {
						st.points[seatPlayer[s]] += r.Points[s]
					}
				}
			}
		}
	}
	if cfg.hands > 0 {
		switch {
		case st.points[0] > st.points[1]:
			st.winner = 0
		case st.points[1] > st.points[0]:
			st.winner = 1
		}
		return st
	}
	if w := g.Winner(); w >= 0 {
		st.winner = seatPlayer[w]
	}
	return st
}

func (cfg *kjArena) report(results []kjStats, took time.Duration, asJSON bool, stdout, stderr io.Writer) int {
	wins := make([]int, 2)
	lat := make([][]time.Duration, 2)
	var points [2]int
	out := jsonArena{Game: "klaberjass", Matches: len(results), Mode: "matches", Seed: cfg.seed}
	decided := 0
	for _, r := range results {
		for _, p := range r.problems {
			fmt.Fprintln(stderr, p)
		}
		out.Illegal += r.illegal
		out.Hands += r.hands
		if r.panicked {
			out.Panics++
		}
		if r.stuck {
			out.Stuck++
		}
		if r.winner >= 0 {
			wins[r.winner]++
			decided++
		}
		for p := 0; p < 2; p++ {
			lat[p] = append(lat[p], r.decisions[p]...)
			points[p] += r.points[p]
		}
	}
	unit := "matches"
	if cfg.hands > 0 {
		out.Mode, unit = "hands", "hands (a win is the higher score of the hand)"
	}
	var pnames []string
	for _, p := range cfg.presets {
		pnames = append(pnames, p.Name)
	}
	out.Preset = strings.Join(pnames, ",")
	for _, l := range cfg.levels {
		if l == "hard" || l == "cheat" {
			b := cfg.opts.Budget
			if b == 0 {
				b = kjai.DefaultBudget
			}
			out.BudgetMS = ms(b)
		}
	}
	fmt.Fprintf(stdout, "klaberjass arena: %d %s, %d hands played, players %s, preset %s, seed %d, %d workers, %.1fs\n",
		len(results), unit, out.Hands, strings.Join(cfg.names, ","), out.Preset, cfg.seed, cfg.workers, took.Seconds())
	if out.BudgetMS > 0 {
		w := cfg.opts.Worlds
		if w <= 0 {
			w = kjai.DefaultWorlds
		}
		fmt.Fprintf(stdout, "hard: budget %.0f ms per decision, %d worlds per card at most\n", out.BudgetMS, w)
	}
	out.Players = playerRows(stdout, cfg.names, wins, lat, len(results))
	if out.Hands > 0 {
		for p := 0; p < 2; p++ {
			pp := round3(float64(points[p]) / float64(out.Hands))
			mg := round3(float64(points[p]-points[1-p]) / float64(out.Hands))
			out.Players[p].PointsPerHand, out.Players[p].MarginPerHand = &pp, &mg
			fmt.Fprintf(stdout, "%-10s %.3f points per hand, margin %+.3f per hand\n", cfg.names[p], pp, mg)
		}
	}
	return arenaFooter(stdout, &out, len(results)-decided, asJSON)
}
