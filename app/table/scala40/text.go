package scala40

import (
	"fyne.io/fyne/v2/lang"

	"tavolo/app/table"
	"tavolo/engine/match"
	s40 "tavolo/engine/scala40"
)

// errorEnglish is the English text of Scala 40's own refusals, the
// fallback when a translation ("error.<code>") is missing; the codes
// every game shares are the table's.
var errorEnglish = map[match.Code]string{
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
	s40.ErrIllegalDiscard:    "That card may not be discarded now.",
}

// ErrorText says in the player's language why the engine refused an
// action.
func ErrorText(err error) string { return table.ErrorText(err, errorEnglish) }

// pointsText is a number of points: "1 point", "40 points".
func pointsText(n int) string { return lang.N("{{.Value}} points", n, map[string]any{"Value": n}) }
