package app

import (
	"fmt"
	"path/filepath"
	"slices"
	"time"

	"fyne.io/fyne/v2/lang"

	"tavolo/app/stats"
	"tavolo/engine/canasta"
	"tavolo/engine/games"
	"tavolo/engine/klaberjass"
	"tavolo/engine/match"
	"tavolo/engine/scala40"
)

// gameEntry is one game of the registry: the engine's half (name, seats,
// presets, new match, replay, computer players) and what the app adds to
// list it, deal it, resume it, count it and explain it.
type gameEntry struct {
	games.Game
	title func() string // its name in the player's language
	blurb func() string // one line for the home screen
	// counters are the game's own statistics columns (stats.Record's
	// Counters), in order.
	counters []counter
	// newMatch shows its new-match screen; nil while the game cannot be
	// played yet (the home screen does not list it).
	newMatch func(s *Shell)
	// show puts a match (new or resumed) on its board.
	show func(s *Shell, m games.Match, players []match.Player) error
}

// counter is one statistics column of a game.
type counter struct {
	key   string
	label func() string
}

// registry lists every game of engine/games, in its order, with what the
// app adds. The home screen, resume, statistics and rules loop over it.
func registry() []gameEntry {
	var out []gameEntry
	for _, g := range games.All() {
		e := gameEntry{Game: g, title: func() string { return lang.L(g.Title) }}
		if g.Name == scala40.GameName {
			e.blurb = func() string {
				return lang.L("Rummy for 2 to 6: open with 40 points, close to leave the others with penalty points.")
			}
			e.counters = []counter{
				{key: counterClosed, label: func() string { return lang.L("Closed") }},
				{key: counterClosedInHand, label: func() string { return lang.L("Closed in hand") }},
			}
			e.newMatch = (*Shell).NewMatch
			e.show = showScala40
		}
		if g.Name == canasta.GameName {
			canastaEntry(&e)
		}
		if g.Name == klaberjass.GameName {
			e.blurb = func() string {
				return lang.L("Two players, nine tricks: bid for trumps, declare sequences, be first to 500.")
			}
			e.counters = klaberjassCounters()
			e.newMatch = func(s *Shell) { showNewMatch(s, klaberjassBook()) }
			e.show = showKlaberjass
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

// playable reports whether the app can deal and show the game.
func (g gameEntry) playable() bool { return g.Ready && g.newMatch != nil && g.show != nil }

// saveDir is where the match in progress of a game is saved.
func (s *Shell) saveDir(game string) string {
	return filepath.Join(s.App.Storage().RootURI().Path(), "saves", game)
}

// handStats is the hand of m that has just ended as the statistics see
// it, from the engine's score: who sits where (people and computers), the
// sides, each seat's points (a partner's are the side's) and, at the end
// of the match, every seat of the winning side. key names the hand once
// across resumes (the deal and hand number).
func handStats(game, key string, m games.Match, players []match.Player) stats.Hand {
	sc, out := m.Score(), m.Outcome()
	names, computer := make([]string, len(players)), make([]bool, len(players))
	for i, p := range players {
		names[i], computer[i] = p.Name, p.Kind != kindHuman
	}
	h := stats.Hand{Game: game, Key: key, Names: names, Computer: computer, Sides: sc.Sides,
		Over: out.Stage == match.MatchOver, When: time.Now()}
	if n := len(sc.Hands); n > 0 {
		last := sc.Hands[n-1]
		h.Played = true
		h.Points = make([]int, len(names))
		for seat := range h.Points {
			if side := sc.SideOf(seat); side >= 0 && side < len(last.Points) {
				h.Points[seat] = last.Points[side]
			}
		}
	}
	if h.Over && out.Winner >= 0 {
		h.Winners = slices.Clone(sc.Sides[out.Winner])
	}
	return h
}

// The statistics counters of Scala 40.
const (
	counterClosed       = "closed"
	counterClosedInHand = "closed_in_hand"
)

// scala40Hand is a finished hand of Scala 40 for the statistics: a hand
// nobody closed (the tallone ran out) is not counted as played.
func scala40Hand(g *scala40.Game, players []match.Player) stats.Hand {
	h := handStats(scala40.GameName, fmt.Sprintf("%d/%d", g.Seed(), g.HandNo()), games.Of(g), players)
	res := g.Result()
	if res == nil || res.Closer < 0 {
		h.Played, h.Points = false, nil
		return h
	}
	h.Counters = make([]map[string]int, len(players))
	h.Counters[res.Closer] = map[string]int{counterClosed: 1}
	if res.InMano {
		h.Counters[res.Closer][counterClosedInHand] = 1
	}
	return h
}

// showScala40 puts a Scala 40 match on its board.
func showScala40(s *Shell, m games.Match, players []match.Player) error {
	g, ok := m.Game().(*scala40.Game)
	if !ok || len(players) != g.Players() {
		return fmt.Errorf("resume: not a Scala 40 match for %d players", len(players))
	}
	s.play(g, players)
	return nil
}
