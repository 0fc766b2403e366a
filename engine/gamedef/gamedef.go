// Package gamedef is how a game declares itself to the programs above the
// engines: one Game value, its descriptor, made by the game's own
// package engine/<game>/play and listed by engine/games. The descriptor
// says everything a program asks of a game without knowing its types:
// name, seats, presets, new match, replay, computer levels, and the
// command line's parts (scenario runner, arena, benchmarks, hint timing,
// the game's own subcommand). It is pure Go, like the engines.
//
// gamedef sits below the games' play packages and engine/games above
// them: a play package imports its game, its computer players and
// solver, and this package; engine/games imports the play packages.
package gamedef

import (
	"io"
	"time"

	"tavolo/engine/arena"
	"tavolo/engine/match"
	"tavolo/engine/options"
	"tavolo/engine/review"
	"tavolo/engine/scenario"
)

// Game is one game's descriptor.
type Game struct {
	Name  string // as in saves, scenario files and statistics: "scala40"
	Title string // in English: "Scala 40"
	// Players are the seat counts a match may have, fewest first.
	Players []int
	// Ready is false while the game's engine is being written: it is
	// listed ("coming soon") but cannot be dealt.
	Ready bool
	// Presets are its shipped rule sets, the default first.
	Presets func() []Preset
	// Levels are its computer players, weakest first.
	Levels func() []string
	// New deals a match of players seats under a preset, from seed.
	New func(preset string, players int, seed uint64) (Match, error)
	// Replay rebuilds a saved match exactly.
	Replay func(rec *match.Record) (Match, error)
	// NewAgent makes a computer player of a level, seeded.
	NewAgent func(level string, seed uint64) (Agent, error)

	// Scenario starts the game's part of the scenario runner, for the
	// files whose game is Name.
	Scenario func() scenario.Game
	// Arena is the game's side of `tavolo-cli arena`.
	Arena arena.Build
	// Bench runs the game's part of `tavolo-cli bench` and returns the
	// exit status.
	Bench func(b arena.Bench) int
	// HintTimes times the table's hint: the first n hints asked for seat
	// 0 in a match of the default rules from seed, on every core.
	HintTimes func(n int, seed uint64) []time.Duration
	// Review judges the decisions of one seat in a recorded match: its
	// hard player's search on the seat's view at each decision, with the
	// seat's own move among the moves compared (engine/review).
	Review func(rec *match.Record, o review.Options) ([]review.Decision, error)
	// Frames replays a record action by action with every card face up,
	// for the review of a finished hand (Frames).
	Frames func(rec *match.Record) ([]Frame, error)
	// Command, when set, is the game's own subcommand, `tavolo-cli
	// <Name> ...` (its solver).
	Command *Command
}

// Command is a game's subcommand of tavolo-cli.
type Command struct {
	// Synopsis is its entry in tavolo-cli's usage: the arguments after
	// the game's name, and what it does, in the usage's columns.
	Synopsis string
	// Run runs it with the arguments after the game's name and returns
	// the exit status.
	Run func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

// Preset is a named rule set shipped with a game.
type Preset struct {
	Name        string
	Description string // one line, English
}

// Agent is a computer player of one game: a match.Agent[V, A] for that
// game's view and action. Match.Step knows the types.
type Agent interface {
	Name() string
}

// Match is a match of any game, for code that plays it without knowing
// which (the arena, the bench, the app's resume and statistics).
type Match interface {
	Players() int
	// Actors are the seats that may act now (match.Game.Actors).
	Actors() []int
	Outcome() match.Outcome
	Score() match.Score
	Record(players []match.Player) (*match.Record, error)
	// Step lets agent, a computer player of this game, choose an action
	// from seat's view and plays it.
	Step(seat int, agent Agent) ([]match.Event, error)
	// Game is the game itself (*scala40.Game …), for code that knows
	// which game it plays.
	Game() any
}

// PresetsOf lists a game's shipped presets by name and description.
func PresetsOf[R any](all []options.Preset[R]) []Preset {
	var out []Preset
	for _, p := range all {
		out = append(out, Preset{Name: p.Name, Description: p.Description})
	}
	return out
}
