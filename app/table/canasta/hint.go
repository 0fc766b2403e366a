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
func (t *Table) hintTurn() bool { return t.Driver.MyTurn() && t.v.Phase < cn.PhaseHandOver }

// hintAdvice names the moves of hard's advice for the hint's sentence.
func hintAdvice(v cn.View, adv caai.Advice) table.Advice {
	out := table.AdviceOf(adv, func(a cn.Action, order bool) string { return moveText(v, a, order) })
	out.Cards = slices.Concat(append([][]cards.Card{adv.Action.Cards}, adv.Action.Melds...)...)
	out.Whole = true // a hand scores in the hundreds: whole points
	return out
}

// hintWords are the names of Canasta's moves (table.MoveWords).
const hintWords table.MoveWords = "hint.ca"

// moveText names a move: as an order ("Discard the 9 of clubs") or as
// what one does ("discarding the 9 of clubs").
func moveText(v cn.View, a cn.Action, order bool) string {
	n := map[string]any{"N": v.PileSize, "Melds": table.MeldList(a.Melds), "Cards": table.CardList(a.Cards)}
	if len(a.Cards) > 0 {
		n["Card"] = table.TheCard(a.Cards[0].Face())
	}
	switch {
	case a.Kind == cn.Take && order: // with the count of the pozzo's cards, singular or plural
		return lang.XN("hint.ca.do.take", "Take the pozzo ({{.N}} cards)", v.PileSize, n)
	case a.Kind == cn.Answer && a.Yes:
		return hintWords.Say("yes", order, n)
	case a.Kind == cn.Answer:
		return hintWords.Say("no", order, n)
	}
	return hintWords.Say(a.Kind.String(), order, n)
}
