package app

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	"fyne.io/fyne/v2/lang"

	"tavolo/app/stats"
	"tavolo/app/store"
	"tavolo/engine/match"
	"tavolo/engine/scala40"
)

// gameEntry is one game of the registry: what the app needs to list it,
// deal it, resume it, count it and explain it.
type gameEntry struct {
	name  string        // as in saves and statistics: "scala40"
	title func() string // its name in the player's language
	blurb func() string // one line for the home screen
	// counters are the game's own statistics columns (stats.Record's
	// Counters), in order.
	counters []counter
	// newMatch shows its new-match screen; nil while the game cannot be
	// played yet ("coming soon").
	newMatch func(s *Shell)
	// resume replays a saved match and shows its table.
	resume func(s *Shell, rec *match.Record) error
	// check replays a save without showing it (the store's check that a
	// save is good).
	check func(rec *match.Record) error
}

// counter is one statistics column of a game.
type counter struct {
	key   string
	label func() string
}

// registry lists every game, in the order the home screen shows them.
// The rules screen, resume and the statistics loop over it too.
func registry() []gameEntry {
	return []gameEntry{
		{
			name:  scala40.GameName,
			title: func() string { return lang.L("Scala 40") },
			blurb: func() string {
				return lang.L("Rummy for 2 to 6: open with 40 points, close to leave the others with penalty points.")
			},
			counters: []counter{
				{key: counterClosed, label: func() string { return lang.L("Closed") }},
				{key: counterClosedInHand, label: func() string { return lang.L("Closed in hand") }},
			},
			newMatch: (*Shell).NewMatch,
			resume:   resumeScala40,
			check:    func(rec *match.Record) error { _, err := scala40.Replay(rec); return err },
		},
		{name: "canasta", title: func() string { return lang.L("Canasta") }, blurb: comingSoon},
		{name: "klaberjass", title: func() string { return lang.L("Klaberjass") }, blurb: comingSoon},
	}
}

func comingSoon() string { return lang.L("Coming soon.") }

// lookupGame returns the registry entry of a game.
func lookupGame(name string) (gameEntry, bool) {
	all := registry()
	if i := slices.IndexFunc(all, func(g gameEntry) bool { return g.name == name }); i >= 0 {
		return all[i], true
	}
	return gameEntry{}, false
}

// gameLabel is a game's name as the player reads it.
func gameLabel(name string) string {
	if g, ok := lookupGame(name); ok {
		return g.title()
	}
	return name
}

// saveDir is where the match in progress of a game is saved.
func (s *Shell) saveDir(game string) string {
	return filepath.Join(s.App.Storage().RootURI().Path(), "saves", game)
}

// savedGame is the game whose match in progress was saved last, or "".
func (s *Shell) savedGame() string {
	var newest string
	var when time.Time
	for _, g := range registry() {
		if g.resume == nil {
			continue
		}
		fi, err := os.Stat(filepath.Join(s.saveDir(g.name), store.CurrentFile))
		if err == nil && (newest == "" || fi.ModTime().After(when)) {
			newest, when = g.name, fi.ModTime()
		}
	}
	return newest
}

// The statistics counters of Scala 40.
const (
	counterClosed       = "closed"
	counterClosedInHand = "closed_in_hand"
)

// scala40Hand is a finished hand of Scala 40 for the statistics.
func scala40Hand(g *scala40.Game, names []string) stats.Hand {
	h := stats.Hand{
		Game:  scala40.GameName,
		Key:   fmt.Sprintf("%d/%d", g.Seed, g.HandNo),
		Names: names,
		Over:  g.Phase == scala40.PhaseMatchOver,
		When:  time.Now(),
	}
	if res := g.Result; res != nil && res.Closer >= 0 {
		h.Played, h.Points = true, res.Points
		h.Counters = make([]map[string]int, len(names))
		h.Counters[res.Closer] = map[string]int{counterClosed: 1}
		if res.InMano {
			h.Counters[res.Closer][counterClosedInHand] = 1
		}
	}
	if h.Over && g.Winner >= 0 {
		h.Winners = []int{g.Winner}
		if g.Rules.PairsMode {
			h.Winners = append(h.Winners, scala40.Partner(g.Winner))
		}
	}
	return h
}
