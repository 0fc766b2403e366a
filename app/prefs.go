package app

import (
	"encoding/json"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"

	"tavolo/app/appdef"
	"tavolo/app/cardart"
	"tavolo/app/settings"
	"tavolo/app/sound"
	"tavolo/app/store"
	"tavolo/engine/options"
	"tavolo/i18n"
)

// configDir is the app's configuration folder: settings.toml and the
// player's presets folder live there.
func (s *Shell) configDir() string {
	return s.App.Storage().RootURI().Path()
}

// settingsPath is where the settings file is.
func (s *Shell) settingsPath() string {
	return filepath.Join(s.configDir(), settings.FileName)
}

// loadSettings reads the settings and the player's presets, and applies
// the language. Problems are kept to be shown once the window is up.
func (s *Shell) loadSettings() {
	s.setAsideBrokenPreferences()
	s.Config, s.problems = settings.Load(s.settingsPath())
	s.presets = map[string][]settings.UserPreset{}
	for _, g := range registry() {
		if g.ui.Presets != nil {
			var more []*settings.Problem
			s.presets[g.Name], more = g.ui.Presets(s.presetsDir(g.ui))
			s.problems = append(s.problems, more...)
		}
	}
	for _, p := range s.problems {
		fyne.LogError("settings", p)
	}
	if s.Config.Language != "" {
		if err := i18n.Use(s.Config.Language); err != nil {
			fyne.LogError("translations", err)
		}
	}
}

// setAsideBrokenPreferences moves Fyne's preferences file out of the way
// when it is not valid JSON (Fyne writes it in place, so a quit at the
// wrong moment can leave it empty or torn: fyne-io/fyne issue 2936).
// Fyne has already read it as nothing; moved aside, it is kept for the
// player and no longer fails every start. Nothing Tavolo needs lives
// there: the last new-match choices have their own file.
func (s *Shell) setAsideBrokenPreferences() {
	path := filepath.Join(s.configDir(), "preferences.json")
	data, err := os.ReadFile(path)
	if err != nil || json.Valid(data) {
		return
	}
	moved, err := store.MoveAside(path)
	if err != nil {
		fyne.LogError("preferences: broken, and could not be moved aside", err)
		return
	}
	fyne.LogError("preferences: the file was broken and was moved to "+moved, nil)
}

// presetsDir is the folder of a game's own presets (appdef.Game's
// PresetsDir inside the presets folder).
func (s *Shell) presetsDir(g appdef.Game) string {
	return filepath.Join(s.configDir(), settings.PresetsDir, g.PresetsDir)
}

// presetsOf are a game's shipped presets followed by the player's own.
func presetsOf[R comparable](s *Shell, b *ruleBook[R]) []options.Preset[R] {
	out := b.Presets()
	for _, u := range s.presets[b.Game] {
		if r, ok := u.Rules.(R); ok {
			out = append(out, options.Preset[R]{Name: u.Name, Description: u.Description, Rules: r})
		}
	}
	return out
}

// saveSettings writes the settings after a change on the settings screen.
func (s *Shell) saveSettings() error {
	s.applySound()
	return settings.Save(s.settingsPath(), s.Config)
}

// startSound opens the sound device off the UI goroutine: a slow or
// missing device never delays the window.
func (s *Shell) startSound() {
	go func() {
		p := sound.New()
		s.soundMu.Lock()
		s.sound = p
		s.soundMu.Unlock()
		s.applySound()
	}()
}

// applySound gives the player the volume and mute of the settings.
func (s *Shell) applySound() {
	s.soundMu.Lock()
	defer s.soundMu.Unlock()
	if s.sound != nil {
		s.sound.SetVolume(s.Config.Volume)
		s.sound.SetMuted(s.Config.Mute)
	}
}

// CardStyle is how cards are drawn, from the settings.
func (s *Shell) CardStyle() cardart.Style {
	return cardart.Style{FourColour: s.Config.FourColour, LargeIndex: s.Config.LargeIndex}
}

// CardScale is the size of the cards relative to the medium size.
func (s *Shell) CardScale() float32 {
	switch s.Config.CardSize {
	case "small":
		return 0.85
	case "large":
		return 1.2
	}
	return 1
}

// Pace is the pause between two computer moves, from the settings.
func (s *Shell) Pace() time.Duration {
	switch s.Config.Animation {
	case "off":
		return 0
	case "fast":
		return 200 * time.Millisecond
	case "slow":
		return 800 * time.Millisecond
	}
	return 400 * time.Millisecond
}

// PlaySound plays a sound effect ("deal", "draw", "discard", "meld",
// "close", "out", "win") unless sound is off or not ready yet.
func (s *Shell) PlaySound(effect string) {
	s.soundMu.Lock()
	p := s.sound
	s.soundMu.Unlock()
	if p != nil {
		if err := p.Play(effect); err != nil {
			fyne.LogError("sound", err)
		}
	}
}
