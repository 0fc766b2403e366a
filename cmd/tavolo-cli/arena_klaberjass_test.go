package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

type kjSummary struct {
	Game    string `json:"game"`
	Matches int    `json:"matches"`
	Hands   int    `json:"hands"`
	Mode    string `json:"mode"`
	Players []struct {
		Name          string     `json:"name"`
		Wins          int        `json:"wins"`
		WinRate       float64    `json:"win_rate"`
		CI95          [2]float64 `json:"ci95"`
		Decisions     int        `json:"decisions"`
		PointsPerHand *float64   `json:"points_per_hand"`
		MarginPerHand *float64   `json:"margin_per_hand"`
	} `json:"players"`
}

func kjArenaRun(t *testing.T, args ...string) (kjSummary, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(append([]string{"arena", "--game", "klaberjass", "--json"}, args...), nil, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s%s", code, out.String(), errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	var res kjSummary
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &res); err != nil {
		t.Fatalf("last line is not JSON: %v", err)
	}
	return res, lines[len(lines)-1]
}

func TestKlaberjassArena(t *testing.T) {
	res, _ := kjArenaRun(t, "--players", "easy,random", "--matches", "6", "--seed", "3")
	if res.Game != "klaberjass" || res.Matches != 6 || res.Mode != "matches" || len(res.Players) != 2 || res.Hands < 6 {
		t.Fatalf("bad summary: %+v", res)
	}
	if w := res.Players[0].Wins + res.Players[1].Wins; w > 6 {
		t.Errorf("%d wins in 6 matches", w)
	}
	for _, p := range res.Players {
		if p.CI95[0] > p.WinRate || p.CI95[1] < p.WinRate || p.Decisions == 0 || p.PointsPerHand == nil {
			t.Errorf("%+v", p)
		}
	}
	if *res.Players[0].MarginPerHand != -*res.Players[1].MarginPerHand {
		t.Errorf("margins %v and %v", *res.Players[0].MarginPerHand, *res.Players[1].MarginPerHand)
	}
}

func TestKlaberjassArenaSameSeedSameResult(t *testing.T) {
	// Everything but the decision times.
	ra, _ := kjArenaRun(t, "--players", "medium,easy", "--matches", "8", "--seed", "9", "--workers", "1")
	rb, _ := kjArenaRun(t, "--players", "medium,easy", "--matches", "8", "--seed", "9", "--workers", "2")
	ja, _ := json.Marshal(ra)
	jb, _ := json.Marshal(rb)
	if a, b := string(ja), string(jb); a != b {
		t.Errorf("1 worker: %s\n2 workers: %s", a, b)
	}
}

func TestKlaberjassArenaHandsWithCheat(t *testing.T) {
	res, _ := kjArenaRun(t, "--players", "cheat,medium", "--hands", "2", "--seed", "5", "--preset", "all")
	if res.Mode != "hands" || res.Matches != 2 || res.Players[0].Name != "cheat" {
		t.Fatalf("bad summary: %+v", res)
	}
}

func TestKlaberjassArenaErrors(t *testing.T) {
	for _, args := range [][]string{
		{"--players", "easy"},
		{"--players", "easy,nobody"},
		{"--players", "easy,easy", "--preset", "nope"},
	} {
		var out, errb bytes.Buffer
		if code := run(append([]string{"arena", "--game", "klaberjass"}, args...), nil, &out, &errb); code != 2 {
			t.Errorf("%v: exit %d", args, code)
		}
	}
}

// TestArenaPointsFile checks --points: one line a hand, the hand's number
// and each player's points, adding up to the summary's points.
func TestArenaPointsFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "points.txt")
	res, _ := kjArenaRun(t, "--players", "easy,random", "--hands", "6", "--seed", "3", "--points", path)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(lines) != 6 {
		t.Fatalf("%d lines, want 6:\n%s", len(lines), data)
	}
	var sum [2]int
	for i, l := range lines {
		var n, a, b int
		if _, err := fmt.Sscanf(l, "%d %d %d", &n, &a, &b); err != nil || n != i {
			t.Fatalf("line %d %q: %v", i, l, err)
		}
		sum[0] += a
		sum[1] += b
	}
	for p := 0; p < 2; p++ {
		got := float64(sum[p]) / 6
		if want := *res.Players[p].PointsPerHand; math.Abs(got-want) > 0.001 {
			t.Errorf("player %d: the file gives %.3f points per hand, the summary %.3f", p, got, want)
		}
	}
}
