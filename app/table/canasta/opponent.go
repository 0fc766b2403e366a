package canasta

import caai "tavolo/engine/canasta/ai"

// LegalPlayer is the board's own computer player, the driver's Fallback:
// the engine's simplest player (ai.Legal). It plays a computer seat that
// has no other, and replaces a move the engine refuses.
type LegalPlayer = caai.Legal
