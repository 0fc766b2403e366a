package store

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

const crashDirEnv = "TAVOLO_STORE_CRASH_DIR"

// TestAutosaveChild is the child half of TestKilledWhileSaving: it resumes
// the saved match, then plays and autosaves after every move as fast as it
// can, printing "saved N" after each save returns, until it is killed.
func TestAutosaveChild(t *testing.T) {
	dir := os.Getenv(crashDirEnv)
	if dir == "" {
		t.Skip("only run as a child of TestKilledWhileSaving")
	}
	rec, n, err := LoadMatch(dir, scala40.GameName, replay)
	if err != nil || n != nil {
		fmt.Printf("error %v %+v\n", err, n)
		os.Exit(3)
	}
	var g *scala40.Game
	if rec == nil {
		g = newGame(t, 42)
	} else if g, err = scala40.Replay(rec); err != nil {
		fmt.Printf("error %v\n", err)
		os.Exit(3)
	}
	seed, _ := strconv.ParseUint(os.Getenv(crashDirEnv+"_SEED"), 10, 64)
	rng := cards.NewRand(seed)
	fmt.Fprintf(os.Stdout, "start %d\n", len(g.Log))
	for g.Phase != scala40.PhaseMatchOver {
		legal := g.Legal(g.ToMove)
		var moves []scala40.Action
		for _, a := range legal {
			if a.Kind != scala40.Undo {
				moves = append(moves, a)
			}
		}
		if len(moves) == 0 {
			moves = legal // a taken card that cannot be used: undo
		}
		if _, err := g.Apply(moves[rng.IntN(len(moves))]); err != nil {
			fmt.Printf("error %v\n", err)
			os.Exit(3)
		}
		if err := SaveMatch(dir, record(t, g)); err != nil {
			fmt.Printf("error %v\n", err)
			os.Exit(3)
		}
		fmt.Fprintf(os.Stdout, "saved %d\n", len(g.Log))
	}
	os.Exit(0)
}

// TestKilledWhileSaving starts a child that autosaves in a tight loop with
// a growing record and kills it (SIGKILL on Unix) at a random moment, many
// times. After each kill the save must load cleanly, with no notice, and
// hold the last save the child finished or the one it was writing when it
// died; never a torn file, never an older state.
func TestKilledWhileSaving(t *testing.T) {
	if os.Getenv(crashDirEnv) != "" {
		t.Skip("child")
	}
	rounds := 80
	if testing.Short() {
		rounds = 20
	}
	dir := t.TempDir()
	rng := cards.NewRand(uint64(time.Now().UnixNano()))
	last := 0    // actions in the last loaded save
	midSave := 0 // kills after a rename but before the child reported the save
	torn := 0    // kills that left a half-written temporary file
	for round := 0; round < rounds; round++ {
		cmd := exec.Command(os.Args[0], "-test.run=^TestAutosaveChild$", "-test.count=1")
		cmd.Env = append(os.Environ(), crashDirEnv+"="+dir, crashDirEnv+"_SEED="+strconv.Itoa(round))
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
		go func() {
			var ls []string
			sc := bufio.NewScanner(out)
			for sc.Scan() {
				ls = append(ls, sc.Text())
			}
			lines <- ls
		}()
		time.Sleep(time.Duration(20+rng.IntN(130)) * time.Millisecond)
		cmd.Process.Kill()
		got := <-lines
		cmd.Wait()
		if st := cmd.ProcessState; st != nil && st.Exited() && st.ExitCode() != 0 {
			t.Fatalf("round %d: the child failed on its own: %s", round, stderr.String())
		}

		started, saved := -1, -1
		for _, l := range got {
			switch {
			case strings.HasPrefix(l, "error"):
				t.Fatalf("round %d: child: %s", round, l)
			case strings.HasPrefix(l, "start "):
				started, _ = strconv.Atoi(l[6:])
			case strings.HasPrefix(l, "saved "):
				saved, _ = strconv.Atoi(l[6:])
			}
		}
		if started >= 0 && started != last {
			t.Fatalf("round %d: child resumed at %d actions, the last load had %d", round, started, last)
		}
		floor := last
		if saved >= 0 {
			floor = saved
		}
		if _, err := os.Stat(dir + "/" + CurrentFile + ".tmp"); err == nil {
			torn++
		}
		rec, n, err := LoadMatch(dir, scala40.GameName, replay)
		if err != nil || n != nil {
			t.Fatalf("round %d: load after kill: %+v %v", round, n, err)
		}
		if rec == nil {
			if floor > 0 {
				t.Fatalf("round %d: save lost (child had saved %d actions)", round, floor)
			}
			continue
		}
		now := actions(t, rec)
		// Every move adds one action, so the save is the last finished one
		// or the one being written when the child died.
		if now != floor && now != floor+1 {
			t.Fatalf("round %d: loaded %d actions; the child had finished saving %d", round, now, floor)
		}
		if now == floor+1 && saved >= 0 {
			midSave++
		}
		last = now
	}
	t.Logf("%d kills; final save has %d actions; %d kills left a temporary file, %d came after a rename but before the child reported it",
		rounds, last, torn, midSave)
	if last == 0 {
		t.Fatal("the child never saved anything: the kills came too early")
	}
}
