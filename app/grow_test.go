package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"tavolo/i18n"
)

// TestScreensGrowWithTheWindow: at 1920×1080 the screens off the table
// (home, new match, settings, rules, recent matches, statistics) draw
// their text and buttons larger than at 800×600, where they kept their
// 800×600 size in a corner of a full HD window; made small again, the
// window is 800×600 again with the theme's own sizes.
func TestScreensGrowWithTheWindow(t *testing.T) {
	s, _ := newShell(t)
	i18n.ForTest(t, "it")
	playedStats(s)
	base := theme.TextSize()
	screens := []struct {
		name, button string
		show         func()
	}{
		{"home", lang.L("Statistics"), s.Home},
		{"new match", lang.L("Back"), func() { s.Show(newMatchForm(s, DefaultSetup()).content(), nil) }},
		{"settings", lang.L("Back"), s.Settings},
		{"rules", lang.L("Back"), s.Rules},
		{"recent", lang.L("Back"), s.Recent},
		{"statistics", lang.L("Back"), s.Statistics},
	}
	for _, sc := range screens {
		height := func(size fyne.Size) (float32, float32) {
			s.Win.Resize(size)
			sc.show()
			s.Win.Content().Refresh()
			b := button(s, sc.button)
			if b == nil {
				t.Fatalf("%s: no %q button", sc.name, sc.button)
			}
			return b.Size().Height, theme.TextSize()
		}
		h0, t0 := height(fyne.NewSize(800, 600))
		h1, t1 := height(fyne.NewSize(1920, 1080))
		if h1 < h0*1.3 || t1 < t0*1.3 || t0 != base {
			t.Errorf("%s: %q %.0f px tall, text %.1f at 800×600; %.0f px, text %.1f at 1920×1080", sc.name, sc.button, h0, t0, h1, t1)
		}
		small := fyne.NewSize(800, 600)
		s.Win.Resize(small)
		if got := s.Win.Canvas().Size(); got != small || theme.TextSize() != base {
			t.Errorf("%s: made small again the window is %v, its text %.1f", sc.name, got, theme.TextSize())
		}
	}
}
