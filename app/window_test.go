package app

import (
	"os"
	"testing"

	"fyne.io/fyne/v2"
)

// TestWindowSizeFitsTheScreen: a new window takes a share of the screen
// it opens on (it was 1100×760 everywhere: taller than a 768-pixel
// screen, small on full HD), never less than the table's 800×600 nor
// more than the screen; a size the player chose is kept where it fits.
func TestWindowSizeFitsTheScreen(t *testing.T) {
	cases := []struct {
		screen, saved, want fyne.Size
	}{
		{fyne.NewSize(1024, 740), fyne.Size{}, fyne.NewSize(870, 629)},
		{fyne.NewSize(1366, 738), fyne.Size{}, fyne.NewSize(1161, 627)},
		{fyne.NewSize(1920, 1050), fyne.Size{}, fyne.NewSize(1632, 892)},
		{fyne.NewSize(800, 570), fyne.Size{}, fyne.NewSize(800, 570)},
		{fyne.NewSize(1920, 1050), fyne.NewSize(1000, 700), fyne.NewSize(1000, 700)},
		{fyne.NewSize(1024, 740), fyne.NewSize(1900, 1040), fyne.NewSize(1024, 740)},
		{fyne.Size{}, fyne.Size{}, defaultWindow},
		{fyne.Size{}, fyne.NewSize(900, 650), fyne.NewSize(900, 650)},
	}
	for _, c := range cases {
		if got := windowSize(c.screen, c.saved); got != c.want {
			t.Errorf("screen %v, saved %v: %v, want %v", c.screen, c.saved, got, c.want)
		}
	}
}

// TestWindowSizeRemembered: closing writes nothing when the player left
// the size alone; a size the player chose is kept and the next window
// opens at it.
func TestWindowSizeRemembered(t *testing.T) {
	s, _ := newShell(t)
	s.FitScreen(fyne.NewSize(1920, 1050))
	s.Close()
	if _, err := os.Stat(s.windowPath()); err == nil {
		t.Fatal("the window's size was written though the player did not change it")
	}
	s.Win.Resize(fyne.NewSize(1000, 700))
	s.Close()
	if got := s.savedWindowSize(); got != fyne.NewSize(1000, 700) {
		t.Fatalf("kept %v", got)
	}
	again := New(s.App)
	t.Cleanup(again.Win.Close)
	if got := again.Win.Canvas().Size(); got != fyne.NewSize(1000, 700) {
		t.Errorf("the next window opened at %v", got)
	}
	again.FitScreen(fyne.NewSize(1920, 1050))
	if got := again.Win.Canvas().Size(); got != fyne.NewSize(1000, 700) {
		t.Errorf("fitted to the screen at %v, not the player's size", got)
	}
}
