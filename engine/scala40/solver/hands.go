package solver

import "tavolo/engine/cards"

// DealtHands deals n hands of size cards each from the 108-card Scala 40
// pack, reshuffling the whole pack before each hand with a source seeded
// by seed. The same arguments always give the same hands, so benchmarks
// and tests can share them.
func DealtHands(n, size int, seed uint64) []cards.Counts {
	pack := cards.Scala40Pack.Cards()
	if size > len(pack) {
		size = len(pack)
	}
	rng := cards.NewRand(seed)
	out := make([]cards.Counts, n)
	for i := range out {
		rng.Shuffle(pack)
		out[i] = cards.CountsOf(pack[:size])
	}
	return out
}
