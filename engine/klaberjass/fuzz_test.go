package klaberjass

import (
	"testing"

	"tavolo/engine/match/matchtest"
)

// subject tells the conformance test how to play Klaberjass under each
// of presets.
func subject(presets []Preset) matchtest.Subject[*Game, View, Action] {
	return matchtest.Subject[*Game, View, Action]{
		New: func(seed uint64, variant int) (*Game, error) {
			return New(presets[variant].Rules, seed)
		},
		Variants:    len(presets),
		Cards:       allCards,
		Hidden:      (*Game).HiddenFrom,
		ViewCards:   viewCards,
		Fingerprint: (*Game).Fingerprint,
		Replay:      Replay,
		Arbitrary:   arbitrary,
	}
}

// FuzzApply plays seeded matches whose actions the fuzzer chooses, legal
// or arbitrary, under every preset and the option mixes: no panic, a
// refused action changes nothing, an accepted one keeps every card
// exactly once, and the record replays.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), 0, []byte{0, 2, 4, 1, 3, 6, 8, 5, 0, 0, 7})
	f.Add(uint64(7), 3, []byte{1, 1, 1, 1, 2, 2, 2, 2, 9, 11, 13})
	s := subject(append(Presets(), optionMixes()...))
	f.Fuzz(func(t *testing.T, seed uint64, variant int, moves []byte) {
		if err := matchtest.PlayBytes(s, seed, max(variant, -variant, 0), moves); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzLoadSave loads real saves the fuzzer damages byte by byte: each is
// refused or rebuilds a consistent game somebody can move in.
func FuzzLoadSave(f *testing.F) {
	matchtest.FuzzSaves(f, subject(append(Presets(), optionMixes()...)), GameName)
}

// BenchmarkFuzzApply times FuzzApply's body on inputs like the fuzzer's.
func BenchmarkFuzzApply(b *testing.B) {
	matchtest.BenchPlayBytes(b, subject(append(Presets(), optionMixes()...)))
}
