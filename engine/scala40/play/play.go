// Package play is Scala 40's descriptor: how the game declares itself to
// the programs above the engine (engine/games lists it), with its parts
// of the command line: the arena, the benchmarks, the hint's timing and
// the meld solver's subcommand.
package play

import (
	"fmt"

	"tavolo/engine/arena"
	"tavolo/engine/gamedef"
	"tavolo/engine/match"
	"tavolo/engine/scala40"
	"tavolo/engine/scala40/ai"
)

// Game is Scala 40's descriptor.
func Game() gamedef.Game {
	return gamedef.Game{
		Name:    scala40.GameName,
		Title:   "Scala 40",
		Players: []int{2, 3, 4, 5, 6},
		Ready:   true,
		Presets: func() []gamedef.Preset { return gamedef.PresetsOf(scala40.Presets()) },
		Levels:  ai.Levels,
		New: func(preset string, players int, seed uint64) (gamedef.Match, error) {
			p, ok := scala40.LookupPreset(preset)
			if !ok {
				return nil, fmt.Errorf("scala40: no preset %q", preset)
			}
			p.Rules.Players = players
			return gamedef.Made[scala40.View, scala40.Action](scala40.NewMatch(p.Rules, seed))
		},
		Replay: func(rec *match.Record) (gamedef.Match, error) {
			return gamedef.Made[scala40.View, scala40.Action](scala40.Replay(rec))
		},
		NewAgent: func(level string, seed uint64) (gamedef.Agent, error) {
			return ai.New(level, seed, ai.Options{})
		},
		Scenario:  newScenario,
		Arena:     arena.Of(scala40Arena),
		Bench:     bench,
		HintTimes: hintTimes,
		Review:    reviewHand,
		Frames:    frames,
		Command:   &gamedef.Command{Synopsis: solveSynopsis, Run: runSolve},
	}
}
