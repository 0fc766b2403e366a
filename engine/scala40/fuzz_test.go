package scala40

import (
	"encoding/json"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"reflect"
	"testing"

	"tavolo/engine/match"
	"tavolo/engine/match/matchtest"
)

// FuzzApply plays seeded matches whose actions the fuzzer chooses, legal
// or arbitrary: no panic, a refused action changes nothing, an accepted
// one keeps every card exactly once, and the record replays.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), 0, []byte{0, 2, 4, 1, 3, 6, 8, 5, 0, 0, 7})
	f.Add(uint64(7), 9, []byte{1, 1, 1, 1, 2, 2, 2, 2, 9, 11, 13})
	s := conformance()
	f.Fuzz(func(t *testing.T, seed uint64, variant int, moves []byte) {
		if err := matchtest.PlayBytes(s, seed, max(variant, -variant, 0), moves); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzLoadSave loads saves the fuzzer damages byte by byte (a run of
// bytes cut, others put in their place), starting from small real ones:
// each either rebuilds a consistent game somebody can move in or is
// refused as damaged.
func FuzzLoadSave(f *testing.F) {
	old, err := os.ReadFile("testdata/save-0.1.0.json")
	if err != nil {
		f.Fatal(err)
	}
	matchtest.FuzzSaves(f, conformance(), GameName, old)
}

// FuzzMutateSave changes a real save the way damage does: truncates,
// drops, swaps or changes an action, changes the seed, the players or a
// card of an action. With its checksum kept, a save so changed must be
// refused unless the change changed nothing; without it (as an older
// version wrote saves) it must keep CheckSave's promises, so the replay
// is what catches it.
func FuzzMutateSave(f *testing.F) {
	s := conformance()
	bases, err := mutateBases(s)
	if err != nil {
		f.Fatal(err)
	}
	for op := range uint8(7 * len(bases)) {
		f.Add(op, uint16(5), uint16(9), int64(3))
	}
	f.Fuzz(func(t *testing.T, op uint8, i, j uint16, v int64) {
		if err := checkMutated(s, bases[int(op/7)%len(bases)], op%7, i, j, v); err != nil {
			t.Fatalf("op %d at %d/%d with %d: %v", op%7, i, j, v, err)
		}
	})
}

// BenchmarkFuzzMutateSave times FuzzMutateSave's body on inputs like the
// fuzzer's.
func BenchmarkFuzzMutateSave(b *testing.B) {
	s := conformance()
	bases, err := mutateBases(s)
	if err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for b.Loop() {
		op := uint8(rng.Uint32())
		if err := checkMutated(s, bases[int(op/7)%len(bases)], op%7, uint16(rng.Uint32()), uint16(rng.Uint32()), rng.Int64N(200)); err != nil {
			b.Fatal(err)
		}
	}
}

// savedParts is a save taken apart once: its fields, and each action's.
type savedParts struct {
	record  *match.Record // as it decodes
	fields  map[string]json.RawMessage
	actions []map[string]json.RawMessage
}

// mutateBases are FuzzMutateSave's saves: two short ones of this version
// and a long one of 0.1.0 (113 actions, no checksum, the slowest to
// replay).
func mutateBases(s matchtest.Subject[*Game, View, Action]) ([]savedParts, error) {
	old, err := os.ReadFile("testdata/save-0.1.0.json")
	if err != nil {
		return nil, err
	}
	saves, err := matchtest.Saves(s, 1, 0, 8, 24)
	if err != nil {
		return nil, err
	}
	var out []savedParts
	for _, data := range append(saves, old) {
		var p savedParts
		if p.record, err = match.DecodeRecord(data, GameName); err != nil {
			return nil, err
		}
		if err := json.Unmarshal(data, &p.fields); err != nil {
			return nil, err
		}
		if err := json.Unmarshal(p.fields["actions"], &p.actions); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// checkMutated changes base by op (0 to 6) at actions i and j (wrapped)
// with the value v, and checks the save so changed with its checksum and
// without.
func checkMutated(s matchtest.Subject[*Game, View, Action], base savedParts, op uint8, i, j uint16, v int64) error {
	fields := maps.Clone(base.fields)
	actions := make([]map[string]json.RawMessage, len(base.actions))
	for k, a := range base.actions {
		actions[k] = maps.Clone(a)
	}
	n := len(actions)
	a, b := int(i)%n, int(j)%n
	val, _ := json.Marshal(v)
	switch op {
	case 0:
		actions = actions[:a]
	case 1:
		actions = append(actions[:a], actions[a+1:]...)
	case 2:
		actions[a], actions[b] = actions[b], actions[a]
	case 3:
		actions[a]["seat"] = val
	case 4:
		actions[a]["card"] = val
	case 5:
		fields["seed"] = val
	case 6:
		var players []json.RawMessage
		json.Unmarshal(fields["players"], &players)
		fields["players"], _ = json.Marshal(players[:a%len(players)])
	}
	fields["actions"], _ = json.Marshal(actions)
	if _, summed := fields["sum"]; summed {
		data, _ := json.Marshal(fields)
		if rec, err := match.DecodeRecord(data, GameName); err == nil && !reflect.DeepEqual(rec, base.record) {
			return fmt.Errorf("a changed save passed its checksum: %s", data)
		}
		delete(fields, "sum")
	}
	data, _ := json.Marshal(fields)
	return matchtest.CheckSave(s, data, GameName)
}

// BenchmarkFuzzApply times FuzzApply's body on inputs like the fuzzer's.
func BenchmarkFuzzApply(b *testing.B) {
	matchtest.BenchPlayBytes(b, conformance())
}
