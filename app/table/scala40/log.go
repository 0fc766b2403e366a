package scala40

import (
	"slices"

	"tavolo/app/table"
	"tavolo/engine/cards"
	"tavolo/engine/match"
	s40 "tavolo/engine/scala40"
)

// logWords are the sentences of Scala 40's events (table.EventWords).
const logWords table.EventWords = "log.scala40"

// describe reads a Scala 40 event as a line of the move log (logReader).
func (t *Table) describe(e match.Event) string {
	r := logReader{name: t.Driver.Name, melds: func() []s40.Meld { return t.Driver.Game().SpectatorView().Melds },
		flip: t.v.Rules.RestockMode == s40.RestockFlip}
	return r.line(e)
}

// reviewLogLine reads e for the review of a hand as the move log did,
// on the view of the seat that moved (its melds name a meld's owner).
func reviewLogLine(v s40.View, name func(int) string, e match.Event) string {
	r := logReader{name: name, melds: func() []s40.Meld { return v.Melds }, flip: v.Rules.RestockMode == s40.RestockFlip}
	return r.line(e)
}

// logReader is what reading Scala 40 events for the move log needs
// besides them: the seats' names, the melds on the table (to name the
// owner of one a card joins) and whether the pozzo is turned over into a
// new tallone or shuffled. The table's log and the review of a hand
// (Game's DescribeEvents) read events alike with it.
type logReader struct {
	name  func(seat int) string
	melds func() []s40.Meld
	flip  bool
}

// line reads e as a line of the move log, from its public fields only:
// a draw from the tallone names no card.
func (r logReader) line(e match.Event) string {
	n, kind := table.EventArgs(r.name(e.Seat), e), e.Kind
	switch e.Kind {
	case s40.EvAttached:
		if owner := r.meldOwner(e); owner == e.Seat {
			kind = "attached-own"
		} else {
			n["Owner"] = r.name(owner)
		}
	case s40.EvMelded:
		n["Cards"] = table.MeldList(r.laidMelds(e))
	case s40.EvRestocked:
		if r.flip {
			kind = "restocked-flip"
		}
	}
	return logWords.Say(kind, n)
}

// laidMelds parts the cards of a laying down (in the order laid, meld
// after meld) into the melds the event names, so that the log says
// where one ends: a card found in none of them (a joker since taken
// back) stays with the one before it.
func (r logReader) laidMelds(e match.Event) [][]cards.Card {
	in := func(c cards.Card) int { // which of e's melds holds c, -1 for none
		for _, m := range r.melds() {
			if i := slices.Index(e.Melds, m.ID); i >= 0 && slices.Contains(m.List(), c) {
				return i
			}
		}
		return -1
	}
	var out [][]cards.Card
	last := -1
	for _, c := range e.Cards {
		if i := in(c); len(out) == 0 || i >= 0 && i != last {
			out, last = append(out, nil), i
		}
		out[len(out)-1] = append(out[len(out)-1], c)
	}
	return out
}

// meldOwner is the seat that laid the meld an event names (-1 when it is
// not on the table).
func (r logReader) meldOwner(e match.Event) int {
	if len(e.Melds) == 0 {
		return -1
	}
	for _, m := range r.melds() {
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
