package stats

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// hand is a Scala 40 hand between Anna and Bruno: closer closed it (in
// hand or not; -1 for an abandoned hand), and winner won the match with it
// (-1: the match goes on).
func hand(key string, points []int, closer int, inHand, over bool, winner int) Hand {
	h := Hand{Game: "scala40", Key: key, Names: []string{"Anna", "Bruno"}, Played: closer >= 0, Points: points,
		Over: over, When: time.Unix(1e9, 0)}
	if closer >= 0 {
		h.Counters = make([]map[string]int, 2)
		h.Counters[closer] = map[string]int{"closed": 1}
		if inHand {
			h.Counters[closer]["closed_in_hand"] = 1
		}
	}
	if winner >= 0 {
		h.Winners = []int{winner}
	}
	return h
}

func TestAddCountsEachHandOnce(t *testing.T) {
	b := New()
	b.Add(hand("1/1", []int{0, 40}, 0, false, false, -1))
	b.Add(hand("1/1", []int{0, 40}, 0, false, false, -1)) // told again after a resume
	b.Add(hand("1/2", []int{106, 0}, 1, true, true, 0))
	b.Add(hand("1/3", nil, -1, false, false, -1)) // abandoned: no hand counted
	anna, bruno := b.Players["Anna"]["scala40"], b.Players["Bruno"]["scala40"]
	if anna.Hands != 2 || anna.Count("closed") != 1 || anna.Count("closed_in_hand") != 0 || anna.Points != 106 || anna.Matches != 1 || anna.Wins != 1 || anna.BestRun != 1 {
		t.Errorf("Anna %+v", anna)
	}
	if bruno.Hands != 2 || bruno.Count("closed") != 1 || bruno.Count("closed_in_hand") != 1 || bruno.Points != 40 || bruno.Matches != 1 || bruno.Wins != 0 || bruno.AveragePoints() != 20 {
		t.Errorf("Bruno %+v", bruno)
	}
}

func TestBestRun(t *testing.T) {
	b := New()
	for i, w := range []int{0, 0, 0, 1, 0, 0} {
		b.Add(hand(string(rune('a'+i)), []int{0, 0}, w, false, true, w))
	}
	if r := b.Players["Anna"]["scala40"]; r.Run != 2 || r.BestRun != 3 || r.Wins != 5 || r.Matches != 6 {
		t.Errorf("Anna %+v", r)
	}
}

func TestResetOnePlayer(t *testing.T) {
	b := New()
	b.Add(hand("1", []int{0, 10}, 0, false, true, 0))
	b.Reset(Person, "Anna", "scala40")
	if _, ok := b.Players["Anna"]; ok || b.Players["Bruno"]["scala40"] == nil {
		t.Errorf("after reset %+v", b.Players)
	}
	if rows := b.Rows(); len(rows) != 1 || rows[0].Name != "Bruno" {
		t.Errorf("rows %+v", rows)
	}
}

// TestPartnersBothWin: in a partnership (Scala 40's pairs_mode, Canasta
// for four) the match is won by a side, which keeps one record: its
// points and counters once, not once per partner.
func TestPartnersBothWin(t *testing.T) {
	b := New()
	b.Add(Hand{Game: "canasta", Key: "9/4", Names: []string{"Anna", "Bruno", "Carla", "Dario"}, Computer: []bool{false, true, true, true},
		Sides: [][]int{{0, 2}, {1, 3}}, Played: true, Points: []int{1200, 800, 1200, 800},
		Counters: []map[string]int{{"canastas": 2, "went_out": 1}, nil, nil, {"canastas": 1}},
		Over:     true, Winners: []int{0, 2}, When: time.Unix(1e9, 0)})
	ours := SideKey([]Member{{Name: "Carla", Computer: true}, {Name: "Anna"}})
	theirs := SideKey([]Member{{Name: "Bruno", Computer: true}, {Name: "Dario", Computer: true}})
	if r := b.Record(Side, ours, "canasta"); r == nil || r.Wins != 1 || r.Matches != 1 || r.Hands != 1 || r.Points != 1200 || r.Count("canastas") != 2 || r.Count("went_out") != 1 {
		t.Errorf("our side %+v", r)
	}
	if r := b.Record(Side, theirs, "canasta"); r == nil || r.Wins != 0 || r.Points != 800 || r.Count("canastas") != 1 {
		t.Errorf("their side %+v", r)
	}
	if rows := b.Rows(); len(rows) != 2 || rows[0].Kind != Side {
		t.Errorf("rows %+v, want the two sides alone", rows)
	}
	if m := Members(ours); len(m) != 2 || m[0] != (Member{Name: "Anna"}) || m[1] != (Member{Name: "Carla", Computer: true}) {
		t.Errorf("members %+v", m)
	}
}

