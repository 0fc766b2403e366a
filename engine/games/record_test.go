package games

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"tavolo/engine/match"
)

// savedAfter deals a match of g, lets its weakest computer players make
// moves actions, and returns the match and its save as the app writes it.
func savedAfter(t *testing.T, g Game, moves int) (Match, []byte) {
	t.Helper()
	n := g.Players[0]
	m, err := g.New(g.Presets()[0].Name, n, 11)
	if err != nil {
		t.Fatalf("%s: %v", g.Name, err)
	}
	players := make([]match.Player, n)
	agents := make([]Agent, n)
	for s := range agents {
		players[s] = match.Player{Name: fmt.Sprintf("P%d", s+1), Kind: g.Levels()[0]}
		if agents[s], err = g.NewAgent(g.Levels()[0], uint64(s+1)); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < moves; i++ {
		for _, seat := range m.Actors() {
			if _, err := m.Step(seat, agents[seat]); err == nil {
				break
			}
		}
	}
	rec, err := m.Record(players)
	if err != nil {
		t.Fatal(err)
	}
	data, err := rec.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return m, data
}

// edit changes one top-level field of a save's JSON (nil deletes it).
func edit(t *testing.T, data []byte, field string, value any) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	if value == nil {
		delete(m, field)
	} else {
		m[field] = value
	}
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// load reads a save as the app does: decoded, then replayed by its game.
func load(g Game, data []byte) (Match, error) {
	rec, err := match.DecodeRecord(data, g.Name)
	if err != nil {
		return nil, err
	}
	return g.Replay(rec)
}

// TestSaveProvesItself: in every game a save loads only as what was
// saved. One with no players, one whose rules are null, one whose seed
// or actions were changed is refused; a save of the version before the
// checksum (no "sum") still loads when it replays, and its null rules
// are refused all the same.
func TestSaveProvesItself(t *testing.T) {
	for _, g := range All() {
		if !g.Ready {
			continue
		}
		m, data := savedAfter(t, g, 2)
		back, err := load(g, data)
		if err != nil {
			t.Fatalf("%s: a good save: %v", g.Name, err)
		}
		if back.Score().Totals[0] != m.Score().Totals[0] || fmt.Sprint(back.Actors()) != fmt.Sprint(m.Actors()) {
			t.Errorf("%s: the save replays as another match", g.Name)
		}
		legacy := edit(t, data, "sum", nil)
		if _, err := load(g, legacy); err != nil {
			t.Errorf("%s: a save without a checksum: %v", g.Name, err)
		}
		var rec match.Record
		json.Unmarshal(data, &rec)
		for name, bad := range map[string][]byte{
			"no players":                  edit(t, data, "players", []any{}),
			"no players, no checksum":     edit(t, legacy, "players", []any{}),
			"null players, no checksum":   edit(t, legacy, "players", nil),
			"rules null":                  edit(t, data, "rules", json.RawMessage(`null`)),
			"rules null, no checksum":     edit(t, legacy, "rules", json.RawMessage(`null`)),
			"seed changed":                edit(t, data, "seed", rec.Seed+1),
			"actions cut":                 edit(t, data, "actions", json.RawMessage(`[]`)),
			"a name emptied, no checksum": edit(t, legacy, "players", []match.Player{{Name: "", Kind: "human"}}),
		} {
			if _, err := load(g, bad); err == nil {
				t.Errorf("%s: %s: loaded", g.Name, name)
			} else if !strings.Contains(err.Error(), "damaged") {
				t.Errorf("%s: %s: %v, want a damaged save", g.Name, name, err)
			}
		}
		// The engine refuses a record without players whether or not it
		// came from a file.
		rec.Players = nil
		if _, err := g.Replay(&rec); err == nil {
			t.Errorf("%s: Replay took a record without players", g.Name)
		}
	}
}
