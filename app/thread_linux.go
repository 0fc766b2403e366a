package app

import "syscall"

// lowerThreadPriority makes the calling OS thread yield to the window's
// threads: on Linux setpriority on a thread id changes only that thread.
// A failure only means hard thinks at normal priority.
func lowerThreadPriority() {
	_ = syscall.Setpriority(syscall.PRIO_PROCESS, syscall.Gettid(), 10)
}
