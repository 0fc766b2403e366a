//go:build !linux && !windows && !darwin && !dragonfly && !freebsd && !netbsd && !openbsd

package app

import "os/exec"

// lowerProcessPriority does nothing on systems without a portable
// process priority.
func lowerProcessPriority() {}

// belowNormal does nothing on systems without a portable process
// priority.
func belowNormal(*exec.Cmd) {}

// judgeWorkerStart, the judge's WorkerStart, has nothing to add to
// lowerProcessPriority here.
func judgeWorkerStart() {}
