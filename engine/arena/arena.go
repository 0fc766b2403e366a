// Package arena plays the computer players of any game against each
// other and measures them: wins with 95% Wilson intervals, decision
// times, points per hand, every action and hand's points to files for
// paired comparisons (`tavolo-cli arena`), and the helpers of the
// benchmark set (`tavolo-cli bench`). A game takes part through its
// descriptor's Arena (Of turns its Game into a Build); the arena itself
// knows no game.
package arena

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"tavolo/engine/cards"
	"tavolo/engine/match"
	"tavolo/engine/options"
)

// Flags are the command line of one arena run; each game reads the ones
// that apply to it.
type Flags struct {
	Levels    []string      // by player
	Preset    string        // a preset's name, or "all"
	Threshold int           // the score that ends a match (0: the preset's)
	Budget    time.Duration // hard's per decision: 0 the game's default, NoLimit (--fixed) none
	Playouts  int
	Worlds    int
	Seats     int
}

// NoLimit is the Budget of --fixed: hard thinks without a time limit, at
// its deal, world or playout count alone, so that its moves, and the
// run's records, are the same on any machine and under any load.
const NoLimit time.Duration = -1

// HardNote is the report's line on hard's search: its budget per
// decision (budget, the game's default filled in) or no time limit (a
// negative budget), and its count, e.g. "128 deals per decision".
func HardNote(budget time.Duration, count string) string {
	if budget < 0 {
		return fmt.Sprintf("hard: no time limit (--fixed), %s", count)
	}
	return fmt.Sprintf("hard: budget %.0f ms per decision, %s at most", Millis(budget), count)
}

// Game is one game's side of the arena: its levels, how to deal game i
// and seat a computer player. The game's descriptor builds it from the
// flags.
type Game[V, A any] struct {
	Name    string
	Levels  []string // the levels it offers
	Players [2]int   // how many levels may play (min, max)
	Presets []string // the presets it cycles through, for the report
	Notes   []string // lines printed under the report's first line when hard plays
	// Budget is hard's budget per decision, the default filled in
	// (negative: no time limit).
	Budget time.Duration
	// Points: report each player's points and margin per hand.
	Points bool
	// Deal starts game i (a match, or one hand with --hands) from seed.
	Deal func(i int, seed uint64) (Match[V, A], error)
	// Agent seats a computer player of a level.
	Agent func(level string, seed uint64) (match.Agent[V, A], error)
}

// Match is one game being played, with what the report needs to know
// of it beyond the contract.
type Match[V, A any] struct {
	Game match.Game[V, A]
	// Mover is the seat to ask for an action (nil: the first actor).
	Mover func() int
	// Agent, when set, seats the players of this game instead of the
	// game's agent (a player that sees every hand, for measurement).
	Agent func(level string, seed uint64) (match.Agent[V, A], error)
	// HandWinner is the seat that won the hand just over, or -1 (nil:
	// the player who scored most in the hand).
	HandWinner func() int
	// Describe says where a game that did not end stands.
	Describe func() string
}

