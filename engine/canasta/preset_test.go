package canasta

import (
	"strings"
	"testing"
)

func TestPresets(t *testing.T) {
	ps := Presets()
	if ps[0].Name != "classic" || ps[0].Rules != Default() {
		t.Fatalf("classic must come first and be the defaults: %+v", ps[0])
	}
	for _, p := range ps {
		if p.Description == "" {
			t.Errorf("preset %s has no description", p.Name)
		}
	}
	if p, ok := LookupPreset("short"); !ok || p.Rules.TargetScore != 12000 {
		t.Errorf("short: %+v %v", p, ok)
	}
}

func TestParsePresetErrors(t *testing.T) {
	cases := []struct{ src, want string }{
		{"name = \"x\"\n[rules]\ntarget_scor = 1\n", "x.toml:3: rules.target_scor: unknown option"},
		{"name = \"x\"\ncolour = 1\n", "x.toml:2: colour: unknown key"},
		{"[rules]\nplayers = \"5_alone\"\n", "x.toml:2: rules.players"},
		{"[rules]\nstock_draw_count = 3\n", "out of range"},
		{"[rules]\nask_partner = \"mandatory\"\nplayers = \"2_individual\"\n", "mandatory"},
		{"[rules\n", "x.toml:"},
	}
	for _, c := range cases {
		_, err := ParsePreset("x.toml", []byte(c.src))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %q", c.src, err, c.want)
		}
	}
}

// FuzzParsePreset feeds arbitrary text to the preset reader: an error or
// valid rules, never a panic.
func FuzzParsePreset(f *testing.F) {
	entries, _ := presetFS.ReadDir("presets")
	for _, e := range entries {
		src, _ := presetFS.ReadFile("presets/" + e.Name())
		f.Add(src)
	}
	f.Add([]byte("[rules]\nplayers = 4\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		p, err := ParsePreset("fuzz.toml", src)
		if err == nil {
			if verr := p.Rules.Validate(); verr != nil {
				t.Fatalf("accepted invalid rules: %v", verr)
			}
		}
	})
}
