package klaberjass

import (
	"tavolo/app/table"
	kj "tavolo/engine/klaberjass"
	"tavolo/engine/match"
)

// errors are Klaberjass's refusals in the player's words (the shared ones
// are the core's).
var errors = map[match.Code]string{
	kj.ErrMustFollowSuit: "You must follow suit.",
	kj.ErrMustOvertrump:  "On a trump lead you must play a higher trump when you have one.",
	kj.ErrMustTrump:      "You have none of the suit led: you must play a trump.",
	kj.ErrInvalidBid:     "That bid is not possible now.",
	kj.ErrNoDix:          "The dix cannot be exchanged now.",
	kj.ErrNoSequence:     "You have no sequence to declare.",
	kj.ErrNoBella:        "That card does not make bella.",
}

// ErrorText is an engine refusal in the player's language.
func ErrorText(err error) string { return table.ErrorText(err, errors) }

var errNotYourTurn = match.Errorf(match.ErrNotYourTurn, "not your turn")
