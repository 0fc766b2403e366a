package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"tavolo/engine/cards"
	"tavolo/engine/scala40"
	"tavolo/engine/scala40/ai"
)

// arenaConfig is what one arena run plays.
type arenaConfig struct {
	levels    []string // by player
	names     []string // by player: the level, with #2, #3 … for repeats
	presets   []scala40.Preset
	threshold int
	matches   int
	hands     int // hand-count mode when > 0
	seed      uint64
	workers   int
	opts      ai.Options
	// Set by another game's arena (arena_canasta.go): its name, its
	// presets' names and how it plays game i. Empty: Scala 40.
	game        string
	presetNames []string
	play        func(i int) gameStats
}

// gameStats is what one match (or one hand in hand-count mode) gave.
type gameStats struct {
	winner    int // player index, -1 if none
	hands     int
	illegal   int
	panicked  bool
	stuck     bool
	problems  []string
	decisions [][]time.Duration // by player
}

// runArena plays computer players against each other:
//
//	tavolo-cli arena --game scala40 --players hard,medium --matches 200 --seed 1 [--json]
func runArena(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "scala40", "game to play (scala40)")
	players := fs.String("players", "", "comma-separated levels, one per seat: "+strings.Join(ai.Levels(), ", "))
	matches := fs.Int("matches", 100, "matches to play (to elimination)")
	hands := fs.Int("hands", 0, "play this many single hands instead of matches (legality sweeps)")
	seed := fs.Uint64("seed", 1, "seed of the whole run")
	threshold := fs.Int("threshold", 0, "elimination score (default: the preset's, 101 for classic)")
	preset := fs.String("preset", "classic", "rules preset, or \"all\" to cycle through every preset")
	asJSON := fs.Bool("json", false, "print a JSON summary as the last line")
	workers := fs.Int("workers", 0, "matches played at once (default: the CPUs, 1 with a hard player)")
	seats := fs.Int("seats", 0, "canasta: players at the table, 2, 3, 4 or 6 (default: 4 for two levels, one seat per level otherwise)")
	budget := fs.Duration("budget", 0, fmt.Sprintf("thinking budget of hard per decision (default %v)", ai.DefaultBudget))
	playouts := fs.Int("playouts", 0, fmt.Sprintf("most simulated hands per candidate move of hard (default %d)", ai.DefaultPlayouts))
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *game == "canasta" {
		return runCanastaArena(canastaArenaArgs{levels: *players, seats: *seats, matches: *matches, hands: *hands, seed: *seed,
			target: *threshold, preset: *preset, asJSON: *asJSON, workers: *workers}, stdout, stderr)
	}
	if *game != "scala40" {
		fmt.Fprintf(stderr, "tavolo-cli arena: unknown game %q (scala40 or canasta)\n", *game)
		return 2
	}
	cfg := arenaConfig{matches: *matches, hands: *hands, seed: *seed, threshold: *threshold,
		opts: ai.Options{Budget: *budget, Playouts: *playouts}}
	for _, l := range strings.Split(*players, ",") {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		if _, err := ai.New(l, 0, cfg.opts); err != nil {
			fmt.Fprintln(stderr, "tavolo-cli arena:", err)
			return 2
		}
		cfg.levels = append(cfg.levels, l)
	}
	if len(cfg.levels) < 2 || len(cfg.levels) > 6 {
		fmt.Fprintln(stderr, "tavolo-cli arena: --players needs 2 to 6 levels")
		return 2
	}
	cfg.names = playerNames(cfg.levels)
	if *preset == "all" {
		cfg.presets = scala40.Presets()
	} else {
		p, ok := scala40.LookupPreset(*preset)
		if !ok {
			fmt.Fprintf(stderr, "tavolo-cli arena: unknown preset %q\n", *preset)
			return 2
		}
		cfg.presets = []scala40.Preset{p}
	}
	cfg.workers = *workers
	if cfg.workers <= 0 {
		cfg.workers = runtime.NumCPU()
		if slices.Contains(cfg.levels, "hard") {
			cfg.workers = 1
		}
	}
	if cfg.matches <= 0 && cfg.hands <= 0 {
		fmt.Fprintln(stderr, "tavolo-cli arena: --matches must be positive")
		return 2
	}
	start := time.Now()
	results := playArena(&cfg)
	return reportArena(&cfg, results, time.Since(start), *asJSON, stdout, stderr)
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
func playArena(cfg *arenaConfig) []gameStats {
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
				if cfg.play != nil {
					results[i] = cfg.play(i)
				} else {
					results[i] = playGame(cfg, i)
				}
			}
		}()
	}
	wg.Wait()
	return results
}

// handStepCap bounds the actions of one hand: a player that loops is
// reported as stuck.
const handStepCap = 5000

