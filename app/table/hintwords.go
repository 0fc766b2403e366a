package table

import "fyne.io/fyne/v2/lang"

// MoveWords are a board's names for its moves in the hint, the review
// and the computers' reasons, kept in the translation files and found
// by the name of the move's kind: the engine's own ("draw", "discard",
// "go-out", as a save writes it) or the board's word for a variant of
// one ("bella", "yes"). A board's MoveWords is its key prefix ("hint.ca"):
// a move of kind k reads prefix+".do."+k as an order ("Discard the 9 of
// clubs") and prefix+".doing."+k as what one does ("discarding the 9 of
// clubs").
type MoveWords string

// Say names a move of kind as an order or as what one does, with the
// values n ("Card", "Melds" …); a kind without words reads as its bare
// name.
func (w MoveWords) Say(kind string, order bool, n map[string]any) string {
	form := ".doing."
	if order {
		form = ".do."
	}
	return lang.X(string(w)+form+kind, kind, n)
}
