package cards

// Swap puts b wherever a is in cs and a wherever b is: two cards change
// places (the tests of information make twins so).
func Swap(cs []Card, a, b Card) {
	for i, c := range cs {
		switch c {
		case a:
			cs[i] = b
		case b:
			cs[i] = a
		}
	}
}
