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
		Title:       func() string { return lang.L("New Klaberjass match") },
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
		LineTitle:   func() string { return lang.L("Target score") },
		LineHelp:    func() string { return lang.L("The first player whose total reaches this score wins the match.") },
		LineError: func() string {
			return lang.L("The target score must be a whole number of points, such as 500.")
		},
		Start:  Start,
		Labels: labels,
	}
}

// labels are Klaberjass's options, their values and its presets as the
// new-match screen names them, in English (the i18n files translate
// them).
var labels = appdef.Labels{
	Options: map[string]string{
		"schmeiss_enabled":             "Schmeiss",
		"schmeiss_refusal":             "Maker after a schmeiss",
		"annulled_deal_dealer":         "Dealer after an annulled deal",
		"second_deal_pattern":          "Second deal",
		"turn_bottom_card":             "Show the bottom card",
		"dix_exchange":                 "Dix exchange",
		"must_overtrump_on_trump_lead": "Overtrump on a trump lead",
		"must_trump_when_void":         "Trump when void",
		"sequence_compare":             "Comparing sequences",
		"sequence_final_tie":           "Equal sequences",
		"declarations_optional":        "Players declare",
		"sequences_need_a_trick":       "Sequences need a trick",
		"bella_needs_announcement":     "Bella must be announced",
		"last_trick_bonus":             "Last trick",
		"all_tricks_bonus":             "All the tricks",
		"four_of_a_kind_melds":         "Four of a kind",
		"tie_continue":                 "Play on after a tie",
		"target_score":                 "Target score",
	},
	Values: map[string]string{
		kj.SchmeisserIsMaker: "the one who offered it",
		kj.OtherIsMaker:      "the one who answered",
		kj.AnnulledNext:      "the next player",
		kj.AnnulledSame:      "the same dealer",
		kj.OneAtATime:        "one card at a time",
		kj.BatchOfThree:      "three at once",
		kj.ValueThenTop:      "worth, then top card",
		kj.LengthThenTop:     "length, then top card",
		kj.TieNobody:         "nobody scores",
		kj.TieElderWins:      "the elder scores",
	},
	Presets: map[string]string{"classic": "Classic", "deberc": "Deberc", "simple": "Simple", "swiss": "Swiss"},
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
