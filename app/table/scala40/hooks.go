package scala40

import (
	"tavolo/engine/match"
	s40 "tavolo/engine/scala40"
)

// played tells the outside world about an action the game accepted: a
// computer's move is told on the status line (and flies once laid out), the action
// makes its sound, then OnChange (the autosave).
func (t *Table) played(seat int, a s40.Action, events []match.Event, computer bool) {
	if computer {
		t.say(t.d.Told(events), false) // what a computer did, as the move log tells it
		t.moved = &computerMove{seat: seat, a: a, events: events}
	} else {
		t.say("", false)
	}
	t.sound(soundOf(a, !t.d.Playing()))
	if t.cfg.OnChange != nil {
		t.cfg.OnChange(t.cfg.Game)
	}
}

// handEnded plays the end-of-hand sound and calls OnHandOver.
func (t *Table) handEnded(v s40.View) {
	switch {
	case v.Phase == s40.PhaseMatchOver:
		t.sound("win")
	case v.Result != nil && len(v.Result.Eliminated) > 0:
		t.sound("out")
	}
	if t.cfg.OnHandOver != nil {
		t.cfg.OnHandOver(t.cfg.Game)
	}
}

// sound plays an effect if the table has a sound player.
func (t *Table) sound(effect string) {
	if effect != "" && t.cfg.Sound != nil {
		t.cfg.Sound(effect)
	}
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
