package app

import (
	"fmt"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/stats"
)

// Statistics shows each player's record, one table per game of the
// registry (with the game's own counters), and a way to reset one
// player's record.
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
		sections := container.NewVBox()
		for _, g := range registry() {
			if grid := s.statsGrid(b, g, rows); grid != nil {
				sections.Add(widget.NewLabelWithStyle(g.title(), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
				sections.Add(grid)
			}
		}
		body = container.NewVScroll(sections)
	}
	s.Show(container.NewBorder(head, nil, nil, nil, container.NewPadded(body)), nil)
	if s.statsNotice != "" {
		dialog.ShowInformation(lang.L("Statistics"), lang.L("The statistics file could not be read; new statistics were started.")+"\n\n"+s.statsNotice, s.Win)
		s.statsNotice = ""
	}
}

// statsGrid is the table of one game's records, nil when it has none.
func (s *Shell) statsGrid(b *stats.Book, g gameEntry, rows []stats.Row) fyne.CanvasObject {
	rows = slices.DeleteFunc(slices.Clone(rows), func(r stats.Row) bool { return r.Game != g.Name })
	if len(rows) == 0 {
		return nil
	}
	headers := []string{lang.L("Player"), lang.L("Matches"), lang.L("Won"), lang.L("Hands")}
	for _, c := range g.counters {
		headers = append(headers, c.label())
	}
	headers = append(headers, lang.L("Points per hand"), lang.L("Best run"), "")
	grid := container.NewGridWithColumns(len(headers))
	for _, h := range headers {
		grid.Add(widget.NewLabelWithStyle(h, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	for _, r := range rows {
		grid.Add(widget.NewLabel(r.Name))
		counts := []int{r.Matches, r.Wins, r.Hands}
		for _, c := range g.counters {
			counts = append(counts, r.Count(c.key))
		}
		for _, n := range counts {
			grid.Add(widget.NewLabel(strconv.Itoa(n)))
		}
		grid.Add(widget.NewLabel(fmt.Sprintf("%.1f", r.AveragePoints())))
		grid.Add(widget.NewLabel(strconv.Itoa(r.BestRun)))
		grid.Add(widget.NewButtonWithIcon(lang.L("Reset"), theme.DeleteIcon(), func() {
			q := lang.X("stats.reset", "Forget the {{.Game}} record of {{.Name}}?", map[string]any{"Game": g.title(), "Name": r.Name})
			dialog.ShowConfirm(lang.L("Reset"), q, func(ok bool) {
				if ok {
					b.Reset(r.Name, r.Game)
					s.saveStats()
					s.Statistics()
				}
			}, s.Win)
		}))
	}
	return grid
}
