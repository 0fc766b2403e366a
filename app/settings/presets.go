package settings

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"tavolo/engine/options"
)

// PresetsDir is the folder, next to the settings file, where the player
// keeps his own house-rule presets, one TOML file each (the format of the
// built-in ones in engine/<game>/presets): Scala 40's in the folder
// itself, every other game's in a folder of the game's name inside it.
const PresetsDir = "presets"

// UserPreset is a preset read from the player's presets folder.
type UserPreset struct {
	Name        string
	Description string // one line
	// Rules are the game's rules (its Rules type, held as any).
	Rules any
	File  string // where it comes from
}

// ParsePreset reads one preset file of a game: its name, description
// and rules, or an error (an *options.Error where it knows the line).
type ParsePreset func(file string, src []byte) (name, description string, rules any, err error)

// LoadPresets reads every *.toml file of dir, in name order, with the
// game's parse. A file that cannot be used is skipped and reported; a
// missing folder is no problem. A preset named like a built-in one (of
// builtin) is reported and skipped, so a built-in name always means the
// same rules.
func LoadPresets(dir string, builtin []string, parse ParsePreset) ([]UserPreset, []*Problem) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, []*Problem{{File: dir, Msg: err.Error()}}
	}
	var out []UserPreset
	var problems []*Problem
	seen := map[string]string{}
	sort.Slice(entries, func(i, j int) bool { return entries[i].Name() < entries[j].Name() })
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".toml") {
			continue
		}
		path := filepath.Join(dir, e.Name())
		src, err := os.ReadFile(path)
		if err != nil {
			problems = append(problems, &Problem{File: path, Msg: err.Error()})
			continue
		}
		name, desc, rules, err := parse(path, src)
		if err != nil {
			var oe *options.Error
			if errors.As(err, &oe) {
				problems = append(problems, oe)
			} else {
				problems = append(problems, &Problem{File: path, Msg: err.Error()})
			}
			continue
		}
		if slices.Contains(builtin, name) {
			problems = append(problems, &Problem{File: path, Line: options.KeyLine(src, "", "name"), Key: "name", Msg: "a built-in preset already has the name " + name})
			continue
		}
		if other, ok := seen[name]; ok {
			problems = append(problems, &Problem{File: path, Line: options.KeyLine(src, "", "name"), Key: "name", Msg: "the preset " + name + " is already defined in " + other})
			continue
		}
		seen[name] = path
		out = append(out, UserPreset{Name: name, Description: desc, Rules: rules, File: path})
	}
	return out, problems
}
