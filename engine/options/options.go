// Package options describes house-rule options as data and reads them from
// TOML: each game lists its options (name, type, allowed values, one-line
// help) and gets strict decoding for free, with errors that name the file,
// the line and the key.
package options

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
)

// Kind is the type of an option's value.
type Kind uint8

// The option kinds.
const (
	Bool Kind = iota
	Int
	Enum
)

// Option is one house rule of a game whose rules are the struct R.
type Option[R any] struct {
	Name   string   // as in the rules document, e.g. "opening_minimum"
	Kind   Kind     // Bool, Int or Enum
	Values []string // the allowed values of an Enum
	Min    int      // bounds of an Int (inclusive)
	Max    int
	Help   string // one line, in English; the UI translates it by Name
	Get    func(*R) string
	// Set stores a value Value or Parse accepted; any other leaves the
	// rules as they were.
	Set func(*R, string)
}

// Error is a problem in a TOML file, located by file, line and key.
type Error struct {
	File string
	Line int // 0 when unknown
	Key  string
	Msg  string
}

func (e *Error) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		b.WriteString(":")
	}
	if e.Line > 0 {
		b.WriteString(strconv.Itoa(e.Line))
		b.WriteString(":")
	}
	if b.Len() > 0 {
		b.WriteString(" ")
	}
	if e.Key != "" {
		b.WriteString(e.Key)
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// Find returns the option called name.
func Find[R any](opts []Option[R], name string) (Option[R], bool) {
	for _, o := range opts {
		if o.Name == name {
			return o, true
		}
	}
	return Option[R]{}, false
}

// Value checks a raw TOML value against the option and returns it in its
// text form ("true", "40", "shuffle"). Integers are accepted for an Enum
// whose values are numbers, strings for an Int only when they are numbers.
func (o Option[R]) Value(raw any) (string, error) {
	switch o.Kind {
	case Bool:
		b, ok := raw.(bool)
		if !ok {
			return "", fmt.Errorf("want true or false, got %s", describe(raw))
		}
		return strconv.FormatBool(b), nil
	case Int:
		n, ok := raw.(int64)
		if !ok {
			return "", fmt.Errorf("want a whole number, got %s", describe(raw))
		}
		if int(n) < o.Min || int(n) > o.Max {
			return "", fmt.Errorf("%d is out of range (%d to %d)", n, o.Min, o.Max)
		}
		return strconv.FormatInt(n, 10), nil
	default:
		var s string
		switch v := raw.(type) {
		case string:
			s = v
		case int64:
			s = strconv.FormatInt(v, 10)
		default:
			return "", fmt.Errorf("want one of %s, got %s", strings.Join(o.Values, ", "), describe(raw))
		}
		for _, v := range o.Values {
			if v == s {
				return s, nil
			}
		}
		return "", fmt.Errorf("%q is not one of %s", s, strings.Join(o.Values, ", "))
	}
}

// Parse checks a value in its text form, as saves and the new-match
// choices keep it ("true", "40", "shuffle"), and returns it as Value
// does, with Value's messages: "maybe" for a Bool is refused as a preset
// file's "maybe" would be.
func (o Option[R]) Parse(text string) (string, error) {
	var raw any = text
	switch o.Kind {
	case Bool:
		if text == "true" || text == "false" {
			raw = text == "true"
		}
	case Int:
		if n, err := strconv.ParseInt(text, 10, 64); err == nil {
			raw = n
		}
	}
	return o.Value(raw)
}

func describe(raw any) string {
	switch v := raw.(type) {
	case string:
		return strconv.Quote(v)
	case bool, int64, float64:
		return fmt.Sprint(v)
	case []any:
		return "a list"
	case map[string]any:
		return "a table"
	}
	return fmt.Sprintf("%T", raw)
}

// Apply sets every key of table on r. table is a decoded TOML table;
// prefix is the table's name in the file ("" for the top level, "rules"
// for a [rules] table) and is used to name keys and find their lines in
// src. Keys listed in skip are left alone. It stops at the first bad key;
// keys applied before it stay applied.
func Apply[R any](r *R, opts []Option[R], table map[string]any, file string, src []byte, prefix string, skip ...string) error {
	keys := make([]string, 0, len(table))
	for k := range table {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return KeyLine(src, prefix, keys[i]) < KeyLine(src, prefix, keys[j]) })
next:
	for _, k := range keys {
		for _, s := range skip {
			if k == s {
				continue next
			}
		}
		full := k
		if prefix != "" {
			full = prefix + "." + k
		}
		o, ok := Find(opts, k)
		if !ok {
			return &Error{File: file, Line: KeyLine(src, prefix, k), Key: full, Msg: "unknown option"}
		}
		v, err := o.Value(table[k])
		if err != nil {
			return &Error{File: file, Line: KeyLine(src, prefix, k), Key: full, Msg: err.Error()}
		}
		o.Set(r, v)
	}
	return nil
}

// Decode parses TOML text into a generic table, turning syntax errors into
// an *Error with the line.
func Decode(file string, src []byte) (map[string]any, error) {
	table := map[string]any{}
	if _, err := toml.Decode(string(src), &table); err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			return nil, &Error{File: file, Line: pe.Position.Line, Key: pe.LastKey, Msg: fmt.Sprintf("%s (column %d)", pe.Message, pe.Position.Col)}
		}
		return nil, &Error{File: file, Msg: err.Error()}
	}
	return table, nil
}

// KeyLine finds the line (1-based) where key is set inside the table
// prefix ("" for the top level) of a TOML text, or 0 if it cannot tell.
// It understands the plain `key = value` and `[table]` forms the project's
// files use, which is enough to point a person at the right line.
func KeyLine(src []byte, prefix, key string) int {
	sc := bufio.NewScanner(bytes.NewReader(src))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	table := ""
	line := 0
	for sc.Scan() {
		line++
		t := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(t, "[") {
			name := strings.Trim(t, "[] \t")
			if i := strings.Index(name, "#"); i >= 0 {
				name = strings.TrimSpace(strings.Trim(name[:i], "[] \t"))
			}
			table = strings.Trim(name, `"`)
			continue
		}
		if table != prefix {
			continue
		}
		eq := strings.Index(t, "=")
		if eq <= 0 {
			continue
		}
		k := strings.Trim(strings.TrimSpace(t[:eq]), `"'`)
		if k == key {
			return line
		}
	}
	return 0
}

// Table returns the sub-table name of table, or an error naming it if it
// is there but is not a table.
func Table(table map[string]any, name, file string, src []byte) (map[string]any, error) {
	raw, ok := table[name]
	if !ok {
		return nil, nil
	}
	t, ok := raw.(map[string]any)
	if !ok {
		return nil, &Error{File: file, Line: KeyLine(src, "", name), Key: name, Msg: "want a table"}
	}
	return t, nil
}
