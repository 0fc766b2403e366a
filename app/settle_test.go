package app

import (
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"tavolo/engine/games"
	"tavolo/engine/klaberjass"
	"tavolo/engine/match"
)

// TestSettleWaitsForTheMatchsSave: Shell.Settle, what the quit on a
// signal waits for before it ends a process whose window no longer
// answers, returns only once the match's writer has ended (it waited
// for the statistics and the recent matches only, so the last move's
// save could be cut off).
func TestSettleWaitsForTheMatchsSave(t *testing.T) {
	s, _ := newShell(t)
	dir := filepath.Join(t.TempDir(), "klaberjass")
	os.WriteFile(dir, nil, 0o644) // a file in the folder's place: the write fails, and the writer tells it
	a := newAutosaver(dir)
	a.writing = &s.pending
	entered, release := make(chan struct{}), make(chan struct{})
	var told atomic.Bool
	a.failed = func(error) {
		close(entered)
		<-release // the writer is held here, as by a slow disk
		told.Store(true)
	}
	g, err := klaberjass.New(klaberjass.Default(), 3)
	if err != nil {
		t.Fatal(err)
	}
	a.save(games.Of(g), []match.Player{{Name: "Anna", Kind: kindHuman}, {Name: "Bruno", Kind: "easy"}})
	go func() {
		<-entered
		// Settle has had time to return, if it does not wait (the pause
		// only makes that failure show; the test passes however slow
		// the machine is).
		time.Sleep(100 * time.Millisecond)
		close(release)
	}()
	s.Settle()
	if !told.Load() {
		t.Fatal("Settle returned while the match's save was being written")
	}
}
