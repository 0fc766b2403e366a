package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tavolo/assets"
	"tavolo/i18n"
)

// Rules shows the rules of each game of the registry in the language in
// use.
func (s *Shell) Rules() {
	tabs := container.NewAppTabs()
	for _, g := range registry() {
		text := widget.NewRichTextFromMarkdown(assets.Rules(g.Name, i18n.Current()))
		text.Wrapping = fyne.TextWrapWord
		tabs.Append(container.NewTabItem(g.title(), container.NewVScroll(container.NewPadded(text))))
	}
	back := widget.NewButtonWithIcon(lang.L("Back"), theme.NavigateBackIcon(), s.Home)
	title := widget.NewLabelWithStyle(lang.L("Rules"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.Show(container.NewBorder(container.NewBorder(nil, nil, back, nil, title), nil, nil, nil, tabs), nil)
}
