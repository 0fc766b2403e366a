package store

import (
	"os"
	"path/filepath"
	"testing"

	"tavolo/engine/scala40"
)

// TestSave010Resumes loads a Scala 40 save written by Tavolo 0.1.0 (three
// players, hand 3 in play, 1097 actions) and replays it: every later save
// format must keep reading it.
func TestSave010Resumes(t *testing.T) {
	data, err := os.ReadFile("testdata/save-0.1.0.json")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, CurrentFile), data, 0o644); err != nil {
		t.Fatal(err)
	}
	rec, notice, err := LoadMatch(dir, scala40.GameName, replay)
	if err != nil || notice != nil || rec == nil {
		t.Fatalf("LoadMatch: %v, %v, %v", rec, notice, err)
	}
	g, err := scala40.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	if g.Players() != 3 || g.HandNo() != 3 || len(g.Log()) != 1097 {
		t.Fatalf("resumed %d players, hand %d, %d actions; want 3, 3, 1097", g.Players(), g.HandNo(), len(g.Log()))
	}
	if len(g.Legal(g.ToMove())) == 0 {
		t.Fatal("the resumed match has no legal action")
	}
	if p := rec.Players; p[0].Name != "Anna" || p[1].Kind != "easy" || p[2].Kind != "hard" {
		t.Fatalf("players %v", p)
	}
}
