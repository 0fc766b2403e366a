package app

import (
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
)

// Rules shows the rules of the games.
func (s *Shell) Rules() {
	dialog.ShowInformation(lang.L("Rules"), lang.L("Coming soon."), s.Win)
}
