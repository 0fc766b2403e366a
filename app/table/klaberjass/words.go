package klaberjass

import kj "tavolo/engine/klaberjass"

// reviewWords names a move for the review of a hand as what one does:
// the hint's words ("playing the jack of hearts").
func reviewWords(v kj.View, a kj.Action) string { return moveText(v, a, false) }
