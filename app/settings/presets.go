package settings

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"tavolo/engine/options"
	"tavolo/engine/scala40"
)

// PresetsDir is the folder, next to the settings file, where the player
// keeps his own house-rule presets, one TOML file each (the format of the
// built-in ones in engine/scala40/presets).
const PresetsDir = "presets"

// UserPreset is a preset read from the player's presets folder.
type UserPreset struct {
	scala40.Preset
	File string // where it comes from
}

// LoadPresets reads every *.toml file of dir, in name order. A file that
// cannot be used is skipped and reported; a missing folder is no problem.
// A preset named like a built-in one is reported and skipped, so a
// built-in name always means the same rules.
func LoadPresets(dir string) ([]UserPreset, []*Problem) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, []*Problem{{File: dir, Msg: err.Error()}}
	}
	builtin := map[string]bool{}
	for _, p := range scala40.Presets() {
		builtin[p.Name] = true
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
		p, err := scala40.ParsePreset(path, src)
		if err != nil {
			var oe *options.Error
			if errors.As(err, &oe) {
				problems = append(problems, oe)
			} else {
				problems = append(problems, &Problem{File: path, Msg: err.Error()})
			}
			continue
		}
		if builtin[p.Name] {
			problems = append(problems, &Problem{File: path, Line: options.KeyLine(src, "", "name"), Key: "name", Msg: "a built-in preset already has the name " + p.Name})
			continue
		}
		if other, ok := seen[p.Name]; ok {
			problems = append(problems, &Problem{File: path, Line: options.KeyLine(src, "", "name"), Key: "name", Msg: "the preset " + p.Name + " is already defined in " + other})
			continue
		}
		seen[p.Name] = path
		out = append(out, UserPreset{Preset: p, File: path})
	}
	return out, problems
}
