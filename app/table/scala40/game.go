package scala40

import (
	"fmt"
	"runtime"

	"fyne.io/fyne/v2/lang"

	"tavolo/app/appdef"
	"tavolo/app/stats"
	"tavolo/engine/gamedef"
	"tavolo/engine/match"
	s40 "tavolo/engine/scala40"
	"tavolo/engine/scala40/ai"
)

// The statistics counters of Scala 40.
const (
	CounterClosed       = "closed"
	CounterClosedInHand = "closed_in_hand"
)

// PrefLastSetup is the Fyne preference where Tavolo kept Scala 40's last
// new-match choices before they had their own file; it is only read,
// for a player upgrading (Book.PrefKey).
const PrefLastSetup = "scala40.newmatch"

// Game is Scala 40's half of its descriptor in the app; its blurb and
// its counters' headings are its words scala40.blurb and
// scala40.counter.KEY.
func Game() appdef.Game {
	g := appdef.NewGame("Scala 40", Book, s40.ParsePreset, Play, reviewWords)
	g.Counters = []string{CounterClosed, CounterClosedInHand}
	g.ErrorKeys = func() []string { return appdef.ErrorKeys(s40.Codes) }
	g.DescribeEvents = appdef.Events(reviewLogLine) // log.go
	return g
}

// Book is Scala 40's new-match screen.
func Book() *appdef.Book[s40.Rules] {
	return &appdef.Book[s40.Rules]{
		Game:       s40.GameName,
		PrefKey:    PrefLastSetup,
		Players:    []int{2, 3, 4, 5, 6},
		Seats:      4,
		Levels:     ai.Levels(),
		Default:    s40.Default,
		Options:    s40.Options,
		Presets:    s40.Presets,
		SetPlayers: setPlayers,
		Validate: func(r s40.Rules) error {
			if err := r.Validate(); err != nil {
				if r.PairsMode && r.Players != 4 {
					return fmt.Errorf("%s", lang.L("Playing in pairs needs exactly 4 players."))
				}
				return err
			}
			return nil
		},
		Line:        "elimination_score",
		LineChoices: []int{101, 201, 301},
		Start:       appdef.Start(setPlayers, s40.NewMatch, Play),
	}
}

// setPlayers writes a number of seats into Scala 40's rules.
func setPlayers(r *s40.Rules, n int) { r.Players = n }

// state is what the app reads of a Scala 40 match beyond its view: its
// rules, deal number (0 for a chosen deal, which has none to play
// again), hand number and the result of the hand just ended.
func state(g *s40.Game) (rules s40.Rules, seed, deal uint64, hand int, res *s40.HandResult) {
	deal = g.Seed()
	if g.Start() != nil {
		deal = 0
	}
	return g.Rules(), g.Seed(), deal, g.HandNo(), g.Result()
}

// search is how the hard player and the hint search: on every core, on
// threads of lower priority than the window's, so painting goes first.
func search(h *appdef.Host) ai.Options {
	return ai.Options{Workers: runtime.NumCPU(), WorkerStart: h.WorkerStart}
}

// Play shows the table of a match; every accepted action is saved, and
// the save is cleared when the match ends.
func Play(h *appdef.Host, g *s40.Game, players []match.Player) {
	rules, seed, deal, _, _ := state(g)
	t := h.Table(s40.GameName, deal, gamedef.Of(g), players, appdef.Rematch(h, Book().Start, players, rules))
	agent := func(level string, seed uint64) (match.Agent[s40.View, s40.Action], error) {
		return ai.New(level, seed, search(h))
	}
	b, err := New(appdef.Config(h, t, g, players, seed, agent, Hand, search(h)))
	t.Open(b, err)
}

// Hand is a finished hand of Scala 40 for the statistics: a hand nobody
// closed (the tallone ran out) is not counted as played.
func Hand(g *s40.Game, players []match.Player) stats.Hand {
	_, seed, _, hand, res := state(g)
	h := appdef.HandStats(s40.GameName, fmt.Sprintf("%d/%d", seed, hand), gamedef.Of(g), players)
	if res == nil || res.Closer < 0 {
		h.Played, h.Points = false, nil
		return h
	}
	h.Counters = make([]map[string]int, len(players))
	h.Counters[res.Closer] = map[string]int{CounterClosed: 1}
	if res.InMano {
		h.Counters[res.Closer][CounterClosedInHand] = 1
	}
	return h
}
