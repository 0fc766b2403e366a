package canasta

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	"tavolo/app/table"
	cn "tavolo/engine/canasta"
	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// describe reads a Canasta event as a line of the move log, from its
// public fields only: a draw from the mazzo names no card.
func (t *Table) describe(e match.Event) string {
	n := map[string]any{"Name": t.d.Name(e.Seat), "N": e.Value}
	if len(e.Cards) > 0 {
		table.CardArgs(n, e.Cards[0].Face())
		n["Cards"] = table.CardList(e.Cards)
	}
	switch e.Kind {
	case cn.EvDealt:
		return lang.L("{{.Name}} dealt the cards.", n)
	case cn.EvRedThree:
		return lang.L("{{.Name}} laid down the {{.Card}}.", n)
	case cn.EvPileFormed:
		if len(e.Cards) == 0 {
			return ""
		}
		table.CardArgs(n, e.Cards[len(e.Cards)-1].Face())
		return lang.L("The pozzo starts with the {{.Card}}.", n)
	case cn.EvDrew:
		if e.Value == 1 {
			return lang.L("{{.Name}} drew from the mazzo.", n)
		}
		return lang.N("{{.Name}} drew {{.N}} cards from the mazzo.", e.Value, n)
	case cn.EvTookPile:
		return lang.N("{{.Name}} took the pozzo: {{.N}} cards.", e.Value, n)
	case cn.EvOpened:
		return lang.L("{{.Name}} opened with {{.N}} points.", n)
	case cn.EvMelded:
		return lang.L("{{.Name}} laid down: {{.Cards}}.", n)
	case cn.EvAdded:
		return lang.L("{{.Name}} added to a meld: {{.Cards}}.", n)
	case cn.EvCanasta:
		if cn.Kind(e.Value) == cn.NotCanasta {
			return ""
		}
		return lang.L("{{.Name}} completed a canasta.", n)
	case cn.EvDirtied:
		n["Rank"] = rankPlural(cards.Rank(e.Value))
		return lang.L("{{.Name}} made the canasta of {{.Rank}} dirty.", n)
	case cn.EvDiscarded:
		return lang.L("{{.Name}} discarded the {{.Card}}.", n)
	case cn.EvAsked:
		return lang.L("{{.Name}} asks: may I go out?", n)
	case cn.EvAnswered:
		if e.Value == 1 {
			return lang.L("{{.Name}} answered yes.", n)
		}
		return lang.L("{{.Name}} answered no.", n)
	case cn.EvUndone:
		return lang.L("{{.Name}} took back a move.", n)
	case cn.EvWentOut:
		return lang.L("{{.Name}} went out.", n)
	case cn.EvExhausted:
		return lang.L("The mazzo ran out: the hand is over.")
	}
	return ""
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
