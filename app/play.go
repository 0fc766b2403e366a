package app

import (
	"fmt"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"tavolo/app/appdef"
	"tavolo/app/store"
	"tavolo/app/table"
	"tavolo/engine/games"
	"tavolo/engine/match"
)

// uiDo runs f on the UI goroutine, from any other (tests replace it to
// run f in step with them).
var uiDo = fyne.Do

// tableExec and tableGo, when set, replace how tables post computer moves
// to the UI goroutine and where computers think, and tableClock the clock
// that paces them (tests run them in step).
var (
	tableExec, tableGo func(func())
	tableClock         table.Clock
)

// host is what the shell lends a game's descriptor to seat computers
// and open a table (appdef.Host).
func (s *Shell) host() *appdef.Host {
	return &appdef.Host{
		WorkerStart: lowerThreadPriority,
		Thinking:    &thinkers,
		Builtin:     s.builtinComputers,
		Fail:        func(err error) { dialog.ShowError(err, s.Win) },
		Table:       s.matchTable,
	}
}

// matchTable sets up the table of match m of a game: its setup, the
// autosave of every accepted action (the save is cleared when the match
// ends), the statistics of every finished hand, and the window it opens
// in. New match shows the game's new-match screen again.
func (s *Shell) matchTable(game string, deal uint64, m games.Match, players []match.Player, rematch func()) *appdef.Table {
	saver := newAutosaver(s.saveDir(game))
	saver.writing = &s.pending
	frames := startFrameLog()
	newMatch := func() {
		if g, ok := lookupGame(game); ok {
			g.newMatch(s)
		}
	}
	return &appdef.Table{
		Setup:    s.tableSetup(deal, newMatch, rematch, frames),
		Changed:  func(m games.Match) { saver.save(m, players) },
		HandOver: s.HandOver,
		Open:     func(b appdef.Board, err error) { s.openTable(b, err, frames, saver, m, players) },
	}
}

// tableSetup is what every table is set up with: the deal number, the
// player's card style, size and pace, Leave going home, the new-match
// and rematch buttons, the sounds, and where the table's work runs (the
// frame log's Exec when it measures the window).
func (s *Shell) tableSetup(deal uint64, newMatch, rematch func(), frames *frameLog) table.Setup {
	st := table.Setup{
		Deal:       deal,
		Style:      s.CardStyle(),
		CardScale:  s.CardScale(),
		Pace:       s.Pace(),
		OnLeave:    s.Home,
		OnNewMatch: newMatch,
		OnRematch:  rematch,
		Sound:      s.PlaySound,
		Exec:       tableExec,
		Go:         tableGo,
		Clock:      tableClock,
		OnReview:   s.reviewPlaying,
	}
	if frames != nil && st.Exec == nil {
		st.Exec = frames.exec
	}
	return st
}

// board is a game's table as the shell shows it.
type board = appdef.Board

// openTable shows a board just built (or the error that kept it from
// being built): the match is saved at once, so a new match is resumable
// from its first card, and leaving the board stops it, writes the last
// save and ends the frame log.
func (s *Shell) openTable(t board, err error, frames *frameLog, saver *autosaver, m games.Match, players []match.Player) {
	if err != nil {
		frames.end()
		dialog.ShowError(err, s.Win)
		return
	}
	saver.failed = func(err error) { uiDo(func() { s.saveFailed(saver, err) }) }
	saver.over = func(rec *match.Record) { s.keepFinished(rec) }
	s.atTable.m, s.atTable.players = m, players
	saver.save(m, players)
	s.Show(t, func() {
		t.Stop()
		saver.flush()
		frames.end()
	})
	s.Win.Canvas().Focus(t)
}

// autosaver writes the match in progress off the UI goroutine: the record
// is taken on the UI goroutine (cheap), the file written (with its fsync)
// by one writer goroutine, the newest record winning.
type autosaver struct {
	dir string
	// check replays the save a new one replaces, so that a damaged save
	// is moved aside, never kept as the previous one.
	check func(*match.Record) error

	// over, when set, is given the record of the match once it is over
	// (once), from the UI goroutine.
	over func(*match.Record)
	kept bool

	// failed, when set, is told of the first write that fails after
	// writes that worked (once per failure streak), from the writer
	// goroutine.
	failed func(error)

	// writing, when set, counts the writer while it runs (the Shell's
	// pending, which quitting waits for: Shell.Settle).
	writing *sync.WaitGroup

	mu      sync.Mutex
	pending *match.Record
	clear   bool
	busy    bool
	done    *sync.Cond
	// failing is set while the last write failed; unsaved is then what
	// it failed to write (a record, or the clearing), for again.
	failing bool
	unsaved *match.Record
	uclear  bool
}

