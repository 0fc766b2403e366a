package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"maps"
	"math"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"tavolo/engine/cards"
	kjai "tavolo/engine/klaberjass/ai"
	"tavolo/engine/match"
	"tavolo/engine/options"
	"tavolo/engine/scala40/ai"
)

// arenaFlags are the command line of one arena run; each game reads
// the ones that apply to it.
type arenaFlags struct {
	levels    []string // by player
	preset    string
	threshold int
	budget    time.Duration
	playouts  int
	worlds    int
	seats     int
}

// arenaGame is one game's side of the arena: its levels, how to deal
// game i and seat a computer player. newArenaGame builds it from the
// flags; the arena itself knows no game.
type arenaGame[V, A any] struct {
	name    string
	levels  []string // the levels it offers
	players [2]int   // how many levels may play (min, max)
	presets []string // the presets it cycles through, for the report
	notes   []string // lines printed under the report's first line
	budget  time.Duration
	// points: report each player's points and margin per hand.
	points bool
	// deal starts game i (a match, or one hand with --hands) from seed.
	deal func(i int, seed uint64) (arenaMatch[V, A], error)
	// agent seats a computer player of a level.
	agent func(level string, seed uint64) (match.Agent[V, A], error)
}

// arenaMatch is one game being played, with what the report needs to
// know of it beyond the contract.
type arenaMatch[V, A any] struct {
	game match.Game[V, A]
	// mover is the seat to ask for an action (nil: the first actor).
	mover func() int
	// agent, when set, seats the players of this game instead of the
	// game's agent (a player that sees every hand, for measurement).
	agent func(level string, seed uint64) (match.Agent[V, A], error)
	// handWinner is the seat that won the hand just over, or -1 (nil:
	// the player who scored most in the hand).
	handWinner func() int
	// describe says where a game that did not end stands.
	describe func() string
}

// arenaConfig is what one arena run plays.
type arenaConfig[V, A any] struct {
	arenaRun
	game   arenaGame[V, A]
	levels []string // by player
	names  []string // by player: the level, with #2, #3 … for repeats
}

// gameStats is what one match (or one hand in hand-count mode) gave.
type gameStats struct {
	winner    int // player index, -1 if none
	hands     int
	points    []int // by player: points its sides scored
	illegal   int
	panicked  bool
	stuck     bool
	problems  []string
	decisions [][]time.Duration // by player
	// actions lists every action applied, as "pN:action" with N the
	// player (only with --actions).
	actions []string
}

// arenaGames lists the games the arena plays, by name.
var arenaGames = map[string]func(f arenaFlags) (func(cfg arenaRun) int, error){
	"scala40":    arenaRunner(scala40Arena),
	"klaberjass": arenaRunner(klaberjassArena),
	"canasta":    arenaRunner(canastaArena),
}

// arenaRun is the part of the command line every game shares.
type arenaRun struct {
	matches int
	hands   int // single hands instead of matches when > 0
	seed    uint64
	workers int
	asJSON  bool
	// pointsFile, when set, receives each game's points by player, one
	// line a game, for paired comparisons of two runs on the same deals.
	pointsFile string
	// actionsFile, when set, receives each game's actions, one line a
	// game, so that two runs on the same deals show where they part.
	actionsFile string
	stdout      io.Writer
	stderr      io.Writer
}

// arenaRunner turns a game's arena constructor into a runner the command
// line can call without knowing the game's types.
func arenaRunner[V, A any](build func(f arenaFlags) (arenaGame[V, A], error)) func(arenaFlags) (func(arenaRun) int, error) {
	return func(f arenaFlags) (func(arenaRun) int, error) {
		g, err := build(f)
		if err != nil {
			return nil, err
		}
		if n := len(f.levels); n < g.players[0] || n > g.players[1] {
			return nil, fmt.Errorf("--players needs %d to %d levels", g.players[0], g.players[1])
		}
		for _, l := range f.levels {
			if !slices.Contains(g.levels, l) {
				return nil, fmt.Errorf("unknown level %q (%s)", l, strings.Join(g.levels, ", "))
			}
		}
		return func(r arenaRun) int {
			cfg := arenaConfig[V, A]{arenaRun: r, game: g, levels: f.levels, names: playerNames(f.levels)}
			start := time.Now()
			results := playArena(&cfg)
			return reportArena(&cfg, results, time.Since(start))
		}, nil
	}
}

