package match

import (
	"errors"
	"fmt"
)

// Code is a stable error code, the same in every game and in the scenario
// files (shared/scenarios/FORMAT.md): "not-your-turn", "wrong-phase",
// "must-follow-suit" … The UI translates a refused action by its code.
type Code string

// The codes every game uses. Each game adds its own beside these.
const (
	ErrNotYourTurn   Code = "not-your-turn"
	ErrWrongPhase    Code = "wrong-phase"
	ErrCardNotInHand Code = "card-not-in-hand"
	ErrNothingToUndo Code = "nothing-to-undo"
	ErrBadAction     Code = "bad-action"
)

// Codes lists the shared codes, for the translation tests.
var Codes = []Code{ErrNotYourTurn, ErrWrongPhase, ErrCardNotInHand, ErrNothingToUndo, ErrBadAction}

// Error is a refused action: a stable code, and a detail in English for
// logs and the command line. The detail is formatted only when asked for,
// because the search for legal actions makes and drops many errors.
type Error struct {
	Code   Code
	format string
	args   []any
}

// Errorf returns an *Error with code and a detail formatted on demand.
func Errorf(code Code, format string, args ...any) *Error {
	return &Error{Code: code, format: format, args: args}
}

// Detail says in English what was wrong.
func (e *Error) Detail() string { return fmt.Sprintf(e.format, e.args...) }

func (e *Error) Error() string { return string(e.Code) + ": " + e.Detail() }

// CodeOf returns the code of an *Error anywhere in err's chain ("" for nil
// or an error without one), so a code survives wrapping with %w.
func CodeOf(err error) Code {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return ""
}
