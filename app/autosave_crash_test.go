package app

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"tavolo/app/store"
	"tavolo/app/store/storetest"
	"tavolo/engine/cards"
	"tavolo/engine/games"
	"tavolo/engine/match"
	"tavolo/engine/scala40"
)

const autosaveDirEnv = "TAVOLO_AUTOSAVE_CRASH_DIR"

var crashSeats = []match.Player{{Name: "Anna", Kind: kindHuman}, {Name: "Bruno", Kind: "easy"}, {Name: "Carla", Kind: "hard"}}

func replayCheck(r *match.Record) error {
	_, err := scala40.Replay(r)
	return err
}

// TestAutosaverChild is the child half of TestKilledWhileAutosaving: it
// resumes the saved match and plays as fast as it can, handing every move
// to the app's background autosaver as the table does, and waits for the
// writer every few moves ("flushed N"), until it is killed.
func TestAutosaverChild(t *testing.T) {
	dir := os.Getenv(autosaveDirEnv)
	if dir == "" {
		t.Skip("only run as a child of TestKilledWhileAutosaving")
	}
	fail := func(err any) {
		fmt.Printf("error %v\n", err)
		os.Exit(3)
	}
	rec, n, err := store.LoadMatch(dir, scala40.GameName, replayCheck)
	if err != nil || n != nil {
		fail(fmt.Sprint(err, n))
	}
	var g *scala40.Game
	if rec == nil {
		r := scala40.Default()
		r.Players = 3
		r.EliminationScore = 100000
		if g, err = scala40.NewMatch(r, 42); err != nil {
			fail(err)
		}
	} else if g, err = scala40.Replay(rec); err != nil {
		fail(err)
	}
	seed, _ := strconv.ParseUint(os.Getenv(autosaveDirEnv+"_SEED"), 10, 64)
	rng := cards.NewRand(seed)
	saver := newAutosaver(dir)
	fmt.Printf("start %d\n", len(g.Log()))
	saver.save(games.Of(g), crashSeats) // as a resumed table does
	for g.Phase() != scala40.PhaseMatchOver {
		var moves []scala40.Action
		for _, a := range g.Legal(g.ToMove()) {
			if a.Kind != scala40.Undo {
				moves = append(moves, a)
			}
		}
		if len(moves) == 0 {
			moves = g.Legal(g.ToMove())
		}
		if _, err := g.Apply(moves[rng.IntN(len(moves))]); err != nil {
			fail(err)
		}
		r, err := g.Record(crashSeats)
		if err != nil {
			fail(err)
		}
		as, err := compactActions(r)
		if err != nil {
			fail(err)
		}
		fmt.Printf("move %s\n", as[len(as)-1])
		saver.save(games.Of(g), crashSeats)
		if len(g.Log())%3 == 0 {
			saver.flush()
			fmt.Printf("flushed %d\n", len(as))
		}
	}
	os.Exit(0)
}

// TestKilledWhileAutosaving kills (SIGKILL on Unix) a process that plays
// and autosaves through the app's background autosaver, at random
// moments, many times. After each kill the save loads with no notice; it
// holds at least what the child had flushed, and its actions are the
// actions played, one for one; the previous save replays and is an older
// state of the same match.
func TestKilledWhileAutosaving(t *testing.T) {
	if os.Getenv(autosaveDirEnv) != "" {
		t.Skip("child")
	}
	rounds := 40
	if testing.Short() {
		rounds = 12
	}
	dir := t.TempDir()
	rng := storetest.Rand(t)
	last := 0
	var played []string
	for round := 0; round < rounds; round++ {
		cmd := exec.Command(os.Args[0], "-test.run=^TestAutosaverChild$", "-test.count=1")
		cmd.Env = append(os.Environ(), autosaveDirEnv+"="+dir, autosaveDirEnv+"_SEED="+strconv.Itoa(round))
		got := storetest.KillChild(t, cmd, rng, 200*time.Millisecond, func(l string) bool {
			return strings.HasPrefix(l, "error") || (round > 0 && strings.HasPrefix(l, "start ")) || strings.HasPrefix(l, "flushed ")
		})
		floor := last
		played = played[:last]
		for _, l := range got {
			switch {
			case strings.HasPrefix(l, "error"):
				t.Fatalf("round %d: child: %s", round, l)
			case strings.HasPrefix(l, "start "):
				if n, _ := strconv.Atoi(l[6:]); n != last {
					t.Fatalf("round %d: child resumed at %d actions, the last load had %d", round, n, last)
				}
			case strings.HasPrefix(l, "move "):
				played = append(played, l[5:])
			case strings.HasPrefix(l, "flushed "):
				floor, _ = strconv.Atoi(l[8:])
			}
		}
		rec, n, err := store.LoadMatch(dir, scala40.GameName, replayCheck)
		if err != nil || n != nil {
			t.Fatalf("round %d: load after kill: %+v %v", round, n, err)
		}
		if rec == nil {
			if floor > 0 {
				t.Fatalf("round %d: save lost (the child had flushed %d actions)", round, floor)
			}
			continue
		}
		as, err := compactActions(rec)
		if err != nil {
			t.Fatal(err)
		}
		if len(as) < floor || len(as) > len(played) {
			t.Fatalf("round %d: loaded %d actions; flushed %d, played %d", round, len(as), floor, len(played))
		}
		for i := range as {
			if as[i] != played[i] {
				t.Fatalf("round %d: saved action %d is %s, %s was played", round, i+1, as[i], played[i])
			}
		}
		if err := previousIsOlder(dir, rec, as); err != nil {
			t.Fatalf("round %d: previous save: %v", round, err)
		}
		last = len(as)
	}
	t.Logf("%d kills; final save has %d actions", rounds, last)
	if last == 0 {
		t.Fatal("the child never saved anything: the kills came too early")
	}
}

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

// previousIsOlder checks current.prev.json, if any: it replays, is the
// same match as cur, and its actions are the first of cur's.
func previousIsOlder(dir string, cur *match.Record, curActions []string) error {
	data, err := os.ReadFile(filepath.Join(dir, store.PreviousFile))
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
	if err := replayCheck(prev); err != nil {
		return fmt.Errorf("does not replay: %v", err)
	}
	if prev.Seed != cur.Seed {
		return fmt.Errorf("seed %d, the current save has %d", prev.Seed, cur.Seed)
	}
	as, err := compactActions(prev)
	if err != nil {
		return err
	}
	if len(as) > len(curActions) {
		return fmt.Errorf("%d actions, more than the current save's %d", len(as), len(curActions))
	}
	for i := range as {
		if as[i] != curActions[i] {
			return fmt.Errorf("action %d differs from the current save", i+1)
		}
	}
	return nil
}
