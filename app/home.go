package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// game is one entry of the home screen.
type game struct {
	name, blurb string
	play        func() // nil while the game is not playable yet
}

// Home shows the home screen: the three games, and the ways to the
// match in progress, statistics, settings and rules.
func (s *Shell) Home() {
	games := []game{
		{name: lang.L("Scala 40"), blurb: lang.L("Rummy for 2 to 6: open with 40 points, close to leave the others with penalty points."), play: s.NewMatch},
		{name: lang.L("Canasta"), blurb: lang.L("Coming soon.")},
		{name: lang.L("Klaberjass"), blurb: lang.L("Coming soon.")},
	}
	list := container.NewVBox()
	for _, g := range games {
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
func (s *Shell) gameCard(g game) fyne.CanvasObject {
	play := widget.NewButtonWithIcon(lang.L("Play"), theme.MediaPlayIcon(), g.play)
	play.Importance = widget.HighImportance
	if g.play == nil {
		play.SetText(lang.L("Coming soon"))
		play.Disable()
	}
	blurb := widget.NewLabel(g.blurb)
	blurb.Wrapping = fyne.TextWrapWord
	card := widget.NewCard(g.name, "", container.NewBorder(nil, nil, nil, play, blurb))
	wrap := container.NewGridWrap(fyne.NewSize(560, 130), card)
	return wrap
}
