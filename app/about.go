package app

import (
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
)

// About shows the app's name, version and build.
func (s *Shell) About() {
	m := s.App.Metadata()
	dialog.ShowInformation(lang.L("About Tavolo"), lang.L("Tavolo {{.Version}} (build {{.Build}})", map[string]any{"Version": m.Version, "Build": m.Build}), s.Win)
}
