package scala40

import "tavolo/engine/match"

// Code is a stable error code, shared by every game (match.Code): the
// same as in the scenario files. The UI translates a refused action by its
// code.
type Code = match.Code

// Error is a refused action: a stable code and a detail in English
// (match.Error; match.CodeOf finds its code through wrapping).
type Error = match.Error

// The error codes of Apply.
const (
	ErrNotYourTurn            = match.ErrNotYourTurn
	ErrWrongPhase             = match.ErrWrongPhase
	ErrCardNotInHand          = match.ErrCardNotInHand
	ErrInvalidMeld       Code = "invalid-meld"
	ErrOpeningTooLow     Code = "opening-too-low"
	ErrNotOpened         Code = "not-opened"
	ErrTakeNotAllowed    Code = "take-not-allowed"
	ErrTakenCardNotUsed  Code = "taken-card-not-used"
	ErrDiscardTakenCard  Code = "discard-taken-card"
	ErrDiscardAttachable Code = "discard-attachable"
	ErrNoCloseFirstRound Code = "no-close-first-round"
	ErrMustKeepACard     Code = "must-keep-a-card"
	ErrInvalidAttach     Code = "invalid-attach"
	ErrInvalidSwap       Code = "invalid-swap"
	ErrJokerNotReused    Code = "joker-not-reused"
	ErrNothingToUndo          = match.ErrNothingToUndo
	ErrIllegalDiscard    Code = "illegal-discard"
	ErrBadAction              = match.ErrBadAction
)

// Codes lists every code, for the translation tests.
var Codes = []Code{ErrNotYourTurn, ErrWrongPhase, ErrCardNotInHand, ErrInvalidMeld, ErrOpeningTooLow,
	ErrNotOpened, ErrTakeNotAllowed, ErrTakenCardNotUsed, ErrDiscardTakenCard, ErrDiscardAttachable,
	ErrNoCloseFirstRound, ErrMustKeepACard, ErrInvalidAttach, ErrInvalidSwap, ErrJokerNotReused,
	ErrNothingToUndo, ErrIllegalDiscard, ErrBadAction}

func errf(code Code, format string, args ...any) *Error {
	return match.Errorf(code, format, args...)
}
