package options

import (
	"errors"
	"strconv"
	"strings"
	"testing"
)

// rules is a small game's rules for the tests.
type rules struct {
	Minimum int
	Jokers  bool
	Restock string
}

var testOptions = []Option[rules]{
	{Name: "opening_minimum", Kind: Int, Min: 1, Max: 200,
		Get: func(r *rules) string { return strconv.Itoa(r.Minimum) },
		Set: func(r *rules, v string) { r.Minimum, _ = strconv.Atoi(v) }},
	{Name: "jokers", Kind: Bool,
		Get: func(r *rules) string { return strconv.FormatBool(r.Jokers) },
		Set: func(r *rules, v string) { r.Jokers = v == "true" }},
	{Name: "restock", Kind: Enum, Values: []string{"shuffle", "flip"},
		Get: func(r *rules) string { return r.Restock },
		Set: func(r *rules, v string) { r.Restock = v }},
}

func TestValue(t *testing.T) {
	minimum, _ := Find(testOptions, "opening_minimum")
	jokers, _ := Find(testOptions, "jokers")
	restock, _ := Find(testOptions, "restock")
	tests := []struct {
		o       Option[rules]
		raw     any
		want    string
		wantErr string
	}{
		{minimum, int64(40), "40", ""},
		{minimum, int64(0), "", "out of range (1 to 200)"},
		{minimum, int64(201), "", "201 is out of range"},
		{minimum, "40", "", `want a whole number, got "40"`},
		{minimum, 40.5, "", "want a whole number, got 40.5"},
		{jokers, true, "true", ""},
		{jokers, "yes", "", `want true or false, got "yes"`},
		{restock, "flip", "flip", ""},
		{restock, "burn", "", `"burn" is not one of shuffle, flip`},
		{restock, []any{"flip"}, "", "got a list"},
	}
	for _, tc := range tests {
		got, err := tc.o.Value(tc.raw)
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("%s = %v: error %v, want one containing %q", tc.o.Name, tc.raw, err, tc.wantErr)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("%s = %v: got %q, %v; want %q", tc.o.Name, tc.raw, got, err, tc.want)
		}
	}
}

func TestApplyNamesFileLineAndKey(t *testing.T) {
	src := []byte("name = \"family\"\n\n[rules]\n# house rules\nopening_minimum = 51\njokers = \"no\"\n")
	table, err := Decode("family.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	sub, err := Table(table, "rules", "family.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	var r rules
	err = Apply(&r, testOptions, sub, "family.toml", src, "rules")
	var e *Error
	if !errors.As(err, &e) || e.Line != 6 || e.Key != "rules.jokers" {
		t.Fatalf("got %v, want the bad key at family.toml:6", err)
	}
	if got := err.Error(); got != `family.toml:6: rules.jokers: want true or false, got "no"` {
		t.Errorf("message %q", got)
	}
	if r.Minimum != 51 {
		t.Errorf("the key before the bad one is applied: %d", r.Minimum)
	}
	// Unknown keys are refused with their line; skipped keys are left alone.
	src = []byte("opening_minimum = 40\nname = \"x\"\nsurprise = 1\n")
	table, _ = Decode("p.toml", src)
	err = Apply(&r, testOptions, table, "p.toml", src, "", "name")
	if !errors.As(err, &e) || e.Line != 3 || e.Msg != "unknown option" {
		t.Errorf("unknown key: %v", err)
	}
}

func TestDecodeReportsSyntaxErrorsWithTheLine(t *testing.T) {
	_, err := Decode("bad.toml", []byte("jokers = true\nopening_minimum = = 3\n"))
	var e *Error
	if !errors.As(err, &e) || e.File != "bad.toml" || e.Line != 2 || !strings.Contains(e.Msg, "column") {
		t.Errorf("got %#v", err)
	}
}

func TestTableMustBeATable(t *testing.T) {
	src := []byte("rules = 3\n")
	table, _ := Decode("x.toml", src)
	if _, err := Table(table, "rules", "x.toml", src); err == nil || !strings.Contains(err.Error(), "x.toml:1: rules: want a table") {
		t.Errorf("got %v", err)
	}
	if sub, err := Table(table, "missing", "x.toml", src); sub != nil || err != nil {
		t.Errorf("a missing table is no error: %v %v", sub, err)
	}
}

func TestKeyLine(t *testing.T) {
	src := []byte("a = 1\n[rules] # the house\n  b = 2\n\"c\" = 3\n[other]\nb = 4\n")
	tests := []struct {
		prefix, key string
		want        int
	}{
		{"", "a", 1},
		{"rules", "b", 3},
		{"rules", "c", 4},
		{"other", "b", 6},
		{"", "b", 0},
		{"rules", "zzz", 0},
	}
	for _, tc := range tests {
		if got := KeyLine(src, tc.prefix, tc.key); got != tc.want {
			t.Errorf("KeyLine(%q, %q) = %d, want %d", tc.prefix, tc.key, got, tc.want)
		}
	}
}
