package appdef

import (
	"tavolo/app/stats"
	"tavolo/app/table"
	"tavolo/engine/gamedef"
	"tavolo/engine/match"
)

// Config is the board's setup of match g on table t: the table's setup,
// the seats of players (a computer's player from agent, seeded from
// seed: Seats), every accepted action saved, every finished hand counted
// in the statistics (hand), and the hint searching with hint.
func Config[V, A any, G match.Game[V, A], O any](h *Host, t *Table, g G, players []match.Player, seed uint64,
	agent func(level string, seed uint64) (match.Agent[V, A], error),
	hand func(g G, players []match.Player) stats.Hand, hint O) table.Config[V, A, G, O] {
	return table.Config[V, A, G, O]{
		Setup:       t.Setup,
		Game:        g,
		Seats:       Seats(h, players, seed, agent),
		OnChange:    func(g G) { t.Changed(gamedef.Of[V, A](g)) },
		OnHandOver:  func(g G) { t.HandOver(hand(g, players)) },
		HintOptions: hint,
	}
}

// Rematch deals a new match with start: the same players and rules,
// a fresh deal number (the winner screen's "Same players again").
func Rematch[R comparable](h *Host, start func(h *Host, st Setup[R]), players []match.Player, rules R) func() {
	return func() { start(h, Setup[R]{Seats: players, Rules: rules, Seed: NewSeed()}) }
}
