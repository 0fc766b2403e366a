package canasta

import (
	"testing"

	"tavolo/engine/match/matchtest"
)

// FuzzApply plays seeded hands whose actions the fuzzer chooses, legal or
// arbitrary, with 2, 3, 4 and 6 players under every preset: no panic, a
// refused action changes nothing, an accepted one keeps every card
// exactly once, and the record replays.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), 0, []byte{0, 2, 4, 1, 3, 6, 8, 5, 0, 0, 7})
	f.Add(uint64(7), 9, []byte{1, 1, 1, 1, 2, 2, 2, 2, 9, 11, 13})
	s := subject([]int{4, 2, 3, 6})
	f.Fuzz(func(t *testing.T, seed uint64, variant int, moves []byte) {
		if err := matchtest.PlayBytes(s, seed, max(variant, -variant, 0), moves); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzLoadSave loads real saves the fuzzer damages byte by byte: each is
// refused or rebuilds a consistent game somebody can move in.
func FuzzLoadSave(f *testing.F) {
	matchtest.FuzzSaves(f, subject([]int{4, 2, 3, 6}), GameName)
}

// BenchmarkFuzzApply times FuzzApply's body on inputs like the fuzzer's.
func BenchmarkFuzzApply(b *testing.B) {
	matchtest.BenchPlayBytes(b, subject([]int{4, 2, 3, 6}))
}
