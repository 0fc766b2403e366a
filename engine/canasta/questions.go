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

// LayOn is the action that lays cs on side's melds for the viewing seat:
// an addition to meld id, or a new meld where id is 0 (the side's empty
// band). A side lays cards only on its own melds: on another side's the
// answer is the refusal ErrNotYourMeld. Nothing else is judged here:
// Check and Apply judge the action.
func (v *View) LayOn(side, id int, cs []cards.Card) (Action, error) {
	if v.Seat < 0 || side != v.Side {
		return Action{}, errorf(ErrNotYourMeld, "the melds of side %d belong to another side", side)
	}
	if id == 0 {
		return Action{Kind: Meld, Seat: v.Seat, Melds: [][]cards.Card{cs}}, nil
	}
	return Action{Kind: Add, Seat: v.Seat, Cards: cs, Meld: id}, nil
}
