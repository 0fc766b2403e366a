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
	"sort"
	"strings"

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
		problems = append(problems, &Problem{File: file, Line: keyLine(src, key), Key: key, Msg: fmt.Sprintf(format, args...)})
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

// show writes a TOML value the way the player typed it, for messages.
func show(v any) string {
	switch x := v.(type) {
	case string:
		return fmt.Sprintf("%q", x)
	case map[string]any:
		return "a table"
	case []any:
		return "a list"
	}
	return fmt.Sprint(v)
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

// Save writes s to path atomically (a temporary file renamed over the
// old one), so a crash leaves the old or the new file, never half of one.
func Save(path string, s Settings) error {
	var b bytes.Buffer
	b.WriteString("# Tavolo settings. Edit with care: a wrong entry is reported and\n# its default used, and this file is left as it is.\n")
	if err := toml.NewEncoder(&b).Encode(s); err != nil {
		return err
	}
	return store.WriteFile(path, b.Bytes())
}
