package app

import (
	"os"
	"strings"
	"testing"

	"tavolo/app/settings"
	"tavolo/engine/klaberjass"
	"tavolo/engine/options"
)

// writeChoices writes a game's last new-match choices file by hand.
func writeChoices(t *testing.T, s *Shell, game, data string) {
	t.Helper()
	os.MkdirAll(s.configDir(), 0o755)
	if err := os.WriteFile(s.setupPath(game), []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// problemAt is the settings problem of a key, or nil.
func problemAt(s *Shell, key string) *settings.Problem {
	for _, p := range s.problems {
		if p.Key == key {
			return p
		}
	}
	return nil
}

// TestLastChoicesChecked: a junk value in the last new-match choices
// ("dix_exchange": "maybe") keeps the option's default instead of
// turning it off, and is told with the same message a preset file gets
// for it; a seat without a name or with a 100,000-letter one is told and
// the default seats are used.
func TestLastChoicesChecked(t *testing.T) {
	s, _ := newShell(t)
	writeChoices(t, s, klaberjass.GameName, `{"seats":[{"name":"Ada","kind":"human"},{"name":"Bea","kind":"easy"}],"preset":"classic","rules":{"dix_exchange":"maybe","target_score":"1000"}}`)
	st := lastSetupOf(s, klaberjassBook())
	if st.Rules.DixExchange != klaberjass.Default().DixExchange || st.Rules.TargetScore != 1000 || st.Seats[0].Name != "Ada" {
		t.Fatalf("rules %+v, seats %v: want the default exchange, the rest kept", st.Rules, st.Seats)
	}
	p := problemAt(s, "rules.dix_exchange")
	if p == nil || p.File != s.setupPath(klaberjass.GameName) {
		t.Fatalf("the junk value is not told: %v", s.problems)
	}
	_, perr := options.ParsePreset("house.toml", []byte("[rules]\ndix_exchange = \"maybe\"\n"), klaberjass.Default(), klaberjass.Options, nil)
	if perr == nil || !strings.HasSuffix(perr.Error(), p.Msg) {
		t.Errorf("told %q; a preset is told %v", p.Msg, perr)
	}
	if top := s.Win.Canvas().Overlays().Top(); top == nil || !overlayLabel(s, "dix_exchange") {
		t.Error("the problem was not shown")
	}
	lastSetupOf(s, klaberjassBook())
	if n := len(s.problems); n != 1 {
		t.Errorf("%d problems after reading the same file twice, want 1", n)
	}

	for _, name := range []string{"", "   ", strings.Repeat("x", 100000)} {
		writeChoices(t, s, klaberjass.GameName, `{"seats":[{"name":"Ada","kind":"human"},{"name":"`+name+`","kind":"easy"}],"rules":{}}`)
		s.problems = nil
		st := lastSetupOf(s, klaberjassBook())
		if p := problemAt(s, "seats[1].name"); p == nil {
			t.Errorf("a name of %d letters is not told", len(name))
		}
		if def := settingsSetupOf(s, klaberjassBook()); st.Seats[1].Name != def.Seats[1].Name {
			t.Errorf("a name of %d letters: seats %v, want the default ones", len(name), st.Seats[0].Name)
		}
	}
}

// TestNewMatchRefusesLongName: a name longer than a seat takes is
// refused on the new-match screen, with a message, and nothing starts.
func TestNewMatchRefusesLongName(t *testing.T) {
	s, _ := newShell(t)
	f := newMatchForm(s, DefaultSetup())
	started := false
	f.onStart = func(Setup) { started = true }
	s.Show(f.content(), nil)
	f.names[1].SetText(strings.Repeat("x", 100000))
	f.start()
	if started || !overlayLabel(s, "too long") {
		t.Fatalf("a 100,000-letter name: started %v", started)
	}
}
