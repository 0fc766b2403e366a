package play

import (
	"cmp"
	"fmt"

	"tavolo/engine/arena"
	"tavolo/engine/canasta"
	canastaai "tavolo/engine/canasta/ai"
	"tavolo/engine/match"
)

// canastaArena is Canasta's side of the arena: one level per side (two
// for 4 or 6 seats, one per seat for 2 or 3), --seats players at the
// table (default 4 for two levels), matches to the target or, with
// --hands, single hands won by the higher hand score. In game i side s is
// played by level (s+i) mod sides, so every level sits in every seat.
func canastaArena(f arena.Flags) (arena.Game[canasta.View, canasta.Action], error) {
	var none arena.Game[canasta.View, canasta.Action]
	sides := len(f.Levels)
	seats := f.Seats
	if seats == 0 {
		seats = sides
		if sides == 2 {
			seats = 4
		}
	}
	players := canasta.PlayersOption(seats)
	want := seats
	if seats == 4 || seats == 6 {
		want = 2
	}
	if players == "" || sides != want {
		return none, fmt.Errorf("--players needs one level per side: two for 4 or 6 seats, one per seat for 2 or 3 (got %d levels, %d seats)", sides, seats)
	}
	presets, err := arena.Presets(canasta.Presets(), f.Preset)
	if err != nil {
		return none, err
	}
	opts := canastaai.Options{Budget: f.Budget, Worlds: f.Worlds}
	g := arena.Game[canasta.View, canasta.Action]{Name: "canasta", Levels: canastaai.Levels(), Players: [2]int{2, 3}, Points: true, Budget: opts.Budget}
	if g.Budget == 0 {
		g.Budget = canastaai.DefaultBudget
	}
	w := cmp.Or(opts.Worlds, canastaai.DefaultWorlds)
	g.Notes = []string{arena.HardNote(g.Budget, fmt.Sprintf("%d deals per decision (%d at a close call)", w, canastaai.DefaultMoreTimes*w))}
	for i := range presets {
		r := &presets[i].Rules
		r.Players = players
		if !r.Partnerships() && r.AskPartner == canasta.AskMandatory {
			r.AskPartner = canasta.AskOptional
		}
		if f.Threshold > 0 {
			r.TargetScore = f.Threshold
		}
		g.Presets = append(g.Presets, presets[i].Name)
	}
	g.Agent = func(level string, seed uint64) (match.Agent[canasta.View, canasta.Action], error) {
		return canastaai.New(level, seed, opts)
	}
	g.Deal = func(i int, seed uint64) (arena.Match[canasta.View, canasta.Action], error) {
		cg, err := canasta.NewMatch(presets[i%len(presets)].Rules, seed)
		if err != nil {
			return arena.Match[canasta.View, canasta.Action]{}, err
		}
		return arena.Match[canasta.View, canasta.Action]{
			Game:     cg,
			Describe: func() string { return fmt.Sprintf("hand %d, phase %v", cg.HandNo(), cg.Outcome().Stage) },
		}, nil
	}
	return g, nil
}
