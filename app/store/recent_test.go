package store

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tavolo/engine/scala40"
)

// TestRecentKeepsTheLast50: the 51st and 52nd finished matches push out
// the two oldest; the list is newest first, with the time each ended.
func TestRecentKeepsTheLast50(t *testing.T) {
	dir := t.TempDir()
	start := time.Date(2026, 11, 1, 20, 0, 0, 0, time.UTC)
	for i := range RecentKeep + 2 {
		g := newGame(t, uint64(i+1))
		play(t, g, 3)
		if _, err := SaveRecent(dir, record(t, g), start.Add(time.Duration(i)*time.Minute)); err != nil {
			t.Fatal(err)
		}
	}
	got, notices := LoadRecent(dir, scala40.GameName, replay)
	if len(notices) != 0 || len(got) != RecentKeep {
		t.Fatalf("%d kept, notices %v; want %d, none", len(got), notices, RecentKeep)
	}
	if got[0].Record.Seed != RecentKeep+2 || got[len(got)-1].Record.Seed != 3 {
		t.Errorf("kept seeds %d … %d, want %d … 3", got[0].Record.Seed, got[len(got)-1].Record.Seed, RecentKeep+2)
	}
	if want := start.Add((RecentKeep + 1) * time.Minute); !got[0].When.Equal(want) {
		t.Errorf("newest ended %v, want %v", got[0].When, want)
	}
}

// TestRecentSameSecond: two matches ending in the same second are both
// kept.
func TestRecentSameSecond(t *testing.T) {
	dir := t.TempDir()
	when := time.Date(2026, 11, 1, 20, 0, 0, 0, time.UTC)
	g := newGame(t, 5)
	a, err1 := SaveRecent(dir, record(t, g), when)
	b, err2 := SaveRecent(dir, record(t, g), when)
	if err1 != nil || err2 != nil || a == b {
		t.Fatalf("%s, %s: %v, %v", a, b, err1, err2)
	}
	if got, _ := LoadRecent(dir, scala40.GameName, replay); len(got) != 2 {
		t.Fatalf("%d listed, want 2", len(got))
	}
}

// TestRecentDamagedIsSetAside: a finished match whose file was changed
// (checksum), cut short or is another game's is moved aside with a
// notice naming where it was kept; the good ones are still listed.
func TestRecentDamagedIsSetAside(t *testing.T) {
	dir := t.TempDir()
	when := time.Date(2026, 11, 1, 20, 0, 0, 0, time.UTC)
	var paths []string
	for i := range 4 {
		g := newGame(t, uint64(i+1))
		play(t, g, 5)
		p, err := SaveRecent(dir, record(t, g), when.Add(time.Duration(i)*time.Hour))
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	data, _ := os.ReadFile(paths[0])
	os.WriteFile(paths[0], []byte(strings.Replace(string(data), `"Anna"`, `"Anne"`, 1)), 0o644)
	os.WriteFile(paths[1], data[:len(data)/2], 0o644)
	os.WriteFile(paths[2], []byte(strings.Replace(string(data), `"scala40"`, `"canasta"`, 1)), 0o644)
	got, notices := LoadRecent(dir, scala40.GameName, replay)
	if len(got) != 1 || got[0].Path != paths[3] {
		t.Fatalf("listed %v, want only %s", got, paths[3])
	}
	if len(notices) != 3 {
		t.Fatalf("%d notices, want 3", len(notices))
	}
	for _, n := range notices {
		if n.Key != KeyRecentDamaged || n.Name == "" || !strings.Contains(n.Message, n.Name) {
			t.Errorf("notice %+v", n)
		}
		if _, err := os.Stat(n.File); err != nil {
			t.Errorf("the damaged file was not kept: %v", err)
		}
	}
	if got, notices := LoadRecent(dir, scala40.GameName, replay); len(got) != 1 || len(notices) != 0 {
		t.Errorf("again: %d listed, %d notices; want 1, 0", len(got), len(notices))
	}
}

// TestReviewsCache: what SaveReviews wrote LoadReviews reads; a damaged
// cache reads as empty.
func TestReviewsCache(t *testing.T) {
	dir := t.TempDir()
	if err := SaveReviews(dir, map[string]int{"a": 1}); err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	LoadReviews(dir, &got)
	if got["a"] != 1 {
		t.Fatalf("read %v", got)
	}
	os.WriteFile(filepath.Join(dir, ReviewsFile), []byte("{not json"), 0o644)
	got = map[string]int{}
	LoadReviews(dir, &got)
	if len(got) != 0 {
		t.Fatalf("a damaged cache read %v", got)
	}
	if l, _ := LoadRecent(dir, scala40.GameName, nil); len(l) != 0 {
		t.Fatalf("the cache was listed as a match: %v", l)
	}
}
