// Package app is Tavolo's window: the home screen and the navigation
// between screens (new match, table, score sheet, statistics, settings,
// rules). Each screen lives in its own file or sub-package; the engine
// packages never import this one.
package app

import (
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"tavolo/app/settings"
	"tavolo/app/sound"
	"tavolo/app/stats"
	"tavolo/engine/games"
	"tavolo/engine/match"
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

	// Config is the player's settings, read from settings.toml at
	// start; problems are what was wrong in that file (shown once).
	Config   settings.Settings
	problems []*settings.Problem
	// presets are the player's own house-rule presets, by game.
	presets map[string][]settings.UserPreset

	// stats is the statistics book, read on first use; statsNotice is
	// what went wrong reading it, to tell the player once.
	stats        *stats.Book
	statsNotice  string
	statsPending sync.WaitGroup

	soundMu sync.Mutex
	sound   *sound.Player // nil until the device is open

	// baseTheme is the app's theme; while a table is shown the app uses
	// table.FeltTheme of it (felt is true), so that the window is cleared
	// to the felt.
	baseTheme fyne.Theme
	felt      bool
	// grow is how much larger than the theme's sizes the screens off the
	// table are drawn (screenScale; 0 or 1: at its sizes).
	grow float32
	// shown is the screen shown (as given to Show).
	shown fyne.CanvasObject

	// builtinComputers seats each board's own quick computer player in
	// place of the game's (appdef.Host.Builtin: the screenshots).
	builtinComputers bool
	// atTable is the match at the table shown, for the review of its
	// hand just ended.
	atTable struct {
		m       games.Match
		players []match.Player
	}
	// practice is the deal being played again, nil when none is.
	practice *practice
	// pending are the files being written off the UI goroutine (the
	// match in progress's save, a finished match kept), waited for on
	// quitting.
	pending sync.WaitGroup

	// opened is the window's size as opened (or as last kept): a
	// different size at the end was the player's, and is kept.
	opened fyne.Size
}

// New makes the main window of a (real or test) Fyne app and shows the
// home screen.
func New(a fyne.App) *Shell {
	if err := i18n.Load(); err != nil {
		fyne.LogError("translations", err)
	}
	s := &Shell{App: a}
	s.loadSettings()
	s.startSound()
	s.Win = a.NewWindow(lang.L("Tavolo"))
	s.openWindow()
	s.Win.SetMaster()
	s.Home()
	s.showSettingsProblems()
	s.askName()
	return s
}

// Show replaces the window's content; onLeave runs when it is replaced in
// turn.
func (s *Shell) Show(content fyne.CanvasObject, onLeave func()) {
	_, isTable := content.(board)
	s.showOn(content, onLeave, isTable)
}

// showOn is Show on the table's felt (felt true: a table, the review of
// a hand) or on the app's own background.
func (s *Shell) showOn(content fyne.CanvasObject, onLeave func(), felt bool) {
	if s.leave != nil {
		s.leave()
	}
	s.leave = onLeave
	s.practiceShown(content)
	s.shown = content
	s.setFelt(felt)
	if !felt {
		// Off the table the theme grows with the window (growLayout),
		// which pads the screen itself.
		content = container.New(growLayout{s}, content)
	}
	s.Win.SetPadded(felt)
	s.Win.SetContent(content)
}

// setFelt switches the app to the felt theme (a table is shown) or back.
func (s *Shell) setFelt(on bool) {
	if s.felt == on {
		return
	}
	s.felt = on
	s.App.Settings().SetTheme(s.screenTheme())
}

// Close ends the session when the window has gone: it leaves the screen
// shown (a match in progress finishes writing its save) and waits for the
// files being written (Settle), so quitting right after a move loses
// nothing. A second call only waits again.
func (s *Shell) Close() {
	s.rememberWindow()
	if s.leave != nil {
		s.leave()
		s.leave = nil
	}
	s.Settle()
}

// Settle waits until the files being written off the UI goroutine are
// on disk: the match in progress's save, the statistics, a finished
// match kept. It touches nothing of the window, so that the quit on a
// signal may call it from its own goroutine when the window's loop no
// longer answers (cmd/tavolo). Every file is written whole or not at
// all (store.WriteFile), so a process that ends after Settle loses
// nothing asked for before it.
func (s *Shell) Settle() {
	s.statsPending.Wait()
	s.pending.Wait()
}

// Retranslate rebuilds the window in the language now in use.
func (s *Shell) Retranslate() {
	s.Win.SetTitle(lang.L("Tavolo"))
	s.Home()
}
