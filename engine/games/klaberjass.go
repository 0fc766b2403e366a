package games

import (
	"fmt"

	"tavolo/engine/klaberjass"
	"tavolo/engine/klaberjass/ai"
	"tavolo/engine/match"
)

func klaberjassGame() Game {
	return Game{
		Name:    klaberjass.GameName,
		Title:   "Klaberjass",
		Players: []int{2},
		Ready:   true,
		Presets: func() []Preset {
			var out []Preset
			for _, p := range klaberjass.Presets() {
				out = append(out, Preset{Name: p.Name, Description: p.Description})
			}
			return out
		},
		Levels: ai.Levels,
		New: func(preset string, players int, seed uint64) (Match, error) {
			p, ok := klaberjass.LookupPreset(preset)
			if !ok {
				return nil, fmt.Errorf("klaberjass: no preset %q", preset)
			}
			if players != 2 {
				return nil, fmt.Errorf("klaberjass: %d players (want 2)", players)
			}
			g, err := klaberjass.New(p.Rules, seed)
			if err != nil {
				return nil, err
			}
			return Of[klaberjass.View, klaberjass.Action](g), nil
		},
		Replay: func(rec *match.Record) (Match, error) {
			g, err := klaberjass.Replay(rec)
			if err != nil {
				return nil, err
			}
			return Of[klaberjass.View, klaberjass.Action](g), nil
		},
		NewAgent: func(level string, seed uint64) (Agent, error) {
			return ai.New(level, seed, ai.Options{})
		},
	}
}
