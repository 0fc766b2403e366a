package main

import (
	"fmt"
	"strings"

	"tavolo/engine/match"
	"tavolo/engine/scala40"
	"tavolo/engine/scala40/ai"
)

// scala40Arena is Scala 40's side of the arena: matches to the
// elimination line (or single hands, won by the closer) under one preset
// or all of them in turn, each player alone.
func scala40Arena(f arenaFlags) (arenaGame[scala40.View, scala40.Action], error) {
	presets, err := arenaPresets(scala40.Presets(), f.preset)
	if err != nil {
		return arenaGame[scala40.View, scala40.Action]{}, err
	}
	opts := ai.Options{Budget: f.budget, Playouts: f.playouts}
	g := arenaGame[scala40.View, scala40.Action]{
		name: scala40.GameName, levels: ai.Levels(), players: [2]int{2, 6},
		budget: opts.Budget,
	}
	if g.budget <= 0 {
		g.budget = ai.DefaultBudget
	}
	playouts := opts.Playouts
	if playouts <= 0 {
		playouts = ai.DefaultPlayouts
	}
	g.notes = []string{fmt.Sprintf("hard: budget %.0f ms per decision, %d playouts per candidate at most", ms(g.budget), playouts)}
	for _, p := range presets {
		g.presets = append(g.presets, p.Name)
	}
	g.agent = func(level string, seed uint64) (match.Agent[scala40.View, scala40.Action], error) {
		return ai.New(level, seed, opts)
	}
	g.deal = func(i int, seed uint64) (arenaMatch[scala40.View, scala40.Action], error) {
		rules := presets[i%len(presets)].Rules
		rules.Players = len(f.levels)
		rules.PairsMode = false
		if f.threshold > 0 {
			rules.EliminationScore = f.threshold
		}
		sg, err := scala40.NewMatch(rules, seed)
		if err != nil {
			return arenaMatch[scala40.View, scala40.Action]{}, err
		}
		return arenaMatch[scala40.View, scala40.Action]{
			game: sg,
			// After a hand the dealer's player deals the next one.
			mover: func() int {
				if sg.Phase == scala40.PhaseHandOver {
					return sg.Dealer
				}
				return sg.ToMove
			},
			handWinner: func() int {
				if sg.Result != nil {
					return sg.Result.Closer
				}
				return -1
			},
			describe: func() string {
				return fmt.Sprintf("last: %v; hands %v; table %v", lastActions(sg.Log, 6), sg.Hands, tableText(sg))
			},
		}, nil
	}
	return g, nil
}

// lastActions formats the last n actions of a log.
func lastActions(log []scala40.Action, n int) string {
	if len(log) > n {
		log = log[len(log)-n:]
	}
	var parts []string
	for _, a := range log {
		parts = append(parts, fmt.Sprintf("%d:%s %s m%d", a.Seat, a.Kind, a.Card, a.Meld))
	}
	return strings.Join(parts, "; ")
}

func tableText(g *scala40.Game) string {
	var parts []string
	for i := range g.Melds {
		parts = append(parts, "["+g.Melds[i].String()+"]")
	}
	return strings.Join(parts, " ")
}
