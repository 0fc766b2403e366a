package matchtest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"tavolo/engine/match"
)

// Saves plays a match of s (seed, variant) with the first legal action of
// its first actor each time and returns its save, compact JSON, after
// each count of actions in after (a count past the match's end gives the
// save at its end). They are the seeds of a save fuzzer: small real
// saves, so each run is quick and each input the fuzzer finds shrinks
// quickly too.
func Saves[G Game[G, V, A], V, A any](s Subject[G, V, A], seed uint64, variant int, after ...int) ([][]byte, error) {
	g, err := s.New(seed, variant%max(s.Variants, 1))
	if err != nil {
		return nil, err
	}
	after = slices.Sorted(slices.Values(after))
	var out [][]byte
	for played := 0; len(out) < len(after); played++ {
		for len(out) < len(after) && after[len(out)] <= played {
			data, err := compactSave(s, g)
			if err != nil {
				return nil, err
			}
			out = append(out, data)
		}
		actors := g.Actors()
		if len(out) == len(after) || g.Outcome().Stage == match.MatchOver || len(actors) == 0 {
			continue // the loop ends, or the saves still wanted are taken at the end
		}
		legal := g.Legal(actors[0])
		if len(legal) == 0 {
			return nil, fmt.Errorf("seat %d has no legal action", actors[0])
		}
		if _, err := g.Apply(legal[0]); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// compactSave is g's record as compact JSON.
func compactSave[G Game[G, V, A], V, A any](s Subject[G, V, A], g G) ([]byte, error) {
	players := make([]match.Player, g.Players())
	for i := range players {
		players[i] = match.Player{Name: fmt.Sprintf("P%d", i+1), Kind: "human"}
	}
	if s.Players != nil {
		players = s.Players(g.Players())
	}
	rec, err := g.Record(players)
	if err != nil {
		return nil, err
	}
	data, err := rec.Encode()
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, data); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Splice is base with cut bytes from at replaced by insert (at and cut
// wrap within base): a fuzzer damages a real save so, byte for byte, with
// arguments it does not spend its time shrinking (only insert is a byte
// string, and a short one).
func Splice(base []byte, at, cut uint16, insert []byte) []byte {
	i := int(at) % (len(base) + 1)
	j := i + int(cut)%(len(base)-i+1)
	return slices.Concat(base[:i], insert, base[j:])
}

// FuzzSaves is a game's save fuzzer: real saves of s (its first variants
// a few actions into a match, and extra ones such as a save an older
// version wrote), damaged by Splice with the fuzzer's arguments, must
// each keep CheckSave's promises: refused, or a consistent game somebody
// can move in.
func FuzzSaves[G Game[G, V, A], V, A any](f *testing.F, s Subject[G, V, A], game string, extra ...[]byte) {
	var bases [][]byte
	for v := range min(max(s.Variants, 1), 3) {
		saves, err := Saves(s, uint64(v+1), v, 0, 4, 16)
		if err != nil {
			f.Fatal(err)
		}
		bases = append(bases, saves...)
	}
	bases = append(bases, extra...)
	for i, b := range bases {
		f.Add(uint8(i), uint16(0), uint16(0), []byte(nil))
		f.Add(uint8(i), uint16(len(b)/2), uint16(3), []byte("9"))
	}
	f.Fuzz(func(t *testing.T, which uint8, at, cut uint16, insert []byte) {
		data := Splice(bases[int(which)%len(bases)], at, cut, insert)
		if err := CheckSave(s, data, game); err != nil {
			t.Fatalf("%v\nsave: %s", err, data)
		}
	})
}
