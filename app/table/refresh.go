package table

// The board catching up with the match after every change: the hand it
// showed forgotten where another seat's is shown or the hand is over,
// the board's own state brought up to date (Game.Changed), the table
// redrawn, then the move just made flying (Animate).

// Animate has f, a move's flight, run once the board has caught up with
// the change the move makes and is redrawn (its areas laid out where
// they now are). A board calls it from its Game.Played.
func (c *Core[V, A]) Animate(f func()) { c.flights = append(c.flights, f) }

// catchUp brings the board up to date with the driver after a change:
// the hand shown is forgotten (forget) when another seat's hand is
// shown or the hand is over, the board takes the new view
// (Game.Changed), the table is redrawn and the flights waiting
// (Animate) fly, in the order they were asked.
func (c *Core[V, A]) catchUp() {
	if viewer := c.Driver.Viewer(); viewer != c.shown || !c.Driver.Playing() {
		c.shown = viewer
		c.forget()
	}
	c.game.Changed()
	c.board.Refresh()
	flights := c.flights
	c.flights = nil
	for _, f := range flights {
		f()
	}
}

// forget drops what the table kept of the hand shown: the drag in
// progress, the question up and what the board keeps (Game.Forget: the
// order the cards were arranged in, the cards picked …).
func (c *Core[V, A]) forget() {
	c.Carry, c.Question = nil, nil
	if c.game.Forget != nil {
		c.game.Forget()
	}
}
