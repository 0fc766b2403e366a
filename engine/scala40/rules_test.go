package scala40

import (
	"errors"
	"strings"
	"testing"

	"tavolo/engine/options"
)

func TestPresets(t *testing.T) {
	ps := Presets()
	if len(ps) < 2 || ps[0].Name != "classic" {
		t.Fatalf("presets: %v", ps)
	}
	if ps[0].Rules != Default() {
		t.Errorf("classic differs from the defaults: %v", ps[0].Rules.Diff())
	}
	for _, p := range ps[1:] {
		if len(p.Rules.Diff()) == 0 {
			t.Errorf("preset %s is the same as classic", p.Name)
		}
		if p.Description == "" {
			t.Errorf("preset %s has no description", p.Name)
		}
	}
}

func TestOptionsCoverRulesDocument(t *testing.T) {
	// Section 2 of the rules document, in order.
	want := []string{"players", "opening_minimum", "elimination_score", "max_jokers_per_meld",
		"ace_alone_counts_one", "take_discard_to_open", "must_use_taken_discard", "discard_attachable",
		"attachable_includes_joker_replacement", "no_close_first_round", "in_mano_double",
		"in_mano_requires_minimum", "full_hand_penalty", "full_hand_penalty_doubled", "opening_without_joker",
		"must_reuse_swapped_joker", "attach_on_opening_turn", "allow_attach_joker", "joker_discard",
		"restock_mode", "upcard_joker_redraw", "reentry", "pairs_mode", "dealer_takes_14"}
	if len(Options) != len(want) {
		t.Fatalf("%d options, want %d", len(Options), len(want))
	}
	def := Default()
	for i, o := range Options {
		if o.Name != want[i] {
			t.Errorf("option %d is %s, want %s", i, o.Name, want[i])
		}
		if o.Help == "" {
			t.Errorf("option %s has no help line", o.Name)
		}
		// Setting an option to its own value changes nothing.
		r := def
		o.Set(&r, o.Get(&def))
		if r != def {
			t.Errorf("option %s does not round-trip", o.Name)
		}
	}
}

func TestPresetErrors(t *testing.T) {
	cases := []struct {
		name, src, key string
		line           int
	}{
		{"unknown option", "name = \"x\"\n[rules]\nopening_minimum = 40\nopenign_minimum = 30\n", "rules.openign_minimum", 4},
		{"bad enum", "[rules]\n\nrestock_mode = \"burn\"\n", "rules.restock_mode", 3},
		{"bad type", "[rules]\nreentry = \"yes\"\n", "rules.reentry", 2},
		{"out of range", "[rules]\nplayers = 9\n", "rules.players", 2},
		{"unknown top key", "colour = \"red\"\n", "colour", 1},
		{"option at top", "opening_minimum = 30\n", "opening_minimum", 1},
		{"syntax", "[rules]\nopening_minimum = = 3\n", "", 2},
		{"pairs needs four", "[rules]\npairs_mode = true\nplayers = 3\n", "rules", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParsePreset("my.toml", []byte(c.src))
			var oe *options.Error
			if !errors.As(err, &oe) {
				t.Fatalf("error %v, want an *options.Error", err)
			}
			if oe.File != "my.toml" || (c.key != "" && oe.Key != c.key) || oe.Line != c.line {
				t.Errorf("got file %q line %d key %q (%v), want line %d key %q", oe.File, oe.Line, oe.Key, err, c.line, c.key)
			}
			if !strings.HasPrefix(err.Error(), "my.toml:") {
				t.Errorf("message %q does not start with the file", err)
			}
		})
	}
	p, err := ParsePreset("ok.toml", []byte("name = \"mine\"\n[rules]\nmax_jokers_per_meld = 2\nelimination_score = 301\n"))
	if err != nil || p.Name != "mine" || p.Rules.MaxJokersPerMeld != 2 || p.Rules.EliminationScore != 301 {
		t.Errorf("good preset: %+v %v", p, err)
	}
	p, err = ParsePreset("ok.toml", []byte("[rules]\nmax_jokers_per_meld = \"unlimited\"\n"))
	if err != nil || p.Rules.MaxJokersPerMeld != Unlimited {
		t.Errorf("unlimited jokers: %+v %v", p.Rules, err)
	}
}

// FuzzParsePreset: any text gives a preset or an *options.Error, never a
// panic, and an accepted preset has valid rules.
func FuzzParsePreset(f *testing.F) {
	for _, p := range []string{"classic", "family", "strict", "long"} {
		b, _ := presetFS.ReadFile("presets/" + p + ".toml")
		f.Add(b)
	}
	f.Add([]byte("[rules]\nplayers = 3\nrestock_mode = 4\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		p, err := ParsePreset("fuzz.toml", src)
		if err != nil {
			var oe *options.Error
			if !errors.As(err, &oe) || err.Error() == "" {
				t.Fatalf("error %v is not a located error", err)
			}
			return
		}
		if err := p.Rules.Validate(); err != nil {
			t.Fatalf("accepted invalid rules: %v", err)
		}
	})
}