// TestPersonAndComputerApart: a person and a computer player of the same
// name keep two records.
func TestPersonAndComputerApart(t *testing.T) {
	b := New()
	h := hand("1/1", []int{0, 40}, 0, false, true, 0)
	h.Names, h.Computer = []string{"Anna", "Anna"}, []bool{false, true}
	b.Add(h)
	person, computer := b.Record(Person, "Anna", "scala40"), b.Record(Computer, "Anna", "scala40")
	if person == nil || computer == nil || person.Wins != 1 || computer.Wins != 0 || computer.Points != 40 || person.Points != 0 {
		t.Fatalf("person %+v computer %+v", person, computer)
	}
	b.Reset(Computer, "Anna", "")
	if b.Record(Computer, "Anna", "scala40") != nil || b.Record(Person, "Anna", "scala40") == nil {
		t.Error("reset forgot the wrong Anna")
	}
}

// TestVersion2Loads: a version 2 book, which kept everyone by name,
// loads with its records as people's.
func TestVersion2Loads(t *testing.T) {
	b, err := Parse([]byte(`{"version": 2, "players": {"Anna": {"canasta": {"matches": 1, "wins": 1, "hands": 3, "points": 4100, "counters": {"canastas": 5}, "run": 1, "best_run": 1}}}}`))
	if err != nil {
		t.Fatal(err)
	}
	if r := b.Record(Person, "Anna", "canasta"); r == nil || r.Points != 4100 || r.Count("canastas") != 5 || b.Version != Version {
		t.Fatalf("%+v", r)
	}
}

// TestNegativePointsLoad: a game where points are good (Canasta's
// red threes without a meld, Klaberjass's bete) may leave a negative
// total; such a book saves and loads.
func TestNegativePointsLoad(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	b := New()
	b.Add(Hand{Game: "canasta", Key: "1/1", Names: []string{"Anna", "Bruno"}, Played: true, Points: []int{-300, 1250},
		Counters: []map[string]int{nil, {"canastas": 2}}})
	if err := b.Save(path); err != nil {
		t.Fatal(err)
	}
	got, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if a, br := got.Players["Anna"]["canasta"], got.Players["Bruno"]["canasta"]; a.Points != -300 || a.AveragePoints() != -300 || br.Count("canastas") != 2 {
		t.Fatalf("loaded %+v %+v", a, br)
	}
	if err := os.WriteFile(path, []byte(`{"version": 2, "players": {"A": {"klaberjass": {"hands": 1, "points": -82}}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, err := Load(path); err != nil || got.Players["A"]["klaberjass"].Points != -82 {
		t.Fatalf("%v %+v", err, got)
	}
}

// TestVersion1Loads: a book from Tavolo 0.1.0 loads, its closings moved
// into the counters.
func TestVersion1Loads(t *testing.T) {
	b, err := Parse([]byte(`{"version": 1, "players": {"Anna": {"scala40": {"matches": 2, "wins": 1, "hands": 9, "closed": 4, "closed_in_hand": 1, "points": 230, "run": 1, "best_run": 1}}}}`))
	if err != nil {
		t.Fatal(err)
	}
	r := b.Players["Anna"]["scala40"]
	if r.Count("closed") != 4 || r.Count("closed_in_hand") != 1 || r.Points != 230 || r.Wins != 1 || b.Version != Version {
		t.Fatalf("%+v", r)
	}
	data, err := json.Marshal(b)
	if err != nil || strings.Contains(string(data), `,"closed":`) {
		t.Fatalf("saved again: %s %v", data, err)
	}
}

func TestSaveLoad(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	b := New()
	b.Add(hand("1", []int{0, 10}, 0, false, true, 0))
	if err := b.Save(path); err != nil {
		t.Fatal(err)
	}
	got, err := Load(path)
	if err != nil || got.Players["Bruno"]["scala40"].Points != 10 {
		t.Fatalf("%v %+v", err, got)
	}
}

func TestDamagedOrNewerFileMovedAside(t *testing.T) {
	for _, src := range []string{"{not json", `{"version": 99, "players": {}}`, `{"version": 1, "players": {"A": {"scala40": {"wins": 3, "matches": 1}}}}`} {
		dir := t.TempDir()
		path := filepath.Join(dir, FileName)
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		b, err := Load(path)
		if err == nil || len(b.Players) != 0 || !strings.Contains(err.Error(), "moved to") {
			t.Fatalf("%q: %v %+v", src, err, b)
		}
		if _, e := os.Stat(path); e == nil {
			t.Errorf("%q: damaged file left in place", src)
		}
		entries, _ := os.ReadDir(dir)
		if len(entries) != 1 {
			t.Errorf("%q: %d files, want the moved one", src, len(entries))
		}
	}
}

// FuzzParse: no input panics; a book that parses has possible records.
func FuzzParse(f *testing.F) {
	f.Add([]byte(`{"version":1,"players":{"A":{"scala40":{"matches":2,"wins":1,"hands":5,"closed":2}}}}`))
	f.Add([]byte(`{"version":2}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := Parse(data)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		for _, r := range b.Rows() {
			if r.Wins > r.Matches || r.Count("closed") > r.Hands || r.AveragePoints() < 0 {
				t.Fatalf("impossible record %+v", r)
			}
		}
	})
}
