package klaberjass

import (
	"tavolo/app/table"
	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
	kjai "tavolo/engine/klaberjass/ai"
)

// The hint (I, or the Hint button): on the player's turn to bid or play,
// what hard would do and why, from the numbers of its own search
// (kjai.Hint) on the player's view only.

// hintSeed is the seed the hint of view v is searched with: the same
// position always gets the same advice.
func (t *Table) hintSeed(v kj.View) uint64 {
	return t.cfg.Game.Seed()*1_000_003 + uint64(v.HandNo)*10_007 + uint64(len(v.Hand))*101 + uint64(v.Phase)*7 + uint64(v.Round)
}

// hintTurn reports whether it is the player's turn to bid or play, where
// the table offers a hint (the Hint button).
func (t *Table) hintTurn() bool {
	return t.Driver.MyTurn() && (t.v.Phase == kj.PhaseBid || t.v.Phase == kj.PhasePlay) && t.v.ToMove == t.v.Seat && t.Question == nil
}

// hintAdvice names the moves of hard's advice for the hint's sentence.
func hintAdvice(v kj.View, adv kjai.Advice) table.Advice {
	out := table.AdviceOf(adv, func(a kj.Action, order bool) string { return moveText(v, a, order) })
	if adv.Action.Kind == kj.Play {
		out.Cards = []cards.Card{adv.Action.Card}
	}
	return out
}

// hintWords are the names of Klaberjass's moves (table.MoveWords).
const hintWords table.MoveWords = "hint.kj"

// moveText names a move: as an order ("Play the jack of hearts") or as
// what one does ("playing the jack of hearts"); an answer to the
// schmeiss and the deal read as the bar's buttons.
func moveText(v kj.View, a kj.Action, order bool) string {
	n := map[string]any{"Card": table.TheCard(a.Card.Face()), "Suit": table.SuitName(a.Suit)}
	switch a.Kind {
	case kj.Answer, kj.DealHand:
		return actionLabel(a, v)
	case kj.Play:
		if a.Bella {
			return hintWords.Say("bella", order, n)
		}
	case kj.Take:
		n["Suit"] = table.SuitName(v.Upcard.Suit())
	}
	return hintWords.Say(a.Kind.String(), order, n)
}
