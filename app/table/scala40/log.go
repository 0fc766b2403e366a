package scala40

import (
	"fyne.io/fyne/v2/lang"

	"tavolo/app/table"
	"tavolo/engine/cards"
	"tavolo/engine/match"
	s40 "tavolo/engine/scala40"
)

// describe reads a Scala 40 event as a line of the move log, from its
// public fields only: a draw from the tallone names no card.
func (t *Table) describe(e match.Event) string {
	n := map[string]any{"Name": t.d.Name(e.Seat)}
	if len(e.Cards) > 0 {
		table.CardArgs(n, e.Cards[0].Face())
		n["Cards"] = table.CardList(e.Cards)
	}
	switch e.Kind {
	case s40.EvDealt:
		return lang.L("{{.Name}} dealt the cards.", n)
	case s40.EvDrew:
		return lang.L("{{.Name}} drew from the tallone.", n)
	case s40.EvTook:
		return lang.L("{{.Name}} took the {{.Card}} from the pozzo.", n)
	case s40.EvMelded:
		return lang.L("{{.Name}} laid down: {{.Cards}}.", n)
	case s40.EvAttached:
		owner := t.meldOwner(e)
		if owner == e.Seat {
			return lang.L("{{.Name}} attached the {{.Card}} to a meld of their own.", n)
		}
		n["Owner"] = t.d.Name(owner)
		return lang.L("{{.Name}} attached the {{.Card}} to a meld of {{.Owner}}.", n)
	case s40.EvSwapped:
		return lang.L("{{.Name}} put the {{.Card}} in place of a joker.", n)
	case s40.EvDiscarded:
		return lang.L("{{.Name}} discarded the {{.Card}}.", n)
	case s40.EvClosed:
		return lang.L("{{.Name}} closed the hand.", n)
	case s40.EvRestocked:
		if t.v.Rules.RestockMode == s40.RestockFlip {
			return lang.L("The pozzo was turned over into a new tallone.")
		}
		return lang.L("The pozzo was shuffled into a new tallone.")
	case s40.EvAbandoned:
		return lang.L("Nothing is left to draw: the hand ends.")
	case s40.EvUndone:
		return lang.L("{{.Name}} took back a move.", n)
	}
	return ""
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
