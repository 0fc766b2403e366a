// Package storetest holds what the kill tests of saves share: running a
// child test process that saves, and killing it at a random moment.
package storetest

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"strconv"
	"testing"
	"time"

	"tavolo/engine/cards"
)

// SeedEnv names the variable that replays a kill test: its value is the
// seed the failing run printed.
const SeedEnv = "TAVOLO_KILL_SEED"

// Rand is the random source of a kill test (its pauses before each kill):
// seeded from SeedEnv when it is set, else from the clock, and the seed
// is logged so a failure can be run again with the same pauses (the
// kills still land where the machine's speed puts them).
func Rand(t testing.TB) *cards.Rand {
	t.Helper()
	seed := uint64(time.Now().UnixNano())
	if v := os.Getenv(SeedEnv); v != "" {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			t.Fatalf("%s=%q: not a seed: %v", SeedEnv, v, err)
		}
		seed = n
	}
	t.Logf("kill seed %d (run again with %s=%d)", seed, SeedEnv, seed)
	return cards.NewRand(seed)
}

// KillChild starts cmd, a child process that saves and prints a line per
// step, reads its output line by line and, once ready accepts a line (or
// the output ends), kills it after a random pause of up to maxDelay. It
// returns every line the child printed. A child that exited on its own
// with a failure fails t, with its standard error. Waiting for a line
// first keeps the test from depending on how fast the machine is.
func KillChild(t testing.TB, cmd *exec.Cmd, rng *cards.Rand, maxDelay time.Duration, ready func(line string) bool) []string {
	t.Helper()
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan []string, 1)
	seen := make(chan struct{})
	go func() {
		var ls []string
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
		signalled := false
		for sc.Scan() {
			ls = append(ls, sc.Text())
			if !signalled && ready(sc.Text()) {
				signalled = true
				close(seen)
			}
		}
		if !signalled {
			close(seen)
		}
		lines <- ls
	}()
	<-seen
	time.Sleep(time.Duration(rng.IntN(int(maxDelay/time.Millisecond))) * time.Millisecond)
	cmd.Process.Kill()
	got := <-lines
	cmd.Wait()
	if st := cmd.ProcessState; st != nil && st.Exited() && st.ExitCode() != 0 {
		t.Fatalf("the child failed on its own: %s", stderr.String())
	}
	return got
}
