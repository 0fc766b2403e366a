package app

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"tavolo/engine/match"
	"tavolo/engine/review"
)

// testJudgeEnv names how the test binary, started as the judge, behaves
// (testJudge).
const testJudgeEnv = "TAVOLO_TEST_JUDGE"

// testJudge is the test binary as the judge: the app's own judge
// (RunJudge), or one that fails as how says: "garbage" answers what is
// not a judge's line, "exit1" ends at once with status 1, "half" judges
// one decision and ends with status 3.
func testJudge(how string) int {
	switch how {
	case "garbage":
		_, _ = io.ReadAll(io.LimitReader(os.Stdin, 1))
		fmt.Println("Segmentation fault? {not a line of the judge")
		return 0
	case "exit1":
		return 1
	case "half":
		_, _ = io.ReadAll(io.LimitReader(os.Stdin, 1))
		line, _ := json.Marshal(judgeLine{Decision: &review.Decision{Hand: 1, Step: 3, Move: "x", Best: "x", Judged: true}})
		fmt.Println(string(line))
		return 3
	}
	return RunJudge(os.Stdin, os.Stdout)
}

// judgeMisbehaving makes the judge's process behave as how says
// (testJudge) for one test.
func judgeMisbehaving(t *testing.T, how string) {
	old := judgeCommand
	judgeCommand = func() (*exec.Cmd, error) {
		cmd, err := old()
		if err == nil {
			cmd.Env = append(os.Environ(), testJudgeEnv+"="+how)
		}
		return cmd, err
	}
	t.Cleanup(func() { judgeCommand = old })
}

// tinyHand is a short Klaberjass record to judge: a hand played by the
// weakest computers, cut after its bidding and first trick or two, so
// that the real judge takes a moment only.
func tinyHand(t *testing.T) *match.Record {
	return firstActions(finishedHand(t, "klaberjass", 4), 8)
}

// TestChildJudgeSameAsInProcess: the review computed in the judge's own
// process reaches the window decision by decision, through the same
// path as before (Shell.judge: got, then done), and its decisions are
// those of the game's judge run in the window's process, same seed.
func TestChildJudgeSameAsInProcess(t *testing.T) {
	s, _ := newShell(t)
	g, _ := lookupGame("klaberjass")
	rec := tinyHand(t)
	r, err := newHandReview(g, rec, 1)
	if err != nil {
		t.Fatal(err)
	}
	want, err := g.Review(rec, review.Options{Seat: 0, Hand: 1, Seed: reviewSeed})
	if err != nil || len(want) == 0 {
		t.Fatalf("in the window's process: %d decisions, %v", len(want), err)
	}
	var mu sync.Mutex
	var got []review.Decision
	done := make(chan error, 1)
	s.judge(r, 0, func(ds []review.Decision) {
		mu.Lock()
		got = append(got, ds...)
		mu.Unlock()
	}, func(err error) { done <- err })
	select {
	case err = <-done:
	case <-time.After(5 * time.Minute):
		t.Fatal("the judge's process never ended")
	}
	mu.Lock()
	defer mu.Unlock()
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("in a child process: %v, %+v\nwant %+v", err, got, want)
	}
	if kept, ok := s.cachedReview(g.Name, r.key(0)); !ok || !reflect.DeepEqual(kept, want) {
		t.Errorf("kept %v: %+v", ok, kept)
	}
}

