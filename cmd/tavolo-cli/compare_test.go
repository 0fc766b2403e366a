package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestCompareRuns plays the same hands twice with a different first
// player and compares the runs: the paired difference is the difference
// of the runs' points per hand, and the split by where the runs part
// counts every hand once, those with the same actions at no difference.
func TestCompareRuns(t *testing.T) {
	dir := t.TempDir()
	var runs [2][2]string // points, actions
	var perHand [2]float64
	for i, levels := range []string{"easy,medium", "medium,medium"} {
		runs[i] = [2]string{filepath.Join(dir, strconv.Itoa(i)+".points"), filepath.Join(dir, strconv.Itoa(i)+".actions")}
		res, _ := kjArenaRun(t, "--players", levels, "--hands", "40", "--seed", "11", "--points", runs[i][0], "--actions", runs[i][1])
		perHand[i] = *res.Players[0].PointsPerHand
	}
	data, err := os.ReadFile(runs[0][1])
	if err != nil {
		t.Fatal(err)
	}
	first := strings.SplitN(string(data), "\n", 2)[0]
	if f := strings.Split(first, "\t"); f[0] != "0" || len(f) < 3 || !regexp.MustCompile(`^p[01]:`).MatchString(f[1]) {
		t.Fatalf("first line of the actions file: %q", first)
	}
	var out, errb bytes.Buffer
	if code := run([]string{"compare", "--actions", runs[0][1] + "," + runs[1][1], runs[0][0], runs[1][0]}, nil, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	m := regexp.MustCompile(`points ([-+][0-9.]+) \(SE`).FindStringSubmatch(out.String())
	if m == nil {
		t.Fatalf("no difference printed:\n%s", out.String())
	}
	if d, _ := strconv.ParseFloat(m[1], 64); d < perHand[1]-perHand[0]-0.01 || d > perHand[1]-perHand[0]+0.01 {
		t.Errorf("paired difference %v, the runs' points per hand %v", d, perHand)
	}
	games := 0
	for _, line := range strings.Split(out.String(), "\n") {
		f := strings.Fields(line)
		if strings.HasPrefix(line, "same actions") {
			if f[3] != "+0.00" {
				t.Errorf("hands played alike differ: %q", line)
			}
		}
		if strings.HasPrefix(line, "same actions") || strings.HasPrefix(line, "action ") {
			i := 2
			if f[0] == "action" {
				i = 5
			}
			n, err := strconv.Atoi(f[i])
			if err != nil {
				t.Fatalf("%q: %v", line, err)
			}
			games += n
		}
	}
	if games != 40 {
		t.Errorf("the split counts %d hands, want 40:\n%s", games, out.String())
	}
}

// TestCompareErrors: files that cannot be compared get a message and
// exit status 2, naming the file and line.
func TestCompareErrors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string { return writeFile(t, dir, name, text) }
	good := write("good", "0 10 20\n1 30 40\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{good}, "two --points files"},
		{[]string{good, write("bad", "0 10 x\n")}, "bad:1"},
		{[]string{good, write("gap", "0 1 2\n2 3 4\n")}, "gap:2"},
		{[]string{good, write("three", "0 1 2 3\n1 1 2 3\n")}, "not have the same players"},
		{[]string{"--player", "5", good, good}, "--player 5"},
		{[]string{"--actions", good, good, good}, "two files"},
		{[]string{good, filepath.Join(dir, "missing")}, "missing"},
	} {
		var out, errb bytes.Buffer
		if code := run(append([]string{"compare"}, c.args...), nil, &out, &errb); code != 2 || !strings.Contains(errb.String(), c.want) {
			t.Errorf("%v: exit %d, %q (want %q)", c.args, code, errb.String(), c.want)
		}
	}
}
