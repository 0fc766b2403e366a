package app

import (
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/i18n"
)

// TestNewMatchFitsSmallWindow: the new-match screen of every game, with
// its most seats, in English and Italian, asks for no more than an
// 800×600 window: what does not fit scrolls or wraps.
func TestNewMatchFitsSmallWindow(t *testing.T) {
	s, _ := newShell(t)
	i18n.ForTest(t, "en")
	for _, language := range []string{"en", "it"} {
		i18n.ForTest(t, language)
		checkNewMatchSize(t, s, language)
	}
}

// checkNewMatchSize checks each game's new-match screen in the language
// in use.
func checkNewMatchSize(t *testing.T, s *Shell, language string) {
	for _, c := range []struct {
		game string
		form func() fyne.CanvasObject
	}{
		{"scala40", func() fyne.CanvasObject {
			b := scala40Book()
			f := newMatchFormOf(s, b, lastSetupOf(s, b))
			f.setup.Seats = append(f.setup.Seats, f.setup.Seats[0], f.setup.Seats[0])
			return f.content()
		}},
		{"canasta", func() fyne.CanvasObject {
			b := canastaBook()
			f := newMatchFormOf(s, b, lastSetupOf(s, b))
			f.setup.Seats = append(f.setup.Seats, f.setup.Seats[0], f.setup.Seats[0])
			return f.content()
		}},
		{"klaberjass", func() fyne.CanvasObject {
			b := klaberjassBook()
			return newMatchFormOf(s, b, lastSetupOf(s, b)).content()
		}},
	} {
		if ms := c.form().MinSize(); ms.Width > 800 || ms.Height > 600 {
			t.Errorf("%s in %s: the new-match screen needs %v", c.game, language, ms)
		}
	}
}
