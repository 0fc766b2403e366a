package canasta

import (
	"fyne.io/fyne/v2/lang"

	"tavolo/app/table"
	cn "tavolo/engine/canasta"
	"tavolo/engine/match"
)

// errorEnglish is the English text of Canasta's own refusals, the
// fallback when a translation ("canasta.error.<code>") is missing. Codes
// Scala 40 shares (invalid-meld, opening-too-low …) have their own
// Canasta wording, so they are looked up under Canasta's keys.
var errorEnglish = map[match.Code]string{
	cn.ErrInvalidMeld:    "These cards are not a meld: three or more of a rank, with fewer wild cards than naturals.",
	cn.ErrOpeningTooLow:  "The opening does not reach your side's minimum.",
	cn.ErrNotOpened:      "Your side has not opened yet.",
	cn.ErrPileFrozen:     "The pozzo is frozen: take it only with a natural pair of its top card.",
	cn.ErrPileBlocked:    "A black three blocks the pozzo: draw from the mazzo.",
	cn.ErrTakeNotAllowed: "You may not take the pozzo with these cards.",
	cn.ErrCannotGoOut:    "Your side may not go out yet: it needs its canastas.",
	cn.ErrMustKeepACard:  "Keep a card to discard.",
	cn.ErrInvalidAdd:     "These cards do not fit this meld.",
	cn.ErrNotYourMeld:    "That meld belongs to the other side.",
	cn.ErrIllegalDiscard: "That card may not be discarded now.",
}

// errNotYourMeld is the refusal of a drop on the other side's meld.
var errNotYourMeld = match.Errorf(cn.ErrNotYourMeld, "not your side's meld")

// ErrorText says in the player's language why the engine refused an
// action.
func ErrorText(err error) string {
	code := match.CodeOf(err)
	if s, ok := errorEnglish[code]; ok {
		return lang.X("canasta.error."+string(code), s)
	}
	return table.ErrorText(err, nil)
}
