package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"tavolo/app/store/storetest"
	"tavolo/engine/cards"
	"tavolo/engine/match"
	"tavolo/engine/scala40"
)

// compactActions are the actions of rec, each as compact JSON.
func compactActions(rec *match.Record) ([]string, error) {
	var raw []json.RawMessage
	if err := json.Unmarshal(rec.Actions, &raw); err != nil {
		return nil, err
	}
	out := make([]string, len(raw))
	for i, a := range raw {
		var b bytes.Buffer
		if err := json.Compact(&b, a); err != nil {
			return nil, err
		}
		out[i] = b.String()
	}
	return out, nil
}

// lastAction is the last action of rec as compact JSON.
func lastAction(rec *match.Record) string {
	as, err := compactActions(rec)
	if err != nil || len(as) == 0 {
		return "?"
	}
	return as[len(as)-1]
}

// samePlay checks that the actions of rec are the first ones of played.
func samePlay(rec *match.Record, played []string) error {
	as, err := compactActions(rec)
	if err != nil {
		return err
	}
	if len(as) > len(played) {
		return fmt.Errorf("%d actions saved, %d played", len(as), len(played))
	}
	for i := range as {
		if as[i] != played[i] {
			return fmt.Errorf("action %d is %s, %s was played", i+1, as[i], played[i])
		}
	}
	return nil
}

// checkPrevious checks current.prev.json, if there is one: it replays and
// is the same match as cur with at most as many actions (fewer but in the
// instant between the two files being written), its actions the first of
// cur's.
func checkPrevious(dir string, cur *match.Record) error {
	data, err := os.ReadFile(dir + "/" + PreviousFile)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	prev, err := match.DecodeRecord(data, scala40.GameName)
	if err != nil {
		return err
	}
	if err := replay(prev); err != nil {
		return fmt.Errorf("does not replay: %v", err)
	}
	if prev.Seed != cur.Seed {
		return fmt.Errorf("seed %d, the current save has %d", prev.Seed, cur.Seed)
	}
	want, err := compactActions(cur)
	if err != nil {
		return err
	}
	return samePlay(prev, want)
}

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
	fmt.Fprintf(os.Stdout, "start %d\n", len(g.Log()))
	for g.Phase() != scala40.PhaseMatchOver {
		legal := g.Legal(g.ToMove())
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
		rec := record(t, g)
		// The move as the save writes it, before the save starts.
		fmt.Fprintf(os.Stdout, "move %s\n", lastAction(rec))
		if err := SaveMatch(dir, rec, replay); err != nil {
			fmt.Printf("error %v\n", err)
			os.Exit(3)
		}
		fmt.Fprintf(os.Stdout, "saved %d\n", len(g.Log()))
	}
	os.Exit(0)
}

// TestKilledWhileSaving starts a child that autosaves in a tight loop with
// a growing record and kills it (SIGKILL on Unix) at a random moment, many
// times. After each kill the save must load cleanly, with no notice, and
// hold the last save the child finished or the one it was writing when it
// died, action for action; never a torn file, never an older state. The
// previous save must replay and be an older state of the same match.
func TestKilledWhileSaving(t *testing.T) {
	if os.Getenv(crashDirEnv) != "" {
		t.Skip("child")
	}
	rounds := 80
	if testing.Short() {
		rounds = 20
	}
	dir := t.TempDir()
	rng := storetest.Rand(t)
	last := 0           // actions in the last loaded save
	var played []string // every action of the match so far, as saved
	midSave := 0        // kills after a rename but before the child reported the save
	torn := 0           // kills that left a half-written temporary file
	for round := 0; round < rounds; round++ {
		cmd := exec.Command(os.Args[0], "-test.run=^TestAutosaveChild$", "-test.count=1")
		cmd.Env = append(os.Environ(), crashDirEnv+"="+dir, crashDirEnv+"_SEED="+strconv.Itoa(round))
		got := storetest.KillChild(t, cmd, rng, 150*time.Millisecond, func(l string) bool {
			return strings.HasPrefix(l, "error") || (round > 0 && strings.HasPrefix(l, "start ")) || strings.HasPrefix(l, "saved ")
		})

		started, saved := -1, -1
		played = played[:last]
		for _, l := range got {
			switch {
			case strings.HasPrefix(l, "move "):
				played = append(played, l[5:])
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
		if err := samePlay(rec, played); err != nil {
			t.Fatalf("round %d: the save is not what was played: %v", round, err)
		}
		if err := checkPrevious(dir, rec); err != nil {
			t.Fatalf("round %d: previous save: %v", round, err)
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
