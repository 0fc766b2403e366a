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
