//go:build quithang

package main

import "fyne.io/fyne/v2"

// Built with the tag quithang (scripts/quit-under-load.sh, QUIT_HANG=1),
// the app never gets out of ShowAndRun once its window's loop has ended,
// as when Fyne's loop dropped a callback at its end: its stop hook never
// returns, so ShowAndRun waits in WaitForEvents forever. Only the
// quitter can then end the process.
func init() {
	beforeRun = func(a fyne.App) {
		a.Lifecycle().SetOnStopped(func() { select {} })
	}
}
