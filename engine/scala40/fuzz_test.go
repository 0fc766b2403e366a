package scala40

import (
	"encoding/json"
	"os"
	"testing"

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
// card of an action.
func FuzzMutateSave(f *testing.F) {
	old, err := os.ReadFile("testdata/save-0.1.0.json")
	if err != nil {
		f.Fatal(err)
	}
	s := conformance()
	// Two short saves of this version and a long one of 0.1.0 (113
	// actions, the slowest to replay): op/7 picks one.
	bases, err := matchtest.Saves(s, 1, 0, 8, 24)
	if err != nil {
		f.Fatal(err)
	}
	bases = append(bases, old)
	for op := range uint8(7 * len(bases)) {
		f.Add(op, uint16(5), uint16(9), int64(3))
	}
	f.Fuzz(func(t *testing.T, op uint8, i, j uint16, v int64) {
		data := bases[int(op/7)%len(bases)]
		var rec map[string]json.RawMessage
		if err := json.Unmarshal(data, &rec); err != nil {
			t.Fatal(err)
		}
		var actions []map[string]json.RawMessage
		if err := json.Unmarshal(rec["actions"], &actions); err != nil {
			t.Fatal(err)
		}
		n := len(actions)
		a, b := int(i)%n, int(j)%n
		val, _ := json.Marshal(v)
		switch op % 7 {
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
			rec["seed"] = val
		case 6:
			var players []json.RawMessage
			json.Unmarshal(rec["players"], &players)
			rec["players"], _ = json.Marshal(players[:a%len(players)])
		}
		rec["actions"], _ = json.Marshal(actions)
		out, _ := json.Marshal(rec)
		if err := matchtest.CheckSave(s, out, GameName); err != nil {
			t.Fatalf("op %d at %d/%d with %d: %v", op%7, a, b, v, err)
		}
	})
}
