package canasta

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	"tavolo/app/table"
	cn "tavolo/engine/canasta"
	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// logWords are the sentences of Canasta's events (table.EventWords).
const logWords table.EventWords = "log.canasta"

// logLine reads a Canasta event as a line of the move log, from its
// public fields only: a draw from the mazzo names no card; the seats
// named by name. The table's log and the review of a hand (Game's
// DescribeEvents) read events alike with it.
func logLine(name func(seat int) string, e match.Event) string {
	n, kind := table.EventArgs(name(e.Seat), e), e.Kind
	switch e.Kind {
	case cn.EvPileFormed: // the pozzo's first card is the last one turned
		if len(e.Cards) == 0 {
			return ""
		}
		table.CardArgs(n, e.Cards[len(e.Cards)-1].Face())
	case cn.EvDrew:
		if e.Value == 1 {
			return lang.L("{{.Name}} drew from the mazzo.", n)
		}
		return lang.N("{{.Name}} drew {{.N}} cards from the mazzo.", e.Value, n)
	case cn.EvTookPile:
		return lang.N("{{.Name}} took the pozzo: {{.N}} cards.", e.Value, n)
	case cn.EvCanasta:
		if cn.Kind(e.Value) == cn.NotCanasta {
			return ""
		}
	case cn.EvDirtied:
		n["Rank"] = rankPlural(cards.Rank(e.Value))
	case cn.EvAnswered:
		kind = table.Answered(e)
	}
	return logWords.Say(kind, n)
}

// laid lists the cards an event put on the table, to mark a computer's.
func laid(e match.Event) []cards.Card {
	switch e.Kind {
	case cn.EvMelded, cn.EvAdded:
		return e.Cards
	}
	return nil
}

// rankPlural names the cards of a rank together, as in "the canasta of
// fives" ("la canasta di cinque").
func rankPlural(r cards.Rank) string {
	english := [...]string{1: "aces", 4: "fours", 5: "fives", 6: "sixes", 7: "sevens", 8: "eights", 9: "nines",
		10: "tens", 11: "jacks", 12: "queens", 13: "kings"}
	if int(r) >= len(english) || english[r] == "" {
		return r.String()
	}
	return lang.X(fmt.Sprintf("canasta.rank.%02d", r), english[r])
}
