package app

import (
	"fmt"
	"runtime"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"tavolo/app/stats"
	catable "tavolo/app/table/canasta"
	"tavolo/engine/canasta"
	caai "tavolo/engine/canasta/ai"
	"tavolo/engine/games"
	"tavolo/engine/match"
	"tavolo/engine/options"
)

// The statistics counters of Canasta.
const (
	counterCanastas = "canastas"
	counterWentOut  = "went_out"
)

// canastaEntry adds Canasta's board, new-match screen and counters to its
// registry entry.
func canastaEntry(e *gameEntry) {
	e.blurb = func() string {
		return lang.L("Partners build canastas of seven cards; the pozzo is the prize, red threes count apart.")
	}
	e.counters = []counter{
		{key: counterCanastas, label: func() string { return lang.L("Canastas") }},
		{key: counterWentOut, label: func() string { return lang.L("Went out") }},
	}
	e.newMatch = func(s *Shell) { showNewMatch(s, canastaBook()) }
	e.show = showCanasta
}

// canastaOptions are the house rules the new-match screen offers for
// Canasta: the yes/no and number options (the presets set the rest).
var canastaOptions = func() []options.Option[canasta.Rules] {
	offered := map[string]bool{"target_score": true, "opening_before_draw": true, "opening_may_use_pile_top": true,
		"opening_naturals_only": true, "stock_draw_count": true, "pile_plus_stock_card": true, "frozen_needs": true,
		"max_wild_per_meld": true, "allow_wild_melds": true, "aces_canasta_bonus": true, "extra_bonuses": true,
		"black_three_value": true, "black_three_final_discard": true, "wild_into_clean_canasta": true,
		"must_discard_to_go_out": true, "going_out_bonus": true, "concealed_going_out_bonus": true}
	var out []options.Option[canasta.Rules]
	for _, o := range canasta.Options {
		if offered[o.Name] {
			out = append(out, o)
		}
	}
	return out
}()

// canastaBook is Canasta's new-match screen.
func canastaBook() *ruleBook[canasta.Rules] {
	return &ruleBook[canasta.Rules]{
		game:    canasta.GameName,
		title:   func() string { return lang.L("New Canasta match") },
		players: []int{2, 3, 4, 6},
		seats:   4,
		levels:  caai.Levels(),
		def:     canasta.Default,
		options: canastaOptions,
		presets: func(*Shell) []options.Preset[canasta.Rules] {
			var out []options.Preset[canasta.Rules]
			for _, p := range canasta.Presets() {
				out = append(out, options.Preset[canasta.Rules]{Name: p.Name, Description: p.Description, Rules: p.Rules})
			}
			return out
		},
		setPlayers: func(r *canasta.Rules, n int) { r.Players = canasta.PlayersOption(n) },
		validate: func(r canasta.Rules) error {
			if err := r.Validate(); err != nil {
				return fmt.Errorf("%s", lang.L("Canasta is played by 2, 3, 4 or 6 players."))
			}
			return nil
		},
		line:        "target_score",
		lineChoices: []int{5000, 10000, 15000},
		lineTitle:   func() string { return lang.L("Target score") },
		lineHelp:    func() string { return lang.L("A side reaching this total ends the match.") },
		lineError: func() string {
			return lang.L("The target must be a whole number of points, such as 5000.")
		},
		start: func(s *Shell, st gameSetup[canasta.Rules]) { s.startCanasta(st) },
	}
}

// startCanasta deals a new Canasta match and shows its table.
func (s *Shell) startCanasta(st gameSetup[canasta.Rules]) {
	r := st.Rules
	r.Players = canasta.PlayersOption(len(st.Seats))
	g, err := canasta.NewMatch(r, st.Seed)
	if err != nil {
		dialog.ShowError(err, s.Win)
		return
	}
	s.playCanasta(g, st.Seats)
}

// showCanasta puts a Canasta match (new or resumed) on its board.
func showCanasta(s *Shell, m games.Match, players []match.Player) error {
	g, ok := m.Game().(*canasta.Game)
	if !ok || len(players) != g.Players() {
		return fmt.Errorf("resume: not a Canasta match for %d players", len(players))
	}
	s.playCanasta(g, players)
	return nil
}

// canastaSeats turns the saved players into seats with their computer
// players.
func canastaSeats(players []match.Player, g *canasta.Game) []catable.Seat {
	seats := make([]catable.Seat, len(players))
	for i, p := range players {
		seats[i] = catable.Seat{Name: p.Name, Human: p.Kind == kindHuman}
		if !seats[i].Human {
			a, err := caai.NewSearching(p.Kind, g.Seed()+uint64(i)*7919, canastaSearch())
			if err != nil {
				fyne.LogError("computer player", err)
				continue
			}
			seats[i].Agent = opponent[canasta.View, canasta.Action]{a}
		}
	}
	return seats
}

// canastaSearch is how the hard player and the hint search: on every
// core, on threads of lower priority than the window's, so painting goes
// first.
func canastaSearch() caai.SearchOptions {
	opts := caai.DefaultSearch()
	opts.Workers, opts.WorkerStart = runtime.NumCPU(), lowerThreadPriority
	return opts
}

// playCanasta shows the Canasta table of a match; every accepted action
// is saved, and the save is cleared when the match ends.
func (s *Shell) playCanasta(g *canasta.Game, players []match.Player) {
	saver := newAutosaver(s.saveDir(canasta.GameName))
	cfg := catable.Config{
		Game:        g,
		Seats:       canastaSeats(players, g),
		OnChange:    func(g *canasta.Game) { saver.save(games.Of(g), players) },
		OnHandOver:  func(g *canasta.Game) { s.HandOver(canastaHand(g, players)) },
		HintOptions: canastaSearch(),
	}
	frames := startFrameLog()
	cfg.Setup = s.tableSetup(g.Seed(), func() { showNewMatch(s, canastaBook()) }, func() {
		s.startCanasta(gameSetup[canasta.Rules]{Seats: players, Rules: g.Rules(), Seed: NewSeed()})
	}, frames)
	t, err := catable.New(cfg)
	s.openTable(t, err, frames, saver, games.Of(g), players)
}

// canastaHand is a finished hand of Canasta for the statistics: each
// side's canastas are counted once (at its first seat, as the statistics
// add up a side's seats), and the one who went out with going out.
func canastaHand(g *canasta.Game, players []match.Player) stats.Hand {
	h := handStats(canasta.GameName, fmt.Sprintf("%d/%d", g.Seed(), g.HandNo()), games.Of(g), players)
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
				h.Counters[seats[0]][counterCanastas]++
			}
		}
	}
	if res.WentOut >= 0 && res.WentOut < len(players) {
		h.Counters[res.WentOut][counterWentOut] = 1
	}
	return h
}
