// Package app is Tavolo's window: the home screen and the navigation
// between screens (new match, table, score sheet, statistics, settings,
// rules). Each screen lives in its own file or sub-package; the engine
// packages never import this one.
package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"tavolo/i18n"
)

// ID is the application ID: it names the preferences and storage folder
// on every OS, so it never changes.
const ID = "it.tavolo.app"

// Shell owns the main window and shows one screen at a time.
type Shell struct {
	App fyne.App
	Win fyne.Window

	// leave is called when the current screen is replaced (a table stops
	// its computer players there).
	leave func()
}

// New makes the main window of a (real or test) Fyne app and shows the
// home screen.
func New(a fyne.App) *Shell {
	if err := i18n.Load(); err != nil {
		fyne.LogError("translations", err)
	}
	s := &Shell{App: a}
	s.Win = a.NewWindow(lang.L("Tavolo"))
	s.Win.Resize(fyne.NewSize(1100, 760))
	s.Win.SetMaster()
	s.Home()
	return s
}

// Show replaces the window's content; onLeave runs when it is replaced in
// turn.
func (s *Shell) Show(content fyne.CanvasObject, onLeave func()) {
	if s.leave != nil {
		s.leave()
	}
	s.leave = onLeave
	s.Win.SetContent(content)
}

// Retranslate rebuilds the window in the language now in use.
func (s *Shell) Retranslate() {
	s.Win.SetTitle(lang.L("Tavolo"))
	s.Home()
}
