package main

import (
	"bytes"
	"strings"
	"testing"

	"tavolo/engine/games"
)

// TestGameCommands: the usage lists every game's own subcommand, and
// `tavolo-cli <game> ...` runs it (a bad call answers with its usage).
func TestGameCommands(t *testing.T) {
	var help, errb bytes.Buffer
	if code := run([]string{"help"}, nil, &help, &errb); code != 0 {
		t.Fatalf("help: exit %d", code)
	}
	n := 0
	for _, g := range games.All() {
		if g.Command == nil {
			continue
		}
		n++
		if !strings.Contains(help.String(), "  "+g.Name+" "+g.Command.Synopsis+"\n") {
			t.Errorf("the usage does not list %s's subcommand:\n%s", g.Name, help.String())
		}
		var out, errb bytes.Buffer
		if code := run([]string{g.Name, "no-such-subcommand"}, strings.NewReader(""), &out, &errb); code != 2 || !strings.Contains(errb.String(), "usage: tavolo-cli "+g.Name) {
			t.Errorf("%s: exit %d, stderr %q", g.Name, code, errb.String())
		}
	}
	if n == 0 {
		t.Error("no game has a subcommand")
	}
	var out bytes.Buffer
	input := "S 1 AH / 7S\n"
	if code := run([]string{"klaberjass", "solve"}, strings.NewReader(input), &out, &errb); code != 0 || out.String() != "0\n" {
		t.Errorf("klaberjass solve: exit %d, %q", code, out.String())
	}
}
