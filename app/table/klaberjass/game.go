package klaberjass

import (
	"fmt"

	"tavolo/app/appdef"
	"tavolo/app/stats"
	"tavolo/engine/gamedef"
	kj "tavolo/engine/klaberjass"
	kjai "tavolo/engine/klaberjass/ai"
	"tavolo/engine/match"
)

// The statistics counters of Klaberjass.
const (
	CounterMaker = "maker"
	CounterMade  = "made"
	CounterBete  = "bete"
)

// Game is Klaberjass's half of its descriptor in the app; its blurb
// and its counters' headings are its words klaberjass.blurb and
// klaberjass.counter.KEY.
func Game() appdef.Game {
	g := appdef.NewGame("Klaberjass", Book, kj.ParsePreset, Play, reviewWords)
	g.Counters = []string{CounterMaker, CounterMade, CounterBete}
	g.ErrorKeys = func() []string { return appdef.ErrorKeys(kj.Codes) }
	g.PresetsDir = kj.GameName
	g.DescribeEvents = appdef.SeatEvents(logLine) // log.go
	g.ListMoves = appdef.List(reviewCards)        // words.go
	return g
}

// Book is Klaberjass's new-match screen: two seats, the target score,
// its presets.
func Book() *appdef.Book[kj.Rules] {
	return &appdef.Book[kj.Rules]{
		Game:        kj.GameName,
		Players:     []int{2},
		Seats:       2,
		Levels:      []string{"easy", "medium", "hard"},
		Default:     kj.Default,
		Options:     kj.Options,
		Presets:     kj.Presets,
		SetPlayers:  setPlayers,
		Validate:    func(r kj.Rules) error { return r.Validate() },
		Line:        "target_score",
		LineChoices: []int{300, 500, 1000},
		Start:       appdef.Start(setPlayers, kj.New, Play),
	}
}

// setPlayers leaves Klaberjass's rules as they are: it is played by
// two, and they hold no number of seats.
func setPlayers(*kj.Rules, int) {}

// agent is the computer player of a level at the table, which never
// seats the cheating or the random one (medium plays those seats).
func agent(h *appdef.Host) func(level string, seed uint64) (match.Agent[kj.View, kj.Action], error) {
	return func(level string, seed uint64) (match.Agent[kj.View, kj.Action], error) {
		if level == "cheat" || level == "random" {
			level = "medium"
		}
		return kjai.New(level, seed, kjai.Options{WorkerStart: h.WorkerStart})
	}
}

// Play shows the table of a Klaberjass match; every accepted action is
// saved, and the save is cleared when the match ends.
func Play(h *appdef.Host, g *kj.Game, players []match.Player) {
	t := h.Table(kj.GameName, g.Seed(), gamedef.Of(g), players, appdef.Rematch(h, Book().Start, players, g.Rules()))
	// The hint thinks as the hard player at the table does.
	hint := kjai.Options{WorkerStart: h.WorkerStart}
	b, err := New(appdef.Config(h, t, g, players, g.Seed(), agent(h), Hand, hint))
	t.Open(b, err)
}

// Hand is a scored hand of Klaberjass for the statistics: the maker's
// result is counted for the maker (half bete counts as bete).
func Hand(g *kj.Game, players []match.Player) stats.Hand {
	h := appdef.HandStats(kj.GameName, fmt.Sprintf("%d/%d", g.Seed(), len(g.Score().Hands)), gamedef.Of(g), players)
	res := g.Result()
	if res == nil || res.Annulled || res.Maker < 0 {
		h.Played, h.Points = false, nil
		return h
	}
	h.Counters = make([]map[string]int, len(players))
	c := map[string]int{CounterMaker: 1}
	if res.Bete || res.HalfBete {
		c[CounterBete] = 1
	} else {
		c[CounterMade] = 1
	}
	h.Counters[res.Maker] = c
	return h
}
