// Command tavolo is the Tavolo card table: Scala 40 (and soon Canasta
// and Klaberjass) against the computer or passing the laptop around.
package main

import (
	// earlyenv must be initialised before Fyne: see its doc comment.
	_ "earlyenv"

	"os"
	"os/signal"
	"syscall"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"

	"tavolo/app"
	"tavolo/assets"
)

func main() {
	a := fyneapp.NewWithID(app.ID)
	a.SetIcon(assets.Icon)
	s := app.New(a)
	// SIGTERM or Ctrl-C closes the window the normal way, so the match in
	// progress is saved as on any close.
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGTERM, os.Interrupt)
	go func() {
		<-sig
		fyne.Do(a.Quit)
	}()
	s.Win.ShowAndRun()
}
