package table

import (
	"fyne.io/fyne/v2/lang"

	"tavolo/engine/cards"
)

// One key map for every table: a key means the same thing in every game.
// The keys every table honours are here, once (CommonKeys); each board
// lists its own after them (its KeyMap), on letters no other game uses
// for something else. TestOneKeyMap holds the boards to that.
//
//	Left, Right   move the cursor along the hand
//	Return        confirm; deal the next hand
//	Esc           close a panel
//	H             the score sheet
//	M             the moves of this hand
//	I             a hint
//	F1, ?         the keys panel
//
// The letters the card-drawing games share say the same everywhere: D
// draws, P takes the pozzo, G groups the selected cards into a new meld,
// O lays the new melds down, A adds to a meld, X discards (DiscardKey),
// U undoes, S sorts, Y and N answer yes and no, the digits press the
// bar's buttons.
//
// The letters are the same in Italian. Italian initials clash within a
// single game: in Scala 40 A would be apri, attacca and annulla, P
// pesca and prendi (il pozzo), S scarta, segnapunti and suggerimento; in
// Canasta A apri, aggiungi and annulla; in Klaberjass S sì, scambia,
// schmeiss and segnapunti. An Italian set would leave half its letters
// arbitrary all the same, differ from the ones a family that plays in
// both languages has learnt, and lose "one letter, one meaning" across
// the games. The keys panel (F1) says what each letter does in the
// player's language, and the rules name the same letters in both
// (TestKeyLettersAreTheSameInEveryLanguage).

// Key is one row of the keys panel.
type Key struct {
	// Keys are the keys as the panel writes them: "D", "Y N".
	Keys string
	// Runes are the letters and signs typed for it (upper case); none
	// for named keys (arrows, Return, Esc, F1).
	Runes string
	// Means names what the keys do, the same in every game: "draw",
	// "sheet". Two games may give one letter only one meaning.
	Means string
	// Does says what the keys do, in the player's language.
	Does string
}

// CommonKeys are the keys every table honours, first on its keys panel.
func CommonKeys() []Key {
	return []Key{
		{lang.L("Left, Right"), "", "cursor", lang.L("move the cursor along the hand")},
		{lang.L("Return"), "", "confirm", lang.L("confirm; deal the next hand")},
		{"Esc", "", "close", lang.L("close a panel, clear the selection")},
		{"H", "H", "sheet", lang.L("show the score sheet")},
		{"M", "M", "moves", lang.L("show the moves of this hand")},
		{"I", "I", "hint", lang.L("a hint")},
		{"F1  ?", "?", "keys", lang.L("this list of keys")},
	}
}

// KeyRows are a board's keys panel: the common keys, then the board's
// own (mine).
func KeyRows(mine []Key) [][2]string {
	var rows [][2]string
	for _, k := range append(CommonKeys(), mine...) {
		rows = append(rows, [2]string{k.Keys, k.Does})
	}
	return rows
}

// DiscardKey is X's row on the keys panel of every table that discards:
// X discards the selected card or, with none selected, the card under
// the cursor (KeyDiscard says which).
func DiscardKey() Key {
	return Key{Keys: "X", Runes: "X", Means: "discard", Does: lang.L("discard the selected card, or the one under the cursor")}
}

// KeyDiscard is the card X discards, the same in every game: the one
// card selected; with none selected, the card under the cursor (cursor
// says which, if any). With several selected it is none (ok false): the
// table asks for one.
func KeyDiscard(selected []cards.Card, cursor func() (cards.Card, bool)) (c cards.Card, ok bool) {
	switch len(selected) {
	case 1:
		return selected[0], true
	case 0:
		return cursor()
	}
	return 0, false
}
