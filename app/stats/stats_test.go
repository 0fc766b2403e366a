package stats

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func hand(key string, points []int, closer int, inHand, over bool, winner int) Hand {
	return Hand{Game: "scala40", Key: key, Names: []string{"Anna", "Bruno"}, Points: points,
		Closer: closer, InHand: inHand, Over: over, Winner: winner, When: time.Unix(1e9, 0)}
}

func TestAddCountsEachHandOnce(t *testing.T) {
	b := New()
	b.Add(hand("1/1", []int{0, 40}, 0, false, false, -1))
	b.Add(hand("1/1", []int{0, 40}, 0, false, false, -1)) // told again after a resume
	b.Add(hand("1/2", []int{106, 0}, 1, true, true, 0))
	b.Add(hand("1/3", nil, -1, false, false, -1)) // abandoned: no hand counted
	anna, bruno := b.Players["Anna"]["scala40"], b.Players["Bruno"]["scala40"]
	if anna.Hands != 2 || anna.Closed != 1 || anna.ClosedInHand != 0 || anna.Points != 106 || anna.Matches != 1 || anna.Wins != 1 || anna.BestRun != 1 {
		t.Errorf("Anna %+v", anna)
	}
	if bruno.Hands != 2 || bruno.Closed != 1 || bruno.ClosedInHand != 1 || bruno.Points != 40 || bruno.Matches != 1 || bruno.Wins != 0 || bruno.AveragePoints() != 20 {
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
	b.Reset("Anna", "scala40")
	if _, ok := b.Players["Anna"]; ok || b.Players["Bruno"]["scala40"] == nil {
		t.Errorf("after reset %+v", b.Players)
	}
	if rows := b.Rows(); len(rows) != 1 || rows[0].Name != "Bruno" {
		t.Errorf("rows %+v", rows)
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
			if r.Wins > r.Matches || r.Closed > r.Hands || r.AveragePoints() < 0 {
				t.Fatalf("impossible record %+v", r)
			}
		}
	})
}
