package canasta

import (
	"errors"

	"tavolo/engine/match"
)

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

// Why is what the message of a refusal needs beyond its code: the rule
// the action broke, and the numbers of the rules in force that the rule
// states, so a house rule changes the message with the rule.
type Why struct {
	Reason string // one of the Why… reasons; "" when the code says it all
	N, M   int    // the numbers the reason names
}

// The reasons a refusal names, and the numbers each carries.
const (
	WhyTooFewCards     = "too-few-cards"     // a meld of fewer than N (3) cards
	WhyThreesNeverMeld = "threes-never-meld" // threes are never melded
	WhyBlackThreesOut  = "black-threes-out"  // black threes: three or four, alone, only when going out
	WhyMixedRanks      = "mixed-ranks"       // natural cards of different ranks
	WhyNeedsNaturals   = "needs-naturals"    // a meld of wild cards alone
	WhyWildLimit       = "wild-limit"        // at most N wild cards in a meld
	WhyWildRatio       = "wild-ratio"        // naturals must outnumber the wild cards
	WhyWildRatioEqual  = "wild-ratio-equal"  // naturals at least as many as the wild cards
	WhyWildIntoClean   = "wild-into-clean"   // no wild card into a clean canasta
	WhyWrongRank       = "wrong-rank"        // the cards are not of the meld's rank
	WhyUnfinishedMeld  = "unfinished-meld"   // the rank's cards go to its unfinished meld mN
	WhyOpeningNaturals = "opening-naturals"  // the opening holds no wild card
	WhyOpeningLow      = "opening-low"       // the opening is worth N, the minimum is M
	WhyTakeNaturals    = "take-naturals"     // taking needs N natural cards of the top card's rank
	WhyFrozenNaturals  = "frozen-naturals"   // a frozen pile needs N natural cards of the top card's rank
	WhyTakePairOrWild  = "take-pair-or-wild" // taking needs a natural pair, or a natural and a wild card
	WhyTakeWildTop     = "take-wild-top"     // a wild card on top cannot be taken
	WhyTakeWildKind    = "take-wild-kind"    // a wild card on top needs N wild cards of its kind
	WhyTakeRedThree    = "take-red-three"    // a red three on top cannot be taken
	WhyTakeEmpty       = "take-empty"        // the pile is empty
	WhyTakeOtherRank   = "take-other-rank"   // only cards of the top card's rank go with it
	WhyNeedsCanastas   = "needs-canastas"    // going out needs a clean and a dirty canasta
	WhyNeedsTwo        = "needs-two"         // going out needs two canastas
	WhyNeedsOne        = "needs-one"         // going out needs a canasta
	WhyPartnerSaidNo   = "partner-said-no"   // the partner said no this turn
	WhyAskFirst        = "ask-first"         // going out needs the partner's yes (ask_partner = mandatory)
	WhyBlackThreeLast  = "black-three-last"  // a black three may not be the discard that goes out
	WhyDiscardToGoOut  = "discard-to-go-out" // going out needs a final discard
	WhyGoOutAfterYes   = "go-out-after-yes"  // after the partner's yes the player goes out
	WhyKeepACard       = "keep-a-card"       // the last card could only go out
)

// refusal is a refused action that names its reason.
type refusal struct {
	err *match.Error
	why Why
}

func (e *refusal) Error() string { return e.err.Error() }
func (e *refusal) Unwrap() error { return e.err }

// refuse returns an error with code whose message names why.
func refuse(code match.Code, why Why, format string, args ...any) error {
	return &refusal{err: match.Errorf(code, format, args...), why: why}
}

// WhyOf returns the reason a refusal names (the zero Why when it names
// none).
func WhyOf(err error) Why {
	var r *refusal
	if errors.As(err, &r) {
		return r.why
	}
	return Why{}
}
