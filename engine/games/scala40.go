package games

import (
	"fmt"

	"tavolo/engine/match"
	"tavolo/engine/scala40"
	"tavolo/engine/scala40/ai"
)

func scala40Game() Game {
	return Game{
		Name:    scala40.GameName,
		Title:   "Scala 40",
		Players: []int{2, 3, 4, 5, 6},
		Ready:   true,
		Presets: func() []Preset {
			var out []Preset
			for _, p := range scala40.Presets() {
				out = append(out, Preset{Name: p.Name, Description: p.Description})
			}
			return out
		},
		Levels: ai.Levels,
		New: func(preset string, players int, seed uint64) (Match, error) {
			p, ok := scala40.LookupPreset(preset)
			if !ok {
				return nil, fmt.Errorf("scala40: no preset %q", preset)
			}
			p.Rules.Players = players
			g, err := scala40.NewMatch(p.Rules, seed)
			if err != nil {
				return nil, err
			}
			return Of[scala40.View, scala40.Action](g), nil
		},
		Replay: func(rec *match.Record) (Match, error) {
			g, err := scala40.Replay(rec)
			if err != nil {
				return nil, err
			}
			return Of[scala40.View, scala40.Action](g), nil
		},
		NewAgent: func(level string, seed uint64) (Agent, error) {
			return ai.New(level, seed, ai.Options{})
		},
	}
}
