package play

import (
	"bytes"
	"io"
	"regexp"
	"strings"
	"testing"

	"tavolo/engine/klaberjass/solver"
)

func TestKlaberjassSolve(t *testing.T) {
	// Line 1: seat 1 leads the Seven of trumps and takes seat 0's Ace
	// (0 for seat 0). Line 2: seat 0 takes both tricks whatever it leads
	// (Jass 20, Ace 11, the last trick 10). Line 4 (after a blank line):
	// seat 0 cashes Ace and King of clubs, 11 + 4 + 10. Line 5: seat 1's
	// Ace takes seat 0's Ten.
	input := "S 1 AH / 7S\nh 0 JH AH / 9S 7H\n\nD 0 AC KC / 7C 8C\nC 1 10d / ad\n"
	want := "0\n41\n25\n0\n"
	var out, errb bytes.Buffer
	code := run([]string{"klaberjass", "solve"}, strings.NewReader(input), &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errb.String())
	}
	if out.String() != want {
		t.Errorf("stdout %q, want %q", out.String(), want)
	}
	lines := strings.Split(strings.TrimRight(errb.String(), "\n"), "\n")
	if last := lines[len(lines)-1]; !regexp.MustCompile(`^solved 4 deals in \d+ ns/deal$`).MatchString(last) {
		t.Errorf("last stderr line %q", last)
	}
}

func TestKlaberjassSolveErrors(t *testing.T) {
	cases := []struct {
		args  []string
		input string
		msg   string
	}{
		{[]string{"klaberjass", "solve"}, "H 0 AS / 7S\nH 0 JH 9H AS 10S KS QD 8D 7C AC / 9S KS 7H 10H QH 7D JD QD 7C\n", "line 2: KS QD 7C in both hands"},
		{[]string{"klaberjass", "solve"}, "H 0 AS 7S / 8S\n", "line 1: hands of 2 and 1 cards"},
		{[]string{"klaberjass", "solve"}, "\nX 0 AS / 8S\n", "line 2: trump"},
		{[]string{"klaberjass", "solve"}, "H 2 AS / 8S\n", "line 1: leader"},
		{[]string{"klaberjass", "solve"}, "H 0 AS 8S\n", "line 1: want"},
		{[]string{"klaberjass", "solve"}, "H 0 2S / 8S\n", "line 1: hand 0: 2S is not"},
		{[]string{"klaberjass", "solve"}, "H 0 AS / 8S / 9S\n", "line 1: more than one"},
		{[]string{"klaberjass", "solve"}, "H 0 / \n", "line 1: hand 0 has 0 cards"},
		{[]string{"klaberjass", "solve"}, "H 0 AS AS / 8S 9S\n", "given twice"},
		{[]string{"klaberjass", "solve"}, "H 0 AS JK / 8S 9S\n", "not a Klaberjass card"},
		{[]string{"klaberjass"}, "", "usage"},
		{[]string{"klaberjass", "solve", "extra"}, "", "usage"},
	}
	for _, c := range cases {
		var out, errb bytes.Buffer
		code := run(c.args, strings.NewReader(c.input), &out, &errb)
		if code != 2 || !strings.Contains(errb.String(), c.msg) {
			t.Errorf("%v %q: exit %d, stderr %q; want 2 and %q", c.args, c.input, code, errb.String(), c.msg)
		}
		if out.Len() != 0 {
			t.Errorf("%v: printed %q on stdout", c.args, out.String())
		}
	}
}

func FuzzParseDealLine(f *testing.F) {
	for _, s := range []string{"H 0 JH 9H AS 10S / 9S KC 7H 10H", "S 1 AH / 7S", "H 0 AS / 8S / 9S", "x", "", "♥ 1 A♠ / 7♠", "H 0 JK / 2S"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		d, err := parseDealLine(line)
		if err != nil {
			return
		}
		n := d.Hands[0].Len()
		if n < 1 || n > 9 || d.Hands[1].Len() != n || d.Hands[0]&d.Hands[1] != 0 || d.Leader < 0 || d.Leader > 1 || d.Led != solver.NoCard {
			t.Fatalf("%q: accepted a bad deal %+v", line, d)
		}
		if n <= 3 {
			solver.New(solver.DefaultDuties()).Solve(d)
		}
	})
}

// run runs tavolo-cli's subcommand of the game as the command line does:
// args[0] is the game's name.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return Game().Command.Run(args[1:], stdin, stdout, stderr)
}
