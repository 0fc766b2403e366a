package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
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
