package app

import "syscall"

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
