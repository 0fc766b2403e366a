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
// Canasta wording, so they are looked up under Canasta's keys. A message
// that states a rule takes its numbers from the rules in force ({{.N}}).
var errorEnglish = map[match.Code]string{
	cn.ErrInvalidMeld:    "These cards are not a meld: three or more of a rank, with fewer wild cards than naturals.",
	cn.ErrOpeningTooLow:  "The opening does not reach your side's minimum.",
	cn.ErrNotOpened:      "Your side has not opened yet.",
	cn.ErrPileFrozen:     "Frozen pozzo: you need {{.N}} natural cards of its top card's rank in your hand.",
	cn.ErrPileBlocked:    "A black three blocks the pozzo: draw from the mazzo.",
	cn.ErrTakeNotAllowed: "You may not take the pozzo with these cards.",
	cn.ErrCannotGoOut:    "Your side may not go out yet: it lacks the canastas going out needs.",
	cn.ErrMustKeepACard:  "Keep a card to discard.",
	cn.ErrInvalidAdd:     "These cards do not fit this meld.",
	cn.ErrNotYourMeld:    "That meld belongs to the other side.",
	cn.ErrIllegalDiscard: "That card may not be discarded now.",
}

// aloneEnglish words the refusals that speak of "your side" for a player
// who plays alone (two or three players), under
// "canasta.error.<code>.alone".
var aloneEnglish = map[match.Code]string{
	cn.ErrOpeningTooLow: "The opening does not reach your minimum.",
	cn.ErrNotOpened:     "You have not opened yet.",
	cn.ErrCannotGoOut:   "You may not go out yet: you lack the canastas going out needs.",
	cn.ErrNotYourMeld:   "That meld belongs to another player.",
}

// errNotYourMeld is the refusal of a drop on the other side's meld.
var errNotYourMeld = match.Errorf(cn.ErrNotYourMeld, "not your side's meld")

// ErrorText says in the player's language why the engine refused an
// action under rules r: the numbers come from r, and "your side" is
// "you" where each plays alone.
func ErrorText(err error, r cn.Rules) string {
	code := match.CodeOf(err)
	data := map[string]any{"N": r.FrozenNeeds}
	if s, ok := aloneEnglish[code]; ok && !r.Partnerships() {
		return lang.X("canasta.error."+string(code)+".alone", s, data)
	}
	if s, ok := errorEnglish[code]; ok {
		return lang.X("canasta.error."+string(code), s, data)
	}
	return table.ErrorText(err, nil)
}
