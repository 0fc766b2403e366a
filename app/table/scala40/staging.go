package scala40

import (
	"tavolo/engine/cards"
	s40 "tavolo/engine/scala40"
)

// A staged meld is a group of cards from the hand that the player is
// building on the table's staging strip before laying it down. It lives
// only in the table: the engine sees it when it goes down.
type staged struct {
	cards  []cards.Card
	choice int  // which of the engine's readings (Rules.Readings) is meant, when there are several
	asked  bool // the player chose the reading (no need to ask again)
}

// current returns the chosen reading of a staged group, if it has one.
func (s *staged) current(r *s40.Rules) (s40.Reading, []s40.Reading, bool) {
	rs := r.Readings(s.cards)
	if len(rs) == 0 {
		return s40.Reading{}, nil, false
	}
	if s.choice >= len(rs) || s.choice < 0 {
		s.choice = 0
	}
	return rs[s.choice], rs, true
}
