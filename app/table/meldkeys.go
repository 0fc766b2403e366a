package table

import (
	"fyne.io/fyne/v2/lang"

	"tavolo/i18n"
)

// meldKeys are the keys of the games where cards are drawn and laid down
// in melds (Scala 40, Canasta), each letter once with one meaning
// (keys.go), in the keys panel's order; with their words where every
// such game does the same with them (select, group, discard, undo).
func meldKeys() []Key {
	return []Key{
		{lang.L("Space"), " ", "select", lang.L("select the card under the cursor")},
		{"D", "D", "draw", ""},
		{"P", "P", "pozzo", ""},
		{"G", "G", "group", lang.L("put the selected cards in a new meld")},
		{"O", "O", "open", ""},
		{"[ ]", "[]", "meld", ""},
		{"A", "A", "add", ""},
		DiscardKey(),
		{"S", "S", "sort", ""},
		{"U", "U", "undo", lang.L("undo")},
	}
}

// MeldKeys are a drawing and melding game's own keys for its keys panel:
// of the keys such games share (select, draw, pozzo, group, open, meld,
// add, discard, sort, undo) those that do the same in every one, and
// those the game has in its own words; then the game's others (more).
// A game's words for a shared key are data in its translations, found
// by the key's meaning: "GAME.key.MEANING" ("canasta.key.draw": "draw
// from the mazzo"); a key with neither is not the game's.
func MeldKeys(game string, more ...Key) []Key {
	var out []Key
	for _, k := range meldKeys() {
		if w := i18n.Found(game + ".key." + k.Means); w != "" {
			k.Does = w
		}
		if k.Does != "" {
			out = append(out, k)
		}
	}
	return append(out, more...)
}
