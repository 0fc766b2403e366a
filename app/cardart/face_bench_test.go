package cardart

import (
	"testing"

	"tavolo/engine/cards"
)

// BenchmarkFaceRaster draws whole cards at sizes not drawn before, as a
// table does when a hand or a meld band takes a new size: every face of
// the deck at one size, then the next size.
func BenchmarkFaceRaster(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		f := cards.NewFace(cards.Rank(1+i%13), cards.Suit(i/13%4))
		FaceRaster(f, Style{}, 81, 113+i/52)
	}
}
