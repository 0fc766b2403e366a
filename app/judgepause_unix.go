//go:build unix

package app

import (
	"os"
	"syscall"
)

// pauseProcess stops p (SIGSTOP) until continueProcess: whether it did.
// A stopped process is still killed at once by Kill, and one left
// stopped by a window that died is continued and hung up by the system
// (its process group is orphaned).
func pauseProcess(p *os.Process) bool { return p.Signal(syscall.SIGSTOP) == nil }

// continueProcess lets p go on (SIGCONT).
func continueProcess(p *os.Process) { _ = p.Signal(syscall.SIGCONT) }
