package table

import (
	"fyne.io/fyne/v2/lang"

	"tavolo/engine/cards"
	"tavolo/engine/match"
	"tavolo/engine/scala40"
)

// Every string the player reads goes through fyne's lang package. The
// English text is the key (lang.L), except for engine errors, which are
// looked up by their stable code ("error.opening-too-low").

// errorEnglish is the English text of each engine error code, the
// fallback when a translation is missing.
var errorEnglish = map[scala40.Code]string{
	scala40.ErrNotYourTurn:       "It is not your turn.",
	scala40.ErrWrongPhase:        "That is not possible at this point of the turn.",
	scala40.ErrCardNotInHand:     "That card is not in your hand.",
	scala40.ErrInvalidMeld:       "These cards are neither a run nor a set.",
	scala40.ErrOpeningTooLow:     "The opening does not reach the minimum.",
	scala40.ErrNotOpened:         "You must open before attaching or swapping.",
	scala40.ErrTakeNotAllowed:    "You may not take from the pozzo now.",
	scala40.ErrTakenCardNotUsed:  "The card taken from the pozzo must go on the table this turn.",
	scala40.ErrDiscardTakenCard:  "You may not discard the card you took from the pozzo.",
	scala40.ErrDiscardAttachable: "Before opening you may not discard a card that fits a meld on the table.",
	scala40.ErrNoCloseFirstRound: "Nobody may close before every player has had a turn.",
	scala40.ErrMustKeepACard:     "Keep one card: the last card must be discarded.",
	scala40.ErrInvalidAttach:     "That card does not fit this meld.",
	scala40.ErrInvalidSwap:       "That card does not replace the joker in this meld.",
	scala40.ErrJokerNotReused:    "The joker you won must go back on the table first.",
	scala40.ErrNothingToUndo:     "There is nothing to undo.",
	scala40.ErrIllegalDiscard:    "That card may not be discarded now.",
	scala40.ErrBadAction:         "That move is not possible.",
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
		fallback = errorEnglish[scala40.ErrBadAction]
	}
	return lang.X("error."+string(code), fallback)
}

// rankName is a rank as spoken: "Ace", "7", "King".
func rankName(r cards.Rank) string {
	switch r {
	case cards.Ace:
		return lang.L("Ace")
	case cards.Jack:
		return lang.L("Jack")
	case cards.Queen:
		return lang.L("Queen")
	case cards.King:
		return lang.L("King")
	}
	return r.String()
}

// suitName is a suit as spoken, in the plural as in "7 of hearts".
func suitName(s cards.Suit) string {
	switch s {
	case cards.Spades:
		return lang.L("spades")
	case cards.Hearts:
		return lang.L("hearts")
	case cards.Diamonds:
		return lang.L("diamonds")
	}
	return lang.L("clubs")
}

// CardName names a face in words ("7 of hearts", "Joker"): the default
// font has no suit symbols, so text never uses them.
func CardName(f cards.Face) string {
	if f == cards.Joker {
		return lang.L("Joker")
	}
	if !f.Valid() {
		return "?"
	}
	return lang.L("{{.Rank}} of {{.Suit}}", map[string]any{"Rank": rankName(f.Rank()), "Suit": suitName(f.Suit())})
}

// named fills a template with a player's name.
func named(s, name string) string { return lang.L(s, map[string]any{"Name": name}) }
