package app

import (
	"runtime"

	"fyne.io/fyne/v2"

	"tavolo/engine/match"
	"tavolo/engine/scala40"
	"tavolo/engine/scala40/ai"
)

func init() {
	NewOpponent = func(level string, seed uint64, _ scala40.Rules) ai.Player {
		// The hard player's search uses every core, on threads of lower
		// priority than the window's, so painting goes first.
		p, err := ai.New(level, seed, ai.Options{Workers: runtime.NumCPU(), WorkerStart: lowerThreadPriority})
		if err != nil {
			fyne.LogError("computer player", err)
			return nil
		}
		return opponent[scala40.View, scala40.Action]{p}
	}
}

// opponent seats a game's computer player at a table: its thinking is
// counted by the frame log, and its reasons for a move are passed on
// when it has them (match.Explainer: the move log shows them).
type opponent[V, A any] struct{ p match.Agent[V, A] }

// Name is the player's level.
func (o opponent[V, A]) Name() string { return o.p.Name() }

// Choose asks the player for its next action (on the table's thinking
// goroutine), counted as thinking by the frame log.
func (o opponent[V, A]) Choose(v V) A {
	thinkers.Add(1)
	defer thinkers.Add(-1)
	return o.p.Choose(v)
}

// Explain passes on the player's reasons for its last move.
func (o opponent[V, A]) Explain() (match.Advice[A], bool) {
	if ex, ok := o.p.(match.Explainer[A]); ok {
		return ex.Explain()
	}
	return match.Advice[A]{}, false
}
