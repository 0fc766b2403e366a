package match

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// goodRecord is a small valid record of a game called "g".
func goodRecord() *Record {
	return &Record{Version: RecordVersion, Game: "g", Seed: 7,
		Players: []Player{{Name: "Anna", Kind: "human"}, {Name: "Bruno", Kind: "easy"}},
		Rules:   json.RawMessage(`{"rules":{"x":"1"}}`), Actions: json.RawMessage(`[{"do":"pass"}]`)}
}

// TestRecordCheck: every way a record can be invalid whatever its game
// is refused by the one check all games share.
func TestRecordCheck(t *testing.T) {
	if err := goodRecord().Check("g"); err != nil {
		t.Fatalf("a good record: %v", err)
	}
	for name, change := range map[string]func(r *Record){
		"no version":       func(r *Record) { r.Version = 0 },
		"newer":            func(r *Record) { r.Version = RecordVersion + 1 },
		"another game":     func(r *Record) { r.Game = "h" },
		"no players":       func(r *Record) { r.Players = nil },
		"empty players":    func(r *Record) { r.Players = []Player{} },
		"a blank name":     func(r *Record) { r.Players[1].Name = "  " },
		"a huge name":      func(r *Record) { r.Players[0].Name = strings.Repeat("x", 100000) },
		"no kind":          func(r *Record) { r.Players[0].Kind = "" },
		"rules null":       func(r *Record) { r.Rules = json.RawMessage(`null`) },
		"rules missing":    func(r *Record) { r.Rules = nil },
		"rules a list":     func(r *Record) { r.Rules = json.RawMessage(`[]`) },
		"rules broken":     func(r *Record) { r.Rules = json.RawMessage(`{"rules":`) },
		"actions a string": func(r *Record) { r.Actions = json.RawMessage(`"go"`) },
		"actions missing":  func(r *Record) { r.Actions = nil },
	} {
		r := goodRecord()
		change(r)
		if err := r.Check("g"); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	r := goodRecord()
	r.Actions = json.RawMessage(`null`) // a match with no action yet
	if err := r.Check("g"); err != nil {
		t.Errorf("no actions yet: %v", err)
	}
	if err := goodRecord().Seated(2); err != nil {
		t.Errorf("two players, two seats: %v", err)
	}
	if err := goodRecord().Seated(4); err == nil {
		t.Error("two players for four seats: accepted")
	}
}

// TestRecordSum: a saved record carries its checksum; any change to its
// seed, rules, players or actions makes it refused, spacing does not,
// and a record written before the checksum existed still loads.
func TestRecordSum(t *testing.T) {
	data, err := goodRecord().Encode()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte(`"sum": "`)) {
		t.Fatalf("no checksum written:\n%s", data)
	}
	back, err := DecodeRecord(data, "g")
	if err != nil {
		t.Fatalf("a saved record: %v", err)
	}
	if again, _ := back.Encode(); !bytes.Equal(again, data) {
		t.Errorf("encoding a decoded record changed it:\n%s\n%s", data, again)
	}
	var compact bytes.Buffer
	json.Compact(&compact, data)
	if _, err := DecodeRecord(compact.Bytes(), "g"); err != nil {
		t.Errorf("the same record without spacing: %v", err)
	}
	for name, edit := range map[string][2]string{
		"seed":    {`"seed": 7`, `"seed": 8`},
		"player":  {`"Bruno"`, `"Bruna"`},
		"kind":    {`"easy"`, `"hard"`},
		"rules":   {`"x": "1"`, `"x": "2"`},
		"actions": {`"pass"`, `"fold"`},
	} {
		changed := bytes.Replace(data, []byte(edit[0]), []byte(edit[1]), 1)
		if bytes.Equal(changed, data) {
			t.Fatalf("%s: %q not in the record", name, edit[0])
		}
		if _, err := DecodeRecord(changed, "g"); err == nil || !strings.Contains(err.Error(), "checksum") {
			t.Errorf("%s changed: %v, want a checksum error", name, err)
		}
	}
	// A save of an earlier version has no checksum: it is judged by
	// Check (and the game's replay) alone.
	var old map[string]any
	json.Unmarshal(data, &old)
	delete(old, "sum")
	legacy, _ := json.Marshal(old)
	if _, err := DecodeRecord(legacy, "g"); err != nil {
		t.Errorf("a save without a checksum: %v", err)
	}
	old["rules"] = nil
	legacy, _ = json.Marshal(old)
	if _, err := DecodeRecord(legacy, "g"); err == nil {
		t.Error(`a save without a checksum and "rules": null loaded`)
	}
}

// TestNewHand: a Dealt event starts a new hand unless it names the hand
// in play (a deal thrown in and dealt again); a game that gives no
// number (0) starts one at every deal.
func TestNewHand(t *testing.T) {
	cases := []struct {
		ev   Event
		hand int
		want bool
	}{
		{Event{Kind: Dealt}, 1, true},
		{Event{Kind: Dealt, Value: 2}, 1, true},
		{Event{Kind: Dealt, Value: 1}, 1, false},
		{Event{Kind: Dealt, Value: 3}, 3, false},
		{Event{Kind: "annulled"}, 1, false},
	}
	for _, c := range cases {
		if got := NewHand(c.ev, c.hand); got != c.want {
			t.Errorf("NewHand(%+v, %d) = %v, want %v", c.ev, c.hand, got, c.want)
		}
	}
}
