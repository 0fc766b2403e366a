package scala40

import (
	"tavolo/app/table"
	"tavolo/engine/cards"
	"tavolo/engine/match"
	s40 "tavolo/engine/scala40"
)

// logWords are the sentences of Scala 40's events (table.EventWords).
const logWords table.EventWords = "log.scala40"

// describe reads a Scala 40 event as a line of the move log, from its
// public fields only: a draw from the tallone names no card.
func (t *Table) describe(e match.Event) string {
	n, kind := table.EventArgs(t.d.Name(e.Seat), e), e.Kind
	switch e.Kind {
	case s40.EvAttached:
		if owner := t.meldOwner(e); owner == e.Seat {
			kind = "attached-own"
		} else {
			n["Owner"] = t.d.Name(owner)
		}
	case s40.EvRestocked:
		if t.v.Rules.RestockMode == s40.RestockFlip {
			kind = "restocked-flip"
		}
	}
	return logWords.Say(kind, n)
}

// meldOwner is the seat that laid the meld an event names (-1 when it is
// not on the table).
func (t *Table) meldOwner(e match.Event) int {
	if len(e.Melds) == 0 {
		return -1
	}
	for _, m := range t.d.Game().SpectatorView().Melds {
		if m.ID == e.Melds[0] {
			return m.Owner
		}
	}
	return -1
}

// laid lists the cards an event put on the table, to mark a computer's.
func laid(e match.Event) []cards.Card {
	switch e.Kind {
	case s40.EvMelded, s40.EvAttached:
		return e.Cards
	case s40.EvSwapped:
		return e.Cards[:1]
	}
	return nil
}
