package app

import (
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"

	"tavolo/app/settings"
	"tavolo/app/store"
	"tavolo/engine/match"
	"tavolo/engine/options"
)

// setupPath is the file holding a game's last new-match choices. It is
// the app's own, written atomically: Fyne writes its preferences file in
// place, and a quit at the wrong moment leaves it empty (fyne-io/fyne
// issue 2936), which would lose them.
func (s *Shell) setupPath(game string) string {
	return filepath.Join(s.configDir(), "newmatch."+game+".json")
}

// savedSetup is a setup as the preferences keep it (without the deal
// number: every match gets a new one unless the player types it).
type savedSetup struct {
	Seats  []match.Player    `json:"seats"`
	Preset string            `json:"preset"`
	Rules  map[string]string `json:"rules"`
	// Defaults are the settings' default names and computer level when
	// these seats were chosen (absent in files of earlier versions): a
	// setting changed since then wins over the remembered seats.
	Defaults *seatDefaults `json:"defaults,omitempty"`
}

// seatDefaults are the settings that fill a new match's seats.
type seatDefaults struct {
	Names []string `json:"names"`
	Level string   `json:"level"`
}

// saveSetupOf remembers the choices of a game's new-match screen.
func saveSetupOf[R comparable](s *Shell, b *ruleBook[R], st gameSetup[R]) {
	sv := savedSetup{Seats: st.Seats, Preset: st.Preset, Rules: map[string]string{},
		Defaults: &seatDefaults{Names: s.Config.Names, Level: s.Config.Level}}
	for _, o := range b.Options {
		sv.Rules[o.Name] = o.Get(&st.Rules)
	}
	data, err := json.Marshal(sv)
	if err == nil {
		err = store.WriteFile(s.setupPath(b.Game), data)
	}
	if err != nil {
		fyne.LogError("new match: remembering the choices", err)
	}
}

// lastSetupOf is the choices made last time for a game, with a new deal
// number, or its default setup. A bad entry in the file (a value an
// option does not take, an unknown option, a seat without a name or with
// one too long) is told as a bad preset's would be (file, key, the same
// message) and its default used; the file is left as it is.
func lastSetupOf[R comparable](s *Shell, b *ruleBook[R]) gameSetup[R] {
	st := settingsSetupOf(s, b)
	path := s.setupPath(b.Game)
	data, err := os.ReadFile(path)
	if err != nil && b.PrefKey != "" {
		data = []byte(s.App.Preferences().String(b.PrefKey))
	}
	var sv savedSetup
	if err := json.Unmarshal(data, &sv); err != nil {
		return st
	}
	if !slices.Contains(b.Players, len(sv.Seats)) {
		return st
	}
	var problems []*settings.Problem
	seats := sv.Seats
	for i, p := range sv.Seats {
		if msg := seatNameProblem(p.Name); msg != "" {
			problems = append(problems, &settings.Problem{File: path, Key: fmt.Sprintf("seats[%d].name", i), Msg: msg})
			seats = st.Seats
		}
	}
	r := b.Default()
	for _, k := range slices.Sorted(maps.Keys(sv.Rules)) {
		o, ok := options.Find(b.Options, k)
		if !ok {
			problems = append(problems, &settings.Problem{File: path, Key: "rules." + k, Msg: "unknown option"})
			continue
		}
		v, err := o.Parse(sv.Rules[k])
		if err != nil {
			problems = append(problems, &settings.Problem{File: path, Key: "rules." + k, Msg: err.Error()})
			continue
		}
		o.Set(&r, v)
	}
	s.tellProblems(problems)
	b.SetPlayers(&r, len(seats))
	if b.Validate(r) != nil {
		return st
	}
	st.Seats, st.Preset, st.Rules = seats, sv.Preset, r
	s.upgradeNames(st.Seats)
	s.applyChangedDefaults(st.Seats, sv.Defaults, b.Levels)
	for i, p := range st.Seats {
		if p.Kind != kindHuman && !slices.Contains(b.Levels, p.Kind) {
			st.Seats[i].Kind = "medium"
		}
	}
	return st
}

// applyChangedDefaults gives the remembered seats what was changed in
// the settings after they were chosen: a default name that changed
// names its seat (unless another seat already has that name), and a
// changed computer level becomes every computer seat's level (if the
// game has it). What did
// not change since, and everything in files that do not say (was), stays
// as the last match had it.
func (s *Shell) applyChangedDefaults(seats []match.Player, was *seatDefaults, levels []string) {
	if was == nil {
		return
	}
	for i := range seats {
		name := s.settingsName(i)
		if name == s.settingsNameIn(was.Names, i) || seatNamed(seats, name) {
			continue
		}
		seats[i].Name = name
	}
	if s.Config.Level == was.Level {
		return
	}
	for i, p := range seats {
		if p.Kind != kindHuman && slices.Contains(levels, s.Config.Level) {
			seats[i].Kind = s.Config.Level
		}
	}
}

// settingsName is the default name of seat i in the settings now.
func (s *Shell) settingsName(i int) string { return s.settingsNameIn(s.Config.Names, i) }

// settingsNameIn is the default name of seat i given the settings'
// names: the name written there, else the seat's usual name.
func (s *Shell) settingsNameIn(names []string, i int) string {
	if i < len(names) && names[i] != "" {
		return names[i]
	}
	return DefaultSetupName(i)
}

// seatNamed reports whether a seat has the name, in any case.
func seatNamed(seats []match.Player, name string) bool {
	return slices.ContainsFunc(seats, func(p match.Player) bool { return strings.EqualFold(p.Name, name) })
}

// tellProblems adds to the problems of the settings files those not yet
// known, and shows them all when there is a new one.
func (s *Shell) tellProblems(problems []*settings.Problem) {
	told := false
	for _, p := range problems {
		if slices.ContainsFunc(s.problems, func(q *settings.Problem) bool { return *q == *p }) {
			continue
		}
		fyne.LogError("new match: "+p.Error(), nil)
		s.problems = append(s.problems, p)
		told = true
	}
	if told {
		s.showSettingsProblems()
	}
}

// oldDefaultName are the names earlier versions gave a person's seat.
var oldDefaultName = map[string]bool{"You": true, "Tu": true}

// upgradeNames renames the seat that earlier versions called "You"
// ("Tu"), which reads wrong in sentences and stayed English after the
// language changed, to the player's name, unless another seat already
// has that name.
func (s *Shell) upgradeNames(seats []match.Player) {
	name := s.playerName()
	if seatNamed(seats, name) {
		return
	}
	for i, p := range seats {
		if p.Kind == kindHuman && oldDefaultName[p.Name] {
			seats[i].Name = name
			return
		}
	}
}

func contains[T comparable](xs []T, x T) bool { return slices.Contains(xs, x) }

// playerName is the name of the player's own seat: the first default
// name of the settings, else the system's name for the player.
func (s *Shell) playerName() string {
	if len(s.Config.Names) > 0 && s.Config.Names[0] != "" {
		return s.Config.Names[0]
	}
	return defaultPlayerName()
}

// settingsSetupOf is a game's default setup with the names and computer
// level chosen in the settings.
func settingsSetupOf[R comparable](s *Shell, b *ruleBook[R]) gameSetup[R] {
	st := defaultSetupOf(b)
	for i := range st.Seats {
		if i < len(s.Config.Names) {
			st.Seats[i].Name = s.Config.Names[i]
		}
		if st.Seats[i].Kind != kindHuman && slices.Contains(b.Levels, s.Config.Level) {
			st.Seats[i].Kind = s.Config.Level
		}
	}
	return st
}
