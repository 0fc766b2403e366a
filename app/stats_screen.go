package app

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tavolo/engine/scala40"
)

// gameLabel is a game's name as the player reads it.
func gameLabel(game string) string {
	if game == scala40.GameName {
		return lang.L("Scala 40")
	}
	return game
}

// Statistics shows each player's record per game, with a way to reset
// one player's record.
func (s *Shell) Statistics() {
	b := s.book()
	rows := b.Rows()
	back := widget.NewButtonWithIcon(lang.L("Back"), theme.NavigateBackIcon(), s.Home)
	title := widget.NewLabelWithStyle(lang.L("Statistics"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	head := container.NewBorder(nil, nil, back, nil, title)
	var body fyne.CanvasObject
	if len(rows) == 0 {
		body = widget.NewLabel(lang.L("No matches played yet."))
	} else {
		headers := []string{lang.L("Player"), lang.L("Game"), lang.L("Matches"), lang.L("Won"), lang.L("Hands"),
			lang.L("Closed"), lang.L("Closed in hand"), lang.L("Points per hand"), lang.L("Best run"), ""}
		grid := container.NewGridWithColumns(len(headers))
		for _, h := range headers {
			grid.Add(widget.NewLabelWithStyle(h, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		}
		for _, r := range rows {
			r := r
			grid.Add(widget.NewLabel(r.Name))
			grid.Add(widget.NewLabel(gameLabel(r.Game)))
			for _, n := range []int{r.Matches, r.Wins, r.Hands, r.Closed, r.ClosedInHand} {
				grid.Add(widget.NewLabel(strconv.Itoa(n)))
			}
			grid.Add(widget.NewLabel(fmt.Sprintf("%.1f", r.AveragePoints())))
			grid.Add(widget.NewLabel(strconv.Itoa(r.BestRun)))
			grid.Add(widget.NewButtonWithIcon(lang.L("Reset"), theme.DeleteIcon(), func() {
				q := lang.X("stats.reset", "Forget the {{.Game}} record of {{.Name}}?", map[string]any{"Game": gameLabel(r.Game), "Name": r.Name})
				dialog.ShowConfirm(lang.L("Reset"), q, func(ok bool) {
					if ok {
						b.Reset(r.Name, r.Game)
						s.saveStats()
						s.Statistics()
					}
				}, s.Win)
			}))
		}
		body = container.NewVScroll(grid)
	}
	s.Show(container.NewBorder(head, nil, nil, nil, container.NewPadded(body)), nil)
	if s.statsNotice != "" {
		dialog.ShowInformation(lang.L("Statistics"), lang.L("The statistics file could not be read; new statistics were started.")+"\n\n"+s.statsNotice, s.Win)
		s.statsNotice = ""
	}
}
