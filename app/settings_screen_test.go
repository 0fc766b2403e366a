package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/settings"
	"tavolo/i18n"
)

// walk calls f on every object of the tree under o.
func walk(o fyne.CanvasObject, f func(fyne.CanvasObject)) {
	f(o)
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			walk(c, f)
		}
	case *container.Scroll:
		walk(x.Content, f)
	case *widget.Card:
		if x.Content != nil {
			walk(x.Content, f)
		}
	case *container.AppTabs:
		for _, it := range x.Items {
			walk(it.Content, f)
		}
	case *widget.PopUp:
		walk(x.Content, f)
	case *widget.Accordion:
		for _, it := range x.Items {
			walk(it.Detail, f)
		}
	case *widget.Form:
		for _, it := range x.Items {
			walk(it.Widget, f)
		}
	}
}

// hasLabel says whether a label with exactly text is on the screen.
func hasLabel(s *Shell, text string) bool {
	found := false
	walk(s.Win.Content(), func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Text == text {
			found = true
		}
	})
	return found
}

// TestSettingsLanguageAppliesAtOnce: choosing Italiano rebuilds the
// settings screen in Italian and saves the choice.
func TestSettingsLanguageAppliesAtOnce(t *testing.T) {
	s, _ := newShell(t)
	i18n.ForTest(t, "en")
	s.Settings()
	if !hasLabel(s, "Settings") {
		t.Fatal("no English title")
	}
	var lang *widget.Select
	walk(s.Win.Content(), func(o fyne.CanvasObject) {
		if sel, ok := o.(*widget.Select); ok && len(sel.Options) == 3 && sel.Options[2] == "Italiano" {
			lang = sel
		}
	})
	if lang == nil {
		t.Fatal("no language choice")
	}
	lang.SetSelected("Italiano")
	if !hasLabel(s, "Impostazioni") {
		t.Error("the screen was not rebuilt in Italian")
	}
	got, problems := settings.Load(s.settingsPath())
	if got.Language != "it" || len(problems) != 0 {
		t.Errorf("saved %+v %v", got, problems)
	}
}

// TestBadSettingsFileIsReportedAndKept: a wrong entry keeps its default,
// the good ones apply, the player is shown file, line and key, and the
// file stays as he wrote it.
func TestBadSettingsFileIsReportedAndKept(t *testing.T) {
	i18n.ForTest(t, "en")
	t.Setenv("TMPDIR", t.TempDir())
	a := test.NewTempApp(t)
	dir := a.Storage().RootURI().Path()
	if err := os.MkdirAll(filepath.Join(dir, settings.PresetsDir), 0o755); err != nil {
		t.Fatal(err)
	}
	src := []byte("volume = 300\nfour_colour = true\n")
	path := filepath.Join(dir, settings.FileName)
	if err := os.WriteFile(path, src, 0o644); err != nil {
		t.Fatal(err)
	}
	preset := []byte("name = \"nonna\"\ndescription = \"Grandma's rules\"\n[rules]\nopening_minimum = 51\n")
	if err := os.WriteFile(filepath.Join(dir, settings.PresetsDir, "nonna.toml"), preset, 0o644); err != nil {
		t.Fatal(err)
	}
	s := New(a)
	defer s.Win.Close()
	if s.Config.Volume != settings.Default().Volume || !s.Config.FourColour || !s.CardStyle().FourColour {
		t.Errorf("config %+v", s.Config)
	}
	if len(s.problems) != 1 || s.problems[0].Line != 1 || s.problems[0].Key != "volume" {
		t.Fatalf("problems %v", s.problems)
	}
	if s.Win.Canvas().Overlays().Top() == nil {
		t.Error("the problems were not shown")
	}
	after, _ := os.ReadFile(path)
	if string(after) != string(src) {
		t.Errorf("settings file changed: %q", after)
	}
	if p, ok := lookupPreset(s, "nonna"); !ok || p.Rules.OpeningMinimum != 51 {
		t.Errorf("user preset not offered: %+v", p)
	}
}

// TestSettingsFilesFolded: the settings screen opens on the player's
// choices; the file paths are folded away under "Files and folders".
func TestSettingsFilesFolded(t *testing.T) {
	s, _ := newShell(t)
	s.Settings()
	var acc *widget.Accordion
	walk(s.Win.Content(), func(o fyne.CanvasObject) {
		if x, ok := o.(*widget.Accordion); ok {
			acc = x
		}
	})
	if acc == nil || len(acc.Items) != 1 || acc.Items[0].Title != "Files and folders" || acc.Items[0].Open {
		t.Fatalf("no folded files section: %+v", acc)
	}
	var inside bool
	walk(acc.Items[0].Detail, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && strings.Contains(l.Text, s.settingsPath()) {
			inside = true
		}
	})
	if !inside {
		t.Error("the settings file's path is not under Files and folders")
	}
}

// TestPresetDescriptionsSayMoreThanTheName: the settings list each
// preset as "name: description", and the new-match screen shows the
// description under the chosen name, so no description starts with its
// preset's own name, in either language ("Pozzo classico: Pozzo
// classico: si apre…").
func TestPresetDescriptionsSayMoreThanTheName(t *testing.T) {
	s, _ := newShell(t)
	for _, language := range []string{"en", "it"} {
		i18n.ForTest(t, language)
		for _, g := range registry() {
			b := g.ui.Book()
			for _, p := range presetsOf(s, b) {
				name, text := b.PresetLabel(p.Name), lang.L(p.Description)
				if strings.HasPrefix(strings.ToLower(text), strings.ToLower(name)) {
					t.Errorf("%s %s: %q starts with its name %q", language, g.Name, text, name)
				}
			}
		}
	}
}
