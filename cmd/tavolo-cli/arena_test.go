package main

import (
	"bytes"
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"

	"tavolo/engine/games"
	"tavolo/engine/match"
)

func TestArenaJSON(t *testing.T) {
	var out, errb bytes.Buffer
	code := run([]string{"arena", "--game", "scala40", "--players", "easy,easy,random", "--matches", "6", "--seed", "3", "--json"}, nil, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	var res struct {
		Game    string `json:"game"`
		Matches int    `json:"matches"`
		Players []struct {
			Name       string     `json:"name"`
			Wins       int        `json:"wins"`
			WinRate    float64    `json:"win_rate"`
			CI95       [2]float64 `json:"ci95"`
			DecisionMS struct {
				P50, P95, Max *float64
			} `json:"decision_ms"`
		} `json:"players"`
	}
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &res); err != nil {
		t.Fatalf("last line is not JSON: %v", err)
	}
	if res.Game != "scala40" || res.Matches != 6 || len(res.Players) != 3 {
		t.Fatalf("bad summary: %+v", res)
	}
	names := []string{"easy", "easy#2", "random"}
	wins := 0
	for i, p := range res.Players {
		if p.Name != names[i] {
			t.Errorf("player %d is %q, want %q", i, p.Name, names[i])
		}
		if p.CI95[0] > p.WinRate || p.CI95[1] < p.WinRate {
			t.Errorf("%s: interval %v does not hold %v", p.Name, p.CI95, p.WinRate)
		}
		if p.DecisionMS.P50 == nil || p.DecisionMS.P95 == nil || p.DecisionMS.Max == nil {
			t.Errorf("%s: decision_ms incomplete", p.Name)
		}
		wins += p.Wins
	}
	if wins > 6 {
		t.Errorf("%d wins in 6 matches", wins)
	}
}

func TestArenaSameSeedSameResult(t *testing.T) {
	play := func(workers string) string {
		var out, errb bytes.Buffer
		if code := run([]string{"arena", "--players", "medium,easy", "--matches", "8", "--seed", "9", "--workers", workers, "--json"}, nil, &out, &errb); code != 0 {
			t.Fatalf("exit %d: %s", code, errb.String())
		}
		var res struct{ Players []struct{ Wins int } }
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		if err := json.Unmarshal([]byte(lines[len(lines)-1]), &res); err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(res)
		return string(b)
	}
	if a, b := play("1"), play("2"); a != b {
		t.Fatalf("results depend on the workers: %s vs %s", a, b)
	}
}

func TestArenaHandsMode(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"arena", "--players", "random,easy", "--hands", "20", "--preset", "all", "--seed", "2"}, nil, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s %s", code, out.String(), errb.String())
	}
	if !strings.Contains(out.String(), "illegal moves: 0") {
		t.Fatalf("no illegal-move count: %s", out.String())
	}
}

func TestArenaBadArgs(t *testing.T) {
	for _, args := range [][]string{
		{"arena", "--players", "easy"},
		{"arena", "--players", "easy,expert"},
		{"arena", "--game", "briscola", "--players", "easy,easy"},
		{"arena", "--game", "canasta", "--players", "easy,easy,easy", "--seats", "4"},
		{"arena", "--players", "easy,easy", "--preset", "nope"},
	} {
		var out, errb bytes.Buffer
		if code := run(args, nil, &out, &errb); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

// TestArenaRecords: --records writes each game's record in the save
// format, and every record replays through its game's descriptor to the
// hand's end.
func TestArenaRecords(t *testing.T) {
	for _, game := range []string{"scala40", "canasta", "klaberjass"} {
		dir := t.TempDir()
		var out, errb bytes.Buffer
		if code := run([]string{"arena", "--game", game, "--players", "easy,random", "--hands", "2", "--seed", "4", "--records", dir}, nil, &out, &errb); code != 0 {
			t.Fatalf("%s: exit %d: %s", game, code, errb.String())
		}
		files, _ := filepath.Glob(filepath.Join(dir, game+"-*.json"))
		if len(files) != 2 {
			t.Fatalf("%s: %d records, want 2", game, len(files))
		}
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := match.DecodeRecord(data, game)
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			m, err := games.Replay(rec)
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			if st := m.Outcome().Stage; st == match.Playing {
				t.Errorf("%s: the replayed hand is not over", f)
			}
			if rec.Players[0].Kind != "easy" && rec.Players[0].Kind != "random" {
				t.Errorf("%s: seat 0 is %+v", f, rec.Players[0])
			}
		}
	}
}

// TestArenaFixed: with --fixed, hard thinks without a clock, so two runs
// at the same seed write the same actions and records, one with a
// match at a time and one with two while every CPU is kept busy (a
// slower machine); the report says so with hard's deal count (--worlds,
// --playouts), and --budget is refused with it.
func TestArenaFixed(t *testing.T) {
	for note, args := range map[string][]string{
		"8 deals per decision":      {"--game", "canasta", "--players", "hard,medium,random", "--hands", "2", "--worlds", "8"},
		"16 playouts per candidate": {"--game", "scala40", "--players", "hard,medium", "--hands", "2", "--playouts", "16"},
		"8 worlds per card":         {"--game", "klaberjass", "--players", "hard,medium", "--hands", "2", "--worlds", "8"},
	} {
		dir := t.TempDir()
		play := func(name, workers string) (actions []byte, records map[string]string) {
			t.Helper()
			var out, errb bytes.Buffer
			a := append([]string{"arena"}, args...)
			a = append(a, "--seed", "7", "--fixed", "--json", "--workers", workers,
				"--actions", filepath.Join(dir, name+".txt"), "--records", filepath.Join(dir, name))
			if code := run(a, nil, &out, &errb); code != 0 {
				t.Fatalf("%v: exit %d: %s%s", a, code, out.String(), errb.String())
			}
			if !strings.Contains(out.String(), "hard: no time limit (--fixed), "+note) || !strings.Contains(out.String(), `"hard_fixed":true`) {
				t.Errorf("%v: the report does not say hard had no time limit:\n%s", a, out.String())
			}
			actions, err := os.ReadFile(filepath.Join(dir, name+".txt"))
			if err != nil {
				t.Fatal(err)
			}
			return actions, readDir(t, filepath.Join(dir, name))
		}
		a1, r1 := play("one", "1")
		stop := busy()
		a2, r2 := play("two", "2")
		stop()
		if !bytes.Equal(a1, a2) || len(r1) == 0 || !maps.Equal(r1, r2) {
			t.Errorf("%v: two runs at seed 7 differ:\n%s\n%s", args, a1, a2)
		}
	}
	var out, errb bytes.Buffer
	if code := run([]string{"arena", "--game", "canasta", "--players", "hard,medium", "--hands", "1", "--fixed", "--budget", "1s"}, nil, &out, &errb); code != 2 {
		t.Errorf("--fixed with --budget: exit %d", code)
	}
}

// readDir returns the files of dir by name.
func readDir(t *testing.T, dir string) map[string]string {
	t.Helper()
	files, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join(dir, f.Name()))
		if err != nil {
			t.Fatal(err)
		}
		out[f.Name()] = string(b)
	}
	return out
}

// busy keeps every CPU spinning until the returned stop is called.
func busy() (stop func()) {
	done := make(chan struct{})
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-done:
					return
				default:
				}
			}
		}()
	}
	return func() { close(done); wg.Wait() }
}
