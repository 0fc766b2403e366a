package klaberjass

import (
	"tavolo/app/table"
	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
	"tavolo/engine/match"
)

// logWords are the sentences of Klaberjass's events (table.EventWords).
const logWords table.EventWords = "log.klaberjass"

// logLine reads a Klaberjass event as a line of the move log, from its
// public fields only: what is said at the table, the cards played; the
// seats named by name. The table's log and the review of a hand (Game's
// DescribeEvents) read events alike with it.
func logLine(name func(seat int) string, e match.Event) string {
	n, kind := table.EventArgs(name(e.Seat), e), e.Kind
	switch e.Kind {
	case kj.EvAnswered:
		kind = table.Answered(e)
	case kj.EvNamed, kj.EvTrumps:
		n["Suit"] = table.SuitName(cards.Suit(e.Value))
	case kj.EvExchanged: // the second card is the one taken for the dix
		if len(e.Cards) < 2 {
			return ""
		}
		table.CardArgs(n, e.Cards[1].Face())
	case kj.EvSequences:
		if e.Seat < 0 {
			kind = "sequences-none"
		}
	}
	return logWords.Say(kind, n)
}
