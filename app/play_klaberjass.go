package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"tavolo/app/stats"
	kjtable "tavolo/app/table/klaberjass"
	"tavolo/engine/games"
	"tavolo/engine/klaberjass"
	kjai "tavolo/engine/klaberjass/ai"
	"tavolo/engine/match"
	"tavolo/engine/options"
)

// klaberjassBook is Klaberjass's new-match screen: two seats, the target
// score, its presets.
func klaberjassBook() *ruleBook[klaberjass.Rules] {
	return &ruleBook[klaberjass.Rules]{
		game:        klaberjass.GameName,
		title:       func() string { return lang.L("New Klaberjass match") },
		players:     []int{2},
		seats:       2,
		levels:      []string{"easy", "medium", "hard"},
		def:         klaberjass.Default,
		options:     klaberjass.Options,
		presets:     func(*Shell) []options.Preset[klaberjass.Rules] { return klaberjass.Presets() },
		setPlayers:  func(*klaberjass.Rules, int) {},
		validate:    func(r klaberjass.Rules) error { return r.Validate() },
		line:        "target_score",
		lineChoices: []int{300, 500, 1000},
		lineTitle:   func() string { return lang.L("Target score") },
		lineHelp:    func() string { return lang.L("The first player whose total reaches this score wins the match.") },
		lineError: func() string {
			return lang.L("The target score must be a whole number of points, such as 500.")
		},
		start: func(s *Shell, st gameSetup[klaberjass.Rules]) { s.startKlaberjass(st) },
	}
}

// The statistics counters of Klaberjass.
const (
	counterMaker = "maker"
	counterMade  = "made"
	counterBete  = "bete"
)

// klaberjassCounters are its statistics columns.
func klaberjassCounters() []counter {
	return []counter{
		{key: counterMaker, label: func() string { return lang.L("Maker") }},
		{key: counterMade, label: func() string { return lang.L("Made") }},
		{key: counterBete, label: func() string { return lang.L("Bete") }},
	}
}

// klaberjassHand is a scored hand of Klaberjass for the statistics: the
// maker's result is counted for the maker (half bete counts as bete).
func klaberjassHand(g *klaberjass.Game, players []match.Player) stats.Hand {
	h := handStats(klaberjass.GameName, fmt.Sprintf("%d/%d", g.Seed(), len(g.Score().Hands)), games.Of(g), players)
	res := g.Result()
	if res == nil || res.Annulled || res.Maker < 0 {
		h.Played, h.Points = false, nil
		return h
	}
	h.Counters = make([]map[string]int, len(players))
	c := map[string]int{counterMaker: 1}
	if res.Bete || res.HalfBete {
		c[counterBete] = 1
	} else {
		c[counterMade] = 1
	}
	h.Counters[res.Maker] = c
	return h
}

// startKlaberjass deals a new Klaberjass match from a setup.
func (s *Shell) startKlaberjass(st gameSetup[klaberjass.Rules]) {
	g, err := klaberjass.New(st.Rules, st.Seed)
	if err != nil {
		dialog.ShowError(err, s.Win)
		return
	}
	s.playKlaberjass(g, st.Seats)
}

// showKlaberjass puts a Klaberjass match (new or resumed) on its board.
func showKlaberjass(s *Shell, m games.Match, players []match.Player) error {
	g, ok := m.Game().(*klaberjass.Game)
	if !ok || len(players) != 2 {
		return fmt.Errorf("resume: not a Klaberjass match for %d players", len(players))
	}
	s.playKlaberjass(g, players)
	return nil
}

// playKlaberjass shows the table of a Klaberjass match; every accepted
// action is saved, and the save is cleared when the match ends.
func (s *Shell) playKlaberjass(g *klaberjass.Game, players []match.Player) {
	saver := newAutosaver(s.saveDir(klaberjass.GameName))
	seats := make([]kjtable.Seat, len(players))
	for i, p := range players {
		seats[i] = kjtable.Seat{Name: p.Name, Human: p.Kind == kindHuman}
		if !seats[i].Human {
			level := p.Kind
			if level == "cheat" || level == "random" {
				level = "medium" // the table never seats those
			}
			if ai, err := kjai.New(level, g.Seed()+uint64(i)*7919, kjai.Options{WorkerStart: lowerThreadPriority}); err == nil {
				seats[i].Agent = opponent[klaberjass.View, klaberjass.Action]{ai}
			} else {
				fyne.LogError("computer player", err)
			}
		}
	}
	cfg := kjtable.Config{
		Game:       g,
		Seats:      seats,
		OnChange:   func(g *klaberjass.Game) { saver.save(games.Of(g), players) },
		OnHandOver: func(g *klaberjass.Game) { s.HandOver(klaberjassHand(g, players)) },
		// The hint thinks as the hard player at the table does.
		HintOptions: kjai.Options{WorkerStart: lowerThreadPriority},
	}
	frames := startFrameLog()
	cfg.Setup = s.tableSetup(g.Seed(), func() { showNewMatch(s, klaberjassBook()) }, func() {
		s.startKlaberjass(gameSetup[klaberjass.Rules]{Seats: players, Rules: g.Rules(), Seed: NewSeed()})
	}, frames)
	t, err := kjtable.New(cfg)
	s.openTable(t, err, frames, saver, games.Of(g), players)
}
