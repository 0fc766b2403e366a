package canasta

import (
	"slices"

	"fyne.io/fyne/v2/lang"

	"tavolo/app/table"
	cn "tavolo/engine/canasta"
	caai "tavolo/engine/canasta/ai"
	"tavolo/engine/cards"
)

// The hint (I, or the Hint button): on the player's turn, what hard
// would do now and why, from the numbers of its own search (caai.Hint)
// on the player's view only.

// hintSeed is the seed the hint of view v is searched with: the same
// position always gets the same advice.
func (t *Table) hintSeed(v cn.View) uint64 {
	return t.cfg.Game.Seed()*1_000_003 + uint64(v.HandNo)*10_007 + uint64(v.Phase)*101 + uint64(len(v.Hand))*7 + uint64(v.StockSize)
}

// hintTurn reports whether it is the player's turn in a hand, where the
// table offers a hint (the Hint button).
func (t *Table) hintTurn() bool { return t.myTurn() && t.v.Phase < cn.PhaseHandOver }

// hintAdvice names the moves of hard's advice for the hint's sentence.
func hintAdvice(v cn.View, adv caai.Advice) table.Advice {
	out := table.AdviceOf(adv, func(a cn.Action, order bool) string { return moveText(v, a, order) })
	out.Cards = slices.Concat(append([][]cards.Card{adv.Action.Cards}, adv.Action.Melds...)...)
	return out
}

// moveText names a move: as an order ("Discard the 9 of clubs") or as
// what one does ("discarding the 9 of clubs").
func moveText(v cn.View, a cn.Action, order bool) string {
	n := map[string]any{"N": v.PileSize, "Melds": table.MeldList(a.Melds), "Cards": table.CardList(a.Cards)}
	if len(a.Cards) > 0 {
		n["Card"] = table.TheCard(a.Cards[0].Face())
	}
	pick := table.MoveWords("hint.ca", order, n)
	switch a.Kind {
	case cn.Draw:
		return pick("draw", "Draw from the mazzo", "drawing from the mazzo")
	case cn.Take:
		if order { // with the count of the pozzo's cards, singular or plural
			return lang.XN("hint.ca.do.take", "Take the pozzo ({{.N}} cards)", v.PileSize, n)
		}
		return lang.X("hint.ca.doing.take", "taking the pozzo", n)
	case cn.Meld:
		return pick("meld", "Lay down {{.Melds}}", "laying down")
	case cn.Add:
		return pick("add", "Add {{.Cards}} to your meld", "adding to the meld")
	case cn.Discard:
		return pick("discard", "Discard {{.Card}}", "discarding {{.Card}}")
	case cn.GoOut:
		return pick("out", "Go out", "going out")
	case cn.Ask:
		return pick("ask", "Ask your partner whether you may go out", "asking to go out")
	case cn.Answer:
		if a.Yes {
			return pick("yes", "Say yes: your partner may go out", "saying yes")
		}
		return pick("no", "Say no: not yet", "saying no")
	}
	return a.Kind.String()
}
