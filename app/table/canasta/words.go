package canasta

import (
	"fyne.io/fyne/v2/lang"

	"tavolo/app/table"
	cn "tavolo/engine/canasta"
)

// reviewWords names a move for the review of a hand as what one does:
// the hint's words, with the cards a meld lays down or adds ("adding
// 7 of hearts, joker to a meld").
func reviewWords(v cn.View, a cn.Action) string {
	n := map[string]any{"Melds": table.MeldList(a.Melds), "Cards": table.CardList(a.Cards)}
	switch a.Kind {
	case cn.Meld:
		return lang.X("review.ca.doing.meld", "laying down {{.Melds}}", n)
	case cn.Add:
		return lang.X("review.ca.doing.add", "adding {{.Cards}} to a meld", n)
	case cn.Undo:
		return lang.X("review.ca.doing.undo", "taking back a move")
	}
	return moveText(v, a, false)
}
