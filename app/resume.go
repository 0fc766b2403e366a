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

// savedGames are the playable games with a match in progress, in the
// registry's order. Anything where a game's save should be counts, even
// what cannot be read (a folder, a loop of links): resuming it tells the
// player what is wrong and offers the previous save.
func (s *Shell) savedGames() []gameEntry {
	var out []gameEntry
	for _, g := range registry() {
		if !g.playable() {
			continue
		}
		if _, err := os.Lstat(filepath.Join(s.saveDir(g.Name), store.CurrentFile)); err == nil {
			out = append(out, g)
		}
	}
	return out
}

// CanResume reports whether a match in progress of any game was saved.
func (s *Shell) CanResume() bool { return len(s.savedGames()) > 0 }

// Resume is the home screen's resume button: it brings back the match
// in progress when one game has one, and lists them when several do.
func (s *Shell) Resume() { s.resumeFrom(nil) }

// resumeFrom is Resume from a button: the list of matches opens under
// anchor (nil: near the top of the window).
func (s *Shell) resumeFrom(anchor fyne.CanvasObject) {
	saved := s.savedGames()
	switch len(saved) {
	case 0:
		s.Home()
	case 1:
		s.ResumeGame(saved[0].Name)
	default:
		size := s.Win.Canvas().Size()
		pos := fyne.NewPos(size.Width/4, size.Height/4)
		if anchor != nil {
			pos = fyne.CurrentApp().Driver().AbsolutePositionForObject(anchor).AddXY(0, anchor.Size().Height)
		}
		widget.ShowPopUpMenuAtPosition(s.resumeMenu(saved), s.Win.Canvas(), pos)
	}
}

// ResumeGame brings back the match in progress of game. A damaged save
// is reported in a dialog (set aside by the store, the previous save
// loaded in its place when there is a good one); it never stops the app.
func (s *Shell) ResumeGame(game string) {
	g, ok := lookupGame(game)
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
			dialog.ShowError(err, s.Win)
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

// resumeLabel is the home screen's resume button: "Resume match" when
// no game or several have a match in progress (the button then lists
// them), "Resume Klaberjass" when one has.
func resumeLabel(saved []gameEntry) string {
	if len(saved) != 1 {
		return lang.L("Resume match")
	}
	return lang.X("home.resume.game", "Resume {{.Game}}", map[string]any{"Game": saved[0].title()})
}

// resumeMenu lists the games with a match in progress, each with who
// plays it and the score ("Klaberjass: Anna 120, Nonno 85").
func (s *Shell) resumeMenu(saved []gameEntry) *fyne.Menu {
	var items []*fyne.MenuItem
	for _, g := range saved {
		label := g.title()
		if what := s.inProgress(g.Name); what != "" {
			label += ": " + what
		}
		items = append(items, fyne.NewMenuItem(label, func() { s.ResumeGame(g.Name) }))
	}
	return fyne.NewMenu(lang.L("Resume match"), items...)
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
				s.ResumeGame(game)
			}
		}, s.Win)
	d.Show()
}
