// Package settings is the player's settings file, settings.toml in the
// app's configuration folder: language, sound, card size and colours,
// animation speed, and the default names and computer level of a new
// match.
//
// Loading never fails and never writes: every entry that is missing or
// wrong keeps its default, and each wrong one is reported as a Problem
// with the file, line and key, so the app can start and tell the player
// while the file stays exactly as he wrote it. Save replaces the file
// atomically, and only when the player changes something on the settings
// screen.
package settings

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"reflect"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/BurntSushi/toml"

	"tavolo/app/store"
	"tavolo/engine/options"
)

// FileName is the name of the settings file in the configuration folder.
const FileName = "settings.toml"

// The allowed values of the enumerated settings.
var (
	Languages  = []string{"", "en", "it"} // "" follows the system
	CardSizes  = []string{"small", "medium", "large"}
	Animations = []string{"off", "fast", "normal", "slow"}
	Levels     = []string{"easy", "medium", "hard"}
)

// MaxNames is how many default seat names the file may hold (one per
// seat of the largest table); MaxNameLen is the longest name in runes.
const (
	MaxNames   = 6
	MaxNameLen = 24
)

// Settings are the player's choices.
type Settings struct {
	Language   string   `toml:"language"`    // "", "en" or "it"
	Volume     int      `toml:"volume"`      // 0–100
	Mute       bool     `toml:"mute"`        // no sound at all
	CardSize   string   `toml:"card_size"`   // small, medium or large
	FourColour bool     `toml:"four_colour"` // diamonds blue, clubs green
	LargeIndex bool     `toml:"large_index"` // large corner indices
	Animation  string   `toml:"animation"`   // off, fast, normal or slow
	Names      []string `toml:"names"`       // default names of the seats
	Level      string   `toml:"level"`       // default level of computer seats
}

// Default returns the settings of a new installation.
func Default() Settings {
	return Settings{Volume: 70, CardSize: "medium", Animation: "normal", Level: "medium"}
}

// Problem is one entry of the file that could not be used; its default
// was kept.
type Problem = options.Error

// Load reads the settings file at path. A missing file gives the defaults
// and no problems; a file that cannot be read or parsed gives the defaults
// and one problem; otherwise each bad entry gives one problem and keeps
// its default, and the good entries are used.
func Load(path string) (Settings, []*Problem) {
	s := Default()
	src, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return s, nil
	}
	if err != nil {
		return s, []*Problem{{File: path, Msg: err.Error()}}
	}
	return Parse(path, src)
}

// Parse reads settings from the text of a settings file named file (for
// the problems).
func Parse(file string, src []byte) (Settings, []*Problem) {
	s := Default()
	table, err := options.Decode(file, src)
	if err != nil {
		var oe *options.Error
		if errors.As(err, &oe) {
			return s, []*Problem{oe}
		}
		return s, []*Problem{{File: file, Msg: err.Error()}}
	}
	var problems []*Problem
	bad := func(key, format string, args ...any) {
		problems = append(problems, &Problem{File: file, Line: keyLine(src, key), Key: cut(key), Msg: fmt.Sprintf(format, args...)})
	}
	for key, raw := range table {
		switch key {
		case "language":
			setEnum(&s.Language, raw, Languages, func(msg string) { bad(key, "%s", msg) })
		case "card_size":
			setEnum(&s.CardSize, raw, CardSizes, func(msg string) { bad(key, "%s", msg) })
		case "animation":
			setEnum(&s.Animation, raw, Animations, func(msg string) { bad(key, "%s", msg) })
		case "level":
			setEnum(&s.Level, raw, Levels, func(msg string) { bad(key, "%s", msg) })
		case "volume":
			n, ok := raw.(int64)
			if !ok || n < 0 || n > 100 {
				bad(key, "want a whole number from 0 to 100, got %s", show(raw))
				continue
			}
			s.Volume = int(n)
		case "mute", "four_colour", "large_index":
			b, ok := raw.(bool)
			if !ok {
				bad(key, "want true or false, got %s", show(raw))
				continue
			}
			switch key {
			case "mute":
				s.Mute = b
			case "four_colour":
				s.FourColour = b
			default:
				s.LargeIndex = b
			}
		case "names":
			names, msg := readNames(raw)
			if msg != "" {
				bad(key, "%s", msg)
				continue
			}
			s.Names = names
		default:
			bad(key, "unknown setting")
		}
	}
	sortProblems(problems)
	return s, problems
}

// keyLine is the line where key is set, as a value or as a [key] table.
func keyLine(src []byte, key string) int {
	if n := options.KeyLine(src, "", key); n > 0 {
		return n
	}
	for i, line := range strings.Split(string(src), "\n") {
		t := strings.TrimSpace(line)
		if !strings.HasPrefix(t, "[") {
			continue
		}
		if end := strings.Index(t, "]"); end > 0 && strings.Trim(strings.TrimSpace(t[1:end]), `"[`) == key {
			return i + 1
		}
	}
	return 0
}

