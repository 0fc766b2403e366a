package table

import "tavolo/engine/match"

// SeatLines is a board's reading of one event as a line of the move log
// that needs only the seats' names (name): the table's log reads with it
// (ByName), and the review of a hand reads the same events alike with it
// (appdef.SeatEvents).
type SeatLines func(name func(seat int) string, e match.Event) string

// ByName is a board's Game.Describe from its lines: the seats named as
// the table names them.
func (c *Core[V, A]) ByName(lines SeatLines) func(e match.Event) string {
	return func(e match.Event) string { return lines(c.Driver.Name, e) }
}

// Describe is the board's reading of e for the move log (Game.Describe),
// before the log makes it a sentence.
func (c *Core[V, A]) Describe(e match.Event) string { return c.game.Describe(e) }
