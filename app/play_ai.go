package app

import (
	"runtime"

	"fyne.io/fyne/v2"

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
		return aiOpponent{p}
	}
}

// aiOpponent seats an engine computer player at the table.
type aiOpponent struct{ p ai.Player }

// Name is the player's level.
func (o aiOpponent) Name() string { return o.p.Name() }

// Choose asks the player for its next action (on the table's thinking
// goroutine), counted as thinking by the frame log.
func (o aiOpponent) Choose(v scala40.View) scala40.Action {
	thinkers.Add(1)
	defer thinkers.Add(-1)
	return o.p.Choose(v)
}