// setEnum sets *dst to raw when raw is one of the allowed strings, else
// reports why not.
func setEnum(dst *string, raw any, allowed []string, bad func(string)) {
	v, ok := raw.(string)
	if ok {
		for _, a := range allowed {
			if v == a {
				*dst = v
				return
			}
		}
	}
	var shown []string
	for _, a := range allowed {
		shown = append(shown, fmt.Sprintf("%q", a))
	}
	bad(fmt.Sprintf("want one of %s, got %s", strings.Join(shown, ", "), show(raw)))
}

// readNames checks the list of default names.
func readNames(raw any) ([]string, string) {
	list, ok := raw.([]any)
	if !ok {
		return nil, "want a list of names, got " + show(raw)
	}
	if len(list) > MaxNames {
		return nil, fmt.Sprintf("at most %d names, got %d", MaxNames, len(list))
	}
	names := make([]string, 0, len(list))
	for _, v := range list {
		n, ok := v.(string)
		n = strings.TrimSpace(n)
		if !ok || n == "" || len([]rune(n)) > MaxNameLen {
			return nil, fmt.Sprintf("each name must be text of 1 to %d letters, got %s", MaxNameLen, show(v))
		}
		names = append(names, n)
	}
	return names, ""
}

// show writes a TOML value the way the player typed it, for messages,
// cut short if it is long.
func show(v any) string {
	switch x := v.(type) {
	case string:
		return fmt.Sprintf("%q", cut(x))
	case map[string]any:
		return "a table"
	case []any:
		return "a list"
	}
	return cut(fmt.Sprint(v))
}

// MaxShown is how many characters of a value or key a problem repeats.
const MaxShown = 40

// cut shortens text to MaxShown characters, marking the cut with "…".
func cut(text string) string {
	if utf8.RuneCountInString(text) <= MaxShown {
		return text
	}
	return string([]rune(text)[:MaxShown]) + "…"
}

// sortProblems orders problems by line (then key), so they read like
// the file.
func sortProblems(ps []*Problem) {
	sort.Slice(ps, func(i, j int) bool {
		if ps[i].Line != ps[j].Line {
			return ps[i].Line < ps[j].Line
		}
		return ps[i].Key < ps[j].Key
	})
}

// ErrKept says Save left the player's file as it was: it could not be
// changed without losing something he wrote there.
var ErrKept = errors.New("the settings file was left as it is")

// KeptError is why Save left the file alone; it wraps ErrKept.
type KeptError struct {
	Broken bool   // the file is not valid TOML
	Key    string // the entry that cannot be edited on its own line, if that is why
	Detail string // for the log
}

func (e *KeptError) Error() string { return ErrKept.Error() + ": " + e.Detail }
func (e *KeptError) Unwrap() error { return ErrKept }

// Save writes s to path atomically (a temporary file renamed over the
// old one), so a crash leaves the old or the new file, never half of one.
//
// A file the player has written is edited, not rewritten: only the
// entries whose value changed are replaced, each on its own line (an
// entry missing from the file is added above the first [table]);
// comments, blank lines, unknown keys and the wrong entries he has not
// changed stay as they are. If that cannot be done safely (the file is
// not valid TOML, an entry spans several lines or is written as a table,
// or the edited file would not read back as s with everything else
// unchanged), the file is left alone and the error wraps ErrKept.
func Save(path string, s Settings) error {
	src, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		var b bytes.Buffer
		b.WriteString("# Tavolo settings. Edit with care: a wrong entry is reported and\n# its default used, and this file is left as it is.\n")
		if err := toml.NewEncoder(&b).Encode(s); err != nil {
			return err
		}
		return store.WriteFile(path, b.Bytes())
	}
	if err != nil {
		return err
	}
	out, err := Edit(src, s)
	if err != nil {
		return err
	}
	if bytes.Equal(out, src) {
		return nil
	}
	return store.WriteFile(path, out)
}

// entry is one setting: its key and its value as TOML decodes it.
type entry struct {
	key   string
	value any
}

// entries lists the settings of s in the order of the file.
func entries(s Settings) []entry {
	names := make([]any, len(s.Names))
	for i, n := range s.Names {
		names[i] = n
	}
	return []entry{
		{"language", s.Language}, {"volume", int64(s.Volume)}, {"mute", s.Mute},
		{"card_size", s.CardSize}, {"four_colour", s.FourColour}, {"large_index", s.LargeIndex},
		{"animation", s.Animation}, {"names", names}, {"level", s.Level},
	}
}

