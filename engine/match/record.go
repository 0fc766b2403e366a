package match

import (
	"encoding/json"
	"fmt"
)

// RecordVersion is the version of the save format this build writes.
// Files with a higher version are refused, never misread.
const RecordVersion = 1

// Player is a seat as the save file records it.
type Player struct {
	Name  string `json:"name"`
	Kind  string `json:"kind"`            // "human" or an AI level: "easy", "medium", "hard"
	Level string `json:"level,omitempty"` // kept for forward compatibility
}

// Record is a match as saved: which game, the rules, the seed and every
// action in order. Replaying the actions from the seed rebuilds the exact
// state, so a save file is also a bug report.
type Record struct {
	Version int             `json:"version"`
	Game    string          `json:"game"`
	Seed    uint64          `json:"seed"`
	Players []Player        `json:"players"`
	Rules   json.RawMessage `json:"rules"`   // the game's rules, as the game encodes them
	Actions json.RawMessage `json:"actions"` // the game's actions, as the game encodes them
}

// Encode writes the record as indented JSON.
func (r *Record) Encode() ([]byte, error) { return json.MarshalIndent(r, "", "  ") }

// DecodeRecord reads a record and checks its version and game.
func DecodeRecord(data []byte, game string) (*Record, error) {
	var r Record
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("damaged save: %v", err)
	}
	switch {
	case r.Version <= 0:
		return nil, fmt.Errorf("damaged save: no version")
	case r.Version > RecordVersion:
		return nil, fmt.Errorf("save version %d is newer than this program (%d)", r.Version, RecordVersion)
	case r.Game != game:
		return nil, fmt.Errorf("save is for %q, not %q", r.Game, game)
	}
	return &r, nil
}

// Start is the game's own part of a save: its rules, as option name →
// value text (so a save stays readable when options are added), and the
// setup a match started from (nil: dealt from the record's seed).
type Start[S any] struct {
	Rules map[string]string `json:"rules"`
	Setup *S                `json:"setup,omitempty"`
}

// NewRecord writes a match of game as a save record.
func NewRecord[S, A any](game string, seed uint64, players []Player, start Start[S], actions []A) (*Record, error) {
	rules, err := json.Marshal(start)
	if err != nil {
		return nil, err
	}
	acts, err := json.Marshal(actions)
	if err != nil {
		return nil, err
	}
	return &Record{Version: RecordVersion, Game: game, Seed: seed, Players: players, Rules: rules, Actions: acts}, nil
}

// ReadRecord reads what NewRecord wrote; what cannot be read makes the
// save damaged.
func ReadRecord[S, A any](rec *Record) (Start[S], []A, error) {
	var start Start[S]
	if err := json.Unmarshal(rec.Rules, &start); err != nil {
		return start, nil, fmt.Errorf("damaged save: rules: %v", err)
	}
	var actions []A
	if err := json.Unmarshal(rec.Actions, &actions); err != nil {
		return start, nil, fmt.Errorf("damaged save: actions: %v", err)
	}
	return start, actions, nil
}

// ApplyAll replays actions on a game just dealt; the first one the game
// refuses makes the save damaged.
func ApplyAll[V, A any](g Game[V, A], actions []A) error {
	for i, a := range actions {
		if _, err := g.Apply(a); err != nil {
			return fmt.Errorf("damaged save: action %d (%v): %w", i+1, a, err)
		}
	}
	return nil
}
