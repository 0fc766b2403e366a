package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"tavolo/engine/scala40"
	"testing"
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

func TestWilson(t *testing.T) {
	lo, hi := wilson(50, 100)
	if lo < 0.40 || lo > 0.41 || hi < 0.59 || hi > 0.60 {
		t.Fatalf("wilson(50,100) = %v, %v", lo, hi)
	}
	if lo, hi := wilson(0, 10); lo != 0 || hi < 0.27 || hi > 0.28 {
		t.Fatalf("wilson(0,10) = %v, %v", lo, hi)
	}
}

// TestArenaNoDeadEndLoops replays hands of a 20,000-hand sweep where a
// player attached or laid its last cards but one, kept only the card just
// taken from the pozzo (which may not be thrown), took the move back and
// did it again forever.
func TestArenaNoDeadEndLoops(t *testing.T) {
	levels := []string{"medium", "easy"}
	g, err := scala40Arena(arenaFlags{levels: levels, preset: "all"})
	if err != nil {
		t.Fatal(err)
	}
	cfg := &arenaConfig[scala40.View, scala40.Action]{game: g, levels: levels, names: levels, arenaRun: arenaRun{hands: 20000, seed: 12, workers: 1}}
	for _, i := range []int{14141, 15637} {
		if st := playGame(cfg, i); st.stuck || st.illegal > 0 || st.panicked {
			t.Errorf("hand %d: %v", i, st.problems)
		}
	}
}