// TestChildJudgeLeft: stopping a review half-way (as leaving its
// screen does) kills the judge's process and waits for it (no zombie),
// nothing of the judge goes on in the window and nothing is kept.
func TestChildJudgeLeft(t *testing.T) {
	s, _ := newShell(t)
	g, _ := lookupGame("klaberjass")
	r, err := newHandReview(g, finishedHand(t, "klaberjass", 4), 1)
	if err != nil {
		t.Fatal(err)
	}
	var cmd *exec.Cmd
	old := judgeCommand
	judgeCommand = func() (*exec.Cmd, error) {
		c, err := old()
		cmd = c
		return c, err
	}
	t.Cleanup(func() { judgeCommand = old })
	before := thinkers.Load()
	first := make(chan struct{})
	var once sync.Once
	ended := make(chan error, 1)
	j := s.judge(r, 0, func([]review.Decision) { once.Do(func() { close(first) }) }, func(err error) { ended <- err })
	select {
	case <-first:
	case <-time.After(5 * time.Minute):
		t.Fatal("no decision came from the judge's process")
	}
	j.stop()
	deadline := time.Now().Add(time.Minute)
	for thinkers.Load() != before {
		if time.Now().After(deadline) {
			t.Fatal("the judge still runs a minute after it was stopped")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if cmd.ProcessState == nil {
		t.Fatal("the judge's process was not waited for")
	}
	if cmd.ProcessState.Success() {
		t.Errorf("the judge's process ended by itself (%v), not killed", cmd.ProcessState)
	}
	if runtime.GOOS == "linux" {
		if _, err := os.Stat(fmt.Sprintf("/proc/%d", cmd.Process.Pid)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("the judge's process %d is still there: %v", cmd.Process.Pid, err)
		}
	}
	select {
	case err := <-ended:
		t.Errorf("a stopped review was told its end: %v", err)
	default:
	}
	if _, ok := s.cachedReview(g.Name, r.key(0)); ok {
		t.Error("a review stopped half-way was kept")
	}
}

// TestChildJudgeFails: a judge's process that writes garbage, ends
// early or says an error gives the review a clear message, with the
// decisions that came before; one that cannot be started leaves the
// hand to the judge in the window's process.
func TestChildJudgeFails(t *testing.T) {
	rec := tinyHand(t)
	o := review.Options{Seat: 0, Hand: 1, Seed: reviewSeed}
	// The judge's process dies with the thread that started it
	// (belowNormal): this one is kept until the test's end, as the
	// app's judge keeps its own.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	for _, c := range []struct {
		how, want string
		got       int // decisions passed on
	}{
		{"garbage", "the calculation gave an answer that cannot be read", 0},
		{"exit1", "the calculation stopped before its end (exit code 1)", 0},
		{"half", "the calculation stopped before its end (exit code 3)", 1},
	} {
		judgeMisbehaving(t, c.how)
		var got int
		o.Progress = func(review.Decision) { got++ }
		ds, err := judgeInChild(rec, o, nil)
		if err == nil || err.Error() != c.want || got != c.got || len(ds) != c.got {
			t.Errorf("%s: %d decisions (%d passed on), %v; want %d, %q", c.how, len(ds), got, err, c.got, c.want)
		}
	}
	judgeMisbehaving(t, "")
	_, err := judgeInChild(rec, review.Options{Seat: 7, Hand: 1}, nil)
	if err == nil || !strings.Contains(err.Error(), "seat 7") {
		t.Errorf("the judge's own error: %v", err)
	}

	old := judgeCommand
	judgeCommand = func() (*exec.Cmd, error) { return exec.Command(filepath.Join(t.TempDir(), "gone")), nil }
	t.Cleanup(func() { judgeCommand = old })
	g, _ := lookupGame("klaberjass")
	_, err = childJudge(g)(rec, review.Options{Seat: 0, Hand: 1, Stop: func() bool { return true }}, nil)
	if !errors.Is(err, review.ErrStopped) {
		t.Errorf("with no judge's process: %v, want the window's own judge (stopped at once)", err)
	}
}

// TestDecisionBatch: the first decision judged reaches the window at
// once, the next ones together, in one call (the screen is drawn once
// for them), once judgeShowEvery has passed since the last were passed,
// and the rest at the end; none is lost or reordered.
func TestDecisionBatch(t *testing.T) {
	newShell(t)
	var at time.Time
	var got [][]int // the steps of each call
	b := &decisionBatch{now: func() time.Time { return at }, got: func(ds []review.Decision) {
		var steps []int
		for _, d := range ds {
			steps = append(steps, d.Step)
		}
		got = append(got, steps)
	}}
	for _, c := range []struct {
		after time.Duration // since the start
		step  int
		want  [][]int // passed so far
	}{
		{0, 1, [][]int{{1}}},
		{judgeShowEvery / 2, 2, [][]int{{1}}},
		{judgeShowEvery - 1, 3, [][]int{{1}}},
		{judgeShowEvery, 4, [][]int{{1}, {2, 3, 4}}},
		{judgeShowEvery + 1, 5, [][]int{{1}, {2, 3, 4}}},
	} {
		at = time.Unix(1000, 0).Add(c.after)
		b.add(review.Decision{Step: c.step})
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("after decision %d: passed %v, want %v", c.step, got, c.want)
		}
	}
	b.flush()
	b.flush()
	if want := [][]int{{1}, {2, 3, 4}, {5}}; !reflect.DeepEqual(got, want) {
		t.Errorf("at the end: passed %v, want %v", got, want)
	}
	// Seven decisions judged within judgeShowEvery reach the window in
	// calls of judgeDrawAtOnce at most (3, 3, 1).
	got = nil
	for step := 6; step <= 12; step++ {
		b.add(review.Decision{Step: step})
	}
	b.flush()
	if want := [][]int{{6, 7, 8}, {9, 10, 11}, {12}}; judgeDrawAtOnce != 3 || !reflect.DeepEqual(got, want) {
		t.Errorf("seven at once: passed %v, want %v (judgeDrawAtOnce %d)", got, want, judgeDrawAtOnce)
	}
}
