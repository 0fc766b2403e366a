package app

import (
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"tavolo/app/store"
	"tavolo/engine/match"
	"tavolo/engine/scala40"
)

// CanResume reports whether a match in progress was saved.
func (s *Shell) CanResume() bool {
	_, err := os.Stat(filepath.Join(s.saveDir(), store.CurrentFile))
	return err == nil
}

// Resume brings back the match in progress. A damaged save is reported in
// a dialog (and set aside by the store); it never stops the app.
func (s *Shell) Resume() {
	var g *scala40.Game
	rec, notice, err := store.LoadMatch(s.saveDir(), scala40.GameName, func(r *match.Record) error {
		var err error
		g, err = scala40.Replay(r)
		return err
	})
	if err != nil {
		fyne.LogError("resume", err)
		dialog.ShowError(err, s.Win)
		return
	}
	if rec != nil && (g == nil || len(rec.Players) != g.Players()) {
		// The check ran on the previous save last; replay the one loaded.
		if g, err = scala40.Replay(rec); err != nil || len(rec.Players) != g.Players() {
			rec = nil
		}
	}
	show := func() {
		if rec == nil {
			s.Home()
			return
		}
		s.play(g, rec.Players)
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
