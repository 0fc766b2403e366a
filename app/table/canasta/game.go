package canasta

import (
	"fmt"
	"runtime"

	"fyne.io/fyne/v2/lang"

	"tavolo/app/appdef"
	"tavolo/app/stats"
	cn "tavolo/engine/canasta"
	caai "tavolo/engine/canasta/ai"
	"tavolo/engine/gamedef"
	"tavolo/engine/match"
	"tavolo/engine/options"
)

// The statistics counters of Canasta.
const (
	CounterCanastas = "canastas"
	CounterWentOut  = "went_out"
)

// Game is Canasta's half of its descriptor in the app; its blurb and
// its counters' headings are its words canasta.blurb and
// canasta.counter.KEY.
func Game() appdef.Game {
	g := appdef.NewGame("Canasta", Book, cn.ParsePreset, Play, reviewWords)
	g.Counters = []string{CounterCanastas, CounterWentOut}
	g.ErrorKeys = errorKeys
	g.PresetsDir = cn.GameName
	g.DescribeEvents = appdef.SeatEvents(logLine) // log.go
	return g
}

// offered are the house rules the new-match screen offers for Canasta:
// the yes/no and number options (the presets set the rest).
var offered = func() []options.Option[cn.Rules] {
	names := map[string]bool{"target_score": true, "opening_before_draw": true, "opening_may_use_pile_top": true,
		"opening_naturals_only": true, "stock_draw_count": true, "pile_plus_stock_card": true, "frozen_needs": true,
		"max_wild_per_meld": true, "allow_wild_melds": true, "aces_canasta_bonus": true, "extra_bonuses": true,
		"black_three_value": true, "black_three_final_discard": true, "wild_into_clean_canasta": true,
		"must_discard_to_go_out": true, "going_out_bonus": true, "concealed_going_out_bonus": true}
	var out []options.Option[cn.Rules]
	for _, o := range cn.Options {
		if names[o.Name] {
			out = append(out, o)
		}
	}
	return out
}()

// Book is Canasta's new-match screen.
func Book() *appdef.Book[cn.Rules] {
	return &appdef.Book[cn.Rules]{
		Game:       cn.GameName,
		Players:    []int{2, 3, 4, 6},
		Seats:      4,
		Levels:     caai.Levels(),
		Default:    cn.Default,
		Options:    offered,
		Presets:    cn.Presets,
		SetPlayers: setPlayers,
		Validate: func(r cn.Rules) error {
			if err := r.Validate(); err != nil {
				return fmt.Errorf("%s", lang.L("Canasta is played by 2, 3, 4 or 6 players."))
			}
			return nil
		},
		Line:        "target_score",
		LineChoices: []int{5000, 10000, 15000},
		Start:       appdef.Start(setPlayers, cn.NewMatch, Play),
	}
}

// setPlayers writes a number of seats into Canasta's rules.
func setPlayers(r *cn.Rules, n int) { r.Players = cn.PlayersOption(n) }

// search is how the hard player and the hint search: on every core, on
// threads of lower priority than the window's, so painting goes first.
func search(h *appdef.Host) caai.Options {
	return caai.Options{Workers: runtime.NumCPU(), WorkerStart: h.WorkerStart}
}

// Play shows the Canasta table of a match; every accepted action is
// saved, and the save is cleared when the match ends.
func Play(h *appdef.Host, g *cn.Game, players []match.Player) {
	t := h.Table(cn.GameName, g.Seed(), gamedef.Of(g), players, appdef.Rematch(h, Book().Start, players, g.Rules()))
	agent := func(level string, seed uint64) (match.Agent[cn.View, cn.Action], error) {
		return caai.New(level, seed, search(h))
	}
	b, err := New(appdef.Config(h, t, g, players, g.Seed(), agent, Hand, search(h)))
	t.Open(b, err)
}

// Hand is a finished hand of Canasta for the statistics: each side's
// canastas are counted once (at its first seat, as the statistics add
// up a side's seats), and the one who went out with going out.
func Hand(g *cn.Game, players []match.Player) stats.Hand {
	h := appdef.HandStats(cn.GameName, fmt.Sprintf("%d/%d", g.Seed(), g.HandNo()), gamedef.Of(g), players)
	res := g.Result()
	if res == nil {
		return h
	}
	h.Counters = make([]map[string]int, len(players))
	for seat := range players {
		h.Counters[seat] = map[string]int{}
	}
	for side, seats := range h.Sides {
		for _, m := range g.Melds(side) {
			if m.Info.Canasta() {
				h.Counters[seats[0]][CounterCanastas]++
			}
		}
	}
	if res.WentOut >= 0 && res.WentOut < len(players) {
		h.Counters[res.WentOut][CounterWentOut] = 1
	}
	return h
}

// errorKeys are the i18n keys of the messages ErrorText gives: Canasta's
// own wording of a code (and of its reasons), else the shared one.
func errorKeys() []string {
	var out []string
	for _, c := range cn.Codes {
		if _, ok := errorEnglish[c]; ok {
			out = append(out, "canasta.error."+string(c))
		} else {
			out = append(out, "error."+string(c))
		}
		if _, ok := aloneEnglish[c]; ok {
			out = append(out, "canasta.error."+string(c)+".alone")
		}
		if _, ok := equalEnglish[c]; ok {
			out = append(out, "canasta.error."+string(c)+".ratio-equal")
		}
	}
	for reason := range whyEnglish {
		out = append(out, "canasta.why."+reason)
	}
	return out
}
