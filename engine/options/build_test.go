package options

import (
	"errors"
	"strings"
	"testing"
)

type toyRules struct {
	On    bool
	Count int
	Mode  string
}

var toyOptions = []Option[toyRules]{
	BoolOpt("on", "A switch.", func(r *toyRules) *bool { return &r.On }),
	IntOpt("count", 1, 9, "A number.", func(r *toyRules) *int { return &r.Count }),
	EnumOpt("mode", []string{"a", "b"}, "A choice.", func(r *toyRules) *string { return &r.Mode }),
}

func TestParsePresetGeneric(t *testing.T) {
	def := toyRules{Count: 1, Mode: "a"}
	p, err := ParsePreset("dir/house.toml", []byte("description = \"d\"\n[rules]\non = true\ncount = 3\nmode = \"b\"\n"), def, toyOptions, nil)
	if err != nil {
		t.Fatal(err)
	}
	if p.Name != "house" || p.Description != "d" || p.Rules != (toyRules{On: true, Count: 3, Mode: "b"}) {
		t.Errorf("%+v", p)
	}
	if d := Diff(p.Rules, def, toyOptions); len(d) != 3 || d[0] != "on = true" {
		t.Errorf("diff %v", d)
	}
	for src, want := range map[string]string{
		"[rules]\ncount = 10\n":   "x.toml:2: rules.count: 10 is out of range",
		"[rules]\ncolour = 1\n":   "x.toml:2: rules.colour: unknown option",
		"name = 3\n":              "x.toml:1: name: want a string",
		"extra = 1\n":             "x.toml:1: extra: unknown key",
		"[rules]\nmode = \"c\"\n": "rules.mode",
	} {
		_, err := ParsePreset("x.toml", []byte(src), def, toyOptions, nil)
		var oe *Error
		if !errors.As(err, &oe) || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", src, err, want)
		}
	}
	_, err = ParsePreset("x.toml", []byte("[rules]\ncount = 2\n"), def, toyOptions, func(r *toyRules) error {
		if r.Count == 2 {
			return errors.New("two is unlucky")
		}
		return nil
	})
	if err == nil || !strings.Contains(err.Error(), "two is unlucky") {
		t.Errorf("validate: %v", err)
	}
}

func TestSavedRoundTrip(t *testing.T) {
	r := toyRules{On: true, Count: 7, Mode: "b"}
	back, err := FromSaved(Saved(r, toyOptions), toyRules{Count: 1, Mode: "a"}, toyOptions, nil)
	if err != nil || back != r {
		t.Fatalf("%+v, %v", back, err)
	}
	for _, m := range []map[string]string{{"on": "yes"}, {"count": "x"}, {"count": "12"}, {"mode": "z"}, {"colour": "red"}} {
		if _, err := FromSaved(m, toyRules{}, toyOptions, nil); err == nil {
			t.Errorf("%v accepted", m)
		}
	}
	unlucky := func(r *toyRules) error {
		if r.Count == 2 {
			return errors.New("two is unlucky")
		}
		return nil
	}
	if _, err := FromSaved(map[string]string{"count": "2"}, toyRules{}, toyOptions, unlucky); err == nil || !strings.Contains(err.Error(), "unlucky") {
		t.Errorf("validate: %v", err)
	}
	if _, err := FromSaved(map[string]string{"count": "3"}, toyRules{}, toyOptions, unlucky); err != nil {
		t.Errorf("count 3: %v", err)
	}
}

// TestParseSameAsPreset: a value in text form (a save, the last
// new-match choices) is checked with the same message a preset file
// gets for it, and Set never turns junk into a value.
func TestParseSameAsPreset(t *testing.T) {
	for _, tc := range []struct {
		name, text, toml string
	}{
		{"on", "maybe", `"maybe"`},
		{"on", "", `""`},
		{"on", "1", `"1"`},
		{"count", "many", `"many"`},
		{"count", "10", `10`},
		{"count", "0", `0`},
		{"mode", "c", `"c"`},
	} {
		o, _ := Find(toyOptions, tc.name)
		if _, err := o.Parse(tc.text); err == nil {
			t.Errorf("%s = %q: accepted", tc.name, tc.text)
			continue
		} else if _, perr := ParsePreset("p.toml", []byte("[rules]\n"+tc.name+" = "+tc.toml+"\n"), toyRules{}, toyOptions, nil); perr == nil || !strings.HasSuffix(perr.Error(), err.Error()) {
			t.Errorf("%s = %q: %q, a preset gets %v", tc.name, tc.text, err, perr)
		}
		r := toyRules{On: true, Count: 5, Mode: "b"}
		o.Set(&r, tc.text)
		if r != (toyRules{On: true, Count: 5, Mode: "b"}) {
			t.Errorf("Set(%s, %q) changed the rules: %+v", tc.name, tc.text, r)
		}
	}
	for _, tc := range [][3]string{{"on", "true", "true"}, {"on", "false", "false"}, {"count", "9", "9"}, {"mode", "b", "b"}} {
		o, _ := Find(toyOptions, tc[0])
		if got, err := o.Parse(tc[1]); err != nil || got != tc[2] {
			t.Errorf("%s = %q: %q, %v", tc[0], tc[1], got, err)
		}
	}
}
