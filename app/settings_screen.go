package app

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/settings"
	"tavolo/i18n"
)

// choice is one value of a setting and its label in the language in use.
type choice struct{ value, label string }

// choiceSelect is a Select over choices that calls set with the value.
func choiceSelect(choices []choice, current string, set func(string)) *widget.Select {
	labels := make([]string, len(choices))
	for i, c := range choices {
		labels[i] = c.label
	}
	sel := widget.NewSelect(labels, nil)
	for _, c := range choices {
		if c.value == current {
			sel.SetSelected(c.label)
		}
	}
	sel.OnChanged = func(label string) {
		for _, c := range choices {
			if c.label == label {
				set(c.value)
			}
		}
	}
	return sel
}

// Settings shows the settings screen. Every change takes effect at once
// and is saved; opening the screen writes nothing (each widget gets its
// value before its change handler).
func (s *Shell) Settings() {
	save := s.settingsSaver()
	c := &s.Config

	volume := widget.NewSlider(0, 100)
	volume.Step = 5
	volume.SetValue(float64(c.Volume))
	volume.OnChangeEnded = func(v float64) {
		c.Volume = int(v)
		save()
		s.PlaySound("meld")
	}
	mute := widget.NewCheck(lang.L("Mute"), nil)
	mute.SetChecked(c.Mute)
	mute.OnChanged = func(on bool) {
		c.Mute = on
		save()
	}
	test := widget.NewButtonWithIcon(lang.L("Try"), theme.MediaPlayIcon(), func() { s.PlaySound("close") })

	cardSize := choiceSelect([]choice{
		{"small", lang.L("Small")}, {"medium", lang.L("Medium size")}, {"large", lang.L("Large")},
	}, c.CardSize, func(v string) { c.CardSize = v; save() })
	four := widget.NewCheck(lang.L("Four-colour deck (diamonds blue, clubs green)"), nil)
	four.SetChecked(c.FourColour)
	four.OnChanged = func(on bool) { c.FourColour = on; save() }
	large := widget.NewCheck(lang.L("Large corner indices"), nil)
	large.SetChecked(c.LargeIndex)
	large.OnChanged = func(on bool) { c.LargeIndex = on; save() }
	animation := choiceSelect([]choice{
		{"off", lang.L("No animation")}, {"fast", lang.L("Fast")}, {"normal", lang.L("Normal")}, {"slow", lang.L("Slow")},
	}, c.Animation, func(v string) { c.Animation = v; save() })
	var levels []choice
	for _, l := range Levels {
		levels = append(levels, choice{l, levelLabel(l)})
	}
	level := choiceSelect(levels, c.Level, func(v string) { c.Level = v; save() })

	form := widget.NewForm(
		widget.NewFormItem(lang.L("Language"), s.languageSelect(save)),
		widget.NewFormItem(lang.L("Volume"), container.NewBorder(nil, nil, nil, container.NewHBox(mute, test), volume)),
		widget.NewFormItem(lang.L("Card size"), cardSize),
		widget.NewFormItem(lang.L("Cards"), container.NewVBox(four, large)),
		widget.NewFormItem(lang.L("Animation speed"), animation),
		widget.NewFormItem(lang.L("Default names"), s.namesGrid(save)),
		widget.NewFormItem(lang.L("Computer level"), level),
	)
	body := container.NewVBox()
	if len(s.problems) > 0 {
		body.Add(widget.NewButtonWithIcon(lang.L("Show the problems in the settings files"), theme.WarningIcon(), s.showSettingsProblems))
	}
	body.Add(form)
	body.Add(s.presetsCard())
	body.Add(widget.NewAccordion(widget.NewAccordionItem(lang.X("settings.files.title", "Files and folders"), s.filesDetails())))
	back := widget.NewButtonWithIcon(lang.L("Back"), theme.NavigateBackIcon(), s.Home)
	title := widget.NewLabelWithStyle(lang.L("Settings"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.Show(container.NewBorder(container.NewBorder(nil, nil, back, nil, title), nil, nil, nil, container.NewVScroll(container.New(readingColumn{}, container.NewPadded(body)))), nil)
}

// setDefaultName sets the default name of seat i ("" leaves the seat's
// usual name), keeping the list short.
func (s *Shell) setDefaultName(i int, name string) {
	names := s.Config.Names
	for len(names) <= i {
		names = append(names, "")
	}
	names[i] = strings.TrimSpace(name)
	for j, n := range names {
		if n == "" {
			// A gap takes the usual name of that seat.
			names[j] = DefaultSetupName(j)
		}
	}
	for len(names) > 0 && names[len(names)-1] == DefaultSetupName(len(names)-1) {
		names = names[:len(names)-1]
	}
	s.Config.Names = names
}

// settingsSaver is how the settings screen saves after a change: an
// error is shown, and a file left as it is (settings.KeptError) is said
// once per visit, not per key typed.
func (s *Shell) settingsSaver() func() {
	told := false
	return func() {
		err := s.saveSettings()
		var kept *settings.KeptError
		switch {
		case errors.As(err, &kept):
			fyne.LogError("settings", err)
			if !told {
				told = true
				dialog.ShowInformation(lang.L("Settings"), keptText(kept), s.Win)
			}
		case err != nil:
			dialog.ShowError(fmt.Errorf("%s: %w", lang.L("The settings could not be saved"), err), s.Win)
		}
	}
}

// languageSelect chooses the language; the screen is rebuilt in it.
func (s *Shell) languageSelect(save func()) *widget.Select {
	c := &s.Config
	return choiceSelect([]choice{
		{"", lang.L("Same as the system")}, {"en", "English"}, {"it", "Italiano"},
	}, c.Language, func(v string) {
		if v == c.Language {
			return
		}
		c.Language = v
		save()
		use := v
		if use == "" {
			use = i18n.System()
		}
		if err := i18n.Use(use); err != nil {
			fyne.LogError("translations", err)
		}
		s.Win.SetTitle(lang.L("Tavolo"))
		s.Settings() // rebuilt in the new language
	})
}

// namesGrid is one entry per default seat name.
func (s *Shell) namesGrid(save func()) *fyne.Container {
	names := container.NewGridWithColumns(3)
	for i := 0; i < settings.MaxNames; i++ {
		e := widget.NewEntry()
		e.SetPlaceHolder(DefaultSetupName(i))
		if i < len(s.Config.Names) {
			e.SetText(s.Config.Names[i])
		}
		e.OnChanged = func(text string) { s.setDefaultName(i, text); save() }
		names.Add(e)
	}
	return names
}

// DefaultSetupName is the usual name of seat i of a new match.
func DefaultSetupName(i int) string {
	if i == 0 {
		return defaultPlayerName()
	}
	others := otherNames(defaultPlayerName())
	return others[min(i-1, len(others)-1)]
}

// presetsCard lists the house-rule presets of every game, the shipped
// ones and the player's own, each with what it changes.
func (s *Shell) presetsCard() fyne.CanvasObject {
	list := container.NewVBox()
	for _, g := range registry() {
		if !g.playable() {
			continue
		}
		list.Add(widget.NewLabelWithStyle(g.title(), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		b := g.ui.Book()
		for _, p := range presetsOf(s, b) {
			l := widget.NewLabel(fmt.Sprintf("%s: %s", b.PresetLabel(p.Name), lang.L(p.Description)))
			l.Wrapping = fyne.TextWrapWord
			list.Add(l)
		}
	}
	return widget.NewCard(lang.L("House-rule presets"), "", list)
}

// filesDetails is the technical part of the settings, folded away: where
// the settings file is, and where each game's own presets are read from
// (with the file each comes from).
func (s *Shell) filesDetails() fyne.CanvasObject {
	file := widget.NewLabel(lang.X("settings.file", "Settings file: {{.Path}}", map[string]any{"Path": s.settingsPath()}))
	file.Wrapping = fyne.TextWrapBreak
	dir := filepath.Join(s.configDir(), settings.PresetsDir)
	help := widget.NewLabel(lang.X("settings.presets", "Your own presets: one .toml file each in {{.Dir}}, read at start.", map[string]any{"Dir": dir}))
	help.Wrapping = fyne.TextWrapBreak
	box := container.NewVBox(file, help)
	for _, g := range registry() {
		if g.ui.Presets == nil {
			continue
		}
		box.Add(wrapped(fmt.Sprintf("%s: %s", g.title(), s.presetsDir(g.ui))))
		for _, u := range s.presets[g.Name] {
			box.Add(wrapped(fmt.Sprintf("  %s: %s", u.Name, u.File)))
		}
	}
	return box
}

// wrapped is a label whose text breaks anywhere (a path has no spaces).
func wrapped(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapBreak
	return l
}

// showSettingsProblems tells the player what was wrong in his settings
// or presets files (file, line, key), if anything.
func (s *Shell) showSettingsProblems() {
	if len(s.problems) == 0 {
		return
	}
	var b strings.Builder
	for _, p := range s.problems {
		line := ""
		if p.Line > 0 {
			line = lang.X("settings.line", "line {{.Line}}", map[string]any{"Line": p.Line})
		}
		fmt.Fprintf(&b, "%s %s %s: %s\n", p.File, line, cutText(p.Key, 60), cutText(p.Msg, 300))
	}
	msg := widget.NewLabel(lang.L("These entries were not used; their defaults are in force and your files were left as they are:") + "\n\n" + b.String())
	msg.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(lang.L("Problems in the settings"), lang.L("OK"), container.NewVScroll(msg), s.Win)
	d.Resize(fyne.NewSize(700, 400))
	d.Show()
}

// keptText tells the player, in his language, why his settings file was
// left as it is.
func keptText(e *settings.KeptError) string {
	switch {
	case e.Broken:
		return lang.L("Your settings file is not valid TOML, so it was left as it is and this change lasts until Tavolo closes. Correct the file, or delete it, to save your settings again.")
	case e.Key != "":
		return lang.X("settings.kept.entry", "The entry {{.Key}} of your settings file spans several lines or is written as a table, so the file was left as it is and this change lasts until Tavolo closes.", map[string]any{"Key": e.Key})
	}
	return lang.L("Your settings file could not be changed without changing something else you wrote in it, so it was left as it is and this change lasts until Tavolo closes.")
}

// cutText shortens text to at most n characters, marking the cut with
// "…": a wrong entry may hold megabytes, and a dialog shows it whole.
func cutText(text string, n int) string {
	if utf8.RuneCountInString(text) <= n {
		return text
	}
	return string([]rune(text)[:n]) + "…"
}
