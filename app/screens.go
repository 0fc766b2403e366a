package app

import (
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
)

// Statistics shows each player's record.
func (s *Shell) Statistics() {
	dialog.ShowInformation(lang.L("Statistics"), lang.L("No matches played yet."), s.Win)
}

// Settings shows the settings screen.
func (s *Shell) Settings() {
	dialog.ShowInformation(lang.L("Settings"), lang.L("Coming soon."), s.Win)
}

// Rules shows the rules of the games.
func (s *Shell) Rules() {
	dialog.ShowInformation(lang.L("Rules"), lang.L("Coming soon."), s.Win)
}
