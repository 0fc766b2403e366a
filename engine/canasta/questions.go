package canasta

import "tavolo/engine/cards"

// FrozenBy is the card that froze the pile as the view shows it: the
// lowest wild card or red three among its face-up cards. It reports false
// when the pile is not frozen, or was frozen by a card the view does not
// show.
func FrozenBy(v View) (cards.Card, bool) {
	if !v.Frozen {
		return 0, false
	}
	for _, c := range v.PileUp {
		if IsWild(c) || IsRedThree(c) {
			return c, true
		}
	}
	return 0, false
}
