package main

import (
	"fmt"
	"io"
	"runtime"
	"strings"
	"time"

	"tavolo/engine/canasta"
	canastaai "tavolo/engine/canasta/ai"
	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// canastaArenaArgs are the arena flags Canasta reads.
type canastaArenaArgs struct {
	levels           string // one level per side
	seats            int
	matches, hands   int
	seed             uint64
	target           int
	preset           string
	asJSON           bool
	workers          int
	rules            []canasta.Preset
	sides, seatCount int
}

// runCanastaArena plays Canasta computer players against each other, one
// level per side; in game i side s is played by level (s+i) mod sides, so
// every level sits on every side:
//
//	tavolo-cli arena --game canasta --players easy,random [--seats 4] --matches 50 [--hands N] [--json]
func runCanastaArena(a canastaArenaArgs, stdout, stderr io.Writer) int {
	fail := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "tavolo-cli arena: "+format+"\n", args...)
		return 2
	}
	cfg := arenaConfig{game: "canasta", matches: a.matches, hands: a.hands, seed: a.seed, workers: a.workers}
	for _, l := range strings.Split(a.levels, ",") {
		if l = strings.TrimSpace(l); l == "" {
			continue
		}
		if _, err := canastaai.New(l, 0); err != nil {
			return fail("%v", err)
		}
		cfg.levels = append(cfg.levels, l)
	}
	a.sides = len(cfg.levels)
	a.seatCount = a.seats
	if a.seatCount == 0 {
		a.seatCount = a.sides
		if a.sides == 2 {
			a.seatCount = 4
		}
	}
	players := canasta.PlayersOption(a.seatCount)
	wantSides := a.seatCount
	if a.seatCount == 4 || a.seatCount == 6 {
		wantSides = 2
	}
	if players == "" || a.sides != wantSides {
		return fail("--players needs one level per side: two for 4 or 6 seats, one per seat for 2 or 3 (got %d levels, %d seats)", a.sides, a.seatCount)
	}
	if a.preset == "all" {
		a.rules = canasta.Presets()
	} else {
		p, ok := canasta.LookupPreset(a.preset)
		if !ok {
			return fail("unknown preset %q", a.preset)
		}
		a.rules = []canasta.Preset{p}
	}
	for i := range a.rules {
		r := &a.rules[i].Rules
		r.Players = players
		if !r.Partnerships() && r.AskPartner == canasta.AskMandatory {
			r.AskPartner = canasta.AskOptional
		}
		if a.target > 0 {
			r.TargetScore = a.target
		}
		cfg.presetNames = append(cfg.presetNames, a.rules[i].Name)
	}
	cfg.names = playerNames(cfg.levels)
	if cfg.workers <= 0 {
		cfg.workers = runtime.NumCPU()
	}
	if cfg.matches <= 0 && cfg.hands <= 0 {
		return fail("--matches must be positive")
	}
	cfg.play = func(i int) gameStats { return playCanasta(&cfg, &a, i) }
	start := time.Now()
	results := playArena(&cfg)
	return reportArena(&cfg, results, time.Since(start), a.asJSON, stdout, stderr)
}

// playCanasta plays match (or single hand) i; a refused move is counted
// and ends it.
func playCanasta(cfg *arenaConfig, a *canastaArenaArgs, i int) (st gameStats) {
	st.winner = -1
	st.decisions = make([][]time.Duration, a.sides)
	defer func() {
		if r := recover(); r != nil {
			st.panicked = true
			st.problems = append(st.problems, fmt.Sprintf("game %d: panic: %v", i, r))
		}
	}()
	var sr cards.Rand
	sr.Seed(cfg.seed ^ uint64(i)*0x9e3779b97f4a7c15)
	g, err := canasta.NewMatch(a.rules[i%len(a.rules)].Rules, sr.Derive())
	if err != nil {
		st.problems = append(st.problems, fmt.Sprintf("game %d: %v", i, err))
		st.illegal++
		return st
	}
	score := g.Score()
	level := func(side int) int { return (side + i) % a.sides } // the player (level index) of a side
	bots := make([]canastaai.Player, g.Players())
	for s := range bots {
		bots[s], _ = canastaai.New(cfg.levels[level(score.SideOf(s))], sr.Derive())
	}
	handNo, step := 0, 0
	for ; ; step++ {
		if g.HandNo() != handNo {
			handNo, step = g.HandNo(), 0
		}
		out := g.Outcome()
		if out.Stage == match.MatchOver || (cfg.hands > 0 && out.Stage == match.HandOver) {
			break
		}
		if step >= handStepCap {
			st.stuck = true
			st.problems = append(st.problems, fmt.Sprintf("game %d hand %d: no end after %d actions", i, g.HandNo(), step))
			return st
		}
		s := g.Actors()[0]
		v := g.View(s)
		t0 := time.Now()
		act := bots[s].Choose(v)
		if out.Stage == match.Playing {
			p := level(score.SideOf(s))
			st.decisions[p] = append(st.decisions[p], time.Since(t0))
		}
		if _, err := g.Apply(act); err != nil {
			st.illegal++
			st.problems = append(st.problems, fmt.Sprintf("game %d hand %d: %s (seat %d) played an illegal move %v: %v",
				i, g.HandNo(), bots[s].Name(), s, act, err))
			return st
		}
	}
	st.hands = g.HandNo() + 1
	if cfg.hands > 0 {
		if w := bestSide(g.Result().Points); w >= 0 {
			st.winner = level(w)
		}
		return st
	}
	if w := g.Winner(); w >= 0 {
		st.winner = level(w)
	}
	return st
}

// bestSide returns the side with the highest points, -1 on a tie.
func bestSide(points []int) int {
	best := 0
	for s, p := range points {
		if p > points[best] {
			best = s
		}
	}
	for s, p := range points {
		if s != best && p == points[best] {
			return -1
		}
	}
	return best
}
