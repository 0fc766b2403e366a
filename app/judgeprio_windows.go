package app

import (
	"os/exec"
	"syscall"
)

// belowNormalPriorityClass is BELOW_NORMAL_PRIORITY_CLASS.
const belowNormalPriorityClass = 0x00004000

// lowerProcessPriority puts the whole process below normal priority:
// the review's judge (RunJudge) yields so to the window.
func lowerProcessPriority() {
	h, _, _ := getCurrentProcess.Call()
	_, _, _ = setPriorityClass.Call(h, belowNormalPriorityClass)
}

// belowNormal starts cmd's process below normal priority.
func belowNormal(cmd *exec.Cmd) {
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	cmd.SysProcAttr.CreationFlags |= belowNormalPriorityClass
}

// judgeWorkerStart, the judge's WorkerStart, lowers each search thread
// of the judge's process below its (already lowered) process.
func judgeWorkerStart() { lowerThreadPriority() }
