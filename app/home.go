package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Home shows the home screen: the games of the registry, and the ways to
// the match in progress, statistics, settings and rules.
func (s *Shell) Home() {
	list := container.NewVBox()
	for _, g := range registry() {
		list.Add(s.gameCard(g))
	}
	title := widget.NewLabelWithStyle(lang.L("Tavolo"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameHeadingText
	// Plain, not italic: the italic face would be loaded at start only for
	// this line, about 10 MB of the memory measured after start.
	sub := widget.NewLabelWithStyle(lang.L("The card table of Italian families"), fyne.TextAlignCenter, fyne.TextStyle{})

	resume := widget.NewButtonWithIcon(lang.L("Resume match"), theme.MediaPlayIcon(), s.Resume)
	if !s.CanResume() {
		resume.Disable()
	}
	tools := container.NewGridWithColumns(5,
		resume,
		widget.NewButtonWithIcon(lang.L("Statistics"), theme.ListIcon(), s.Statistics),
		widget.NewButtonWithIcon(lang.L("Settings"), theme.SettingsIcon(), s.Settings),
		widget.NewButtonWithIcon(lang.L("Rules"), theme.HelpIcon(), s.Rules),
		widget.NewButtonWithIcon(lang.L("About"), theme.InfoIcon(), s.About),
	)
	body := container.NewVBox(title, sub, layout.NewSpacer(), list, layout.NewSpacer(), tools)
	s.Show(container.NewCenter(container.NewPadded(body)), nil)
}

// gameCard is one game on the home screen, with its play button.
func (s *Shell) gameCard(g gameEntry) fyne.CanvasObject {
	play := widget.NewButtonWithIcon(lang.L("Play"), theme.MediaPlayIcon(), nil)
	play.Importance = widget.HighImportance
	if g.newMatch != nil {
		play.OnTapped = func() { g.newMatch(s) }
	} else {
		play.SetText(lang.L("Coming soon"))
		play.Disable()
	}
	blurb := widget.NewLabel(g.blurb())
	blurb.Wrapping = fyne.TextWrapWord
	card := widget.NewCard(g.title(), "", container.NewBorder(nil, nil, nil, play, blurb))
	wrap := container.NewGridWrap(fyne.NewSize(560, 130), card)
	return wrap
}
