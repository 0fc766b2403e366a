package table

import "fyne.io/fyne/v2/lang"

// LineName is a score line of game's sheet (match.Line.Key, as its
// engine names it) in the player's language: the translation
// "GAME.line.KEY" of the game's words, where each line's name is kept
// as data; the key itself where there is none.
func LineName(game, key string) string {
	return lang.X(game+".line."+key, key)
}
