package app

import (
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
)

// Settings shows the settings screen.
func (s *Shell) Settings() {
	dialog.ShowInformation(lang.L("Settings"), lang.L("Coming soon."), s.Win)
}
