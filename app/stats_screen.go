package app

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/stats"
	"tavolo/app/table"
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
	var bins []*tipButton
	if len(rows) == 0 {
		body = widget.NewLabel(lang.L("No matches played yet."))
	} else {
		sections := container.NewVBox()
		for _, g := range registry() {
			if grid := s.statsGrid(b, g, rows, &bins); grid != nil {
				sections.Add(widget.NewLabelWithStyle(g.title(), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
				sections.Add(grid)
			}
		}
		// Both ways: a wide table scrolls sideways instead of widening
		// the window.
		body = container.NewScroll(sections)
	}
	// A label left under the pointer goes with the screen.
	s.Show(container.NewBorder(head, nil, nil, nil, container.NewPadded(body)), func() {
		for _, b := range bins {
			b.hideTip()
		}
	})
	if s.statsNotice != "" {
		dialog.ShowInformation(lang.L("Statistics"), lang.L("The statistics file could not be read; new statistics were started.")+"\n\n"+s.statsNotice, s.Win)
		s.statsNotice = ""
	}
}

// statsGrid is the table of one game's records, nil when it has none;
// its bins are added to bins.
func (s *Shell) statsGrid(b *stats.Book, g gameEntry, rows []stats.Row, bins *[]*tipButton) fyne.CanvasObject {
	rows = slices.DeleteFunc(slices.Clone(rows), func(r stats.Row) bool { return r.Game != g.Name })
	if len(rows) == 0 {
		return nil
	}
	headers := []string{lang.L("Player"), lang.L("Matches"), lang.L("Won"), lang.L("Hands")}
	for _, c := range g.ui.Counters {
		headers = append(headers, g.ui.CounterLabel(c))
	}
	headers = append(headers, lang.L("Points per hand"), lang.L("Best run"), "")
	grid := container.New(&columnsLayout{cols: len(headers)})
	for _, h := range headers {
		// A heading wraps where the table is wider than the window.
		head := widget.NewLabelWithStyle(h, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		head.Wrapping = fyne.TextWrapWord
		grid.Add(head)
	}
	for _, r := range rows {
		grid.Add(widget.NewLabel(cellName(r)))
		counts := []int{r.Matches, r.Wins, r.Hands}
		for _, c := range g.ui.Counters {
			counts = append(counts, r.Count(c))
		}
		for _, n := range counts {
			grid.Add(widget.NewLabel(strconv.Itoa(n)))
		}
		grid.Add(widget.NewLabel(table.Number(r.AveragePoints())))
		grid.Add(widget.NewLabel(strconv.Itoa(r.BestRun)))
		// The bin alone, so the row fits the smallest window; its label
		// shows under the pointer, and the confirmation says it again.
		who := map[string]any{"Game": g.title(), "Name": rowName(r)}
		reset := newTipButton(theme.DeleteIcon(), lang.X("stats.reset.tip", "Reset {{.Name}}'s {{.Game}} statistics", who))
		reset.Importance = widget.LowImportance
		grid.Add(reset)
		*bins = append(*bins, reset)
		reset.OnTapped = func() {
			q := lang.X("stats.reset", "Reset {{.Name}}'s {{.Game}} statistics?", who)
			dialog.ShowConfirm(lang.L("Reset"), q, func(ok bool) {
				if ok {
					b.Reset(r.Kind, r.Name, r.Game)
					s.saveStats()
					s.Statistics()
				}
			}, s.Win)
		}
	}
	return grid
}

// tipButton is a button with only an icon whose label shows beside the
// pointer while it is over the button, as a tooltip would.
type tipButton struct {
	widget.Button
	Tip string
	pop *widget.PopUp
}

// newTipButton is an icon button labelled tip.
func newTipButton(icon fyne.Resource, tip string) *tipButton {
	b := &tipButton{Tip: tip}
	b.Icon = icon
	b.ExtendBaseWidget(b)
	return b
}

// MouseIn shows the label under the button, its right edge at the
// button's (the bins stand at the right of the table).
func (b *tipButton) MouseIn(e *desktop.MouseEvent) {
	b.Button.MouseIn(e)
	c := fyne.CurrentApp().Driver().CanvasForObject(b)
	if c == nil || b.Tip == "" {
		return
	}
	if b.pop == nil {
		b.pop = widget.NewPopUp(widget.NewLabel(b.Tip), c)
	}
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
	w := b.pop.MinSize().Width
	b.pop.ShowAtPosition(fyne.NewPos(max(0, at.X+b.Size().Width-w), at.Y+b.Size().Height))
}

// MouseOut hides the label.
func (b *tipButton) MouseOut() {
	b.Button.MouseOut()
	b.hideTip()
}

// Tapped hides the label before the button acts.
func (b *tipButton) Tapped(e *fyne.PointEvent) {
	b.hideTip()
	b.Button.Tapped(e)
}

// hideTip hides the label if it is shown.
func (b *tipButton) hideTip() {
	if b.pop != nil {
		b.pop.Hide()
	}
}

// rowName is whose record a row is: a person's name, a computer player's
// name marked as the computer's, or a side's partners together.
func rowName(r stats.Row) string {
	switch r.Kind {
	case stats.Computer:
		return memberName(stats.Member{Name: r.Name, Computer: true})
	case stats.Side:
		members := stats.Members(r.Name)
		names := make([]string, len(members))
		for i, m := range members {
			names[i] = memberName(m)
		}
		return strings.Join(names, " & ")
	}
	return r.Name
}

// cellName is rowName as the table shows it: a side's partners one to
// a line, so the column of names stays narrow.
func cellName(r stats.Row) string {
	return strings.ReplaceAll(rowName(r), " & ", " &\n")
}

// memberName is a person's name, or a computer player's marked as such.
func memberName(m stats.Member) string {
	if m.Computer {
		return lang.X("stats.computer", "{{.Name}} (computer)", map[string]any{"Name": m.Name})
	}
	return m.Name
}

// columnsLayout lays objects out in rows of cols cells: each column as
// wide as its widest cell, each row as tall as its tallest, so the table
// is as compact as its contents. Where the columns are wider together
// than the room they are laid out in, the labels that wrap (the
// headings) are narrowed toward their longest word, and wrap, so the
// table fits a small window rather than scrolling sideways.
type columnsLayout struct {
	cols int
	// width is the width last laid out in (0 before the first layout):
	// the rows' heights depend on how the headings wrap there.
	width float32
}

// widths are each column's own width (natural) and the least it can be
// given (least: a label that wraps, its longest word).
func (l *columnsLayout) widths(objects []fyne.CanvasObject) (natural, least []float32) {
	natural, least = make([]float32, l.cols), make([]float32, l.cols)
	for i, o := range objects {
		c := i % l.cols
		own, narrowest := cellWidths(o)
		natural[c] = max(natural[c], own)
		least[c] = max(least[c], narrowest)
	}
	return natural, least
}

// cellWidths are the width o takes on one line (own) and the narrowest
// it can be: a label that wraps, as wide as its longest word; anything
// else its own width.
func cellWidths(o fyne.CanvasObject) (own, narrowest float32) {
	lb, ok := o.(*widget.Label)
	if !ok || lb.Wrapping == fyne.TextWrapOff {
		w := o.MinSize().Width
		return w, w
	}
	width := func(s string) float32 {
		// A pixel more: a label given exactly its text's width may wrap
		// its last word.
		return fyne.MeasureText(s, theme.TextSize(), lb.TextStyle).Width + 2*theme.InnerPadding() + 1
	}
	for _, word := range strings.Fields(lb.Text) {
		narrowest = max(narrowest, width(word))
	}
	return width(lb.Text), narrowest
}

// fitColumns is the columns' widths in room: their own where they fit, else
// each narrowed toward its least in proportion to what it can give.
func fitColumns(natural, least []float32, room float32) []float32 {
	var need, slack float32
	for c := range natural {
		need += natural[c]
		slack += natural[c] - least[c]
	}
	out := slices.Clone(natural)
	if need <= room || slack <= 0 {
		return out
	}
	give := min(1, (need-room)/slack)
	for c := range out {
		out[c] -= (natural[c] - least[c]) * give
	}
	return out
}

// columns are the columns' widths and the rows' heights where the table
// is laid out width wide (0: unknown, the narrowest table).
func (l *columnsLayout) columns(objects []fyne.CanvasObject, width float32) (widths, heights []float32) {
	natural, least := l.widths(objects)
	widths = least
	if width > 0 {
		widths = fitColumns(natural, least, width-theme.Padding()*float32(l.cols))
	}
	heights = make([]float32, (len(objects)+l.cols-1)/l.cols)
	for i, o := range objects {
		if lb, ok := o.(*widget.Label); ok && lb.Wrapping != fyne.TextWrapOff {
			// A wrapping label knows its height once it has its width.
			o.Resize(fyne.NewSize(widths[i%l.cols], o.Size().Height))
		}
		heights[i/l.cols] = max(heights[i/l.cols], o.MinSize().Height)
	}
	return widths, heights
}

func (l *columnsLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	_, least := l.widths(objects)
	_, heights := l.columns(objects, l.width)
	pad := theme.Padding()
	var size fyne.Size
	for _, w := range least {
		size.Width += w + pad
	}
	for _, h := range heights {
		size.Height += h
	}
	return size
}

func (l *columnsLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	l.width = size.Width
	widths, heights := l.columns(objects, size.Width)
	pad := theme.Padding()
	var y float32
	for r, h := range heights {
		var x float32
		for c, w := range widths {
			if i := r*l.cols + c; i < len(objects) {
				objects[i].Move(fyne.NewPos(x, y))
				objects[i].Resize(fyne.NewSize(w, h))
			}
			x += w + pad
		}
		y += h
	}
}
