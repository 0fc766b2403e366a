package scala40

import "fmt"

// Code is a stable error code, the same as in the scenario files. The UI
// translates a rejected action by its code.
type Code string

// The error codes of Apply.
const (
	ErrNotYourTurn       Code = "not-your-turn"
	ErrWrongPhase        Code = "wrong-phase"
	ErrCardNotInHand     Code = "card-not-in-hand"
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
	ErrNothingToUndo     Code = "nothing-to-undo"
	ErrIllegalDiscard    Code = "illegal-discard"
	ErrBadAction         Code = "bad-action"
)

// Codes lists every code, for the translation tests.
var Codes = []Code{ErrNotYourTurn, ErrWrongPhase, ErrCardNotInHand, ErrInvalidMeld, ErrOpeningTooLow,
	ErrNotOpened, ErrTakeNotAllowed, ErrTakenCardNotUsed, ErrDiscardTakenCard, ErrDiscardAttachable,
	ErrNoCloseFirstRound, ErrMustKeepACard, ErrInvalidAttach, ErrInvalidSwap, ErrJokerNotReused,
	ErrNothingToUndo, ErrIllegalDiscard, ErrBadAction}

// Error is a refused action: a stable code, and a detail in English for
// logs and the command line (formatted only when asked for, because the
// search for legal actions makes and drops many errors).
type Error struct {
	Code   Code
	format string
	args   []any
}

// Detail says in English what was wrong.
func (e *Error) Detail() string { return fmt.Sprintf(e.format, e.args...) }

func (e *Error) Error() string { return string(e.Code) + ": " + e.Detail() }

func errf(code Code, format string, args ...any) *Error {
	return &Error{Code: code, format: format, args: args}
}

// CodeOf returns the code of an error returned by Apply ("" for nil or a
// foreign error).
func CodeOf(err error) Code {
	if e, ok := err.(*Error); ok {
		return e.Code
	}
	return ""
}
