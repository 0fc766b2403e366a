package scala40

import (
	"fyne.io/fyne/v2/lang"

	"tavolo/engine/match"
	s40 "tavolo/engine/scala40"
)

// Every string the player reads goes through fyne's lang package. The
// English text is the key (lang.L), except for engine errors, which are
// looked up by their stable code ("error.opening-too-low").

// errorEnglish is the English text of each engine error code, the
// fallback when a translation is missing.
var errorEnglish = map[match.Code]string{
	s40.ErrNotYourTurn:       "It is not your turn.",
	s40.ErrWrongPhase:        "That is not possible at this point of the turn.",
	s40.ErrCardNotInHand:     "That card is not in your hand.",
	s40.ErrInvalidMeld:       "These cards are neither a run nor a set.",
	s40.ErrOpeningTooLow:     "The opening does not reach the minimum.",
	s40.ErrNotOpened:         "You must open before attaching or swapping.",
	s40.ErrTakeNotAllowed:    "You may not take from the pozzo now.",
	s40.ErrTakenCardNotUsed:  "The card taken from the pozzo must go on the table this turn.",
	s40.ErrDiscardTakenCard:  "You may not discard the card you took from the pozzo.",
	s40.ErrDiscardAttachable: "Before opening you may not discard a card that fits a meld on the table.",
	s40.ErrNoCloseFirstRound: "Nobody may close before every player has had a turn.",
	s40.ErrMustKeepACard:     "Keep one card: the last card must be discarded.",
	s40.ErrInvalidAttach:     "That card does not fit this meld.",
	s40.ErrInvalidSwap:       "That card does not replace the joker in this meld.",
	s40.ErrJokerNotReused:    "The joker you won must go back on the table first.",
	s40.ErrNothingToUndo:     "There is nothing to undo.",
	s40.ErrIllegalDiscard:    "That card may not be discarded now.",
	s40.ErrBadAction:         "That move is not possible.",
}

// ErrorText says in the player's language why the engine refused an
// action.
func ErrorText(err error) string {
	if err == nil {
		return ""
	}
	code := match.CodeOf(err)
	if code == "" {
		return err.Error()
	}
	fallback, ok := errorEnglish[code]
	if !ok {
		fallback = errorEnglish[s40.ErrBadAction]
	}
	return lang.X("error."+string(code), fallback)
}
