package scala40

import "tavolo/engine/scala40/ai"

// LegalPlayer is the board's own computer player, the driver's Fallback:
// the engine's simplest player (ai.Legal). It plays a computer seat that
// has no other, and replaces a move the engine refuses.
type LegalPlayer = ai.Legal
