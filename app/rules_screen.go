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
		tabs.Append(container.NewTabItem(g.title(), container.NewVScroll(container.New(readingColumn{}, container.NewPadded(text)))))
	}
	back := widget.NewButtonWithIcon(lang.L("Back"), theme.NavigateBackIcon(), s.Home)
	title := widget.NewLabelWithStyle(lang.L("Rules"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.Show(container.NewBorder(container.NewBorder(nil, nil, back, nil, title), nil, nil, nil, tabs), nil)
}

// readingMaxWidth is the widest the rules' text and the settings grow:
// lines of a hundred-odd characters, where a full-HD window would give
// them two hundred and fifty, and no slider or list across the screen.
const readingMaxWidth = 860

// readingColumn lays its one object out as wide as the room, up to
// readingMaxWidth, centred across, as tall as it then needs (its text
// wraps to the width given).
type readingColumn struct{}

func (readingColumn) MinSize(objects []fyne.CanvasObject) fyne.Size {
	return objects[0].MinSize()
}

func (readingColumn) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	w := min(size.Width, readingMaxWidth)
	objects[0].Resize(fyne.NewSize(w, size.Height))
	objects[0].Resize(fyne.NewSize(w, max(size.Height, objects[0].MinSize().Height)))
	objects[0].Move(fyne.NewPos((size.Width-w)/2, 0))
}
