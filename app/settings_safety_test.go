package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/settings"
	"tavolo/i18n"
)

// handSettings is a settings file written by hand: every checkbox on,
// comments, an unknown key, a wrong entry and a table.
const handSettings = `# written by hand
language = "en"
mute = true          # quiet evenings
four_colour = true
large_index = true
animation = "slow"
names = ["Zia Pina"]
level = "hard"
volume = 300         # wrong: kept
colour = "green"     # unknown: kept

[mine]
note = "keep me"
`

// shellWithSettings starts the app over a settings file holding src.
func shellWithSettings(t *testing.T, src string) (*Shell, string) {
	t.Helper()
	t.Setenv("TMPDIR", t.TempDir())
	i18n.ForTest(t, "en")
	inStep(t)
	a := test.NewTempApp(t)
	path := filepath.Join(a.Storage().RootURI().Path(), settings.FileName)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	s := New(a)
	t.Cleanup(func() {
		s.Home()
		s.Win.Close()
	})
	return s, path
}

// TestOpeningScreensNeverWritesSettings: opening every screen, with a
// hand-written settings file whose checkboxes are all on, leaves the
// file's bytes as they were; also when the player edits the file while
// Tavolo runs (the screen must not write back what was read at start).
func TestOpeningScreensNeverWritesSettings(t *testing.T) {
	s, path := shellWithSettings(t, handSettings)
	screens(t, s, path, handSettings)
	edited := strings.Replace(handSettings, "mute = true", "mute = false", 1)
	if err := os.WriteFile(path, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	screens(t, s, path, edited)
}

// screens opens every screen and checks the settings file still holds
// want after each.
func screens(t *testing.T, s *Shell, path, want string) {
	t.Helper()
	for _, screen := range []struct {
		name string
		open func()
	}{
		{"home", s.Home}, {"settings", s.Settings}, {"new match", s.NewMatch},
		{"statistics", s.Statistics}, {"rules", s.Rules}, {"about", s.About},
		{"resume", s.Resume}, {"settings again", s.Settings},
		{"table", func() { s.StartMatch(s.lastSetup()) }}, {"home again", s.Home},
	} {
		screen.open()
		if got, _ := os.ReadFile(path); string(got) != want {
			t.Fatalf("opening %s rewrote settings.toml:\n%s", screen.name, got)
		}
	}
}

// check finds a checkbox by its text on the screen.
func check(s *Shell, text string) *widget.Check {
	var found *widget.Check
	walk(s.Win.Content(), func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok && c.Text == text {
			found = c
		}
	})
	return found
}

// TestSettingsChangeKeepsHandWriting: a change made on the screen edits
// its own line; comments, the unknown key, the wrong entry and the table
// stay.
func TestSettingsChangeKeepsHandWriting(t *testing.T) {
	s, path := shellWithSettings(t, handSettings)
	s.Settings()
	mute := check(s, "Mute")
	if mute == nil || !mute.Checked {
		t.Fatal("no Mute checkbox, or not checked as the file says")
	}
	mute.SetChecked(false)
	got, _ := os.ReadFile(path)
	want := strings.Replace(handSettings, "mute = true", "mute = false", 1)
	if string(got) != want {
		t.Fatalf("saved:\n%s\nwant:\n%s", got, want)
	}
}

// TestUneditableSettingsAreLeftAndExplained: when the file cannot be
// edited safely the change still applies, the file is left alone, and
// the player is told why.
func TestUneditableSettingsAreLeftAndExplained(t *testing.T) {
	src := "# broken: nothing in it is used\nmute = true\nvolume = = 3\n"
	s, path := shellWithSettings(t, src)
	for s.Win.Canvas().Overlays().Top() != nil {
		s.Win.Canvas().Overlays().Remove(s.Win.Canvas().Overlays().Top())
	}
	s.Settings()
	check(s, "Mute").SetChecked(true)
	if got, _ := os.ReadFile(path); string(got) != src {
		t.Fatalf("file changed to %q", got)
	}
	if !s.Config.Mute {
		t.Error("the change did not apply")
	}
	top := s.Win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("the player was not told")
	}
	said := false
	walk(top, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && strings.Contains(l.Text, "left as it is") {
			said = true
		}
	})
	if !said {
		t.Error("the message does not say the file was left as it is")
	}
}

// TestSettingsProblemsAreCut: a huge wrong value is not shown whole.
func TestSettingsProblemsAreCut(t *testing.T) {
	huge := strings.Repeat("y", 5<<20)
	s, _ := shellWithSettings(t, "volume = \""+huge+"\"\nlanguage = \""+huge+"\"\n")
	top := s.Win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("the problems were not shown")
	}
	walk(top, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && len(l.Text) > 2000 {
			t.Errorf("a label of %d bytes", len(l.Text))
		}
	})
}
