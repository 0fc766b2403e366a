// Command tavolo is the Tavolo card table: Scala 40, Canasta and
// Klaberjass against the computer or passing the laptop around.
package main

import (
	// earlyenv must be initialised before Fyne: see its doc comment.
	_ "earlyenv"

	"maps"
	"os"
	"os/signal"
	"runtime"
	"runtime/pprof"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"

	"tavolo/app"
	"tavolo/assets"
)

func main() {
	// The review's judge is this binary started by the window with
	// app.JudgeArg: it judges and ends, before anything of the window
	// (and keeps Go's one processor per CPU, as the search expects).
	if app.IsJudge(os.Args[1:]) {
		os.Exit(app.RunJudge(os.Stdin, os.Stdout))
	}
	// TAVOLO_CPUPROFILE=FILE writes a CPU profile of the whole run, for
	// finding what keeps the window busy.
	if path := os.Getenv("TAVOLO_CPUPROFILE"); path != "" {
		if f, err := os.Create(path); err == nil {
			pprof.StartCPUProfile(f)
			defer pprof.StopCPUProfile()
		}
	}
	// The hard players search on one goroutine per CPU; one more
	// processor than CPUs leaves the window's goroutine a processor of
	// its own to run on while they do, and the search threads' lower
	// priority then lets the system schedule it first. With as many
	// processors as CPUs, the window waits for Go's scheduler to preempt
	// a search (10 ms or more each time). An explicit GOMAXPROCS wins.
	if os.Getenv("GOMAXPROCS") == "" {
		runtime.GOMAXPROCS(runtime.NumCPU() + 1)
	}
	a := fyneapp.NewWithID(app.ID)
	if m, changed := withFyneDo(a.Metadata()); changed {
		fyneapp.SetMetadata(m)
	}
	a.SetIcon(assets.Icon)
	s := app.New(a)
	fitScreen(a, s)
	// SIGTERM or Ctrl-C closes the window the normal way, so the match in
	// progress is saved as on any close; if the window's loop does not
	// end the process, the quitter does, once the saves are written.
	sig := make(chan os.Signal, 2)
	signal.Notify(sig, syscall.SIGTERM, os.Interrupt)
	q := quitter{quit: func() { fyne.Do(a.Quit) }, settle: s.Settle, after: time.After, exit: os.Exit}
	go q.run(sig)
	if beforeRun != nil {
		beforeRun(a)
	}
	s.Win.ShowAndRun()
	s.Close()
}

// beforeRun, when set, is given the app just before its window runs:
// a build for a test sets it (quithang.go).
var beforeRun func(fyne.App)

// withFyneDo is the app's metadata saying that the app calls Fyne on
// the UI goroutine only (every other goroutine goes through fyne.Do), as
// FyneApp.toml's [Migrations] says, for a binary started away from that
// file; false when the metadata already says either way. Fyne otherwise
// checks the goroutine on every refresh by reading its stack, which was
// half the time a computer's move took to reach the table.
func withFyneDo(m fyne.AppMetadata) (fyne.AppMetadata, bool) {
	if _, said := m.Migrations["fyneDo"]; said {
		return m, false
	}
	mig := maps.Clone(m.Migrations)
	if mig == nil {
		mig = map[string]bool{}
	}
	mig["fyneDo"] = true
	m.Migrations = mig
	return m, true
}