// playGame plays match (or hand) i: seats rotated by i, every move
// checked by the engine. A refused move is counted and ends the game.
func playGame(cfg *arenaConfig, i int) (st gameStats) {
	np := len(cfg.levels)
	st.winner = -1
	st.decisions = make([][]time.Duration, np)
	defer func() {
		if r := recover(); r != nil {
			st.panicked = true
			st.problems = append(st.problems, fmt.Sprintf("game %d: panic: %v", i, r))
		}
	}()
	var sr cards.Rand
	sr.Seed(cfg.seed ^ uint64(i)*0x9e3779b97f4a7c15)
	preset := cfg.presets[i%len(cfg.presets)]
	rules := preset.Rules
	rules.Players = np
	rules.PairsMode = false
	if cfg.threshold > 0 {
		rules.EliminationScore = cfg.threshold
	}
	g, err := scala40.NewMatch(rules, sr.Derive())
	if err != nil {
		st.problems = append(st.problems, fmt.Sprintf("game %d: %v", i, err))
		st.illegal++
		return st
	}
	// Seat s is played by player (s+i) mod np.
	seatPlayer := make([]int, np)
	bots := make([]ai.Player, np)
	for s := 0; s < np; s++ {
		p := (s + i) % np
		seatPlayer[s] = p
		bots[s], _ = ai.New(cfg.levels[p], sr.Derive(), cfg.opts)
	}
	handNo, step := 0, 0
	for ; ; step++ {
		if g.HandNo != handNo {
			handNo, step = g.HandNo, 0
		}
		if step >= handStepCap {
			st.stuck = true
			st.problems = append(st.problems, fmt.Sprintf("game %d hand %d: no end after %d actions (last: %v; hands %v; table %v)", i, g.HandNo, step, lastActions(g.Log, 6), g.Hands, tableText(g)))
			return st
		}
		if g.Phase == scala40.PhaseMatchOver || (cfg.hands > 0 && g.Phase == scala40.PhaseHandOver) {
			break
		}
		s := g.ToMove
		if g.Phase == scala40.PhaseHandOver {
			s = g.Dealer
		}
		v := g.View(s)
		t0 := time.Now()
		a := bots[s].Next(v)
		if g.Phase == scala40.PhaseDraw || g.Phase == scala40.PhasePlay {
			st.decisions[seatPlayer[s]] = append(st.decisions[seatPlayer[s]], time.Since(t0))
		}
		if err := g.Apply(a); err != nil {
			st.illegal++
			st.problems = append(st.problems, fmt.Sprintf("game %d hand %d: %s (seat %d) played an illegal move %s: %v",
				i, g.HandNo, cfg.names[seatPlayer[s]], s, a.Kind, err))
			return st
		}
	}
	st.hands = g.HandNo
	if cfg.hands > 0 {
		if g.Result != nil && g.Result.Closer >= 0 {
			st.winner = seatPlayer[g.Result.Closer]
		}
		return st
	}
	if g.Winner >= 0 {
		st.winner = seatPlayer[g.Winner]
	}
	return st
}

// lastActions formats the last n actions of a log.
func lastActions(log []scala40.Action, n int) string {
	if len(log) > n {
		log = log[len(log)-n:]
	}
	var parts []string
	for _, a := range log {
		parts = append(parts, fmt.Sprintf("%d:%s %s m%d", a.Seat, a.Kind, a.Card, a.Meld))
	}
	return strings.Join(parts, "; ")
}

func tableText(g *scala40.Game) string {
	var parts []string
	for i := range g.Melds {
		parts = append(parts, "["+g.Melds[i].String()+"]")
	}
	return strings.Join(parts, " ")
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

func reportArena(cfg *arenaConfig, results []gameStats, took time.Duration, asJSON bool, stdout, stderr io.Writer) int {
	np := len(cfg.levels)
	wins := make([]int, np)
	lat := make([][]time.Duration, np)
	illegal, panics, stuck, hands, decided := 0, 0, 0, 0, 0
	for _, r := range results {
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
	mode := "matches"
	if cfg.hands > 0 {
		mode = "hands"
	}
	pnames := cfg.presetNames
	for _, p := range cfg.presets {
		pnames = append(pnames, p.Name)
	}
	game := cfg.game
	if game == "" {
		game = "scala40"
	}
	out := jsonArena{Game: game, Matches: len(results), Hands: hands, Mode: mode, Preset: strings.Join(pnames, ","),
		Seed: cfg.seed, Illegal: illegal, Panics: panics, Stuck: stuck}
	if cfg.matches > 0 && cfg.hands == 0 {
		out.Matches = len(results)
	}
	if slices.Contains(cfg.levels, "hard") {
		b := cfg.opts.Budget
		if b <= 0 {
			b = ai.DefaultBudget
		}
		out.BudgetMS = ms(b)
	}
	unit := "matches"
	if cfg.hands > 0 {
		unit = "hands (a win is a closing)"
		if game == "canasta" {
			unit = "hands (a win is the higher hand score)"
		}
	}
	fmt.Fprintf(stdout, "%s arena: %d %s, %d hands played, players %s, preset %s, seed %d, %d workers, %.1fs\n",
		game, len(results), unit, hands, strings.Join(cfg.names, ","), out.Preset, cfg.seed, cfg.workers, took.Seconds())
	if out.BudgetMS > 0 {
		fmt.Fprintf(stdout, "hard: budget %.0f ms per decision, %d playouts per candidate at most\n", out.BudgetMS, playoutsOf(cfg.opts))
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
	if undecided := len(results) - decided; undecided > 0 {
		fmt.Fprintf(stdout, "without a winner: %d\n", undecided)
	}
	fmt.Fprintf(stdout, "illegal moves: %d, panics: %d, stuck: %d\n", illegal, panics, stuck)
	if asJSON {
		b, _ := json.Marshal(out)
		fmt.Fprintln(stdout, string(b))
	}
	if illegal > 0 || panics > 0 || stuck > 0 {
		return 1
	}
	return 0
}

func playoutsOf(o ai.Options) int {
	if o.Playouts > 0 {
		return o.Playouts
	}
	return ai.DefaultPlayouts
}
