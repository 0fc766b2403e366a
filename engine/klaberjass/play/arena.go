package play

import (
	"fmt"

	"tavolo/engine/arena"
	kj "tavolo/engine/klaberjass"
	kjai "tavolo/engine/klaberjass/ai"
	"tavolo/engine/match"
)

// klaberjassArena is Klaberjass's side of the arena: matches to the
// target (--threshold overrides the preset's) or, with --hands, single
// hands won by the higher score, the players changing seats on alternate
// games. The level "cheat" sees both hands: it measures what hard gives
// up to hidden information, and only here.
func klaberjassArena(f arena.Flags) (arena.Game[kj.View, kj.Action], error) {
	presets, err := arena.Presets(kj.Presets(), f.Preset)
	if err != nil {
		return arena.Game[kj.View, kj.Action]{}, err
	}
	opts := kjai.Options{Budget: f.Budget, Worlds: f.Worlds}
	g := arena.Game[kj.View, kj.Action]{
		Name: kj.GameName, Levels: append(kjai.Levels(), "cheat", "cheat-bid", "cheat-play"), Players: [2]int{2, 2},
		Budget: opts.Budget, Points: true,
	}
	if g.Budget == 0 {
		g.Budget = kjai.DefaultBudget
	}
	worlds := opts.Worlds
	if worlds <= 0 {
		worlds = kjai.DefaultWorlds
	}
	g.Notes = []string{arena.HardNote(g.Budget, fmt.Sprintf("%d worlds per card", worlds))}
	for _, p := range presets {
		g.Presets = append(g.Presets, p.Name)
	}
	g.Agent = func(level string, seed uint64) (match.Agent[kj.View, kj.Action], error) {
		return kjai.New(level, seed, opts)
	}
	g.Deal = func(i int, seed uint64) (arena.Match[kj.View, kj.Action], error) {
		rules := presets[i%len(presets)].Rules
		if f.Threshold > 0 {
			rules.TargetScore = f.Threshold
		}
		kg, err := kj.New(rules, seed)
		if err != nil {
			return arena.Match[kj.View, kj.Action]{}, err
		}
		return arena.Match[kj.View, kj.Action]{
			Game: kg,
			Agent: func(level string, seed uint64) (match.Agent[kj.View, kj.Action], error) {
				switch level {
				case "cheat":
					return kjai.NewCheat(kg, seed, opts), nil
				case "cheat-bid":
					return kjai.NewCheatIn(kg, seed, opts, true, false), nil
				case "cheat-play":
					return kjai.NewCheatIn(kg, seed, opts, false, true), nil
				}
				return kjai.New(level, seed, opts)
			},
			Describe: func() string { return fmt.Sprintf("phase %v, hand %v", kg.Phase(), kg.Hand(kg.ToMove())) },
		}, nil
	}
	return g, nil
}
