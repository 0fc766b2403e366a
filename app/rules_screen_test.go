package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
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

// TestReadingColumnWidth: in a full-HD window the rules' text and the
// settings keep to a column of readingMaxWidth in the middle (they ran
// 1904 px wide: lines of 250 characters, a volume slider across the
// screen), and at 800×600 they take the window's width.
func TestReadingColumnWidth(t *testing.T) {
	s, _ := newShell(t)
	i18n.ForTest(t, "it")
	screens := []struct {
		name string
		show func()
		is   func(fyne.CanvasObject) bool
	}{
		{"rules", s.Rules, func(o fyne.CanvasObject) bool { _, ok := o.(*widget.RichText); return ok }},
		{"settings", s.Settings, func(o fyne.CanvasObject) bool { _, ok := o.(*widget.Form); return ok }},
	}
	for _, sc := range screens {
		for _, size := range []fyne.Size{fyne.NewSize(1920, 1080), fyne.NewSize(800, 600)} {
			s.Win.Resize(size)
			sc.show()
			s.Win.Content().Refresh()
			var found fyne.CanvasObject
			walk(s.Win.Content(), func(o fyne.CanvasObject) {
				if found == nil && sc.is(o) {
					found = o
				}
			})
			if found == nil {
				t.Fatalf("%s: nothing to measure", sc.name)
			}
			w, at := found.Size().Width, fyne.CurrentApp().Driver().AbsolutePositionForObject(found)
			if want := min(size.Width, readingMaxWidth); w > want || w < want-60 {
				t.Errorf("%s %v: %.0f wide, want %.0f less the margins", sc.name, size, w, want)
			}
			if mid := at.X + w/2; mid < size.Width/2-20 || mid > size.Width/2+20 {
				t.Errorf("%s %v: the middle at x %.0f", sc.name, size, mid)
			}
		}
	}
}
