package app

import (
	"os/exec"
	"syscall"
)

var (
	kernel32          = syscall.NewLazyDLL("kernel32.dll")
	setThreadPriority = kernel32.NewProc("SetThreadPriority")
	getCurrentThread  = kernel32.NewProc("GetCurrentThread")
	setPriorityClass  = kernel32.NewProc("SetPriorityClass")
	getCurrentProcess = kernel32.NewProc("GetCurrentProcess")
)

// threadPriorityBelowNormal is THREAD_PRIORITY_BELOW_NORMAL.
const threadPriorityBelowNormal = ^uintptr(0) // -1

// lowerThreadPriority makes the calling OS thread yield to the window's
// threads. A failure only means hard thinks at normal priority.
func lowerThreadPriority() {
	h, _, _ := getCurrentThread.Call()
	_, _, _ = setThreadPriority.Call(h, threadPriorityBelowNormal)
}

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
