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

// Rules shows the rules of each game in the language in use.
func (s *Shell) Rules() {
	names := map[string]string{"scala40": lang.L("Scala 40"), "canasta": lang.L("Canasta"), "klaberjass": lang.L("Klaberjass")}
	tabs := container.NewAppTabs()
	for _, g := range assets.Games {
		text := widget.NewRichTextFromMarkdown(assets.Rules(g, i18n.Current()))
		text.Wrapping = fyne.TextWrapWord
		tabs.Append(container.NewTabItem(names[g], container.NewVScroll(container.NewPadded(text))))
	}
	back := widget.NewButtonWithIcon(lang.L("Back"), theme.NavigateBackIcon(), s.Home)
	title := widget.NewLabelWithStyle(lang.L("Rules"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.Show(container.NewBorder(container.NewBorder(nil, nil, back, nil, title), nil, nil, nil, tabs), nil)
}
