package app

import (
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"unsafe"
)

// schedIdle is Linux's SCHED_IDLE scheduling policy: a thread under it
// runs only on CPU time no thread of normal policy beside it wants, and
// a normal thread that wakes up takes the CPU from it at once. A thread
// at nice 10 keeps about a tenth of a CPU against a busy window's
// thread, and the window waits for it to be preempted.
const schedIdle = 5

// judgeNice is the niceness of the judge's threads where the system
// refuses SCHED_IDLE (a sandbox that filters sched_setscheduler).
const judgeNice = 19

// idleThread puts the thread tid (0: the calling one) under SCHED_IDLE,
// or at judgeNice where that is refused. Threads it starts afterwards
// inherit its policy and niceness.
func idleThread(tid int) {
	var param struct{ priority int32 } // SCHED_IDLE has priority 0
	_, _, e := syscall.RawSyscall(syscall.SYS_SCHED_SETSCHEDULER, uintptr(tid), schedIdle, uintptr(unsafe.Pointer(&param)))
	if e != 0 {
		if tid == 0 {
			tid = syscall.Gettid()
		}
		_ = syscall.Setpriority(syscall.PRIO_PROCESS, tid, judgeNice)
	}
}

// judgeWorkerStart is the judge's WorkerStart: each search thread of
// the judge's process is under SCHED_IDLE (idleThread), as every thread
// of that process is already (lowerProcessPriority); this only makes
// sure.
func judgeWorkerStart() { idleThread(0) }

// lowerProcessPriority puts every thread of the judge's process under
// SCHED_IDLE (idleThread), so that it yields every CPU the window, its
// display server and its renderer want: the garbage collector's workers
// and Go's other threads as well as the search's, since each thread
// started later inherits the policy of the thread that starts it. A
// thread started while the list is gone through, by one not yet set,
// is met by the next pass: it ends on the pass that finds no new one.
func lowerProcessPriority() {
	done := map[int]bool{}
	for {
		tasks, err := os.ReadDir("/proc/self/task")
		if err != nil {
			idleThread(0)
			return
		}
		fresh := false
		for _, t := range tasks {
			if tid, err := strconv.Atoi(t.Name()); err == nil && !done[tid] {
				idleThread(tid)
				done[tid], fresh = true, true
			}
		}
		if !fresh {
			return
		}
	}
}

// belowNormal starts cmd at the priority of the thread that starts it
// (a child inherits the niceness of that thread), and has it killed if
// that thread ends (Pdeathsig): the judge is started from a thread kept
// locked until the process has ended, so that only the window's process
// dying ends it early, and a judge stopped to give way to the window
// (pauseProcess) is never left stopped behind it.
func belowNormal(cmd *exec.Cmd) {
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	cmd.SysProcAttr.Pdeathsig = syscall.SIGKILL
}