// runArena plays computer players against each other:
//
//	tavolo-cli arena --game scala40 --players hard,medium --matches 200 --seed 1 [--json]
func runArena(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "scala40", "game to play: "+strings.Join(slices.Sorted(maps.Keys(arenaGames)), ", "))
	players := fs.String("players", "", "comma-separated levels, one per player (see the game's levels)")
	matches := fs.Int("matches", 100, "matches to play")
	hands := fs.Int("hands", 0, "play this many single hands instead of matches")
	seed := fs.Uint64("seed", 1, "seed of the whole run")
	threshold := fs.Int("threshold", 0, "elimination score or target (default: the preset's)")
	preset := fs.String("preset", "classic", "rules preset, or \"all\" to cycle through every preset")
	asJSON := fs.Bool("json", false, "print a JSON summary as the last line")
	pointsFile := fs.String("points", "", "write each game's points by player to this file, one line a game (game number, then the players' points)")
	actionsFile := fs.String("actions", "", "write each game's actions to this file, one line a game (game number, then pN:action for each, N the player), tab-separated")
	workers := fs.Int("workers", 0, "matches played at once (default: the CPUs, 1 with a hard player)")
	budget := fs.Duration("budget", 0, fmt.Sprintf("thinking budget of hard per decision (default %v for scala40)", ai.DefaultBudget))
	playouts := fs.Int("playouts", 0, fmt.Sprintf("most simulated hands per candidate move of hard (default %d for scala40)", ai.DefaultPlayouts))
	seats := fs.Int("seats", 0, "canasta: players at the table, 2, 3, 4 or 6 (default: 4 for two levels, one seat per level otherwise)")
	worlds := fs.Int("worlds", 0, fmt.Sprintf("klaberjass: worlds hard solves per card (default %d)", kjai.DefaultWorlds))
	if err := fs.Parse(args); err != nil {
		return 2
	}
	f := arenaFlags{preset: *preset, threshold: *threshold, budget: *budget, playouts: *playouts, worlds: *worlds, seats: *seats}
	for _, l := range strings.Split(*players, ",") {
		if l = strings.TrimSpace(l); l != "" {
			f.levels = append(f.levels, l)
		}
	}
	newRunner, ok := arenaGames[*game]
	if !ok {
		fmt.Fprintf(stderr, "tavolo-cli arena: unknown game %q\n", *game)
		return 2
	}
	runner, err := newRunner(f)
	if err != nil {
		fmt.Fprintln(stderr, "tavolo-cli arena:", err)
		return 2
	}
	if *matches <= 0 && *hands <= 0 {
		fmt.Fprintln(stderr, "tavolo-cli arena: --matches must be positive")
		return 2
	}
	w := *workers
	if w <= 0 {
		w = runtime.NumCPU()
		if slices.ContainsFunc(f.levels, func(l string) bool { return l == "hard" || strings.HasPrefix(l, "cheat") }) {
			w = 1
		}
	}
	return runner(arenaRun{matches: *matches, hands: *hands, seed: *seed, workers: w, asJSON: *asJSON, pointsFile: *pointsFile, actionsFile: *actionsFile, stdout: stdout, stderr: stderr})
}

// playerNames names the players by level, "easy", "easy#2" for repeats.
func playerNames(levels []string) []string {
	seen := map[string]int{}
	out := make([]string, len(levels))
	for i, l := range levels {
		seen[l]++
		out[i] = l
		if seen[l] > 1 {
			out[i] = fmt.Sprintf("%s#%d", l, seen[l])
		}
	}
	return out
}

// playArena plays every game on cfg.workers goroutines. Game i depends
// only on the seed and i, so the results are the same however the games
// are scheduled.
func playArena[V, A any](cfg *arenaConfig[V, A]) []gameStats {
	n := cfg.matches
	if cfg.hands > 0 {
		n = cfg.hands
	}
	results := make([]gameStats, n)
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
				results[i] = playGame(cfg, i)
			}
		}()
	}
	wg.Wait()
	return results
}

