package scenario_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tavolo/engine/games"
	"tavolo/engine/scenario"
)

// runDir runs every scenario file under dir as a subtest.
func runDir(t *testing.T, dir string) int {
	t.Helper()
	files, err := scenario.Collect([]string{dir})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			if err := scenario.RunFile(f, games.Scenario); err != nil {
				t.Errorf("%s: %v", f, err)
			}
		})
	}
	return len(files)
}

// TestProjectScenarios runs the project's own scenario files; they always
// ship with the code.
func TestProjectScenarios(t *testing.T) {
	n := runDir(t, "../scala40/testdata/scenarios")
	if n < 40 {
		t.Errorf("only %d Scala 40 scenarios in the project, want at least 40", n)
	}
	if n := runDir(t, "../klaberjass/testdata/scenarios"); n < 30 {
		t.Errorf("only %d Klaberjass scenarios in the project, want at least 30", n)
	}
	if n := runDir(t, "../canasta/testdata/scenarios"); n < 30 {
		t.Errorf("only %d Canasta scenarios in the project, want at least 30", n)
	}
}

// TestSharedScenarios runs the public cases in ../shared/scenarios when
// the checkout has them beside it.
func TestSharedScenarios(t *testing.T) {
	root := "../../../shared/scenarios"
	if _, err := os.Stat(root); err != nil {
		t.Skipf("no %s beside the checkout: shared scenarios skipped", root)
	}
	for _, g := range games.All() {
		game := g.Name
		dir := filepath.Join(root, game)
		if _, err := os.Stat(dir); err != nil {
			continue
		}
		t.Run(game, func(t *testing.T) {
			if runDir(t, dir) == 0 {
				t.Errorf("no scenarios in %s", dir)
			}
		})
	}
}

// TestSetupErrors checks that broken files fail at setup with a message
// that names the problem.
func TestSetupErrors(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"broken toml", "game = \"scala40\"\n[setup\n", "line "},
		{"unknown top key", "game = \"scala40\"\ncolour = 1\n", "colour"},
		{"unknown setup key", "game = \"scala40\"\n[setup]\nplayers = 2\nhandz = []\n", "setup.handz"},
		{"unknown option", "game = \"scala40\"\n[rules]\nopening_minumum = 30\n[setup]\nplayers = 2\nhands=[\"AS\",\"2S\"]\n", "opening_minumum"},
		{"bad option value", "game = \"scala40\"\n[rules]\nrestock_mode = \"burn\"\n[setup]\nplayers = 2\nhands=[\"AS\",\"2S\"]\n", "restock_mode"},
		{"too many copies", "game = \"scala40\"\n[setup]\nplayers = 2\nhands=[\"AS AS\",\"AS\"]\n", "more AS"},
		{"too many jokers", "game = \"scala40\"\n[setup]\nplayers = 2\nhands=[\"JK JK JK\",\"JK JK\"]\n", "more JK"},
		{"bad card", "game = \"scala40\"\n[setup]\nplayers = 2\nhands=[\"AX\",\"2S\"]\n", "hands[0]"},
		{"too many players", "game = \"scala40\"\n[setup]\nplayers = 7\nhands=[\"AS\",\"2S\",\"3S\",\"4S\",\"5S\",\"6S\",\"7S\"]\n", "players"},
		{"hand too large", "game = \"scala40\"\n[setup]\nplayers = 2\nhands=[\"AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H\",\"2D\"]\n", "15 cards"},
		{"unknown game", "game = \"briscola\"\n", "briscola"},
		{"canasta unknown option", "game = \"canasta\"\n[rules]\nfrozen_need = 2\n[setup]\nhands=[\"AS\",\"2S\"]\n", "rules.frozen_need"},
		{"canasta four copies", "game = \"canasta\"\n[setup]\nhands=[\"AS AS AS\",\"AS\"]\n", "more AS"},
		{"canasta seven jokers", "game = \"canasta\"\n[setup]\nhands=[\"JK JK JK JK\",\"JK JK JK\"]\n", "more JK"},
		{"canasta five players", "game = \"canasta\"\n[setup]\nhands=[\"AS\",\"2S\",\"3S\",\"4S\",\"5S\"]\n", "players"},
		{"canasta hand too large", "game = \"canasta\"\n[setup]\nhands=[\"AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 4H\",\"2D\"]\n", "16 cards"},
		{"canasta team scores", "game = \"canasta\"\n[setup]\nplayers = 4\nteam_scores = [1, 2, 3]\nhands=[\"AS\",\"2S\",\"4S\",\"5S\"]\n", "team_scores"},
		{"canasta not a red three", "game = \"canasta\"\n[setup]\nred_threes = [\"3S\", \"\"]\nhands=[\"AS\",\"2S\",\"4S\",\"5S\"]\n", "red_threes"},
		{"canasta scala key", "game = \"canasta\"\n[setup]\neliminated = [1]\nhands=[\"AS\",\"2S\"]\n", "Scala 40"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, err := scenario.Parse(c.name+".toml", []byte(c.src))
			if err == nil {
				err = scenario.Run(f, games.Scenario)
			}
			if err == nil {
				t.Fatalf("accepted")
			}
			if !strings.HasPrefix(err.Error(), "setup: ") || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q, want a setup error mentioning %q", err, c.want)
			}
		})
	}
}
