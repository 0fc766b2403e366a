package klaberjass

import (
	"fyne.io/fyne/v2/lang"

	"tavolo/app/table"
	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
	"tavolo/engine/match"
)

// describe reads a Klaberjass event as a line of the move log, from its
// public fields only: what is said at the table, the cards played.
func (t *Table) describe(e match.Event) string {
	n := map[string]any{"Name": t.d.Name(e.Seat), "Points": e.Value, "Value": e.Value}
	if len(e.Cards) > 0 {
		table.CardArgs(n, e.Cards[0].Face())
	}
	switch e.Kind {
	case kj.EvDealt:
		return lang.L("{{.Name}} dealt the cards; the {{.Card}} is turned up.", n)
	case kj.EvPassed:
		return lang.L("{{.Name}} passes.", n)
	case kj.EvTook:
		return lang.L("{{.Name}} takes.", n)
	case kj.EvSchmeissed:
		return lang.L("{{.Name}}: schmeiss!", n)
	case kj.EvAnswered:
		if e.Value == 1 {
			return lang.L("{{.Name}}: let's play.", n)
		}
		return lang.L("{{.Name}}: annul the deal.", n)
	case kj.EvNamed:
		n["Suit"] = suitName(cards.Suit(e.Value))
		return lang.L("{{.Name}} names {{.Suit}}.", n)
	case kj.EvTrumps:
		n["Suit"] = suitName(cards.Suit(e.Value))
		return lang.L("{{.Suit}} are trumps: {{.Name}} plays.", n)
	case kj.EvAnnulled:
		return lang.L("Nobody plays: the deal is annulled and dealt again.")
	case kj.EvExchanged:
		if len(e.Cards) < 2 {
			return ""
		}
		table.CardArgs(n, e.Cards[1].Face())
		return lang.L("{{.Name}} exchanges the dix for the {{.Card}}.", n)
	case kj.EvBottomShown:
		return lang.L("The bottom card is the {{.Card}}.", n)
	case kj.EvDeclared:
		return lang.L("{{.Name}}: “{{.Value}}”", n)
	case kj.EvPlayed:
		return lang.L("{{.Name}} plays the {{.Card}}.", n)
	case kj.EvBella:
		return lang.L("{{.Name}}: bella!", n)
	case kj.EvTrickWon:
		return lang.L("{{.Name}} wins the trick ({{.Points}}).", n)
	case kj.EvSequences:
		if e.Seat < 0 {
			return lang.L("Nobody scores the sequences.")
		}
		return lang.L("{{.Name}} scores {{.Points}} for the sequences.", n)
	}
	return ""
}
