package app

import (
	"os"
	"os/exec"
	"strconv"
	"sync/atomic"
	"testing"
	"time"
)

// processState is the state letter of process pid in /proc ('T' when
// stopped by a signal).
func processState(t *testing.T, pid int) byte {
	t.Helper()
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		t.Fatal(err)
	}
	return statFields(b)[0][0]
}

// waitState waits (up to 20 s, however busy the machine) until pid is
// stopped (want true) or not.
func waitState(t *testing.T, pid int, stopped bool) {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if (processState(t, pid) == 'T') == stopped {
			return
		}
	}
	t.Fatalf("process %d: stopped should be %v, state %c", pid, stopped, processState(t, pid))
}

// TestJudgeGivesWay: each ask to give way stops the judge's process,
// which goes on by itself after judgeGiveWay; stopping the review kills
// it even while it is stopped.
func TestJudgeGivesWay(t *testing.T) {
	cmd := exec.Command("sleep", "60")
	if err := cmd.Start(); err != nil {
		t.Skip("no sleep command:", err)
	}
	pid := cmd.Process.Pid
	var stop atomic.Bool
	way := make(chan struct{}, 1)
	end := watchJudge(cmd.Process, stop.Load, way)
	way <- struct{}{}
	waitState(t, pid, true)
	waitState(t, pid, false) // judgeGiveWay later, with no new ask
	way <- struct{}{}
	waitState(t, pid, true)
	stop.Store(true)
	err := cmd.Wait() // killed while stopped
	end()
	if err == nil || cmd.ProcessState.Success() {
		t.Errorf("the judge's process ended with %v, want killed", err)
	}
}

// TestJudgeLetGoOnAtTheEnd: ending the watch while the process is
// stopped lets it go on.
func TestJudgeLetGoOnAtTheEnd(t *testing.T) {
	old := judgeGiveWay
	judgeGiveWay = time.Hour
	t.Cleanup(func() { judgeGiveWay = old })
	cmd := exec.Command("sleep", "60")
	if err := cmd.Start(); err != nil {
		t.Skip("no sleep command:", err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	way := make(chan struct{}, 1)
	end := watchJudge(cmd.Process, nil, way)
	way <- struct{}{}
	waitState(t, cmd.Process.Pid, true)
	end()
	waitState(t, cmd.Process.Pid, false)
}
