package gamedef

import (
	"fmt"

	"tavolo/engine/match"
)

// Of turns a game's match into a Match: Step accepts the agents that are
// a match.Agent[V, A].
func Of[V, A any](g match.Game[V, A]) Match { return played[V, A]{g} }

// Made is Of for a constructor's results: a game's New or Replay
// becomes a descriptor's in one line,
// gamedef.Made[View, Action](scala40.Replay(rec)).
func Made[V, A any, G match.Game[V, A]](g G, err error) (Match, error) {
	if err != nil {
		return nil, err
	}
	return Of[V, A](g), nil
}

type played[V, A any] struct{ g match.Game[V, A] }

func (p played[V, A]) Players() int           { return p.g.Players() }
func (p played[V, A]) Actors() []int          { return p.g.Actors() }
func (p played[V, A]) Outcome() match.Outcome { return p.g.Outcome() }
func (p played[V, A]) Score() match.Score     { return p.g.Score() }
func (p played[V, A]) Game() any              { return p.g }
func (p played[V, A]) Record(players []match.Player) (*match.Record, error) {
	return p.g.Record(players)
}

func (p played[V, A]) Step(seat int, agent Agent) ([]match.Event, error) {
	a, ok := agent.(match.Agent[V, A])
	if !ok {
		return nil, fmt.Errorf("games: %s (%T) does not play this game", agent.Name(), agent)
	}
	return p.g.Apply(a.Choose(p.g.View(seat)))
}
