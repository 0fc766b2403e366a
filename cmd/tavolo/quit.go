package main

import (
	"os"
	"time"
)

// quitGrace is how long a signal's quit lets the window's loop end the
// process the normal way before the quitter ends it itself.
const quitGrace = 3 * time.Second

// quitter ends the app on SIGTERM or Ctrl-C within about quitGrace,
// whatever the window's loop does, and never in the middle of a save.
//
// The normal way out is the window's: the loop is asked to end,
// ShowAndRun returns and main closes the session (the table left, its
// last save written). Fyne 2.7's loop does not always let the process
// get there: at its end it drops the callbacks still queued for the UI
// goroutine without running them, and one that a goroutine waits for
// (its own lifecycle queue's, which ShowAndRun waits for in
// WaitForEvents) leaves it waiting forever; the app was seen to hang
// there twice under load. So after quitGrace, or at a second signal, the
// quitter waits for the files being written (Shell.Settle: the match's
// save is queued at every move, and every file is written whole or not
// at all) and ends the process.
type quitter struct {
	// quit asks the window's loop to end (App.Quit through fyne.Do).
	quit func()
	// settle waits for the files being written (Shell.Settle).
	settle func()
	// after is time.After; exit is os.Exit.
	after func(time.Duration) <-chan time.Time
	exit  func(int)
}

// run waits for a signal on sig, then ends the app as the quitter says.
func (q quitter) run(sig <-chan os.Signal) {
	<-sig
	q.askQuit()
	select {
	case <-q.after(quitGrace):
	case <-sig:
	}
	q.settle()
	q.exit(0)
}

// askQuit asks the window's loop to end. Fyne quits on SIGTERM and
// SIGINT too, and a callback posted just as its loop closes its queue is
// sent on a closed channel: that panic only says that the loop is ending
// already, and the quitter goes on.
func (q quitter) askQuit() {
	defer func() { _ = recover() }()
	q.quit()
}
