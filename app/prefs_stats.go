package app

import (
	"encoding/json"
	"path/filepath"
	"sync"

	"fyne.io/fyne/v2"

	"tavolo/app/stats"
	"tavolo/app/store"
)

// statsPath is where the statistics book is.
func (s *Shell) statsPath() string {
	return filepath.Join(s.configDir(), stats.FileName)
}

// book returns the statistics, reading them the first time. A damaged
// file is moved aside by stats.Load; the player is told once.
func (s *Shell) book() *stats.Book {
	if s.stats == nil {
		b, err := stats.Load(s.statsPath())
		if err != nil {
			fyne.LogError("statistics", err)
			s.statsNotice = err.Error()
		}
		s.stats = b
	}
	return s.stats
}

// statsWrite serialises the writes of the statistics file; statsSeq
// numbers the saves and statsWritten is the newest one written, so an
// older text never overwrites a newer one.
var (
	statsWrite   sync.Mutex
	statsSeq     int
	statsWritten int
)

// saveStats writes the book off the UI goroutine (its text is taken
// here, so later changes do not race with the write).
func (s *Shell) saveStats() {
	data, err := json.MarshalIndent(s.book(), "", "  ")
	if err != nil {
		fyne.LogError("statistics", err)
		return
	}
	path := s.statsPath()
	statsWrite.Lock()
	statsSeq++
	seq := statsSeq
	s.statsPending.Add(1)
	statsWrite.Unlock()
	go func() {
		defer s.statsPending.Done()
		statsWrite.Lock()
		defer statsWrite.Unlock()
		if seq < statsWritten {
			return
		}
		statsWritten = seq
		if err := store.WriteFile(path, data); err != nil {
			fyne.LogError("statistics", err)
		}
	}()
}

// HandOver is told when a hand of a match ends, for the statistics. A
// hand told twice (after a resume) is counted once; a practice hand
// (a deal played again) is not counted.
func (s *Shell) HandOver(h stats.Hand) {
	if s.practice != nil {
		s.practiceOver(h) // a practice hand counts nowhere
		return
	}
	s.book().Add(h)
	s.saveStats()
}
