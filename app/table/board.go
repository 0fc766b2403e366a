package table

import "tavolo/engine/match"

// Sound plays effect through the table's sound player (Setup.Sound),
// when it has one; "" plays nothing.
func (c *Core[V, A]) Sound(effect string) {
	if effect != "" && c.Setup.Sound != nil {
		c.Setup.Sound(effect)
	}
}

// Changed tells the app that the game accepted an action (OnChange: the
// place to autosave), when it listens.
func (c *Config[V, A, G, O]) Changed() {
	if c.OnChange != nil {
		c.OnChange(c.Game)
	}
}

// HandOver tells the app that a hand ended (OnHandOver), when it
// listens.
func (c *Config[V, A, G, O]) HandOver() {
	if c.OnHandOver != nil {
		c.OnHandOver(c.Game)
	}
}

// between puts the score sheet up while the match stands between two
// hands (or is over), and lets the board tell a hand it has not seen
// end yet (Game.Ended) once, with its sound: the board's for a hand,
// "win" for every game's match (a match resumed between hands had its
// end told before).
func (c *Core[V, A]) between() {
	m := c.Driver.Game()
	if m.Outcome().Stage == match.Playing {
		return
	}
	c.SheetUp = true
	if n := len(m.Score().Hands); n > c.reported {
		c.reported = n
		sound := ""
		if c.game.Ended != nil {
			sound = c.game.Ended(c.Driver.View())
		}
		if m.Outcome().Stage == match.MatchOver {
			sound = "win"
		}
		c.Sound(sound)
		c.handOver()
	}
}

// Tell puts what a computer just did on the message line, as the move
// log tells it; a person's own move clears the line.
func (c *Core[V, A]) Tell(events []match.Event, computer bool) {
	if computer {
		c.Say(c.Driver.Told(events), false)
		return
	}
	c.Say("", false)
}

// NextHand is the start of dealing the next hand from the score sheet:
// only while the match stands between two hands (it reports whether it
// does), it takes the sheet down, forgets the hand shown (Game.Forget)
// and hides the hands at a table of people, until the next hand's
// player confirms.
func (c *Core[V, A]) NextHand() bool {
	if c.Driver.Game().Outcome().Stage != match.HandOver {
		return false
	}
	c.SheetUp = false
	c.forget()
	c.Driver.HideHands()
	return true
}
