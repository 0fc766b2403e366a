package app

import (
	"tavolo/app/appdef"
	"tavolo/engine/options"
)

// ruleBook is what the new-match screen needs to know of a game whose
// rules are R (appdef.Book: each game's is declared beside its board).
type ruleBook[R comparable] = appdef.Book[R]

// lineOption is the option of the line.
func lineOption[R comparable](b *ruleBook[R]) options.Option[R] {
	o, ok := options.Find(b.Options, b.Line)
	if !ok {
		panic("newmatch: no option " + b.Line)
	}
	return o
}
