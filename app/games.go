package app

import (
	"path/filepath"
	"slices"

	"fyne.io/fyne/v2/lang"

	"tavolo/app/appdef"
	catable "tavolo/app/table/canasta"
	kjtable "tavolo/app/table/klaberjass"
	s40table "tavolo/app/table/scala40"
	"tavolo/engine/games"
	"tavolo/engine/match"
)

// boards are the app's halves of the games' descriptors, each declared
// beside its board: the one place the app names its games.
func boards() []appdef.Game {
	return []appdef.Game{s40table.Game(), catable.Game(), kjtable.Game()}
}

// gameEntry is one game of the registry: the engine's half of its
// descriptor (name, seats, presets, new match, replay, computer players)
// and the app's (blurb, counters, new-match screen, board, the player's
// presets); the app's is empty for a game without a board yet.
type gameEntry struct {
	games.Game
	ui appdef.Game
}

// registry lists every game of engine/games, in its order, with the
// app's half. The home screen, new match, resume, statistics, rules and
// settings loop over it.
func registry() []gameEntry {
	ui := boards()
	var out []gameEntry
	for _, g := range games.All() {
		e := gameEntry{Game: g}
		if i := slices.IndexFunc(ui, func(u appdef.Game) bool { return u.Name == g.Name }); i >= 0 {
			e.ui = ui[i]
		}
		out = append(out, e)
	}
	return out
}

// lookupGame returns the registry entry of a game.
func lookupGame(name string) (gameEntry, bool) {
	all := registry()
	if i := slices.IndexFunc(all, func(g gameEntry) bool { return g.Name == name }); i >= 0 {
		return all[i], true
	}
	return gameEntry{}, false
}

// playableGames are the games of the registry the app can deal and show.
func playableGames() []gameEntry {
	return slices.DeleteFunc(registry(), func(g gameEntry) bool { return !g.playable() })
}

// playable reports whether the app can deal and show the game.
func (g gameEntry) playable() bool { return g.Ready && g.ui.Book != nil && g.ui.Show != nil }

// title is the game's name in the player's language.
func (g gameEntry) title() string { return lang.L(g.Title) }

// blurb is its line on the home screen.
func (g gameEntry) blurb() string { return g.ui.Blurb() }

// newMatch shows its new-match screen.
func (g gameEntry) newMatch(s *Shell) { showNewMatch(s, g.ui.Book()) }

// show puts a match of the game, new or resumed, on its board.
func (g gameEntry) show(s *Shell, m games.Match, players []match.Player) error {
	return g.ui.Show(s.host(), m, players)
}

// saveDir is where the match in progress of a game is saved; a
// practice hand is saved apart, never over the match.
func (s *Shell) saveDir(game string) string {
	if s.practice != nil {
		return filepath.Join(s.App.Storage().RootURI().Path(), "practice", game)
	}
	return filepath.Join(s.App.Storage().RootURI().Path(), "saves", game)
}
