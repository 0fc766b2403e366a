package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// decisionRe is a review's line for one decision.
var decisionRe = regexp.MustCompile(`^hand \d+ step \d+: .+, best .+, (loss -?\d+\.\d\d ± \d+\.\d\d(, mistake)?|not weighed)(, hindsight_loss \d+\.\d\d)?$`)

// klaberjassRecord records one Klaberjass hand of medium against random
// with the arena and returns its file.
func klaberjassRecord(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	var out, errb bytes.Buffer
	if code := run([]string{"arena", "--game", "klaberjass", "--players", "medium,random", "--hands", "1", "--seed", "5", "--records", dir}, nil, &out, &errb); code != 0 {
		t.Fatalf("arena: exit %d: %s", code, errb.String())
	}
	return filepath.Join(dir, "klaberjass-0000.json")
}

func TestReviewOutput(t *testing.T) {
	file := klaberjassRecord(t)
	review := func() string {
		var out, errb bytes.Buffer
		if code := run([]string{"review", file, "--seat", "1", "--seed", "2"}, nil, &out, &errb); code != 0 {
			t.Fatalf("exit %d: %s", code, errb.String())
		}
		return out.String()
	}
	text := review()
	lines := strings.Split(strings.TrimSpace(text), "\n")
	if len(lines) < 3 {
		t.Fatalf("too few lines:\n%s", text)
	}
	for _, l := range lines[:len(lines)-1] {
		if !decisionRe.MatchString(l) {
			t.Errorf("bad decision line %q", l)
		}
	}
	// A Klaberjass card chosen among several says what it lost with
	// every card known.
	if !strings.Contains(text, ", hindsight_loss ") {
		t.Errorf("no line tells the hindsight:\n%s", text)
	}
	var sum map[string]any
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &sum); err != nil {
		t.Fatalf("last line is not JSON: %v", err)
	}
	for _, k := range []string{"decisions", "mistakes", "loss_per_decision", "loss_se", "loss", "game", "seat", "level"} {
		if _, ok := sum[k]; !ok {
			t.Errorf("summary lacks %q: %s", k, lines[len(lines)-1])
		}
	}
	if n := sum["decisions"].(float64); int(n) != len(lines)-1 {
		t.Errorf("%v decisions, %d lines", n, len(lines)-1)
	}
	if again := review(); again != text {
		t.Errorf("the same seed reviewed differently:\n%s\n%s", text, again)
	}
}

func TestReviewBadFiles(t *testing.T) {
	dir := t.TempDir()
	good, err := os.ReadFile(klaberjassRecord(t))
	if err != nil {
		t.Fatal(err)
	}
	write := func(name, text string) string { return writeFile(t, dir, name, text) }
	head, acts, _ := strings.Cut(string(good), `"actions"`)
	damaged := head + `"actions"` + strings.Replace(acts, `"do": "`, `"do": "fly-`, 1)
	refused := head + `"actions"` + strings.Replace(acts, `"seat": 0`, `"seat": 1`, 1)
	for _, c := range []struct{ name, file string }{
		{"missing", filepath.Join(dir, "nothing.json")},
		{"not JSON", write("text.json", "hello")},
		{"unknown game", write("briscola.json", `{"version":1,"game":"briscola","seed":1}`)},
		{"newer version", write("new.json", strings.Replace(string(good), `"version": 1`, `"version": 99`, 1))},
		{"damaged action", write("damaged.json", damaged)},
		{"refused action", write("refused.json", refused)},
	} {
		var out, errb bytes.Buffer
		code := run([]string{"review", c.file}, nil, &out, &errb)
		if code != 2 || !strings.Contains(errb.String(), c.file) {
			t.Errorf("%s: exit %d, stderr %q (want 2, naming %s)", c.name, code, errb.String(), c.file)
		}
	}
	for _, args := range [][]string{{"review"}, {"review", "a.json", "b.json"}, {"review", "--seat", "x"}} {
		var out, errb bytes.Buffer
		if code := run(args, nil, &out, &errb); code != 2 {
			t.Errorf("%v: exit %d", args, code)
		}
	}
	for _, c := range [][]string{{"--seat", "5"}, {"--hand", "2"}} {
		var out, errb bytes.Buffer
		if code := run(append([]string{"review", write("good.json", string(good))}, c...), nil, &out, &errb); code != 2 || !strings.Contains(errb.String(), c[0][2:]+" "+c[1]) {
			t.Errorf("%v: exit %d, %q", c, code, errb.String())
		}
	}
}

// TestReviewSum: --sum pools reviews by game and level, the loss per
// decision over all their judged decisions with its standard error over
// hands, and the median seconds.
func TestReviewSum(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string { return writeFile(t, dir, name, text) }
	files := []string{
		write("a.txt", "hand 1 step 2: x, best y, loss 4.00 ± 1.00\n"+`{"game":"scala40","seat":0,"level":"hard","decisions":2,"judged":2,"mistakes":0,"matched":1,"loss_per_decision":2,"loss_se":2,"loss":4}`+"\nseconds 3.5 2\n"),
		write("b.txt", `{"game":"scala40","seat":1,"level":"hard","decisions":3,"judged":2,"mistakes":1,"matched":1,"loss_per_decision":0,"loss_se":0,"loss":0}`+"\nseconds 1.5 1\n"),
		write("c.txt", `{"game":"canasta","seat":1,"level":"random","decisions":1,"judged":1,"mistakes":1,"matched":0,"loss_per_decision":150,"loss_se":0,"loss":150}`+"\n"),
	}
	var out, errb bytes.Buffer
	if code := run(append([]string{"review", "--sum"}, files...), nil, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	want := []string{
		"canasta     random      1         1      1        1   0.000      150.00 ±   0.00       0.0      0.0",
		// 4 lost over 4 decisions in two hands: 1 a decision; the hands
		// lost 4 and 0 over 2 each, SE sqrt(2*((4-2)²+(0-2)²))/4 = 1.
		"scala40     hard        2         5      4        1   0.500        1.00 ±   1.00       2.5      1.5",
	}
	if len(lines) != 3 || lines[1] != want[0] || lines[2] != want[1] {
		t.Errorf("--sum printed\n%s\nwant the lines\n%s", out.String(), strings.Join(want, "\n"))
	}
	for _, bad := range []string{write("d.txt", "hello\n"), write("e.txt", "seconds x 1\n"+`{"game":"scala40"}`), filepath.Join(dir, "none.txt")} {
		errb.Reset()
		if code := run([]string{"review", "--sum", bad}, nil, &out, &errb); code != 2 || !strings.Contains(errb.String(), bad) {
			t.Errorf("%s: exit %d, %q", bad, code, errb.String())
		}
	}
}

// writeFile writes text to the file name in dir and returns its path.
func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}
