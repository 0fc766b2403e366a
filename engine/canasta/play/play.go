// Package play is Canasta's descriptor: how the game declares itself to
// the programs above the engine (engine/games lists it), with its parts
// of the command line: the arena, the benchmarks and the hint's timing.
package play

import (
	"fmt"

	"tavolo/engine/arena"
	"tavolo/engine/canasta"
	"tavolo/engine/canasta/ai"
	"tavolo/engine/gamedef"
	"tavolo/engine/match"
	"tavolo/engine/scenario"
)

// Game is Canasta's descriptor.
func Game() gamedef.Game {
	return gamedef.Game{
		Name:    canasta.GameName,
		Title:   "Canasta",
		Players: []int{2, 3, 4, 6},
		Ready:   true,
		Presets: func() []gamedef.Preset { return gamedef.PresetsOf(canasta.Presets()) },
		Levels:  ai.Levels,
		New: func(preset string, players int, seed uint64) (gamedef.Match, error) {
			p, ok := canasta.LookupPreset(preset)
			if !ok {
				return nil, fmt.Errorf("canasta: no preset %q", preset)
			}
			p.Rules.Players = canasta.PlayersOption(players)
			return gamedef.Made[canasta.View, canasta.Action](canasta.NewMatch(p.Rules, seed))
		},
		Replay: func(rec *match.Record) (gamedef.Match, error) {
			return gamedef.Made[canasta.View, canasta.Action](canasta.Replay(rec))
		},
		NewAgent: func(level string, seed uint64) (gamedef.Agent, error) {
			return ai.New(level, seed, ai.Options{})
		},
		Scenario:  scenario.Canasta,
		Arena:     arena.Of(canastaArena),
		Bench:     bench,
		HintTimes: hintTimes,
		Review:    reviewHand,
		Frames:    frames,
	}
}
