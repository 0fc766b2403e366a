// Package games is the list of the games Tavolo knows, for every program
// that loops over them: the app's home, new match, resume, statistics and
// rules screens (through the app's registry, which adds boards and
// translated text), and the command line's scenario, arena and bench. It
// is pure Go, like the engines it lists.
//
// A new game is one entry in All, beside its engine package.
package games

import (
	"fmt"
	"slices"

	"tavolo/engine/match"
)

// Game is one game as the programs above the engines see it.
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

// All lists the games, in the order the home screen shows them.
func All() []Game {
	return []Game{scala40Game(), canastaGame(), klaberjassGame()}
}

// Lookup returns the game called name.
func Lookup(name string) (Game, bool) {
	all := All()
	if i := slices.IndexFunc(all, func(g Game) bool { return g.Name == name }); i >= 0 {
		return all[i], true
	}
	return Game{}, false
}

// Replay rebuilds a saved match of any game, by the record's game name.
func Replay(rec *match.Record) (Match, error) {
	g, ok := Lookup(rec.Game)
	if !ok || !g.Ready {
		return nil, fmt.Errorf("games: no game %q to replay", rec.Game)
	}
	return g.Replay(rec)
}
