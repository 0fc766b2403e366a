package app

import (
	"time"

	"tavolo/app/cardart"
)

// CardStyle is how cards are drawn, from the settings.
func (s *Shell) CardStyle() cardart.Style { return cardart.Style{} }

// Pace is the pause between two computer moves, from the settings.
func (s *Shell) Pace() time.Duration { return 400 * time.Millisecond }

// PlaySound plays a sound effect ("deal", "draw", "discard", "meld",
// "close", "out", "win") unless sound is off.
func (s *Shell) PlaySound(effect string) {}
