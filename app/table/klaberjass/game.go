package klaberjass

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

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

// Game is Klaberjass's half of its descriptor in the app.
func Game() appdef.Game {
	return appdef.Game{
		Name: kj.GameName,
		Blurb: func() string {
			return lang.L("Two players, nine tricks: bid for trumps, declare sequences, be first to 500.")
		},
		Counters: []appdef.Counter{{Key: CounterMaker, Label: func() string { return lang.L("Maker") }},
			{Key: CounterMade, Label: func() string { return lang.L("Made") }},
			{Key: CounterBete, Label: func() string { return lang.L("Bete") }}},
		Book:       func() *appdef.Book[any] { return appdef.Erase(Book()) },
		Show:       appdef.Show("Klaberjass", Play),
		ErrorKeys:  func() []string { return appdef.ErrorKeys(kj.Codes) },
		Presets:    appdef.Presets(kj.Presets, kj.ParsePreset),
		PresetsDir: kj.GameName,

		DescribeMove:   appdef.Describe(reviewWords), // words.go
		DescribeEvents: appdef.Events(reviewLogLine), // log.go
		ListMoves:      appdef.List(reviewCards),     // words.go
	}
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
		SetPlayers:  func(*kj.Rules, int) {},
		Validate:    func(r kj.Rules) error { return r.Validate() },
		Line:        "target_score",
		LineChoices: []int{300, 500, 1000},
		Start:       Start,
	}
}

// Start deals a new Klaberjass match from a setup and shows its table.
func Start(h *appdef.Host, st appdef.Setup[kj.Rules]) {
	g, err := kj.New(st.Rules, st.Seed)
	appdef.Deal(h, g, err, st.Seats, Play)
}

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
	t := h.Table(kj.GameName, g.Seed(), gamedef.Of(g), players, appdef.Rematch(h, Start, players, g.Rules()))
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
