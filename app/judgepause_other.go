//go:build !unix

package app

import "os"

// pauseProcess cannot stop a process here (Windows has no signal for
// it): the judge only keeps to its lower priority.
func pauseProcess(*os.Process) bool { return false }

// continueProcess has nothing to continue here.
func continueProcess(*os.Process) {}
