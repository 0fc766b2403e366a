package canasta

import "tavolo/engine/match"

// The codes a refused Canasta action carries (shared/scenarios/FORMAT.md).
const (
	ErrNotYourTurn               = match.ErrNotYourTurn
	ErrWrongPhase                = match.ErrWrongPhase
	ErrCardNotInHand             = match.ErrCardNotInHand
	ErrNothingToUndo             = match.ErrNothingToUndo
	ErrBadAction                 = match.ErrBadAction
	ErrInvalidMeld    match.Code = "invalid-meld"
	ErrOpeningTooLow  match.Code = "opening-too-low"
	ErrNotOpened      match.Code = "not-opened"
	ErrPileFrozen     match.Code = "pile-frozen"
	ErrPileBlocked    match.Code = "pile-blocked"
	ErrTakeNotAllowed match.Code = "take-not-allowed"
	ErrCannotGoOut    match.Code = "cannot-go-out"
	ErrMustKeepACard  match.Code = "must-keep-a-card"
	ErrInvalidAdd     match.Code = "invalid-add"
	ErrNotYourMeld    match.Code = "not-your-meld"
	ErrIllegalDiscard match.Code = "illegal-discard"
)

// Codes lists every code, for the translation tests.
var Codes = []match.Code{ErrNotYourTurn, ErrWrongPhase, ErrCardNotInHand, ErrNothingToUndo, ErrBadAction,
	ErrInvalidMeld, ErrOpeningTooLow, ErrNotOpened, ErrPileFrozen, ErrPileBlocked, ErrTakeNotAllowed,
	ErrCannotGoOut, ErrMustKeepACard, ErrInvalidAdd, ErrNotYourMeld, ErrIllegalDiscard}

func errorf(code match.Code, format string, args ...any) error {
	return match.Errorf(code, format, args...)
}

// CodeOf returns the code of a refused action ("" for nil).
func CodeOf(err error) match.Code { return match.CodeOf(err) }