// Edit returns the text of a settings file src changed so that it reads
// as s, touching only the lines of the entries that differ (see Save).
// Its error is a *KeptError.
func Edit(src []byte, s Settings) ([]byte, error) {
	before, err := options.Decode("", src)
	if err != nil {
		return nil, &KeptError{Broken: true, Detail: fmt.Sprintf("the file is not valid TOML (%v)", err)}
	}
	had, _ := Parse("", src)
	lines := strings.SplitAfter(string(src), "\n")
	eol := "\n"
	if strings.Contains(string(src), "\r\n") {
		eol = "\r\n"
	}
	changed := map[string]any{}
	var added []string
	old := entries(had)
	for i, e := range entries(s) {
		if reflect.DeepEqual(e.value, old[i].value) {
			continue
		}
		changed[e.key] = e.value
		text, err := encodeEntry(e)
		if err != nil {
			return nil, err
		}
		n := findKey(lines, e.key)
		if n < 0 {
			if _, ok := before[e.key]; ok {
				return nil, &KeptError{Key: e.key, Detail: e.key + " is not written as a simple key = value line"}
			}
			added = append(added, text+eol)
			continue
		}
		line := lines[n]
		body := strings.TrimRight(line, "\r\n")
		end := line[len(body):]
		indent := body[:len(body)-len(strings.TrimLeft(body, " \t"))]
		comment, ok := trailingComment(body)
		if !ok {
			return nil, &KeptError{Key: e.key, Detail: "the value of " + e.key + " spans several lines"}
		}
		lines[n] = indent + text + comment + end
	}
	if len(added) > 0 {
		at := insertAt(lines)
		if at > 0 && !strings.HasSuffix(lines[at-1], "\n") {
			lines[at-1] += eol
		}
		lines = append(lines[:at], append(added, lines[at:]...)...)
	}
	out := []byte(strings.Join(lines, ""))

	// Read it back: s exactly, and every other key as it was.
	after, err := options.Decode("", out)
	if err != nil {
		return nil, &KeptError{Detail: fmt.Sprintf("the edited file would not read back (%v)", err)}
	}
	got, _ := Parse("", out)
	if !reflect.DeepEqual(entries(got), entries(s)) {
		return nil, &KeptError{Detail: "the edited file would not read back as the new settings"}
	}
	for k, v := range before {
		if _, ok := changed[k]; !ok && !reflect.DeepEqual(after[k], v) {
			return nil, &KeptError{Detail: "editing would change " + k}
		}
	}
	for k := range after {
		if _, ok := before[k]; !ok {
			if _, ok := changed[k]; !ok {
				return nil, &KeptError{Detail: "editing would add " + k}
			}
		}
	}
	return out, nil
}

// encodeEntry writes one setting as a TOML line without its end.
func encodeEntry(e entry) (string, error) {
	var b bytes.Buffer
	if err := toml.NewEncoder(&b).Encode(map[string]any{e.key: e.value}); err != nil {
		return "", err
	}
	return strings.TrimRight(b.String(), "\n"), nil
}

// findKey is the index of the line setting key at the top level (before
// any [table]), or -1.
func findKey(lines []string, key string) int {
	for i, line := range lines {
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, "[") {
			return -1
		}
		eq := strings.Index(t, "=")
		if eq <= 0 {
			continue
		}
		k := strings.TrimSpace(t[:eq])
		if len(k) >= 2 && (k[0] == '"' || k[0] == '\'') && k[len(k)-1] == k[0] {
			k = k[1 : len(k)-1]
		}
		if k == key {
			return i
		}
	}
	return -1
}

// trailingComment is the comment after the value of a `key = value`
// line, with the spaces before it ("" if none); ok is false when the line
// is not a whole entry on its own (its value goes on below).
func trailingComment(body string) (string, bool) {
	eq := strings.Index(body, "=")
	if eq < 0 {
		return "", false
	}
	var probe map[string]any
	for i := eq + 1; i <= len(body); i++ {
		if i < len(body) && body[i] != '#' {
			continue
		}
		if _, err := toml.Decode("k ="+body[eq+1:i], &probe); err == nil {
			rest := body[i:]
			value := strings.TrimRight(body[eq+1:i], " \t")
			return body[eq+1+len(value):i] + rest, true
		}
	}
	return "", false
}

// insertAt is where new entries go: above the first [table] and the
// comments and blank lines right above it, else at the end.
func insertAt(lines []string) int {
	for i, line := range lines {
		if strings.HasPrefix(strings.TrimSpace(line), "[") {
			for i > 0 && (strings.TrimSpace(lines[i-1]) == "" || strings.HasPrefix(strings.TrimSpace(lines[i-1]), "#")) {
				i--
			}
			return i
		}
	}
	if n := len(lines); n > 0 && lines[n-1] == "" {
		return n - 1
	}
	return len(lines)
}
