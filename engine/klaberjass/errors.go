package klaberjass

import "tavolo/engine/match"

// The error codes of Klaberjass (shared/scenarios/FORMAT.md), beside the
// shared ones of package match.
const (
	ErrNotYourTurn               = match.ErrNotYourTurn
	ErrWrongPhase                = match.ErrWrongPhase
	ErrCardNotInHand             = match.ErrCardNotInHand
	ErrBadAction                 = match.ErrBadAction
	ErrMustFollowSuit match.Code = "must-follow-suit" // a card of the led suit (or a trump on a trump lead) must be played
	ErrMustOvertrump  match.Code = "must-overtrump"   // a lower trump while a higher one is held, on a trump lead
	ErrMustTrump      match.Code = "must-trump"       // void in the led suit, a trump held, another card played
	ErrInvalidBid     match.Code = "invalid-bid"      // a bid the bidding does not allow now (naming the turn-up suit …)
	ErrNoDix          match.Code = "no-dix"           // no seven of trumps, or the exchange is not allowed now
	ErrNoSequence     match.Code = "no-sequence"      // declare without anything to declare
	ErrNoBella        match.Code = "no-bella"         // bella with a card that does not complete King and Queen of trumps
)

// Codes lists every code, for the translation tests.
var Codes = []match.Code{ErrNotYourTurn, ErrWrongPhase, ErrCardNotInHand, ErrBadAction, ErrMustFollowSuit,
	ErrMustOvertrump, ErrMustTrump, ErrInvalidBid, ErrNoDix, ErrNoSequence, ErrNoBella}
