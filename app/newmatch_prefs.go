package app

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"tavolo/app/store"

	"tavolo/engine/match"
	"tavolo/engine/options"
	"tavolo/engine/scala40"
)

// prefLastSetup is the Fyne preference where Tavolo kept the last
// new-match choices before they had their own file; it is only read, for
// a player upgrading.
const prefLastSetup = "scala40.newmatch"

// setupPath is the file holding the last new-match choices. It is the
// app's own, written atomically: Fyne writes its preferences file in
// place, and a quit at the wrong moment leaves it empty (fyne-io/fyne
// issue 2936), which would lose them.
func (s *Shell) setupPath() string {
	return filepath.Join(s.configDir(), "newmatch."+scala40.GameName+".json")
}

// savedSetup is a Setup as the preferences keep it (without the deal
// number: every match gets a new one unless the player types it).
type savedSetup struct {
	Seats  []match.Player    `json:"seats"`
	Preset string            `json:"preset"`
	Rules  map[string]string `json:"rules"`
}

// saveSetup remembers the choices of the new-match screen.
func (s *Shell) saveSetup(st Setup) {
	sv := savedSetup{Seats: st.Seats, Preset: st.Preset, Rules: map[string]string{}}
	for _, o := range scala40.Options {
		sv.Rules[o.Name] = o.Get(&st.Rules)
	}
	data, err := json.Marshal(sv)
	if err == nil {
		err = store.WriteFile(s.setupPath(), data)
	}
	if err != nil {
		fyne.LogError("new match: remembering the choices", err)
	}
}

// lastSetup is the choices made last time, with a new deal number, or
// DefaultSetup.
func (s *Shell) lastSetup() Setup {
	st := s.defaultSetup()
	data, err := os.ReadFile(s.setupPath())
	if err != nil {
		data = []byte(s.App.Preferences().String(prefLastSetup))
	}
	var sv savedSetup
	if err := json.Unmarshal(data, &sv); err != nil {
		return st
	}
	if len(sv.Seats) < 2 || len(sv.Seats) > 6 {
		return st
	}
	r := scala40.Default()
	for k, v := range sv.Rules {
		o, ok := options.Find(scala40.Options, k)
		if !ok || (o.Kind == options.Enum && !contains(o.Values, v)) {
			continue
		}
		if o.Kind == options.Int {
			n, err := strconv.Atoi(v)
			if err != nil || n < o.Min || n > o.Max {
				continue
			}
		}
		o.Set(&r, v)
	}
	r.Players = len(sv.Seats)
	if r.Validate() != nil {
		return st
	}
	st.Seats, st.Preset, st.Rules = sv.Seats, sv.Preset, r
	for i, p := range st.Seats {
		// The default name of a person's seat follows the language in use.
		if defaultYou[p.Name] {
			st.Seats[i].Name = lang.L("You")
		}
	}
	return st
}

// defaultYou are the default name of a person's seat in every language.
var defaultYou = map[string]bool{"You": true, "Tu": true}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// defaultSetup is DefaultSetup with the names and computer level chosen
// in the settings.
func (s *Shell) defaultSetup() Setup {
	st := DefaultSetup()
	for i := range st.Seats {
		if i < len(s.Config.Names) {
			st.Seats[i].Name = s.Config.Names[i]
		}
		if st.Seats[i].Kind != kindHuman {
			st.Seats[i].Kind = s.Config.Level
		}
	}
	return st
}
