package app

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"tavolo/app/settings"
	"tavolo/i18n"
)

// playersPresets are a preset of the player's own and a broken one for
// each game, in its folder: an option each game's new-match screen
// offers, set to a value no shipped preset has.
var playersPresets = map[string]struct{ good, broken string }{
	"scala40":    {"[rules]\nopening_minimum = 51\n", "[rules]\nopening_minimum = \"forty\"\n"},
	"canasta":    {"[rules]\ntarget_score = 7000\n", "[rules]\ntarget_score = \"lots\"\n"},
	"klaberjass": {"[rules]\ntarget_score = 700\n", "[rules]\ntarget_score = \"lots\"\n"},
}

// TestEveryGameReadsPlayersPresets: every game reads the player's own
// presets from its folder; each is offered after the shipped ones on its
// new-match screen, with its rules, and listed in the settings; a broken
// file is told (file, line, key) and skipped, the rest kept; nothing is
// written in the presets folder.
func TestEveryGameReadsPlayersPresets(t *testing.T) {
	i18n.ForTest(t, "en")
	t.Setenv("TMPDIR", t.TempDir())
	a := test.NewTempApp(t)
	root := filepath.Join(a.Storage().RootURI().Path(), settings.PresetsDir)
	for _, g := range registry() {
		src, ok := playersPresets[g.Name]
		if !ok || g.ui.Presets == nil {
			t.Fatalf("%s: no player's presets to try", g.Name)
		}
		dir := filepath.Join(root, g.ui.PresetsDir)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		for name, text := range map[string]string{"mine.toml": "name = \"mine-" + g.Name + "\"\ndescription = \"Ours\"\n" + src.good,
			"broken.toml": "name = \"broken\"\n" + src.broken} {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	before := listFiles(t, root)
	s := New(a)
	defer s.Win.Close()
	if len(s.problems) != len(playersPresets) {
		t.Errorf("%d problems, want one broken file a game: %v", len(s.problems), s.problems)
	}
	for _, g := range registry() {
		if !slices.ContainsFunc(s.problems, func(p *settings.Problem) bool {
			return strings.HasSuffix(p.File, filepath.Join(g.ui.PresetsDir, "broken.toml")) && p.Line == 3 && strings.HasPrefix(p.Key, "rules.")
		}) {
			t.Errorf("%s: the broken preset is not told by file, line and key: %v", g.Name, s.problems)
		}
		b := g.ui.Book()
		all := presetsOf(s, b)
		shipped := b.Presets()
		if len(all) != len(shipped)+1 || all[len(all)-1].Name != "mine-"+g.Name {
			t.Errorf("%s: presets offered %d, want the %d shipped and mine last", g.Name, len(all), len(shipped))
			continue
		}
		mine := all[len(all)-1].Rules
		if mine == b.Default() {
			t.Errorf("%s: the player's preset has the default rules", g.Name)
		}
		f := newMatchFormOf(s, b, lastSetupOf(s, b))
		f.content()
		f.preset.SetSelected("mine-" + g.Name)
		if f.setup.Preset != "mine-"+g.Name || f.setup.Rules != mine {
			t.Errorf("%s: choosing the player's preset set %q", g.Name, f.setup.Preset)
		}
	}
	s.Settings()
	shown := map[string]bool{}
	shownTexts(t, s.Win.Content(), shown)
	for _, g := range registry() {
		if !shown["mine-"+g.Name+": Ours"] {
			t.Errorf("%s: the player's preset is not listed in the settings", g.Name)
		}
	}
	if after := listFiles(t, root); !slices.Equal(before, after) {
		t.Errorf("the presets folder changed: %v, was %v", after, before)
	}
}

// listFiles lists the files under dir with their contents.
func listFiles(t *testing.T, dir string) []string {
	var out []string
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		out = append(out, path+"="+string(data))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestSettingsNameEveryGamesPresets: in Italian the settings list every
// game's shipped presets by their translated names and descriptions
// (Canasta's "Pozzo classico", never "classic-pile").
func TestSettingsNameEveryGamesPresets(t *testing.T) {
	s, _ := newShell(t)
	i18n.ForTest(t, "it")
	s.Settings()
	shown := map[string]bool{}
	shownTexts(t, s.Win.Content(), shown)
	for _, g := range registry() {
		b := g.ui.Book()
		for _, p := range b.Presets() {
			name := b.PresetLabel(p.Name)
			if name == p.Name || !shown[name+": "+lang.L(p.Description)] {
				t.Errorf("%s: the preset %s is listed as %q", g.Name, p.Name, name)
			}
		}
	}
}
