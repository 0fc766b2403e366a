package main

import (
	"fmt"

	kj "tavolo/engine/klaberjass"
	kjai "tavolo/engine/klaberjass/ai"
	"tavolo/engine/match"
)

// klaberjassArena is Klaberjass's side of the arena: matches to the
// target (--threshold overrides the preset's) or, with --hands, single
// hands won by the higher score, the players changing seats on alternate
// games. The level "cheat" sees both hands: it measures what hard gives
// up to hidden information, and only here.
func klaberjassArena(f arenaFlags) (arenaGame[kj.View, kj.Action], error) {
	presets, err := arenaPresets(kj.Presets(), f.preset)
	if err != nil {
		return arenaGame[kj.View, kj.Action]{}, err
	}
	opts := kjai.Options{Budget: f.budget, Worlds: f.worlds}
	g := arenaGame[kj.View, kj.Action]{
		name: kj.GameName, levels: append(kjai.Levels(), "cheat", "cheat-bid", "cheat-play"), players: [2]int{2, 2},
		budget: opts.Budget, points: true,
	}
	if g.budget == 0 {
		g.budget = kjai.DefaultBudget
	}
	worlds := opts.Worlds
	if worlds <= 0 {
		worlds = kjai.DefaultWorlds
	}
	g.notes = []string{fmt.Sprintf("hard: budget %.0f ms per decision, %d worlds per card at most", ms(g.budget), worlds)}
	for _, p := range presets {
		g.presets = append(g.presets, p.Name)
	}
	g.agent = func(level string, seed uint64) (match.Agent[kj.View, kj.Action], error) {
		return kjai.New(level, seed, opts)
	}
	g.deal = func(i int, seed uint64) (arenaMatch[kj.View, kj.Action], error) {
		rules := presets[i%len(presets)].Rules
		if f.threshold > 0 {
			rules.TargetScore = f.threshold
		}
		kg, err := kj.New(rules, seed)
		if err != nil {
			return arenaMatch[kj.View, kj.Action]{}, err
		}
		return arenaMatch[kj.View, kj.Action]{
			game: kg,
			agent: func(level string, seed uint64) (match.Agent[kj.View, kj.Action], error) {
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
			describe: func() string { return fmt.Sprintf("phase %v, hand %v", kg.Phase(), kg.Hand(kg.ToMove())) },
		}, nil
	}
	return g, nil
}
