package play

import (
	"fmt"
	"strings"

	"tavolo/engine/arena"
	"tavolo/engine/match"
	"tavolo/engine/scala40"
	"tavolo/engine/scala40/ai"
)

// scala40Arena is Scala 40's side of the arena: matches to the
// elimination line (or single hands, won by the closer) under one preset
// or all of them in turn, each player alone.
func scala40Arena(f arena.Flags) (arena.Game[scala40.View, scala40.Action], error) {
	presets, err := arena.Presets(scala40.Presets(), f.Preset)
	if err != nil {
		return arena.Game[scala40.View, scala40.Action]{}, err
	}
	opts := ai.Options{Budget: f.Budget, Playouts: f.Playouts}
	g := arena.Game[scala40.View, scala40.Action]{
		Name: scala40.GameName, Levels: ai.Levels(), Players: [2]int{2, 6},
		Budget: opts.Budget,
	}
	if g.Budget == 0 {
		g.Budget = ai.DefaultBudget
	}
	playouts := opts.Playouts
	if playouts <= 0 {
		playouts = ai.DefaultPlayouts
	}
	g.Notes = []string{arena.HardNote(g.Budget, fmt.Sprintf("%d playouts per candidate", playouts))}
	for _, p := range presets {
		g.Presets = append(g.Presets, p.Name)
	}
	g.Agent = func(level string, seed uint64) (match.Agent[scala40.View, scala40.Action], error) {
		return ai.New(level, seed, opts)
	}
	g.Deal = func(i int, seed uint64) (arena.Match[scala40.View, scala40.Action], error) {
		rules := presets[i%len(presets)].Rules
		rules.Players = len(f.Levels)
		rules.PairsMode = false
		if f.Threshold > 0 {
			rules.EliminationScore = f.Threshold
		}
		sg, err := scala40.NewMatch(rules, seed)
		if err != nil {
			return arena.Match[scala40.View, scala40.Action]{}, err
		}
		return arena.Match[scala40.View, scala40.Action]{
			Game: sg,
			// After a hand the dealer's player deals the next one.
			Mover: func() int {
				if sg.Phase() == scala40.PhaseHandOver {
					return sg.Dealer()
				}
				return sg.ToMove()
			},
			HandWinner: func() int {
				if sg.Result() != nil {
					return sg.Result().Closer
				}
				return -1
			},
			Describe: func() string {
				return fmt.Sprintf("last: %v; hands %v; table %v", lastActions(sg.Log(), 6), sg.Hidden().Hands, tableText(sg))
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
	for i := range g.Melds() {
		parts = append(parts, "["+g.Melds()[i].String()+"]")
	}
	return strings.Join(parts, " ")
}
