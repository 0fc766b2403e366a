package scala40

import (
	"fyne.io/fyne/v2/lang"

	"tavolo/app/table"
	"tavolo/engine/cards"
	s40 "tavolo/engine/scala40"
)

// reviewWords names a move for the review of a hand as what one does:
// the hint's words, with the cards of the melds laid down ("laying down
// 7 of hearts, 8 of hearts, 9 of hearts").
func reviewWords(v s40.View, a s40.Action) string {
	switch a.Kind {
	case s40.Undo:
		return lang.X("review.doing.undo", "taking back a move")
	case s40.MeldDown:
	default:
		return moveText(v, a, false)
	}
	var ms [][]cards.Card
	for _, m := range a.Melds {
		ms = append(ms, m.Cards)
	}
	return lang.X("review.doing.meld", "laying down {{.Melds}}", map[string]any{"Melds": table.MeldList(ms)})
}
