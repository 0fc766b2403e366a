package scala40

import (
	"tavolo/app/table"
	"tavolo/engine/cards"
	s40 "tavolo/engine/scala40"
	"tavolo/engine/scala40/ai"
)

// The hint: on the player's turn, what the strongest computer player
// would do now and why, from the evidence of its search (ai.Hint). It
// thinks on the table's thinking goroutine (cfg.Go) from the player's
// view only, so it never knows a card the player cannot see.

// hintSeed is the seed the hint of view v is searched with: the same
// position always gets the same advice.
func (t *Table) hintSeed(v s40.View) uint64 {
	return t.cfg.Game.Seed()*1_000_003 + uint64(v.HandNo)*10_007 + uint64(v.Turn)*101 + uint64(len(v.Hand))
}

// hintTurn reports whether it is the player's turn to draw or play, where
// the table offers a hint (the Hint button).
func (t *Table) hintTurn() bool {
	return t.Driver.MyTurn() && (t.v.Phase == s40.PhaseDraw || t.v.Phase == s40.PhasePlay)
}

// hintAdvice names the moves of hard's advice for the hint's sentence.
func hintAdvice(v s40.View, adv ai.Advice) table.Advice {
	out := table.AdviceOf(adv, func(a s40.Action, order bool) string { return moveText(v, a, order) })
	out.Cards = hintCards(adv.Action)
	return out
}

// hintCards are the cards of the hand a move plays or lays.
func hintCards(a s40.Action) []cards.Card {
	switch a.Kind {
	case s40.Attach, s40.Swap, s40.Discard:
		return []cards.Card{a.Card}
	}
	var out []cards.Card
	for _, m := range a.Melds {
		out = append(out, m.Cards...)
	}
	return out
}

// hintWords are the names of Scala 40's moves (table.MoveWords).
const hintWords table.MoveWords = "hint"

// moveText names a move: as an order ("Discard the 9♣") or as what one
// does ("discarding the 9♣").
func moveText(v s40.View, a s40.Action, order bool) string {
	n := map[string]any{"Card": table.TheCard(a.Card.Face())}
	switch a.Kind {
	case s40.Take:
		if top, ok := v.TopDiscard(); ok {
			n["Card"] = table.TheCard(top.Face())
		}
	case s40.MeldDown:
		var ms [][]cards.Card
		for _, m := range a.Melds {
			ms = append(ms, m.Cards)
		}
		n["Melds"] = table.MeldList(ms)
	}
	return hintWords.Say(a.Kind.String(), order, n)
}