func newAutosaver(dir string) *autosaver {
	// The save on disk is judged by its own game's replay.
	a := &autosaver{dir: dir, check: func(r *match.Record) error {
		g, ok := games.Lookup(r.Game)
		if !ok || g.Replay == nil {
			return fmt.Errorf("a save of the unknown game %q", r.Game)
		}
		_, err := g.Replay(r)
		return err
	}}
	a.done = sync.NewCond(&a.mu)
	return a
}

// save records m, a match of any game (or clears the save once the
// match is over).
func (a *autosaver) save(m games.Match, players []match.Player) {
	var rec *match.Record
	clear := m.Outcome().Stage == match.MatchOver
	if clear && a.over != nil && !a.kept {
		if r, err := m.Record(players); err == nil {
			a.kept = true
			a.over(r)
		}
	}
	if !clear {
		r, err := m.Record(players)
		if err != nil {
			fyne.LogError("autosave", err)
			return
		}
		rec = r
	}
	a.queue(rec, clear)
}

// queue asks the writer to save rec (or to clear the save), starting it
// if it is idle.
func (a *autosaver) queue(rec *match.Record, clear bool) {
	a.mu.Lock()
	a.pending, a.clear = rec, clear
	if a.busy {
		a.mu.Unlock()
		return
	}
	a.busy = true
	if a.writing != nil {
		a.writing.Add(1)
	}
	a.mu.Unlock()
	go a.write()
}

// again retries what failed to be written, unless something newer was
// asked for meanwhile (it is being written).
func (a *autosaver) again() {
	a.mu.Lock()
	rec, clear, retry := a.unsaved, a.uclear, a.failing && !a.busy
	a.mu.Unlock()
	if retry {
		a.queue(rec, clear)
	}
}

// write saves pending records until there are none.
func (a *autosaver) write() {
	for {
		a.mu.Lock()
		rec, clear := a.pending, a.clear
		a.pending, a.clear = nil, false
		if rec == nil && !clear {
			a.busy = false
			a.done.Broadcast()
			a.mu.Unlock()
			if a.writing != nil {
				a.writing.Done()
			}
			return
		}
		a.mu.Unlock()
		var err error
		if clear {
			err = store.ClearMatch(a.dir)
		} else {
			err = store.SaveMatch(a.dir, rec, a.check)
		}
		a.wrote(rec, clear, err)
	}
}

// wrote notes how a write went, telling the first failure of a streak.
func (a *autosaver) wrote(rec *match.Record, clear bool, err error) {
	a.mu.Lock()
	first := err != nil && !a.failing
	a.failing = err != nil
	a.unsaved, a.uclear = nil, false
	if err != nil {
		a.unsaved, a.uclear = rec, clear
	}
	a.mu.Unlock()
	if err != nil {
		fyne.LogError("autosave", err)
	}
	if first && a.failed != nil {
		a.failed(err)
	}
}

// saveFailed tells the player, at once and in words, that the match in
// progress could not be saved and what to do; closing the notice tries
// again (as does every move).
func (s *Shell) saveFailed(a *autosaver, err error) {
	msg := lang.X("save.failed", "The match could not be saved in the folder {{.Dir}}. Check that the folder exists, that it can be written to and that the disk is not full. Tavolo tries again when you close this message and after every move; until a save works, quitting loses the moves since the last save.",
		map[string]any{"Dir": a.dir})
	d := dialog.NewInformation(lang.L("Match not saved"), msg+"\n\n"+err.Error(), s.Win)
	d.SetOnClosed(a.again)
	d.Show()
}

// flush waits until everything asked for is on disk.
func (a *autosaver) flush() {
	a.mu.Lock()
	for a.busy {
		a.done.Wait()
	}
	a.mu.Unlock()
}
