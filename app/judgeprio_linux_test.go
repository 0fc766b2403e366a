package app

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"tavolo/engine/review"
)

// threadSched is the scheduling policy and niceness of one thread, as
// /proc/PID/task/TID/stat gives them.
type threadSched struct{ policy, nice int }

// readThreadSched reads the policy and niceness of each thread of the
// process pid, by thread id.
func readThreadSched(t *testing.T, pid int) map[string]threadSched {
	t.Helper()
	dir := filepath.Join("/proc", strconv.Itoa(pid), "task")
	tasks, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]threadSched{}
	for _, task := range tasks {
		stat, err := os.ReadFile(filepath.Join(dir, task.Name(), "stat"))
		if err != nil {
			continue // the thread has ended
		}
		// The niceness is the 19th field of the line, the policy the
		// 41st (statFields begins at the 3rd).
		f := statFields(stat)
		nice, _ := strconv.Atoi(f[19-3])
		policy, _ := strconv.Atoi(f[41-3])
		got[task.Name()] = threadSched{policy, nice}
	}
	return got
}

// statFields are the fields of a /proc stat line after the command's
// name in brackets (which may hold spaces): the 3rd of the line (the
// state) first.
func statFields(stat []byte) []string {
	s := string(stat)
	return strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
}

// TestJudgeThreadsIdle: once the judge's process has judged its first
// decision (its search threads have started, Go's own threads with
// them), every one of its threads is under SCHED_IDLE, or at nice 19
// where the system refuses that policy: none keeps a share of the CPU
// the window wants.
func TestJudgeThreadsIdle(t *testing.T) {
	cmd, err := judgeCommand()
	if err != nil {
		t.Skip(err)
	}
	req, err := newJudgeRequest(tinyHand(t), review.Options{Seat: 0, Hand: 1, Seed: reviewSeed})
	if err != nil {
		t.Fatal(err)
	}
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = stdin.Close(); _ = cmd.Process.Kill(); _ = cmd.Wait() }()
	if _, err := stdin.Write(req); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(stdout)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	if !sc.Scan() {
		t.Fatalf("the judge wrote nothing: %v", sc.Err())
	}
	threads := readThreadSched(t, cmd.Process.Pid)
	if len(threads) < 2 {
		t.Errorf("the judge has %d threads", len(threads))
	}
	for tid, s := range threads {
		if s.policy != schedIdle && s.nice != judgeNice {
			t.Errorf("thread %s of the judge: policy %d, nice %d; want policy %d (SCHED_IDLE) or nice %d", tid, s.policy, s.nice, schedIdle, judgeNice)
		}
	}
}
