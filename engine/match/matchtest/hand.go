package matchtest

import (
	"fmt"

	"tavolo/engine/match"
)

// PlayHand plays g until the hand (or the match) is over, each move
// chosen by agent from the view of the first actor, and returns the
// actions played. It fails on a move the game refuses and on a hand
// longer than limit actions.
func PlayHand[V, A any](g match.Game[V, A], agent match.Agent[V, A], limit int) ([]A, error) {
	var played []A
	for g.Outcome().Stage == match.Playing {
		if len(played) >= limit {
			return played, fmt.Errorf("the hand does not end in %d actions", limit)
		}
		s := g.Actors()[0]
		a := agent.Choose(g.View(s))
		if _, err := g.Apply(a); err != nil {
			return played, fmt.Errorf("seat %d played %v: %w", s, a, err)
		}
		played = append(played, a)
	}
	return played, nil
}
