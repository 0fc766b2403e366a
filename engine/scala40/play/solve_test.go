package play

import (
	"bytes"
	"io"
	"regexp"
	"strings"
	"testing"
)

func TestScala40Solve(t *testing.T) {
	input := "AH 2H 3H\n\nQH KH AH\nAH AS AC\n5H JK 7H\n  \n7H 7H JK\n"
	cases := []struct {
		objective string
		want      string
	}{
		{"open", "6\n31\n33\n18\n0\n"},
		{"deadwood", "0\n0\n0\n0\n39\n"},
	}
	timing := regexp.MustCompile(`^solved 5 hands in \d+ ns/hand$`)
	for _, c := range cases {
		var out, errb bytes.Buffer
		code := run([]string{"scala40", "solve", "--objective", c.objective}, strings.NewReader(input), &out, &errb)
		if code != 0 {
			t.Fatalf("%s: exit %d, stderr %q", c.objective, code, errb.String())
		}
		if out.String() != c.want {
			t.Errorf("%s: stdout %q, want %q", c.objective, out.String(), c.want)
		}
		lines := strings.Split(strings.TrimRight(errb.String(), "\n"), "\n")
		if last := lines[len(lines)-1]; !timing.MatchString(last) {
			t.Errorf("%s: last stderr line %q", c.objective, last)
		}
	}
}

func TestScala40SolveErrors(t *testing.T) {
	cases := []struct {
		args  []string
		input string
		code  int
		msg   string
	}{
		{[]string{"scala40", "solve", "--objective", "open"}, "AH 2H 3H\n\nAH XX\n", 1, "line 3"},
		{[]string{"scala40", "solve", "--objective", "open"}, "AH AH AH\n", 1, "line 1"},
		{[]string{"scala40", "solve", "--objective", "best"}, "", 2, "open or deadwood"},
		{[]string{"scala40", "solve"}, "", 2, "open or deadwood"},
		{[]string{"scala40"}, "", 2, "usage"},
	}
	for _, c := range cases {
		var out, errb bytes.Buffer
		code := run(c.args, strings.NewReader(c.input), &out, &errb)
		if code != c.code || !strings.Contains(errb.String(), c.msg) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", c.args, code, errb.String(), c.code, c.msg)
		}
		if out.Len() != 0 {
			t.Errorf("%v: printed %q on stdout", c.args, out.String())
		}
	}
}

// run runs tavolo-cli's subcommand of the game as the command line does:
// args[0] is the game's name.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return Game().Command.Run(args[1:], stdin, stdout, stderr)
}
