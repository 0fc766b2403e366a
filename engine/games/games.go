// Package games is the list of the games Tavolo knows, for every program
// that loops over them: the app's home, new match, resume, statistics and
// rules screens (through the app's registry, which adds boards and
// translated text), and the command line's scenario, arena and bench. It
// is pure Go, like the engines it lists.
//
// Each game declares itself once, in its descriptor (gamedef.Game, made
// by engine/<game>/play); All lists the descriptors, and a new game is
// one entry in it.
package games

import (
	"fmt"
	"slices"

	canastaplay "tavolo/engine/canasta/play"
	"tavolo/engine/gamedef"
	klaberjassplay "tavolo/engine/klaberjass/play"
	"tavolo/engine/match"
	scala40play "tavolo/engine/scala40/play"
	"tavolo/engine/scenario"
)

// Game is one game's descriptor (gamedef.Game), Preset a shipped rule
// set, Agent a computer player and Match a match of any game: the names
// the app knows them by.
type (
	Game   = gamedef.Game
	Preset = gamedef.Preset
	Agent  = gamedef.Agent
	Match  = gamedef.Match
)

// Of turns a game's match into a Match (gamedef.Of).
func Of[V, A any](g match.Game[V, A]) Match { return gamedef.Of(g) }

// All lists the games, in the order the home screen shows them.
func All() []Game {
	return []Game{scala40play.Game(), canastaplay.Game(), klaberjassplay.Game()}
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

// Scenario starts the scenario runner's part of the game called name
// (the scenario.Parts of every game).
func Scenario(name string) (scenario.Game, bool) {
	g, ok := Lookup(name)
	if !ok || g.Scenario == nil {
		return nil, false
	}
	return g.Scenario(), true
}
