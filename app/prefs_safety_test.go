package app

import (
	"bytes"
	"os"
	"path/filepath"
	s40table "tavolo/app/table/scala40"
	"testing"

	"fyne.io/fyne/v2/test"

	"tavolo/engine/match"
	"tavolo/engine/scala40"
	"tavolo/i18n"
)

// beaSetup is a new-match setup unlike the default one.
func beaSetup() Setup {
	r := scala40.Default()
	r.Players = 2
	r.OpeningWithoutJoker = true
	return Setup{Seats: []match.Player{{Name: "Anna", Kind: kindHuman}, {Name: "Bea", Kind: kindHuman}}, Preset: "strict", Rules: r}
}

// TestLastSetupOutlivesFynePreferences: the last new-match setup is kept
// in the app's own file, so losing Fyne's preferences (a file left empty
// by a quit at the wrong moment loads as nothing) costs nothing.
func TestLastSetupOutlivesFynePreferences(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	i18n.ForTest(t, "en")
	s := New(test.NewTempApp(t))
	saveSetupOf(s, scala40Book(), beaSetup())
	s.Win.Close()

	again := New(test.NewTempApp(t)) // same folder, empty preferences
	defer again.Win.Close()
	if last := again.lastSetup(); len(last.Seats) != 2 || last.Seats[1].Name != "Bea" || !last.Rules.OpeningWithoutJoker {
		t.Fatalf("the last setup was lost with the preferences: %+v", last)
	}
}

// TestLastSetupFromOlderVersion: a setup an older Tavolo kept in Fyne's
// preferences is still offered.
func TestLastSetupFromOlderVersion(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	i18n.ForTest(t, "en")
	a := test.NewTempApp(t)
	a.Preferences().SetString(s40table.PrefLastSetup, `{"seats":[{"name":"Anna","kind":"human"},{"name":"Bea","kind":"human"}],"preset":"","rules":{}}`)
	s := New(a)
	defer s.Win.Close()
	if last := s.lastSetup(); len(last.Seats) != 2 || last.Seats[1].Name != "Bea" {
		t.Fatalf("the older setup was not offered: %+v", last)
	}
}

// TestBrokenPreferencesFileIsMovedAside: Fyne's preferences file left
// empty or torn is moved aside at start (kept for the player), so it is
// not left broken to fail every start.
func TestBrokenPreferencesFileIsMovedAside(t *testing.T) {
	for name, data := range map[string][]byte{"empty": nil, "torn": []byte(`{"scala40.newmatch":"{\"se`)} {
		t.Run(name, func(t *testing.T) {
			t.Setenv("TMPDIR", t.TempDir())
			i18n.ForTest(t, "en")
			a := test.NewTempApp(t)
			path := filepath.Join(a.Storage().RootURI().Path(), "preferences.json")
			os.WriteFile(path, data, 0o644)
			s := New(a)
			defer s.Win.Close()
			if _, err := os.Stat(path); err == nil {
				t.Fatal("the broken preferences file is still there")
			}
			aside, _ := filepath.Glob(filepath.Join(filepath.Dir(path), "preferences.damaged-*.json"))
			if len(aside) != 1 {
				t.Fatalf("not kept aside: %v", aside)
			}
			if kept, _ := os.ReadFile(aside[0]); !bytes.Equal(kept, data) {
				t.Fatal("not kept as it was")
			}
		})
	}
	// A good one is left alone.
	t.Setenv("TMPDIR", t.TempDir())
	a := test.NewTempApp(t)
	path := filepath.Join(a.Storage().RootURI().Path(), "preferences.json")
	os.WriteFile(path, []byte(`{"x":1}`), 0o644)
	s := New(a)
	defer s.Win.Close()
	if got, _ := os.ReadFile(path); string(got) != `{"x":1}` {
		t.Fatalf("a good preferences file was touched: %q", got)
	}
}
