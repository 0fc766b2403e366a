// Package play is Klaberjass's descriptor: how the game declares itself to
// the programs above the engine (engine/games lists it), with its parts
// of the command line: the arena, the benchmarks, the hint's timing and
// the double-dummy solver's subcommand.
package play

import (
	"fmt"

	"tavolo/engine/arena"
	"tavolo/engine/gamedef"
	"tavolo/engine/klaberjass"
	"tavolo/engine/klaberjass/ai"
	"tavolo/engine/match"
	"tavolo/engine/scenario"
)

// Game is Klaberjass's descriptor.
func Game() gamedef.Game {
	return gamedef.Game{
		Name:    klaberjass.GameName,
		Title:   "Klaberjass",
		Players: []int{2},
		Ready:   true,
		Presets: func() []gamedef.Preset { return gamedef.PresetsOf(klaberjass.Presets()) },
		Levels:  ai.Levels,
		New: func(preset string, players int, seed uint64) (gamedef.Match, error) {
			p, ok := klaberjass.LookupPreset(preset)
			if !ok {
				return nil, fmt.Errorf("klaberjass: no preset %q", preset)
			}
			if players != 2 {
				return nil, fmt.Errorf("klaberjass: %d players (want 2)", players)
			}
			return gamedef.Made[klaberjass.View, klaberjass.Action](klaberjass.New(p.Rules, seed))
		},
		Replay: func(rec *match.Record) (gamedef.Match, error) {
			return gamedef.Made[klaberjass.View, klaberjass.Action](klaberjass.Replay(rec))
		},
		NewAgent: func(level string, seed uint64) (gamedef.Agent, error) {
			return ai.New(level, seed, ai.Options{})
		},
		Scenario:  scenario.Klaberjass,
		Arena:     arena.Of(klaberjassArena),
		Bench:     bench,
		HintTimes: hintTimes,
		Review:    reviewHand,
		Frames:    frames,
		Command:   &gamedef.Command{Synopsis: solveSynopsis, Run: runSolve},
	}
}
