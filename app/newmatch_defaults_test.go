package app

import (
	"encoding/json"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/store"
	"tavolo/engine/match"
)

// settingsWidgets are the settings screen's name entries and the
// computer level's choice.
func settingsWidgets(t *testing.T, s *Shell) (names []*widget.Entry, level *widget.Select) {
	t.Helper()
	s.Settings()
	walk(s.Win.Content(), func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *widget.Entry:
			names = append(names, w)
		case *widget.Select:
			if slices.Contains(w.Options, levelLabel("hard")) {
				level = w
			}
		}
	})
	if len(names) == 0 || level == nil {
		t.Fatal("no name entries or level choice on the settings screen")
	}
	return names, level
}

// TestChangedSettingsReachTheNewMatch: once a match has been started the
// new-match screen opens with its seats, but a default name or computer
// level changed in the settings afterwards wins over them; what was not
// changed since stays as the last match had it.
func TestChangedSettingsReachTheNewMatch(t *testing.T) {
	s, _ := newShell(t)
	s.Config.Names, s.Config.Level = []string{"Marta"}, "medium"
	st := DefaultSetup()
	st.Seats = []match.Player{{Name: "Marta", Kind: kindHuman}, {Name: "Bea", Kind: "easy"}, {Name: "Ciro", Kind: kindHuman}, {Name: "Dario", Kind: "hard"}}
	saveSetupOf(s, scala40Book(), st)
	if got := s.lastSetup().Seats; !slices.Equal(got, st.Seats) {
		t.Fatalf("with the settings unchanged the last seats %v became %v", st.Seats, got)
	}

	names, level := settingsWidgets(t, s)
	level.SetSelected(levelLabel("hard"))
	names[1].SetText("Bruno")
	got := s.lastSetup().Seats
	want := []match.Player{{Name: "Marta", Kind: kindHuman}, {Name: "Bruno", Kind: "hard"}, {Name: "Ciro", Kind: kindHuman}, {Name: "Dario", Kind: "hard"}}
	if !slices.Equal(got, want) {
		t.Fatalf("after the settings changed the seats are %v, want %v", got, want)
	}

	// The next match's own choices are kept until the settings change again.
	want[3].Kind = "easy"
	st.Seats = want
	saveSetupOf(s, scala40Book(), st)
	if got := s.lastSetup().Seats; !slices.Equal(got, want) {
		t.Fatalf("the last match's seats %v came back as %v", want, got)
	}
	// A default name another seat already has leaves the seat its own.
	names, _ = settingsWidgets(t, s)
	names[2].SetText("Dario")
	if got := s.lastSetup().Seats[2].Name; got != "Ciro" {
		t.Errorf("seat 2 took a name another seat has: %q", got)
	}
}

// TestOldSetupKeepsItsSeats: a setup remembered by an earlier version,
// which does not say what the settings were, keeps its seats.
func TestOldSetupKeepsItsSeats(t *testing.T) {
	s, _ := newShell(t)
	s.Config.Names, s.Config.Level = []string{"Marta", "Bruno"}, "hard"
	seats := []match.Player{{Name: "Marta", Kind: kindHuman}, {Name: "Bea", Kind: "easy"}}
	data, _ := json.Marshal(savedSetup{Seats: seats, Preset: "classic"})
	if err := store.WriteFile(s.setupPath("scala40"), data); err != nil {
		t.Fatal(err)
	}
	if got := s.lastSetup().Seats; !slices.Equal(got, seats) {
		t.Errorf("an old setup's seats %v became %v", seats, got)
	}
}
