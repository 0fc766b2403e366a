package store

import (
	"os"
	"path/filepath"
	"testing"
)

// blockers are things that can stand where current.json should be and
// cannot be read as a file.
var blockers = map[string]func(t *testing.T, path string){
	"a folder": func(t *testing.T, path string) {
		if err := os.Mkdir(path, 0o755); err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(path, "note"), []byte("kept"), 0o644)
	},
	"a loop of links": func(t *testing.T, path string) {
		if err := os.Symlink(filepath.Base(path), path); err != nil {
			t.Skip("no symbolic links here:", err)
		}
	},
}

// TestLoadUnreadableOffersPrevious: a folder or a loop of symbolic links
// where the save should be is a damaged save: no raw error, the thing is
// moved aside (kept), the good previous save is loaded and becomes the
// current one again; without a previous save the player is told that
// the match cannot be resumed.
func TestLoadUnreadableOffersPrevious(t *testing.T) {
	for name, block := range blockers {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			g := newGame(t, 8)
			play(t, g, 2)
			if err := SaveMatch(dir, record(t, g), replay); err != nil {
				t.Fatal(err)
			}
			play(t, g, 1)
			if err := SaveMatch(dir, record(t, g), replay); err != nil {
				t.Fatal(err)
			}
			cur := filepath.Join(dir, CurrentFile)
			os.Remove(cur)
			block(t, cur)
			rec, n, err := LoadMatch(dir, "scala40", replay)
			if err != nil {
				t.Fatalf("a raw error: %v", err)
			}
			if n == nil || n.Key != KeySaveDamagedRestored || !n.Restored || rec == nil || actions(t, rec) != 2 {
				t.Fatalf("notice %+v, %d actions; want the previous save (2 actions) restored", n, actions(t, rec))
			}
			if aside := damagedFiles(t, dir); len(aside) != 1 || n.File != aside[0] {
				t.Fatalf("moved aside: %v, notice names %q", aside, n.File)
			}
			if fi, err := os.Lstat(cur); err != nil || !fi.Mode().IsRegular() {
				t.Fatalf("the previous save is not the current one again: %v", err)
			}
		})
		t.Run(name+" without previous", func(t *testing.T) {
			dir := t.TempDir()
			block(t, filepath.Join(dir, CurrentFile))
			rec, n, err := LoadMatch(dir, "scala40", replay)
			if err != nil || rec != nil || n == nil || n.Key != KeySaveDamaged || len(damagedFiles(t, dir)) != 1 {
				t.Fatalf("got %v, %+v, %v; want a damaged-save notice and the thing moved aside", rec, n, err)
			}
		})
	}
}

// TestSaveOverUnreadableMovesItAside: a new save where a folder or a
// loop of links stands moves it aside (kept) and is written; a save
// that cannot be written at all is an error for the caller to tell.
func TestSaveOverUnreadableMovesItAside(t *testing.T) {
	g := newGame(t, 9)
	for name, block := range blockers {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			block(t, filepath.Join(dir, CurrentFile))
			if err := SaveMatch(dir, record(t, g), replay); err != nil {
				t.Fatal(err)
			}
			if len(damagedFiles(t, dir)) != 1 {
				t.Fatal("not moved aside")
			}
			if rec, n, err := LoadMatch(dir, "scala40", replay); rec == nil || n != nil || err != nil {
				t.Fatalf("the new save does not load: %v %+v %v", rec, n, err)
			}
		})
	}
	root := t.TempDir()
	dir := filepath.Join(root, "scala40")
	os.WriteFile(dir, []byte("a file where the folder should be"), 0o644)
	if err := SaveMatch(dir, record(t, g), replay); err == nil {
		t.Fatal("a save into a file, not a folder, reported no error")
	}
}
