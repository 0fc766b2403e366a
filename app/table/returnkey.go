package table

import "tavolo/engine/match"

// ReturnAtEnd is Return at the end of a hand or of the match: at a
// hand's end it deals the next one (next, the board's); at the match's
// end the end-of-match screen stays up, or comes back (with the score
// sheet). It reports false elsewhere, where Return is the board's.
func (c *Core[V, A]) ReturnAtEnd(next func()) bool {
	switch c.Driver.Game().Outcome().Stage {
	case match.HandOver:
		next()
	case match.MatchOver:
		c.SheetUp = true
		c.board.Refresh()
	default:
		return false
	}
	return true
}