// handStepCap bounds the actions of one hand: a player that loops is
// reported as stuck.
const handStepCap = 5000

// playGame plays match (or hand) i: seat s is played by player
// (s+i) mod players, so the seats rotate from game to game (with more
// seats than players, partners sit opposite); every move is checked by
// the engine, and a refused move is counted and ends the game.
func playGame[V, A any](cfg *arenaConfig[V, A], i int) (st gameStats) {
	np := len(cfg.levels)
	st.winner = -1
	st.decisions = make([][]time.Duration, np)
	st.points = make([]int, np)
	defer func() {
		if r := recover(); r != nil {
			st.panicked = true
			st.problems = append(st.problems, fmt.Sprintf("game %d: panic: %v", i, r))
		}
	}()
	var sr cards.Rand
	sr.Seed(cfg.seed ^ uint64(i)*0x9e3779b97f4a7c15)
	m, err := cfg.game.deal(i, sr.Derive())
	if err != nil {
		st.problems = append(st.problems, fmt.Sprintf("game %d: %v", i, err))
		st.illegal++
		return st
	}
	g := m.game
	seatPlayer := make([]int, g.Players())
	bots := make([]match.Agent[V, A], g.Players())
	agent := cfg.game.agent
	if m.agent != nil {
		agent = m.agent
	}
	for s := range bots {
		p := (s + i) % np
		seatPlayer[s] = p
		bots[s], _ = agent(cfg.levels[p], sr.Derive())
	}
	scored := 0 // the hands of the score already credited
	handPoints := make([]int, np)
	for step := 0; ; step++ {
		if step >= handStepCap {
			st.stuck = true
			st.problems = append(st.problems, fmt.Sprintf("game %d hand %d: no end after %d actions (%s)", i, st.hands+1, step, m.describe()))
			return st
		}
		stage := g.Outcome().Stage
		if stage == match.MatchOver || (cfg.hands > 0 && stage == match.HandOver) {
			break
		}
		s := g.Actors()[0]
		if m.mover != nil {
			s = m.mover()
		}
		t0 := time.Now()
		a := bots[s].Choose(g.View(s))
		if stage == match.Playing {
			st.decisions[seatPlayer[s]] = append(st.decisions[seatPlayer[s]], time.Since(t0))
		}
		if _, err := g.Apply(a); err != nil {
			st.illegal++
			st.problems = append(st.problems, fmt.Sprintf("game %d hand %d: %s (seat %d) played an illegal move %+v: %v",
				i, st.hands+1, cfg.names[seatPlayer[s]], s, a, err))
			return st
		}
		if cfg.actionsFile != "" {
			st.actions = append(st.actions, fmt.Sprintf("p%d:%v", seatPlayer[s], a))
		}
		if stage == match.HandOver {
			step = -1
		}
		if stage == match.Playing && g.Outcome().Stage != match.Playing {
			st.hands++
			if cfg.game.points {
				scored = creditHand(g.Score(), scored, seatPlayer, st.points, handPoints)
			}
		}
	}
	if cfg.hands > 0 {
		if m.handWinner != nil {
			if w := m.handWinner(); w >= 0 {
				st.winner = seatPlayer[w]
			}
		} else {
			st.winner = soleBest(handPoints)
		}
		return st
	}
	if out := g.Outcome(); out.Winner >= 0 {
		score := g.Score()
		st.winner = seatPlayer[score.Sides[out.Winner][0]]
	}
	return st
}

