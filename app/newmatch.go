package app

import (
	"time"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"tavolo/app/table"
	"tavolo/engine/scala40"
)

// NewMatch starts a two-player Scala 40 match against the computer with
// the classic rules.
func (s *Shell) NewMatch() {
	r := scala40.Default()
	r.Players = 2
	g, err := scala40.NewMatch(r, uint64(time.Now().UnixNano()))
	if err != nil {
		dialog.ShowError(err, s.Win)
		return
	}
	s.play(g, []table.Seat{{Name: lang.L("You"), Human: true}, {Name: lang.L("Computer")}})
}

// play shows the table for a match.
func (s *Shell) play(g *scala40.Game, seats []table.Seat) {
	t, err := table.New(table.Config{Game: g, Seats: seats, Pace: 400 * time.Millisecond, OnLeave: s.Home, OnNewMatch: s.NewMatch})
	if err != nil {
		dialog.ShowError(err, s.Win)
		return
	}
	s.Show(t, t.Stop)
}

// CanResume reports whether a match in progress was saved.
func (s *Shell) CanResume() bool { return false }

// Resume brings back the match in progress.
func (s *Shell) Resume() {}
