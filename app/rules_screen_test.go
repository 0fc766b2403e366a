package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tavolo/i18n"
)

// rulesText is the text of the rules tab on show.
func rulesText(t *testing.T, s *Shell) string {
	t.Helper()
	var tabs *container.AppTabs
	walk(s.Win.Content(), func(o fyne.CanvasObject) {
		if x, ok := o.(*container.AppTabs); ok {
			tabs = x
		}
	})
	if tabs == nil || len(tabs.Items) != 3 {
		t.Fatal("no tab per game")
	}
	var text string
	walk(tabs.Selected().Content, func(o fyne.CanvasObject) {
		if r, ok := o.(*widget.RichText); ok {
			text = r.String()
		}
	})
	return text
}

// TestRulesFollowTheLanguage: the rules screen shows the rules of Scala
// 40 in the language in use.
func TestRulesFollowTheLanguage(t *testing.T) {
	s, _ := newShell(t)
	i18n.ForTest(t, "en")
	s.Rules()
	if en := rulesText(t, s); !strings.Contains(en, "Closing in hand") {
		t.Errorf("English rules: %.80q", en)
	}
	i18n.ForTest(t, "it")
	s.Rules()
	if it := rulesText(t, s); !strings.Contains(it, "Chiusura in mano") {
		t.Errorf("Italian rules: %.80q", it)
	}
}

// TestRulesReadingWidth: in a full-HD window the rules' text keeps to a
// column of readingMaxWidth in the middle (its lines ran 1900 px wide),
// and at 800×600 it takes the window's width.
func TestRulesReadingWidth(t *testing.T) {
	s, _ := newShell(t)
	i18n.ForTest(t, "it")
	for _, size := range []fyne.Size{fyne.NewSize(1920, 1080), fyne.NewSize(800, 600)} {
		s.Win.Resize(size)
		s.Rules()
		s.Win.Content().Refresh()
		var text *widget.RichText
		walk(s.Win.Content(), func(o fyne.CanvasObject) {
			if r, ok := o.(*widget.RichText); ok && text == nil {
				text = r
			}
		})
		if text == nil {
			t.Fatal("no rules text")
		}
		w, at := text.Size().Width, fyne.CurrentApp().Driver().AbsolutePositionForObject(text)
		if w > readingMaxWidth {
			t.Errorf("%v: the text is %.0f wide", size, w)
		}
		if want := min(size.Width, readingMaxWidth) - 4*theme.Padding() - 8; w < want {
			t.Errorf("%v: the text is %.0f wide, want %.0f at least", size, w, want)
		}
		if mid := at.X + w/2; mid < size.Width/2-20 || mid > size.Width/2+20 {
			t.Errorf("%v: the text's middle at x %.0f", size, mid)
		}
	}
}
