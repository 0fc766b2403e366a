package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"tavolo/app/store"
	"tavolo/engine/match"
	"tavolo/engine/scala40"
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
	rec, notice, err := store.LoadMatch(s.saveDir(g.name), g.name, g.check)
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
		if err := g.resume(s, rec); err != nil {
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

// resumeScala40 shows the table of a saved Scala 40 match.
func resumeScala40(s *Shell, rec *match.Record) error {
	g, err := scala40.Replay(rec)
	if err != nil {
		return err
	}
	if len(rec.Players) != g.Players() {
		return fmt.Errorf("resume: %d players saved for %d seats", len(rec.Players), g.Players())
	}
	s.play(g, rec.Players)
	return nil
}

// noticeText is a store notice in the player's language.
func noticeText(n *store.Notice) string {
	return lang.X(n.Key, n.Message, map[string]any{"Name": n.Name, "File": n.File})
}
