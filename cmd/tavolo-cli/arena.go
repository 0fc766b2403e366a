package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strings"

	"tavolo/engine/arena"
	"tavolo/engine/games"
)

// arenaGames lists the games the arena plays (those whose descriptor has
// an Arena), by name, sorted.
func arenaGames() []string {
	var out []string
	for _, g := range games.All() {
		if g.Ready && g.Arena != nil {
			out = append(out, g.Name)
		}
	}
	slices.Sort(out)
	return out
}

// runArena plays computer players against each other:
//
//	tavolo-cli arena --game scala40 --players hard,medium --matches 200 --seed 1 [--fixed] [--json]
func runArena(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", games.All()[0].Name, "game to play: "+strings.Join(arenaGames(), ", "))
	players := fs.String("players", "", "comma-separated levels, one per player (see the game's levels)")
	matches := fs.Int("matches", 100, "matches to play")
	hands := fs.Int("hands", 0, "play this many single hands instead of matches")
	seed := fs.Uint64("seed", 1, "seed of the whole run")
	threshold := fs.Int("threshold", 0, "elimination score or target (default: the preset's)")
	preset := fs.String("preset", "classic", "rules preset, or \"all\" to cycle through every preset")
	asJSON := fs.Bool("json", false, "print a JSON summary as the last line")
	pointsFile := fs.String("points", "", "write each game's points by player to this file, one line a game (game number, then the players' points)")
	actionsFile := fs.String("actions", "", "write each game's actions to this file, one line a game (game number, then pN:action for each, N the player), tab-separated")
	records := fs.String("records", "", "write each game's record in the save format to this folder, as <game>-<number>.json (for tavolo-cli review)")
	workers := fs.Int("workers", 0, "matches played at once (default: the CPUs, 1 with a hard player)")
	budget := fs.Duration("budget", 0, "thinking budget of hard per decision (default: the game's own)")
	fixed := fs.Bool("fixed", false, "hard thinks without a time limit, at its deal count alone (--worlds, --playouts; default: the game's own): the same moves on any machine, however busy")
	playouts := fs.Int("playouts", 0, "scala40: most simulated hands per candidate move of hard (default: the game's own)")
	seats := fs.Int("seats", 0, "canasta: players at the table, 2, 3, 4 or 6 (default: 4 for two levels, one seat per level otherwise)")
	worlds := fs.Int("worlds", 0, "canasta: deals hard searches per decision; klaberjass: worlds hard solves per card (default: the game's own)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *budget < 0 || *fixed && *budget != 0 {
		fmt.Fprintln(stderr, "tavolo-cli arena: --budget must be positive, and is not given with --fixed (no time limit)")
		return 2
	}
	f := arena.Flags{Preset: *preset, Threshold: *threshold, Budget: *budget, Playouts: *playouts, Worlds: *worlds, Seats: *seats}
	if *fixed {
		f.Budget = arena.NoLimit
	}
	for _, l := range strings.Split(*players, ",") {
		if l = strings.TrimSpace(l); l != "" {
			f.Levels = append(f.Levels, l)
		}
	}
	g, ok := games.Lookup(*game)
	if !ok || !g.Ready || g.Arena == nil {
		fmt.Fprintf(stderr, "tavolo-cli arena: unknown game %q\n", *game)
		return 2
	}
	runner, err := g.Arena(f)
	if err != nil {
		fmt.Fprintln(stderr, "tavolo-cli arena:", err)
		return 2
	}
	if *matches <= 0 && *hands <= 0 {
		fmt.Fprintln(stderr, "tavolo-cli arena: --matches must be positive")
		return 2
	}
	if *records != "" {
		if err := os.MkdirAll(*records, 0o755); err != nil {
			fmt.Fprintln(stderr, "tavolo-cli arena:", err)
			return 2
		}
	}
	w := *workers
	if w <= 0 {
		w = runtime.NumCPU()
		if slices.ContainsFunc(f.Levels, func(l string) bool { return l == "hard" || strings.HasPrefix(l, "cheat") }) {
			w = 1
		}
	}
	return runner(arena.Run{Matches: *matches, Hands: *hands, Seed: *seed, Workers: w, JSON: *asJSON, PointsFile: *pointsFile, ActionsFile: *actionsFile, RecordsDir: *records, Stdout: stdout, Stderr: stderr})
}