// config is what one arena run plays.
type config[V, A any] struct {
	Run
	game   Game[V, A]
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

// Run is the part of the command line every game shares.
type Run struct {
	Matches int
	Hands   int // single hands instead of matches when > 0
	Seed    uint64
	Workers int
	JSON    bool // print a JSON summary (Summary) as the last line
	// PointsFile, when set, receives each game's points by player, one
	// line a game, for paired comparisons of two runs on the same deals.
	PointsFile string
	// ActionsFile, when set, receives each game's actions, one line a
	// game, so that two runs on the same deals show where they part.
	ActionsFile string
	// RecordsDir, when set, receives each game's record in the save
	// format (match.Record), as <game>-<number>.json, for review.
	RecordsDir string
	Stdout     io.Writer
	Stderr     io.Writer
}

// Runner plays one arena run and returns the command's exit status.
type Runner func(Run) int

// Build checks the flags against a game and makes its Runner: a game's
// descriptor holds one, made by Of.
type Build func(Flags) (Runner, error)

// Of turns a game's arena constructor into a Build the command line can
// call without knowing the game's types.
func Of[V, A any](build func(f Flags) (Game[V, A], error)) Build {
	return func(f Flags) (Runner, error) {
		g, err := build(f)
		if err != nil {
			return nil, err
		}
		if n := len(f.Levels); n < g.Players[0] || n > g.Players[1] {
			return nil, fmt.Errorf("--players needs %d to %d levels", g.Players[0], g.Players[1])
		}
		for _, l := range f.Levels {
			if !slices.Contains(g.Levels, l) {
				return nil, fmt.Errorf("unknown level %q (%s)", l, strings.Join(g.Levels, ", "))
			}
		}
		return func(r Run) int {
			cfg := config[V, A]{Run: r, game: g, levels: f.Levels, names: playerNames(f.Levels)}
			start := time.Now()
			results := playArena(&cfg)
			return reportArena(&cfg, results, time.Since(start))
		}, nil
	}
}

// Play plays game i of a run of g between levels, as the arena does, and
// returns what went wrong in it (nothing: no illegal move, panic or
// endless hand). It serves tests that replay one game of a long sweep.
func Play[V, A any](g Game[V, A], levels []string, r Run, i int) []string {
	cfg := config[V, A]{Run: r, game: g, levels: levels, names: playerNames(levels)}
	return playGame(&cfg, i).problems
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

// playArena plays every game on cfg.Workers goroutines. Game i depends
// only on the seed and i, so the results are the same however the games
// are scheduled.
func playArena[V, A any](cfg *config[V, A]) []gameStats {
	n := cfg.Matches
	if cfg.Hands > 0 {
		n = cfg.Hands
	}
	results := make([]gameStats, n)
	var next int
	var mu sync.Mutex
	var wg sync.WaitGroup
	for w := 0; w < cfg.Workers; w++ {
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

// HandStepCap bounds the actions of one hand: a player that loops is
// reported as stuck.
const HandStepCap = 5000

// playGame plays match (or hand) i: seat s is played by player
// (s+i) mod players, so the seats rotate from game to game (with more
// seats than players, partners sit opposite); every move is checked by
// the engine, and a refused move is counted and ends the game.
func playGame[V, A any](cfg *config[V, A], i int) (st gameStats) {
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
	sr.Seed(cfg.Seed ^ uint64(i)*0x9e3779b97f4a7c15)
	m, err := cfg.game.Deal(i, sr.Derive())
	if err != nil {
		st.problems = append(st.problems, fmt.Sprintf("game %d: %v", i, err))
		st.illegal++
		return st
	}
	g := m.Game
	seatPlayer := make([]int, g.Players())
	bots := make([]match.Agent[V, A], g.Players())
	agent := cfg.game.Agent
	if m.Agent != nil {
		agent = m.Agent
	}
	for s := range bots {
		p := (s + i) % np
		seatPlayer[s] = p
		bots[s], _ = agent(cfg.levels[p], sr.Derive())
	}
	scored := 0 // the hands of the score already credited
	handPoints := make([]int, np)
	for step := 0; ; step++ {
		if step >= HandStepCap {
			st.stuck = true
			st.problems = append(st.problems, fmt.Sprintf("game %d hand %d: no end after %d actions (%s)", i, st.hands+1, step, m.Describe()))
			return st
		}
		stage := g.Outcome().Stage
		if stage == match.MatchOver || (cfg.Hands > 0 && stage == match.HandOver) {
			break
		}
		s := g.Actors()[0]
		if m.Mover != nil {
			s = m.Mover()
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
		if cfg.ActionsFile != "" {
			st.actions = append(st.actions, fmt.Sprintf("p%d:%v", seatPlayer[s], a))
		}
		if stage == match.HandOver {
			step = -1
		}
		if stage == match.Playing && g.Outcome().Stage != match.Playing {
			st.hands++
			if cfg.game.Points {
				scored = creditHand(g.Score(), scored, seatPlayer, st.points, handPoints)
			}
		}
	}
	if cfg.RecordsDir != "" {
		if err := writeRecord(cfg, g, seatPlayer, i); err != nil {
			st.problems = append(st.problems, fmt.Sprintf("game %d: record: %v", i, err))
		}
	}
	if cfg.Hands > 0 {
		if m.HandWinner != nil {
			if w := m.HandWinner(); w >= 0 {
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

// writeRecord writes game i's record in the save format into
// cfg.RecordsDir: each seat named after its player, of its level's kind.
func writeRecord[V, A any](cfg *config[V, A], g match.Game[V, A], seatPlayer []int, i int) error {
	players := make([]match.Player, len(seatPlayer))
	for s, p := range seatPlayer {
		players[s] = match.Player{Name: cfg.names[p], Kind: cfg.levels[p]}
	}
	rec, err := g.Record(players)
	if err != nil {
		return err
	}
	data, err := rec.Encode()
	if err != nil {
		return err
	}
	name := fmt.Sprintf("%s-%04d.json", cfg.game.Name, i)
	return os.WriteFile(filepath.Join(cfg.RecordsDir, name), append(data, '\n'), 0o644)
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

// Percentile returns the q-quantile (0..1) of sorted durations in ms.
func Percentile(sorted []time.Duration, q float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	i := int(math.Ceil(q*float64(len(sorted)))) - 1
	if i < 0 {
		i = 0
	}
	return Millis(sorted[i])
}

// Millis is d in milliseconds, to the microsecond.
func Millis(d time.Duration) float64 { return math.Round(float64(d)/1e3) / 1e3 }

func round3(x float64) float64 { return math.Round(x*1000) / 1000 }

// Latency is the spread of a player's decision times, in milliseconds.
type Latency struct {
	P50 float64 `json:"p50"`
	P95 float64 `json:"p95"`
	Max float64 `json:"max"`
}

// Player is one player's line of the JSON summary.
type Player struct {
	Name       string     `json:"name"`
	Wins       int        `json:"wins"`
	WinRate    float64    `json:"win_rate"`
	CI95       [2]float64 `json:"ci95"`
	Decisions  int        `json:"decisions"`
	DecisionMS Latency    `json:"decision_ms"`
	// For games that report points: the points the player's sides
	// scored per hand, and its margin over the others' average per hand.
	PointsPerHand *float64 `json:"points_per_hand,omitempty"`
	MarginPerHand *float64 `json:"margin_per_hand,omitempty"`
}

// Summary is the JSON summary an arena run prints as its last line.
type Summary struct {
	Game     string   `json:"game"`
	Matches  int      `json:"matches"`
	Hands    int      `json:"hands"`
	Mode     string   `json:"mode"`
	Preset   string   `json:"preset"`
	Seed     uint64   `json:"seed"`
	BudgetMS float64  `json:"hard_budget_ms,omitempty"`
	Fixed    bool     `json:"hard_fixed,omitempty"` // hard had no time limit (--fixed)
	Illegal  int      `json:"illegal_moves"`
	Panics   int      `json:"panics"`
	Stuck    int      `json:"stuck"`
	Players  []Player `json:"players"`
}

// reportArena prints the run's results and returns the exit status:
// 1 when a game saw an illegal move, a panic or an endless hand.
func reportArena[V, A any](cfg *config[V, A], results []gameStats, took time.Duration) int {
	stdout, stderr := cfg.Stdout, cfg.Stderr
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
	if cfg.ActionsFile != "" {
		if err := writeActions(cfg.ActionsFile, results); err != nil {
			fmt.Fprintln(stderr, "tavolo-cli arena:", err)
			return 1
		}
	}
	if cfg.PointsFile != "" {
		if err := writePoints(cfg.PointsFile, results); err != nil {
			fmt.Fprintln(stderr, "tavolo-cli arena:", err)
			return 1
		}
	}
	mode := "matches"
	if cfg.Hands > 0 {
		mode = "hands"
	}
	out := Summary{Game: cfg.game.Name, Matches: len(results), Hands: hands, Mode: mode, Preset: strings.Join(cfg.game.Presets, ","),
		Seed: cfg.Seed, Illegal: illegal, Panics: panics, Stuck: stuck}
	hard := slices.Contains(cfg.levels, "hard")
	if hard && cfg.game.Budget < 0 {
		out.Fixed = true
	} else if hard {
		out.BudgetMS = Millis(cfg.game.Budget)
	}
	unit := "matches"
	if cfg.Hands > 0 {
		unit = "hands (a win is the hand's winner)"
	}
	fmt.Fprintf(stdout, "%s arena: %d %s, %d hands played, players %s, preset %s, seed %d, %d workers, %.1fs\n",
		cfg.game.Name, len(results), unit, hands, strings.Join(cfg.names, ","), out.Preset, cfg.Seed, cfg.Workers, took.Seconds())
	if out.BudgetMS > 0 || out.Fixed {
		for _, n := range cfg.game.Notes {
			fmt.Fprintln(stdout, n)
		}
	}
	fmt.Fprintf(stdout, "%-10s %6s %7s %17s %10s %8s %8s %8s\n", "player", "wins", "rate", "95% CI", "decisions", "p50 ms", "p95 ms", "max ms")
	for p := 0; p < np; p++ {
		slices.Sort(lat[p])
		lo, hi := wilson(wins[p], len(results))
		jp := Player{Name: cfg.names[p], Wins: wins[p], CI95: [2]float64{round3(lo), round3(hi)}, Decisions: len(lat[p])}
		if len(results) > 0 {
			jp.WinRate = round3(float64(wins[p]) / float64(len(results)))
		}
		jp.DecisionMS = Latency{P50: Percentile(lat[p], 0.5), P95: Percentile(lat[p], 0.95)}
		if len(lat[p]) > 0 {
			jp.DecisionMS.Max = Millis(lat[p][len(lat[p])-1])
		}
		out.Players = append(out.Players, jp)
		fmt.Fprintf(stdout, "%-10s %6d %7.3f   [%.3f, %.3f] %10d %8.3f %8.3f %8.3f\n", jp.Name, jp.Wins, jp.WinRate, jp.CI95[0], jp.CI95[1],
			jp.Decisions, jp.DecisionMS.P50, jp.DecisionMS.P95, jp.DecisionMS.Max)
	}
	if cfg.game.Points && hands > 0 {
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
	if cfg.JSON {
		b, _ := json.Marshal(out)
		fmt.Fprintln(stdout, string(b))
	}
	if illegal > 0 || panics > 0 || stuck > 0 {
		return 1
	}
	return 0
}

// Presets is the presets an arena plays: every one of the game's
// for "all", else the one named.
func Presets[R any](all []options.Preset[R], name string) ([]options.Preset[R], error) {
	if name == "all" {
		return all, nil
	}
	p, ok := options.LookupPreset(all, name)
	if !ok {
		return nil, fmt.Errorf("unknown preset %q", name)
	}
	return []options.Preset[R]{p}, nil
}
