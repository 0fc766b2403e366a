package app

import (
	"encoding/json"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"

	"tavolo/app/store"
)

// The window's sizes: the table is designed for 800×600 (the smallest
// window it works in), and opens at 1100×760 when the screen is not
// known (in tests, or before the driver says).
var (
	minWindow     = fyne.NewSize(800, 600)
	defaultWindow = fyne.NewSize(1100, 760)
)

// screenShare is how much of the screen a new window takes: room is left
// for the task bar, the title bar and the desktop around it.
const screenShare = 0.85

// windowFile is where the window's size is kept once the player has
// changed it.
const windowFile = "window.json"

// savedWindow is the window's size as kept on disk.
type savedWindow struct {
	Width  float32 `json:"width"`
	Height float32 `json:"height"`
}

// windowPath is the window file in the configuration folder.
func (s *Shell) windowPath() string { return filepath.Join(s.configDir(), windowFile) }

// savedWindowSize is the size the player last left the window at, or a
// zero size when none was kept (or the file is unreadable: the window
// then opens at its default, and the next size the player chooses
// replaces the file).
func (s *Shell) savedWindowSize() fyne.Size {
	data, err := os.ReadFile(s.windowPath())
	if err != nil {
		return fyne.Size{}
	}
	var w savedWindow
	if json.Unmarshal(data, &w) != nil || w.Width < minWindow.Width || w.Height < minWindow.Height {
		return fyne.Size{}
	}
	return fyne.NewSize(w.Width, w.Height)
}

// openWindow sizes the new window: the size the player left it at, else
// the default; FitScreen corrects it once the screen is known.
func (s *Shell) openWindow() {
	size := s.savedWindowSize()
	if size.IsZero() {
		size = defaultWindow
	}
	s.opened = size
	s.Win.Resize(size)
}

// FitScreen makes the window fit a screen of the given size (in Fyne's
// units, as the window's size is): the driver calls it once the screen
// is known. The window is then centred on it.
func (s *Shell) FitScreen(screen fyne.Size) {
	size := windowSize(screen, s.savedWindowSize())
	s.opened = size
	s.Win.Resize(size)
	s.Win.CenterOnScreen()
}

// windowSize is the size a window opens at on a screen: the size the
// player left it at (saved) where it fits, else a share of the screen;
// never smaller than the table's 800×600 nor larger than the screen.
// A zero screen is unknown: the saved size or the default then.
func windowSize(screen, saved fyne.Size) fyne.Size {
	if screen.IsZero() {
		if saved.IsZero() {
			return defaultWindow
		}
		return saved
	}
	want := saved
	if want.IsZero() {
		want = fyne.NewSize(screen.Width*screenShare, screen.Height*screenShare)
	}
	return fyne.NewSize(fit(want.Width, minWindow.Width, screen.Width), fit(want.Height, minWindow.Height, screen.Height))
}

// fit is v in whole units, no smaller than lo and no larger than hi (hi
// wins where they cross: on a screen smaller than 800×600 the window is
// the screen).
func fit(v, lo, hi float32) float32 {
	return float32(int(min(max(v, lo), hi)))
}

// resized reports whether the window's size differs from the size it
// opened at by more than the driver's rounding to whole pixels.
func resized(now, opened fyne.Size) bool {
	return max(abs(now.Width-opened.Width), abs(now.Height-opened.Height)) > 1
}

func abs(v float32) float32 { return max(v, -v) }

// rememberWindow keeps the window's size when the player changed it since
// it opened; otherwise nothing is written.
func (s *Shell) rememberWindow() {
	size := s.Win.Canvas().Size()
	if s.opened.IsZero() || !resized(size, s.opened) || size.Width < minWindow.Width || size.Height < minWindow.Height {
		return
	}
	data, err := json.Marshal(savedWindow{Width: size.Width, Height: size.Height})
	if err == nil {
		err = store.WriteFile(s.windowPath(), data)
	}
	if err != nil {
		fyne.LogError("window size", err)
	}
	s.opened = size
}
