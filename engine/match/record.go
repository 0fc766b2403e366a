package match

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
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
	// Sum is the SHA-256 of everything else (Encode writes it): a save
	// whose seed, rules, players or actions were changed after it was
	// written no longer matches it and is refused. Saves written before
	// the field existed have none and are judged by Check and the replay
	// alone.
	Sum string `json:"sum,omitempty"`
}

// MaxNameLen is the longest player's name a record may hold, in letters.
const MaxNameLen = 64

// Encode writes the record as indented JSON, with its Sum.
func (r *Record) Encode() ([]byte, error) {
	c := *r
	sum, err := c.sum()
	if err != nil {
		return nil, err
	}
	c.Sum = sum
	return json.MarshalIndent(&c, "", "  ")
}

// sum is the checksum of the record without its Sum: the SHA-256 of its
// compact JSON (the rules and actions compacted too, so spacing does
// not count).
func (r *Record) sum() (string, error) {
	c := *r
	c.Sum = ""
	data, err := json.Marshal(&c)
	if err != nil {
		return "", err
	}
	h := sha256.Sum256(data)
	return hex.EncodeToString(h[:]), nil
}

// DecodeRecord reads a record and checks it (Check, and its Sum when it
// has one).
func DecodeRecord(data []byte, game string) (*Record, error) {
	var r Record
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("damaged save: %v", err)
	}
	if err := r.Check(game); err != nil {
		return nil, err
	}
	if r.Sum != "" {
		sum, err := r.sum()
		if err != nil || sum != r.Sum {
			return nil, errors.New("damaged save: its content was changed after it was saved (the checksum differs)")
		}
	}
	return &r, nil
}

// Check is the validity every game's record shares, whatever the game:
// a known version, the game asked for, at least one player and every
// player named (at most MaxNameLen letters) and of a kind, rules that
// are a JSON object and actions that are a JSON list (or null: none yet).
// Each game's Replay starts with it, then checks the number of players
// against its seats with Seated.
func (r *Record) Check(game string) error {
	switch {
	case r.Version <= 0:
		return errors.New("damaged save: no version")
	case r.Version > RecordVersion:
		return fmt.Errorf("save version %d is newer than this program (%d)", r.Version, RecordVersion)
	case r.Game != game:
		return fmt.Errorf("save is for %q, not %q", r.Game, game)
	case len(r.Players) == 0:
		return errors.New("damaged save: no players")
	case !jsonIs(r.Rules, '{'):
		return errors.New("damaged save: the rules are missing")
	case !jsonIs(r.Actions, '[') && !bytes.Equal(bytes.TrimSpace(r.Actions), []byte("null")):
		return errors.New("damaged save: the actions are not a list")
	}
	for i, p := range r.Players {
		name := strings.TrimSpace(p.Name)
		switch {
		case name == "":
			return fmt.Errorf("damaged save: player %d has no name", i+1)
		case utf8.RuneCountInString(name) > MaxNameLen:
			return fmt.Errorf("damaged save: player %d's name is longer than %d letters", i+1, MaxNameLen)
		case p.Kind == "":
			return fmt.Errorf("damaged save: player %d is neither a person nor a computer level", i+1)
		}
	}
	return nil
}

// Seated checks that the record has one player for each of a game's n
// seats.
func (r *Record) Seated(n int) error {
	if len(r.Players) != n {
		return fmt.Errorf("damaged save: %d players for %d seats", len(r.Players), n)
	}
	return nil
}

// jsonIs reports whether data is valid JSON whose first character is c.
func jsonIs(data []byte, c byte) bool {
	t := bytes.TrimSpace(data)
	return len(t) > 0 && t[0] == c && json.Valid(t)
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

// Opening is rec without its actions: the deal a replay starts from,
// for Walk.
func Opening(rec *Record) *Record {
	start := *rec
	start.Actions = json.RawMessage("[]")
	return &start
}

// Walk replays rec's actions on g, the game dealt from Opening(rec), one
// at a time. Before each it calls step with the action's number (from
// 1), the hand it belongs to (counted from 1 as the score sheet counts
// them: a hand begins after each Dealt event but one that deals the hand
// in play again, NewHand), the action and its saved form; an error from step stops
// the walk and is returned. After each it calls done, when set, with
// what the action caused and the hand then in play. An action that
// cannot be read or that g refuses makes the save damaged. It returns
// the last hand's number.
func Walk[V, A any](g Game[V, A], rec *Record, step func(n, hand int, a A, raw json.RawMessage) error, done func(evs []Event, hand int)) (int, error) {
	var actions []json.RawMessage
	if err := json.Unmarshal(rec.Actions, &actions); err != nil {
		return 0, fmt.Errorf("damaged save: actions: %v", err)
	}
	hand := 1
	for i, raw := range actions {
		var a A
		if err := json.Unmarshal(raw, &a); err != nil {
			return hand, fmt.Errorf("damaged save: action %d: %v", i+1, err)
		}
		if err := step(i+1, hand, a, raw); err != nil {
			return hand, err
		}
		evs, err := g.Apply(a)
		if err != nil {
			return hand, fmt.Errorf("damaged save: action %d (%v): %w", i+1, a, err)
		}
		for _, ev := range evs {
			if NewHand(ev, hand) {
				hand++
			}
		}
		if done != nil {
			done(evs, hand)
		}
	}
	return hand, nil
}

// NewHand says whether ev deals a new hand after hand (counted from 1):
// a Dealt event, unless its Value names hand itself, a deal thrown in
// (Klaberjass's, when both players pass) and dealt again under its
// number, as the score sheet keeps one row for it.
func NewHand(ev Event, hand int) bool { return ev.Kind == Dealt && ev.Value != hand }

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
