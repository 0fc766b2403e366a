package app

import (
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
)

// Statistics shows each player's record.
func (s *Shell) Statistics() {
	dialog.ShowInformation(lang.L("Statistics"), lang.L("No matches played yet."), s.Win)
}
