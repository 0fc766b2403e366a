package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

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
