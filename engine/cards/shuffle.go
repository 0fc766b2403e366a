package cards

// Rand is a small seeded random source (xoshiro256**, seeded through
// splitmix64). It is written out here rather than taken from math/rand so
// that the same seed gives the same deal on every OS and every Go release.
type Rand struct{ s [4]uint64 }

// NewRand returns a source seeded with seed.
func NewRand(seed uint64) *Rand {
	r := &Rand{}
	r.Seed(seed)
	return r
}

// Seed resets the source to the sequence of seed.
func (r *Rand) Seed(seed uint64) {
	x := seed
	for i := range r.s {
		x += 0x9e3779b97f4a7c15
		z := x
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
		z = (z ^ (z >> 27)) * 0x94d049bb133111eb
		r.s[i] = z ^ (z >> 31)
	}
}

func rotl(x uint64, k uint) uint64 { return (x << k) | (x >> (64 - k)) }

// Uint64 returns the next 64 random bits.
func (r *Rand) Uint64() uint64 {
	s := &r.s
	result := rotl(s[1]*5, 7) * 9
	t := s[1] << 17
	s[2] ^= s[0]
	s[3] ^= s[1]
	s[1] ^= s[2]
	s[0] ^= s[3]
	s[2] ^= t
	s[3] = rotl(s[3], 45)
	return result
}

// IntN returns a uniform integer in [0, n). It panics if n <= 0.
func (r *Rand) IntN(n int) int {
	if n <= 0 {
		panic("cards: IntN with n <= 0")
	}
	bound := uint64(n)
	// Rejection sampling removes the modulo bias.
	limit := -bound % bound // (2^64 - bound) mod bound
	for {
		v := r.Uint64()
		if v >= limit {
			return int(v % bound)
		}
	}
}

// Float64 returns a uniform float in [0, 1).
func (r *Rand) Float64() float64 { return float64(r.Uint64()>>11) / (1 << 53) }

// Derive returns a new seed drawn from this source, for a sub-stream (one
// per hand of a match, one per search thread).
func (r *Rand) Derive() uint64 { return r.Uint64() }

// Shuffle puts cs in a random order (Fisher–Yates).
func (r *Rand) Shuffle(cs []Card) {
	for i := len(cs) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		cs[i], cs[j] = cs[j], cs[i]
	}
}

// Shuffled returns a new slice with the pack's cards in the order of seed.
func (p Pack) Shuffled(seed uint64) []Card {
	cs := p.Cards()
	NewRand(seed).Shuffle(cs)
	return cs
}

// Clone returns a copy of the source in its current state.
func (r *Rand) Clone() *Rand { c := *r; return &c }
