package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tavolo/assets"
)

// Home shows the home screen: the games of the registry, and the ways to
// the match in progress (when there is one), the recent matches,
// statistics, settings and rules, in one column in the middle of the
// window.
func (s *Shell) Home() {
	icon := canvas.NewImageFromResource(assets.Icon)
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(fyne.NewSize(64, 64))
	title := widget.NewLabelWithStyle(lang.L("Tavolo"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameHeadingText
	// Plain, not italic: the italic face would be loaded at start only for
	// this line, about 10 MB of the memory measured after start.
	sub := widget.NewLabel(lang.L("The card table of Italian families"))
	// The recent matches sit beside the title: the row of tools below is
	// as wide as the column allows at 800×600 in Italian.
	recent := widget.NewButtonWithIcon(lang.L("Recent matches"), theme.HistoryIcon(), s.Recent)
	head := container.NewBorder(nil, nil, nil, container.NewCenter(recent),
		container.NewCenter(container.NewHBox(icon, container.NewVBox(title, sub))))

	// One column of equal panels: each as tall as the tallest.
	list := container.NewGridWithColumns(1)
	for _, g := range registry() {
		if g.playable() {
			list.Add(s.gameCard(g))
		}
	}

	tools := container.New(spreadRow{},
		widget.NewButtonWithIcon(lang.L("Statistics"), theme.ListIcon(), s.Statistics),
		widget.NewButtonWithIcon(lang.L("Settings"), theme.SettingsIcon(), s.Settings),
		widget.NewButtonWithIcon(lang.L("Rules"), theme.HelpIcon(), s.Rules),
		widget.NewButtonWithIcon(lang.L("About"), theme.InfoIcon(), s.About),
	)
	// Resume leads the row when there is a match to resume, and is not
	// there at all when there is none.
	if saved := s.savedGames(); len(saved) > 0 {
		resume := widget.NewButtonWithIcon(resumeLabel(saved), theme.MediaPlayIcon(), nil)
		resume.OnTapped = func() { s.resumeFrom(resume) }
		tools.Objects = append([]fyne.CanvasObject{resume}, tools.Objects...)
	}
	body := container.NewVBox(head, gap(8), list, gap(8), tools)
	s.Show(container.New(homeColumn{s}, body), nil)
}

// gameCard is one game on the home screen: its name and what it is
// about on a panel, with its play button.
func (s *Shell) gameCard(g gameEntry) fyne.CanvasObject {
	play := widget.NewButtonWithIcon(lang.L("Play"), theme.MediaPlayIcon(), func() { g.newMatch(s) })
	play.Importance = widget.HighImportance
	name := widget.NewLabelWithStyle(g.title(), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	name.SizeName = theme.SizeNameSubHeadingText
	blurb := widget.NewLabel(g.blurb())
	blurb.Wrapping = fyne.TextWrapWord
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.CornerRadius = theme.InputRadiusSize()
	bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	bg.StrokeWidth = 1
	text := container.New(layout.NewCustomPaddedVBoxLayout(0), name, blurb)
	return container.NewStack(bg, container.New(layout.NewCustomPaddedLayout(4, 4, 4, 12), container.NewBorder(nil, nil, nil, container.NewCenter(play), text)))
}

// gap is empty room of height h in a column.
func gap(h float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(0, h))
	return r
}

// homeColumn lays its one object out as the home screen's column: as
// wide as its widest row needs, growing with the window up to
// homeMaxWidth (as much more as the screens grow: screenScale), and
// centred both ways (from the top when the window is shorter than the
// column).
type homeColumn struct{ s *Shell }

// homeMaxWidth is the widest the home screen's column grows at the
// theme's sizes.
const homeMaxWidth = 960

func (homeColumn) MinSize(objects []fyne.CanvasObject) fyne.Size {
	return objects[0].MinSize().AddWidthHeight(2*theme.Padding(), 2*theme.Padding())
}

func (c homeColumn) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	need := objects[0].MinSize()
	w := max(need.Width, min(size.Width*0.55, homeMaxWidth*max(c.s.grow, 1)))
	w = min(w, size.Width-2*theme.Padding())
	// The descriptions wrap to the width given: the height is known once
	// the column has it.
	objects[0].Resize(fyne.NewSize(w, need.Height))
	h := objects[0].MinSize().Height
	objects[0].Resize(fyne.NewSize(w, h))
	objects[0].Move(fyne.NewPos((size.Width-w)/2, max(theme.Padding(), (size.Height-h)/2)))
}

// spreadRow lays objects out in a row at their own widths, the room left
// shared out equally, so the row fills its width without making every
// button as wide as the widest.
type spreadRow struct{}

func (spreadRow) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var w, h float32
	for _, o := range objects {
		m := o.MinSize()
		w += m.Width
		h = max(h, m.Height)
	}
	return fyne.NewSize(w+theme.Padding()*float32(len(objects)-1), h)
}

func (r spreadRow) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	if len(objects) == 0 {
		return
	}
	extra := (size.Width - r.MinSize(objects).Width) / float32(len(objects))
	x := float32(0)
	for _, o := range objects {
		w := o.MinSize().Width + extra
		o.Resize(fyne.NewSize(w, size.Height))
		o.Move(fyne.NewPos(x, 0))
		x += w + theme.Padding()
	}
}
