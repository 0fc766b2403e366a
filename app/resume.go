package app

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/store"
	"tavolo/engine/match"
)

// CanResume reports whether a match in progress of any game was saved.
func (s *Shell) CanResume() bool { return s.savedGame() != "" }

// Resume brings back the match in progress (of the game saved last). A
// damaged save is reported in a dialog (and set aside by the store); it
// never stops the app.
func (s *Shell) Resume() {
	g, ok := lookupGame(s.savedGame())
	if !ok {
		s.Home()
		return
	}
	check := func(rec *match.Record) error { _, err := g.Replay(rec); return err }
	rec, notice, err := store.LoadMatch(s.saveDir(g.Name), g.Name, check)
	if err != nil {
		fyne.LogError("resume", err)
		dialog.ShowError(err, s.Win)
		return
	}
	show := func() {
		if rec == nil {
			s.Home()
			return
		}
		m, err := g.Replay(rec)
		if err == nil {
			s.upgradeNames(rec.Players)
			err = g.show(s, m, rec.Players)
		}
		if err != nil {
			fyne.LogError("resume", err)
			s.Home()
		}
	}
	if notice != nil {
		fyne.LogError("resume: "+notice.Detail, nil)
		d := dialog.NewInformation(lang.L("Saved match"), noticeText(notice), s.Win)
		d.SetOnClosed(show)
		d.Show()
		return
	}
	show()
}

// noticeText is a store notice in the player's language.
func noticeText(n *store.Notice) string {
	return lang.X(n.Key, n.Message, map[string]any{"Name": n.Name, "File": n.File})
}

// inProgress describes the saved match in progress of a game for the
// player ("Anna 120, Nonno 85"): each side's names and running total; ""
// when there is none or it cannot be read.
func (s *Shell) inProgress(game string) string {
	g, ok := lookupGame(game)
	if !ok || g.Replay == nil {
		return ""
	}
	data, err := os.ReadFile(filepath.Join(s.saveDir(game), store.CurrentFile))
	if err != nil {
		return ""
	}
	rec, err := match.DecodeRecord(data, game)
	if err != nil {
		return ""
	}
	m, err := g.Replay(rec)
	if err != nil {
		return ""
	}
	sc := m.Score()
	var parts []string
	for side, seats := range sc.Sides {
		var names []string
		for _, seat := range seats {
			if seat < len(rec.Players) {
				names = append(names, rec.Players[seat].Name)
			}
		}
		total := 0
		if side < len(sc.Totals) {
			total = sc.Totals[side]
		}
		parts = append(parts, fmt.Sprintf("%s %d", strings.Join(names, " & "), total))
	}
	return strings.Join(parts, ", ")
}

// confirmAbandon runs start at once when game has no match in progress;
// otherwise it asks first whether to abandon that match, offering to
// resume it instead.
func (s *Shell) confirmAbandon(game string, start func()) {
	what := s.inProgress(game)
	if what == "" {
		start()
		return
	}
	q := lang.X("newmatch.abandon", "Abandon the match in progress? ({{.Match}})", map[string]any{"Match": what})
	d := dialog.NewCustomConfirm(lang.L("Match in progress"), lang.L("Abandon it"), lang.L("Resume it"),
		widget.NewLabel(q), func(abandon bool) {
			if abandon {
				start()
			} else {
				s.Resume()
			}
		}, s.Win)
	d.Show()
}
