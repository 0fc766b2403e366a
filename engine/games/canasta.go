package games

import (
	"fmt"

	"tavolo/engine/canasta"
	"tavolo/engine/canasta/ai"
	"tavolo/engine/match"
)

func canastaGame() Game {
	return Game{
		Name:    canasta.GameName,
		Title:   "Canasta",
		Players: []int{2, 3, 4, 6},
		Ready:   true,
		Presets: func() []Preset {
			var out []Preset
			for _, p := range canasta.Presets() {
				out = append(out, Preset{Name: p.Name, Description: p.Description})
			}
			return out
		},
		Levels: ai.Levels,
		New: func(preset string, players int, seed uint64) (Match, error) {
			p, ok := canasta.LookupPreset(preset)
			if !ok {
				return nil, fmt.Errorf("canasta: no preset %q", preset)
			}
			p.Rules.Players = canasta.PlayersOption(players)
			g, err := canasta.NewMatch(p.Rules, seed)
			if err != nil {
				return nil, err
			}
			return Of[canasta.View, canasta.Action](g), nil
		},
		Replay: func(rec *match.Record) (Match, error) {
			g, err := canasta.Replay(rec)
			if err != nil {
				return nil, err
			}
			return Of[canasta.View, canasta.Action](g), nil
		},
		NewAgent: func(level string, seed uint64) (Agent, error) {
			return ai.New(level, seed)
		},
	}
}
