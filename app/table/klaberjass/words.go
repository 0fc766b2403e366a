package klaberjass

import (
	"tavolo/app/table"
	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
)

// reviewWords names a move for the review of a hand as what one does:
// the hint's words ("playing the jack of hearts").
func reviewWords(v kj.View, a kj.Action) string { return moveText(v, a, false) }

// reviewCards names cards that could be played together, for the
// review's hindsight: the cards alone ("7 of hearts, king of spades"),
// "" when one of the moves plays no card.
func reviewCards(_ kj.View, as []kj.Action) string {
	var cs []cards.Card
	for _, a := range as {
		if a.Kind != kj.Play {
			return ""
		}
		cs = append(cs, a.Card)
	}
	return table.CardList(cs)
}
