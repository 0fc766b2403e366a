package scala40

import (
	"encoding/json"

	"tavolo/engine/match"
	s40 "tavolo/engine/scala40"
)

// applied tells the outside world about an action the game accepted: the
// sound it makes, then OnChange (the autosave).
func (t *Table) applied(a s40.Action) {
	t.sound(soundOf(t.g, a))
	if t.cfg.OnChange != nil {
		t.cfg.OnChange(t.g)
	}
}

// handEnded plays the end-of-hand sound and calls OnHandOver.
func (t *Table) handEnded() {
	switch {
	case t.g.Phase == s40.PhaseMatchOver:
		t.sound("win")
	case t.g.Result != nil && len(t.g.Result.Eliminated) > 0:
		t.sound("out")
	}
	if t.cfg.OnHandOver != nil {
		t.cfg.OnHandOver(t.g)
	}
}

// sound plays an effect if the table has a sound player.
func (t *Table) sound(effect string) {
	if effect != "" && t.cfg.Sound != nil {
		t.cfg.Sound(effect)
	}
}

// soundOf is the effect of an action just applied to g.
func soundOf(g *s40.Game, a s40.Action) string {
	switch a.Kind {
	case s40.Draw, s40.Take:
		return "draw"
	case s40.MeldDown, s40.Attach, s40.Swap:
		return "meld"
	case s40.Discard:
		if g.Phase == s40.PhaseHandOver || g.Phase == s40.PhaseMatchOver {
			return "close"
		}
		return "discard"
	case s40.NextHand:
		return "deal"
	}
	return ""
}

// rebuildHistory fills the score sheet of a resumed match: the game is
// replayed from its record up to the end of each finished hand.
func (t *Table) rebuildHistory() {
	ends := []int{}
	for i, a := range t.g.Log {
		if a.Kind == s40.NextHand {
			ends = append(ends, i)
		}
	}
	if len(ends) == 0 {
		return
	}
	rec, err := t.g.Record(make([]match.Player, t.g.Players()))
	if err != nil {
		return
	}
	for _, end := range ends {
		part := *rec
		part.Actions, err = json.Marshal(t.g.Log[:end])
		if err != nil {
			return
		}
		g, err := s40.Replay(&part)
		if err != nil || g.Result == nil {
			continue
		}
		saved := t.g
		t.g = g
		t.recordHand()
		t.g = saved
	}
}