// writePoints writes each game's points by player, one line a game:
// the game's number, then each player's points.
func writePoints(path string, results []gameStats) error {
	var b strings.Builder
	for i, r := range results {
		fmt.Fprint(&b, i)
		for _, x := range r.points {
			fmt.Fprintf(&b, " %d", x)
		}
		b.WriteByte('\n')
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// writeActions writes each game's actions, one line a game: the game's
// number, then its actions, tab-separated.
func writeActions(path string, results []gameStats) error {
	var b strings.Builder
	for i, r := range results {
		fmt.Fprint(&b, i)
		for _, a := range r.actions {
			b.WriteString("\t" + a)
		}
		b.WriteByte('\n')
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// soleBest returns the index of the highest of xs, or -1 when two share it.
func soleBest(xs []int) int {
	best := slices.Max(xs)
	if i := slices.Index(xs, best); !slices.Contains(xs[i+1:], best) {
		return i
	}
	return -1
}

// creditHand adds the hands of sc from the scored-th on to the players
// by seat: a player gains its side's points once, however many of the
// side's seats it plays. last receives the points of the newest hand. It
// returns the hands credited so far.
func creditHand(sc match.Score, scored int, seatPlayer []int, total, last []int) int {
	for _, h := range sc.Hands[scored:] {
		clear(last)
		for side, seats := range sc.Sides {
			credited := map[int]bool{}
			for _, seat := range seats {
				if p := seatPlayer[seat]; !credited[p] {
					credited[p] = true
					last[p] += h.Points[side]
					total[p] += h.Points[side]
				}
			}
		}
	}
	return len(sc.Hands)
}

// wilson returns the 95% Wilson score interval of w wins in n games.
func wilson(w, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959964
	p := float64(w) / float64(n)
	nn := float64(n)
	d := 1 + z*z/nn
	c := (p + z*z/(2*nn)) / d
	h := z * math.Sqrt(p*(1-p)/nn+z*z/(4*nn*nn)) / d
	return c - h, c + h
}

// percentile returns the q-quantile (0..1) of sorted durations in ms.
func percentile(sorted []time.Duration, q float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	i := int(math.Ceil(q*float64(len(sorted)))) - 1
	if i < 0 {
		i = 0
	}
	return ms(sorted[i])
}

func ms(d time.Duration) float64 { return math.Round(float64(d)/1e3) / 1e3 }

func round3(x float64) float64 { return math.Round(x*1000) / 1000 }

type jsonLatency struct {
	P50 float64 `json:"p50"`
	P95 float64 `json:"p95"`
	Max float64 `json:"max"`
}

type jsonPlayer struct {
	Name       string      `json:"name"`
	Wins       int         `json:"wins"`
	WinRate    float64     `json:"win_rate"`
	CI95       [2]float64  `json:"ci95"`
	Decisions  int         `json:"decisions"`
	DecisionMS jsonLatency `json:"decision_ms"`
	// For games that report points: the points the player's sides
	// scored per hand, and its margin over the others' average per hand.
	PointsPerHand *float64 `json:"points_per_hand,omitempty"`
	MarginPerHand *float64 `json:"margin_per_hand,omitempty"`
}

type jsonArena struct {
	Game     string       `json:"game"`
	Matches  int          `json:"matches"`
	Hands    int          `json:"hands"`
	Mode     string       `json:"mode"`
	Preset   string       `json:"preset"`
	Seed     uint64       `json:"seed"`
	BudgetMS float64      `json:"hard_budget_ms,omitempty"`
	Illegal  int          `json:"illegal_moves"`
	Panics   int          `json:"panics"`
	Stuck    int          `json:"stuck"`
	Players  []jsonPlayer `json:"players"`
}

func reportArena[V, A any](cfg *arenaConfig[V, A], results []gameStats, took time.Duration) int {
	stdout, stderr := cfg.stdout, cfg.stderr
	np := len(cfg.levels)
	wins := make([]int, np)
	lat := make([][]time.Duration, np)
	points := make([]int, np)
	illegal, panics, stuck, hands, decided := 0, 0, 0, 0, 0
	for _, r := range results {
		for p, x := range r.points {
			points[p] += x
		}
		for _, p := range r.problems {
			fmt.Fprintln(stderr, p)
		}
		illegal += r.illegal
		hands += r.hands
		if r.panicked {
			panics++
		}
		if r.stuck {
			stuck++
		}
		if r.winner >= 0 {
			wins[r.winner]++
			decided++
		}
		for p := range r.decisions {
			lat[p] = append(lat[p], r.decisions[p]...)
		}
	}
	if cfg.actionsFile != "" {
		if err := writeActions(cfg.actionsFile, results); err != nil {
			fmt.Fprintln(stderr, "tavolo-cli arena:", err)
			return 1
		}
	}
	if cfg.pointsFile != "" {
		if err := writePoints(cfg.pointsFile, results); err != nil {
			fmt.Fprintln(stderr, "tavolo-cli arena:", err)
			return 1
		}
	}
	mode := "matches"
	if cfg.hands > 0 {
		mode = "hands"
	}
	out := jsonArena{Game: cfg.game.name, Matches: len(results), Hands: hands, Mode: mode, Preset: strings.Join(cfg.game.presets, ","),
		Seed: cfg.seed, Illegal: illegal, Panics: panics, Stuck: stuck}
	if slices.Contains(cfg.levels, "hard") {
		out.BudgetMS = ms(cfg.game.budget)
	}
	unit := "matches"
	if cfg.hands > 0 {
		unit = "hands (a win is the hand's winner)"
	}
	fmt.Fprintf(stdout, "%s arena: %d %s, %d hands played, players %s, preset %s, seed %d, %d workers, %.1fs\n",
		cfg.game.name, len(results), unit, hands, strings.Join(cfg.names, ","), out.Preset, cfg.seed, cfg.workers, took.Seconds())
	if out.BudgetMS > 0 {
		for _, n := range cfg.game.notes {
			fmt.Fprintln(stdout, n)
		}
	}
	fmt.Fprintf(stdout, "%-10s %6s %7s %17s %10s %8s %8s %8s\n", "player", "wins", "rate", "95% CI", "decisions", "p50 ms", "p95 ms", "max ms")
	for p := 0; p < np; p++ {
		slices.Sort(lat[p])
		lo, hi := wilson(wins[p], len(results))
		jp := jsonPlayer{Name: cfg.names[p], Wins: wins[p], CI95: [2]float64{round3(lo), round3(hi)}, Decisions: len(lat[p])}
		if len(results) > 0 {
			jp.WinRate = round3(float64(wins[p]) / float64(len(results)))
		}
		jp.DecisionMS = jsonLatency{P50: percentile(lat[p], 0.5), P95: percentile(lat[p], 0.95)}
		if len(lat[p]) > 0 {
			jp.DecisionMS.Max = ms(lat[p][len(lat[p])-1])
		}
		out.Players = append(out.Players, jp)
		fmt.Fprintf(stdout, "%-10s %6d %7.3f   [%.3f, %.3f] %10d %8.3f %8.3f %8.3f\n", jp.Name, jp.Wins, jp.WinRate, jp.CI95[0], jp.CI95[1],
			jp.Decisions, jp.DecisionMS.P50, jp.DecisionMS.P95, jp.DecisionMS.Max)
	}
	if cfg.game.points && hands > 0 {
		for p := range out.Players {
			others := 0.0
			for q, x := range points {
				if q != p {
					others += float64(x) / float64(np-1)
				}
			}
			pp := round3(float64(points[p]) / float64(hands))
			mg := round3((float64(points[p]) - others) / float64(hands))
			out.Players[p].PointsPerHand, out.Players[p].MarginPerHand = &pp, &mg
			fmt.Fprintf(stdout, "%-10s %.3f points per hand, margin %+.3f per hand\n", cfg.names[p], pp, mg)
		}
	}
	if undecided := len(results) - decided; undecided > 0 {
		fmt.Fprintf(stdout, "without a winner: %d\n", undecided)
	}
	fmt.Fprintf(stdout, "illegal moves: %d, panics: %d, stuck: %d\n", illegal, panics, stuck)
	if cfg.asJSON {
		b, _ := json.Marshal(out)
		fmt.Fprintln(stdout, string(b))
	}
	if illegal > 0 || panics > 0 || stuck > 0 {
		return 1
	}
	return 0
}

// arenaPresets is the presets an arena plays: every one of the game's
// for "all", else the one named.
func arenaPresets[R any](all []options.Preset[R], name string) ([]options.Preset[R], error) {
	if name == "all" {
		return all, nil
	}
	p, ok := options.LookupPreset(all, name)
	if !ok {
		return nil, fmt.Errorf("unknown preset %q", name)
	}
	return []options.Preset[R]{p}, nil
}
