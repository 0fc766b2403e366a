//go:build darwin || dragonfly || freebsd || netbsd || openbsd

package app

import (
	"os/exec"
	"syscall"
)

// lowerProcessPriority puts the whole process at nice 10 (on these
// systems setpriority on the process changes all its threads): the
// review's judge (RunJudge) yields so to the window.
func lowerProcessPriority() {
	_ = syscall.Setpriority(syscall.PRIO_PROCESS, 0, 10)
}

// belowNormal does nothing here: the judge lowers itself
// (lowerProcessPriority).
func belowNormal(*exec.Cmd) {}

// judgeWorkerStart, the judge's WorkerStart, has nothing to add to
// lowerProcessPriority here.
func judgeWorkerStart() {}
