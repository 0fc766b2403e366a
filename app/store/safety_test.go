package store

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"tavolo/engine/match"
	"tavolo/engine/scala40"
)

// TestNewMatchOverDamagedSaveKeepsGoodPrevious: a save that parses but
// does not replay sits on disk with a good previous save beside it; the
// first save of a new match moves the damaged one aside and leaves the
// good previous save where it was, instead of copying the damaged one
// over it.
func TestNewMatchOverDamagedSaveKeepsGoodPrevious(t *testing.T) {
	dir := t.TempDir()
	g := newGame(t, 3)
	play(t, g, 4)
	goodData := must(record(t, g).Encode())
	tampered := *record(t, g)
	tampered.Actions = json.RawMessage(`[{"kind":8,"seat":0}]`) // next-hand in the middle of a hand
	bad := must(tampered.Encode())
	if err := replay(&tampered); err == nil {
		t.Fatal("the tampered save replays: the test proves nothing")
	}
	os.WriteFile(filepath.Join(dir, PreviousFile), goodData, 0o644)
	os.WriteFile(filepath.Join(dir, CurrentFile), bad, 0o644)

	fresh := newGame(t, 99)
	if err := SaveMatch(dir, record(t, fresh), replay); err != nil {
		t.Fatal(err)
	}
	if prev, _ := os.ReadFile(filepath.Join(dir, PreviousFile)); !bytes.Equal(prev, goodData) {
		t.Fatalf("the good previous save was replaced by:\n%s", prev)
	}
	aside := damagedFiles(t, dir)
	if len(aside) != 1 {
		t.Fatalf("damaged save not moved aside: %v", aside)
	}
	if kept, _ := os.ReadFile(aside[0]); !bytes.Equal(kept, bad) {
		t.Fatal("the damaged save was not kept as it was")
	}
	if cur, _ := os.ReadFile(filepath.Join(dir, CurrentFile)); !bytes.Equal(cur, must(record(t, fresh).Encode())) {
		t.Fatal("the new match was not saved")
	}
}

// TestSaveOverUnreadableKeepsIt: whatever is in current.json that is not
// a save of this game (broken JSON, a newer version, another game) is
// moved aside before the new save is written, never lost or rotated.
func TestSaveOverUnreadableKeepsIt(t *testing.T) {
	g := newGame(t, 4)
	for name, data := range map[string][]byte{
		"truncated": []byte(`{"version":1,"game":"scala40","seed":`),
		"newer":     []byte(`{"version":99,"game":"scala40"}`),
		"other":     []byte(`{"version":1,"game":"briscola","seed":1}`),
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			os.WriteFile(filepath.Join(dir, CurrentFile), data, 0o644)
			if err := SaveMatch(dir, record(t, g), replay); err != nil {
				t.Fatal(err)
			}
			if _, err := os.Stat(filepath.Join(dir, PreviousFile)); err == nil {
				t.Fatal("an unusable save was rotated into the previous slot")
			}
			aside := damagedFiles(t, dir)
			if len(aside) != 1 {
				t.Fatalf("not moved aside: %v", aside)
			}
			if kept, _ := os.ReadFile(aside[0]); !bytes.Equal(kept, data) {
				t.Fatal("not kept as it was")
			}
		})
	}
}

// TestResaveKeepsPreviousOneMoveOlder: saving the state already on disk
// (as a resumed match does) leaves both files alone, so the previous save
// stays one real move older than the current one.
func TestResaveKeepsPreviousOneMoveOlder(t *testing.T) {
	dir := t.TempDir()
	g := newGame(t, 5)
	play(t, g, 3)
	older := record(t, g)
	play(t, g, 1)
	now := record(t, g)
	for _, r := range []*match.Record{older, now, now} {
		if err := SaveMatch(dir, r, replay); err != nil {
			t.Fatal(err)
		}
	}
	prev, _ := os.ReadFile(filepath.Join(dir, PreviousFile))
	if !bytes.Equal(prev, must(older.Encode())) {
		t.Fatalf("previous save has %s", prev)
	}
	// Resumed and one more move: the previous save is the resumed state.
	rec, n, err := LoadMatch(dir, scala40.GameName, replay)
	if err != nil || n != nil {
		t.Fatal(n, err)
	}
	g2, err := scala40.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	if err := SaveMatch(dir, record(t, g2), replay); err != nil {
		t.Fatal(err)
	}
	play(t, g2, 1)
	if err := SaveMatch(dir, record(t, g2), replay); err != nil {
		t.Fatal(err)
	}
	prev, _ = os.ReadFile(filepath.Join(dir, PreviousFile))
	if !bytes.Equal(prev, must(now.Encode())) {
		t.Fatal("after a resume and a move, the previous save is not the resumed state")
	}
}

// TestWriteFileThroughLink: a file that is a symbolic link is written
// where the link points; the link stays a link.
func TestWriteFileThroughLink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "real", "settings.toml")
	os.MkdirAll(filepath.Dir(target), 0o755)
	os.WriteFile(target, []byte("old"), 0o644)
	link := filepath.Join(dir, "settings.toml")
	if err := os.Symlink(target, link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	if err := WriteFile(link, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link was replaced: %v %v", fi, err)
	}
	if got, _ := os.ReadFile(target); string(got) != "new" {
		t.Fatalf("target holds %q", got)
	}
	// A link to nothing is refused, not replaced.
	dangling := filepath.Join(dir, "gone.toml")
	os.Symlink(filepath.Join(dir, "nowhere", "x.toml"), dangling)
	if err := WriteFile(dangling, []byte("x")); err == nil {
		t.Fatal("wrote over a dangling link")
	}
	if fi, err := os.Lstat(dangling); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatal("the dangling link was replaced")
	}
}
