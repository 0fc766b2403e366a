package app

import (
	"os"
	"os/exec"
	"strconv"
	"syscall"
)

// lowerThreadPriority makes the calling OS thread yield to the window's
// threads: on Linux setpriority on a thread id changes only that thread.
// A failure only means hard thinks at normal priority.
func lowerThreadPriority() {
	_ = syscall.Setpriority(syscall.PRIO_PROCESS, syscall.Gettid(), 10)
}

// lowerProcessPriority puts every thread of the process at nice 10, and
// with them those they start: the review's judge (RunJudge) yields so
// to the window. Its process is started from a thread at nice 10
// already (Shell.judge), so this only makes sure.
func lowerProcessPriority() {
	tasks, err := os.ReadDir("/proc/self/task")
	if err != nil {
		lowerThreadPriority()
		return
	}
	for _, t := range tasks {
		if tid, err := strconv.Atoi(t.Name()); err == nil {
			_ = syscall.Setpriority(syscall.PRIO_PROCESS, tid, 10)
		}
	}
}

// belowNormal starts cmd at the priority of the thread that starts it
// (a child inherits the niceness of that thread): nothing to add.
func belowNormal(*exec.Cmd) {}
