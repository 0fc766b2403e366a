package scala40

import (
	"fyne.io/fyne/v2/lang"

	"tavolo/app/table"
	"tavolo/engine/cards"
	s40 "tavolo/engine/scala40"
)

// reviewWords names a move for the review of a hand as what one does:
// the hint's words, with the cards of the melds laid down ("laying down
// 7 of hearts, 8 of hearts, 9 of hearts") and the meld a card joins.
func reviewWords(v s40.View, a s40.Action) string {
	n := map[string]any{"Card": table.TheCard(a.Card.Face())}
	switch a.Kind {
	case s40.Undo:
		return lang.X("review.doing.undo", "taking back a move")
	case s40.MeldDown:
		var ms [][]cards.Card
		for _, m := range a.Melds {
			ms = append(ms, m.Cards)
		}
		n["Melds"] = table.MeldList(ms)
		return lang.X("review.doing.meld", "laying down {{.Melds}}", n)
	case s40.Attach:
		if m, ok := meldOf(v, a.Meld); ok {
			n["Meld"] = table.CardList(m)
			return lang.X("review.doing.attach", "attaching {{.Card}} to {{.Meld}}", n)
		}
	}
	return moveText(v, a, false)
}

// meldOf is the cards of the meld on the table whose ID is id.
func meldOf(v s40.View, id int) ([]cards.Card, bool) {
	for _, m := range v.Melds {
		if m.ID == id {
			return m.Cards[:m.N], true
		}
	}
	return nil, false
}
