package table

import (
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2/lang"

	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// Every string the player reads goes through fyne's lang package. The
// English text is the key (lang.L), except for the engines' refusals,
// which are looked up by their stable code ("error.opening-too-low").

// sharedErrors is the English text of the codes every game uses.
var sharedErrors = map[match.Code]string{
	match.ErrNotYourTurn:   "It is not your turn.",
	match.ErrWrongPhase:    "That is not possible at this point of the turn.",
	match.ErrCardNotInHand: "That card is not in your hand.",
	match.ErrNothingToUndo: "There is nothing to undo.",
	match.ErrBadAction:     "That move is not possible.",
}

// ErrorText says in the player's language why the engine refused an
// action: by its code, with own (the game's codes) and then the shared
// codes as the English fallback.
func ErrorText(err error, own map[match.Code]string) string {
	if err == nil {
		return ""
	}
	code := match.CodeOf(err)
	if code == "" {
		return err.Error()
	}
	fallback, ok := own[code]
	if !ok {
		fallback, ok = sharedErrors[code]
	}
	if !ok {
		fallback = sharedErrors[match.ErrBadAction]
	}
	return lang.X("error."+string(code), fallback)
}

// rankWords are the ranks said by name, in English (the keys of their
// translations); the others read as their number.
var rankWords = map[cards.Rank]string{cards.Ace: "Ace", cards.Jack: "Jack", cards.Queen: "Queen", cards.King: "King"}

// rankName is a rank as spoken: "Ace", "7", "King".
func rankName(r cards.Rank) string {
	if w, ok := rankWords[r]; ok {
		return lang.L(w)
	}
	return r.String()
}

// suitWords are the suits as spoken, in the plural as in "7 of hearts",
// in English (the keys of their translations).
var suitWords = [cards.NumSuits]string{cards.Spades: "spades", cards.Hearts: "hearts", cards.Diamonds: "diamonds", cards.Clubs: "clubs"}

// SuitName is a suit as spoken, in the plural as in "7 of hearts"; a
// value past the four reads as clubs, the last.
func SuitName(s cards.Suit) string { return lang.L(suitWords[min(s, cards.Clubs)]) }

// CardName names a face in words ("7 of hearts", "Joker"): the default
// font has no suit symbols, so text never uses them.
func CardName(f cards.Face) string {
	if f == cards.Joker {
		return lang.L("Joker")
	}
	if !f.Valid() {
		return "?"
	}
	return lang.L("{{.Rank}} of {{.Suit}}", map[string]any{"Rank": rankName(f.Rank()), "Suit": SuitName(f.Suit())})
}

// TheCard names a face with its article, as a sentence needs it: "the 7
// of hearts", "the joker"; in Italian "il 7 di cuori", "l'asso di
// picche", "la donna di fiori". The article depends on the card, so each
// rank's form is a text of its own ("card.the.ace" …); "card.the" is the
// form of the ranks that have none.
func TheCard(f cards.Face) string {
	if f == cards.Joker {
		return lang.X("card.the.joker", "the joker")
	}
	if !f.Valid() {
		return "?"
	}
	n := map[string]any{"Rank": f.Rank().String(), "Suit": SuitName(f.Suit())}
	switch r := f.Rank(); r {
	case cards.Ace:
		return lang.X("card.the.ace", "the ace of {{.Suit}}", n)
	case cards.Jack:
		return lang.X("card.the.jack", "the jack of {{.Suit}}", n)
	case cards.Queen:
		return lang.X("card.the.queen", "the queen of {{.Suit}}", n)
	case cards.King:
		return lang.X("card.the.king", "the king of {{.Suit}}", n)
	case 8:
		// "l'8" in Italian: "otto" begins with a vowel.
		return lang.X("card.the.vowel", "the {{.Rank}} of {{.Suit}}", n)
	}
	return lang.X("card.the", "the {{.Rank}} of {{.Suit}}", n)
}

// CardArgs adds a face to a template's arguments: Card, its name ("7 of
// hearts", after an article the text has), and TheCard, with its own
// article (for languages where the article depends on the card).
func CardArgs(n map[string]any, f cards.Face) map[string]any {
	n["Card"], n["TheCard"] = CardName(f), TheCard(f)
	return n
}

// Named fills a template with a player's name: {{.Name}}, and
// {{.ToName}} for the name after "to" (Italian says "a Bruno" but
// "ad Anna": name.to.vowel is the form before a vowel).
func Named(s, name string) string { return lang.L(s, NameArgs(name)) }

// NameArgs are a template's arguments for a player's name: Name and
// ToName (see Named).
func NameArgs(name string) map[string]any {
	n := map[string]any{"Name": name}
	first, _ := utf8.DecodeRuneInString(name)
	if strings.ContainsRune("AEIOUaeiouÀÈÉÌÒÙàèéìòù", first) {
		n["ToName"] = lang.X("name.to.vowel", "to {{.Name}}", n)
	} else {
		n["ToName"] = lang.X("name.to", "to {{.Name}}", n)
	}
	return n
}
