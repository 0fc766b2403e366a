package solver

import "tavolo/engine/cards"

// RandomDeals deals n deals of size cards a hand from the whole pack,
// with a random trump suit and leader, from the first card of a trick.
// The same arguments always give the same deals (for benchmarks and
// tests).
func RandomDeals(n, size int, seed uint64) []Deal {
	r := cards.NewRand(seed)
	var p [NumCards]Card
	for i := range p {
		p[i] = Card(i)
	}
	out := make([]Deal, n)
	for k := range out {
		for i := len(p) - 1; i > 0; i-- {
			j := r.IntN(i + 1)
			p[i], p[j] = p[j], p[i]
		}
		d := Deal{Trump: cards.Suit(r.IntN(4)), Leader: r.IntN(2), Led: NoCard}
		for i := 0; i < size; i++ {
			d.Hands[0] = d.Hands[0].With(p[2*i])
			d.Hands[1] = d.Hands[1].With(p[2*i+1])
		}
		out[k] = d
	}
	return out
}
