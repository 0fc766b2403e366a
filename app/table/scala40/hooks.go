package scala40

import (
	"tavolo/engine/match"
	s40 "tavolo/engine/scala40"
)

// played tells the outside world about an action the game accepted: a
// computer's move is told on the status line (and flies once laid out), the action
// makes its sound; the core then tells the app (Config.Changed: the autosave).
func (t *Table) played(seat int, a s40.Action, events []match.Event, computer bool) {
	t.Tell(events, computer)
	if computer {
		t.Animate(func() { t.animateComputer(seat, a, events) })
	}
	t.Sound(soundOf(a, !t.Driver.Playing()))
}

// handEnded keeps how the hand was closed for the score sheet; its
// sound is "out" where a player went out of the match.
func (t *Table) handEnded(v s40.View) string {
	if v.Result == nil {
		return ""
	}
	t.closings[v.HandNo] = closing{v.Result.Closer, v.Result.InMano}
	if len(v.Result.Eliminated) > 0 {
		return "out"
	}
	return ""
}

// soundOf is the effect of an action just applied; over says the hand
// ended with it.
func soundOf(a s40.Action, over bool) string {
	switch a.Kind {
	case s40.Draw, s40.Take:
		return "draw"
	case s40.MeldDown, s40.Attach, s40.Swap:
		return "meld"
	case s40.Discard:
		if over {
			return "close"
		}
		return "discard"
	case s40.NextHand:
		return "deal"
	}
	return ""
}
