package cards

// Counts is a hand as a multiset of faces: how many cards of each face it
// holds. It is a value type (no pointers), cheap to copy, and the form the
// meld search works on.
type Counts [NumFaces]uint8

// CountsOf counts the faces of cs.
func CountsOf(cs []Card) Counts {
	var c Counts
	for _, x := range cs {
		c[x.Face()]++
	}
	return c
}

// CountFaces counts a list of faces.
func CountFaces(fs []Face) Counts {
	var c Counts
	for _, f := range fs {
		c[f]++
	}
	return c
}

// Total returns the number of cards.
func (c *Counts) Total() int {
	n := 0
	for _, x := range c {
		n += int(x)
	}
	return n
}

// Jokers returns the number of jokers.
func (c *Counts) Jokers() int { return int(c[Joker]) }

// SuitMask returns a bitset of the ranks of suit s present at least min
// times: bit r-1 is set for rank r (bit 0 = Ace … bit 12 = King).
func (c *Counts) SuitMask(s Suit, min uint8) uint16 {
	var m uint16
	base := int(s) * 13
	for i := 0; i < 13; i++ {
		if c[base+i] >= min {
			m |= 1 << i
		}
	}
	return m
}

// Faces lists the faces held, each as many times as it is held, in face
// order.
func (c *Counts) Faces() []Face {
	out := make([]Face, 0, c.Total())
	for f, n := range c {
		for i := 0; i < int(n); i++ {
			out = append(out, Face(f))
		}
	}
	return out
}
