package main

import (
	"os"
	"slices"
	"sync"
	"syscall"
	"testing"
	"time"
)

// quitRig is a quitter whose window, timer, saves and exit the test
// drives: what it did is in steps, in order.
type quitRig struct {
	q     quitter
	sig   chan os.Signal
	timer chan time.Time // fires the grace's end
	write chan struct{}  // ends the write in flight
	ended chan int       // the exit status
	mu    sync.Mutex
	steps []string
}

func newQuitRig() *quitRig {
	r := &quitRig{sig: make(chan os.Signal, 2), timer: make(chan time.Time), write: make(chan struct{}), ended: make(chan int, 1)}
	r.q = quitter{
		quit: func() { r.step("quit asked") },
		settle: func() {
			<-r.write
			r.step("saves written")
		},
		after: func(d time.Duration) <-chan time.Time {
			if d != quitGrace {
				r.step("a wait other than the grace")
			}
			return r.timer
		},
		exit: func(code int) {
			r.step("exit")
			r.ended <- code
		},
	}
	return r
}

// endsAfterTheSave ends the write in flight and checks that the
// quitter then exits with status 0, having done the steps want.
func (r *quitRig) endsAfterTheSave(t *testing.T, want ...string) {
	t.Helper()
	close(r.write)
	if code := <-r.ended; code != 0 {
		t.Errorf("exit status %d", code)
	}
	if got := r.said(); !slices.Equal(got, want) {
		t.Errorf("steps %q, want %q", got, want)
	}
}

// start runs the quitter, waiting for a signal.
func (r *quitRig) start() { go r.q.run(r.sig) }

func (r *quitRig) step(s string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.steps = append(r.steps, s)
}

func (r *quitRig) said() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.steps...)
}

// TestQuitterEndsAHungWindowAfterTheSaves: on SIGTERM the window's loop
// is asked to end; when it has not ended the process by the grace's end
// (as Fyne's loop hung, waiting for a dropped callback), the quitter
// ends it with status 0, but only once the save being written is on
// disk.
func TestQuitterEndsAHungWindowAfterTheSaves(t *testing.T) {
	r := newQuitRig()
	r.start()
	r.sig <- syscall.SIGTERM
	r.timer <- time.Time{} // the grace is over: the loop did not end
	select {
	case <-r.ended:
		t.Fatalf("exited with a save being written: %q", r.said())
	default:
	}
	r.endsAfterTheSave(t, "quit asked", "saves written", "exit")
}

// TestQuitterSecondSignal: a second SIGTERM or Ctrl-C does not wait for
// the grace, but still for the saves.
func TestQuitterSecondSignal(t *testing.T) {
	r := newQuitRig()
	r.start()
	r.sig <- os.Interrupt
	r.sig <- os.Interrupt
	r.endsAfterTheSave(t, "quit asked", "saves written", "exit")
}

// TestQuitterWhenTheLoopHasClosed: asking a loop that has just closed
// its queue to end panics in Fyne (a send on a closed channel); the
// quitter still waits for the saves and ends the process.
func TestQuitterWhenTheLoopHasClosed(t *testing.T) {
	r := newQuitRig()
	r.q.quit = func() { panic("send on closed channel") }
	r.start()
	r.sig <- syscall.SIGTERM
	r.timer <- time.Time{}
	r.endsAfterTheSave(t, "saves written", "exit")
}
