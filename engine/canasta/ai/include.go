package ai

import (
	"slices"

	"tavolo/engine/canasta"
)

// include adds the moves of Options.Include to the search's
// candidates, where they are legal and not among them yet.
func include(cands, legal, more []canasta.Action) []canasta.Action {
	for _, a := range more {
		is := func(b canasta.Action) bool { return sameAction(a, b) }
		if slices.ContainsFunc(legal, is) && !slices.ContainsFunc(cands, is) {
			cands = append(cands, a)
		}
	}
	return cands
}
