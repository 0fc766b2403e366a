package options

import (
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"
)

// BoolOpt is a Bool option stored in the field f returns.
func BoolOpt[R any](name, help string, f func(*R) *bool) Option[R] {
	return Option[R]{Name: name, Kind: Bool, Help: help,
		Get: func(r *R) string { return strconv.FormatBool(*f(r)) },
		Set: func(r *R, v string) {
			if v == "true" || v == "false" {
				*f(r) = v == "true"
			}
		}}
}

// IntOpt is an Int option between min and max stored in the field f returns.
func IntOpt[R any](name string, min, max int, help string, f func(*R) *int) Option[R] {
	return Option[R]{Name: name, Kind: Int, Min: min, Max: max, Help: help,
		Get: func(r *R) string { return strconv.Itoa(*f(r)) },
		Set: func(r *R, v string) {
			if n, err := strconv.Atoi(v); err == nil && n >= min && n <= max {
				*f(r) = n
			}
		}}
}

// EnumOpt is an Enum option with the given values, stored as its text in
// the field f returns.
func EnumOpt[R any](name string, values []string, help string, f func(*R) *string) Option[R] {
	return Option[R]{Name: name, Kind: Enum, Values: values, Help: help,
		Get: func(r *R) string { return *f(r) },
		Set: func(r *R, v string) {
			if slices.Contains(values, v) {
				*f(r) = v
			}
		}}
}

// Preset is a named rule set of a game whose rules are R.
type Preset[R any] struct {
	Name        string
	Description string // one line, English; the UI translates it by name
	Rules       R
}

// ParsePreset reads a preset file: top-level `name` and `description`,
// and the options in a [rules] table, applied over def. The name defaults
// to the file's base name. validate (may be nil) checks combinations.
func ParsePreset[R any](file string, src []byte, def R, opts []Option[R], validate func(*R) error) (Preset[R], error) {
	table, err := Decode(file, src)
	if err != nil {
		return Preset[R]{}, err
	}
	p := Preset[R]{Name: strings.TrimSuffix(path.Base(file), ".toml"), Rules: def}
	for k, v := range table {
		switch k {
		case "name", "description":
			s, ok := v.(string)
			if !ok {
				return Preset[R]{}, &Error{File: file, Line: KeyLine(src, "", k), Key: k, Msg: "want a string"}
			}
			if k == "name" {
				p.Name = s
			} else {
				p.Description = s
			}
		case "rules":
		default:
			return Preset[R]{}, &Error{File: file, Line: KeyLine(src, "", k), Key: k, Msg: "unknown key (options go in the [rules] table)"}
		}
	}
	rules, err := Table(table, "rules", file, src)
	if err != nil {
		return Preset[R]{}, err
	}
	if err := Apply(&p.Rules, opts, rules, file, src, "rules"); err != nil {
		return Preset[R]{}, err
	}
	if validate != nil {
		if err := validate(&p.Rules); err != nil {
			return Preset[R]{}, &Error{File: file, Key: "rules", Msg: err.Error()}
		}
	}
	return p, nil
}

// LoadPresets reads every preset file of dir in fsys with parse,
// "classic" first and the others by name. A shipped preset that does not
// parse is a build error: it panics, naming game.
func LoadPresets[R any](fsys fs.FS, dir, game string, parse func(file string, src []byte) (Preset[R], error)) []Preset[R] {
	entries, _ := fs.ReadDir(fsys, dir)
	var out []Preset[R]
	for _, e := range entries {
		file := dir + "/" + e.Name()
		src, _ := fs.ReadFile(fsys, file)
		p, err := parse(file, src)
		if err != nil {
			panic(game + ": shipped preset is broken: " + err.Error())
		}
		out = append(out, p)
	}
	slices.SortStableFunc(out, func(a, b Preset[R]) int {
		if (a.Name == "classic") != (b.Name == "classic") {
			if a.Name == "classic" {
				return -1
			}
			return 1
		}
		return strings.Compare(a.Name, b.Name)
	})
	return out
}

// LookupPreset returns the preset of presets called name.
func LookupPreset[R any](presets []Preset[R], name string) (Preset[R], bool) {
	if i := slices.IndexFunc(presets, func(p Preset[R]) bool { return p.Name == name }); i >= 0 {
		return presets[i], true
	}
	return Preset[R]{}, false
}

// Saved writes every option of r as name → value text, the form a save
// file keeps so it stays readable when options are added.
func Saved[R any](r R, opts []Option[R]) map[string]string {
	out := make(map[string]string, len(opts))
	for _, o := range opts {
		out[o.Name] = o.Get(&r)
	}
	return out
}

// FromSaved reads what Saved writes over def; an unknown option, a bad
// value or rules that validate (when not nil) refuses is an error.
func FromSaved[R any](m map[string]string, def R, opts []Option[R], validate func(*R) error) (R, error) {
	r := def
	for k, v := range m {
		o, ok := Find(opts, k)
		if !ok {
			return r, fmt.Errorf("unknown option %q", k)
		}
		text, err := o.Parse(v)
		if err != nil {
			return r, fmt.Errorf("option %s: %v", k, err)
		}
		o.Set(&r, text)
	}
	if validate != nil {
		return r, validate(&r)
	}
	return r, nil
}

// Diff lists the options where r differs from def, as "name = value".
func Diff[R any](r, def R, opts []Option[R]) []string {
	var out []string
	for _, o := range opts {
		if o.Get(&r) != o.Get(&def) {
			out = append(out, o.Name+" = "+o.Get(&r))
		}
	}
	return out
}
