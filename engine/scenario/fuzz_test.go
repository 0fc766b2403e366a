package scenario_test

import (
	"os"
	"path/filepath"
	"testing"

	"tavolo/engine/games"
	"tavolo/engine/scenario"
)

// fuzzScenarios feeds arbitrary text, seeded with a game's scenario files
// (the project's and the shared ones) and a few short inputs, to the
// loader and the runner: any input gives PASS or a clear error, never a
// panic. Each game has its own target, so each explores its own grammar.
func fuzzScenarios(f *testing.F, game string, seeds ...string) {
	for _, dir := range []string{"../" + game + "/testdata/scenarios", "../../../shared/scenarios/" + game} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.toml"))
		for i, p := range files {
			if i >= 20 {
				break
			}
			if b, err := os.ReadFile(p); err == nil && len(b) < 4000 {
				f.Add(b)
			}
		}
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		sc, err := scenario.Parse("fuzz.toml", src)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		if err := scenario.Run(sc, games.Scenario); err != nil && err.Error() == "" {
			t.Fatal("empty error")
		}
	})
}

func FuzzScenario(f *testing.F) {
	fuzzScenarios(f, "scala40",
		"game = \"scala40\"\n[setup]\nplayers = 2\nhands = [\"AS\", \"KS\"]\n[[step]]\ndo = \"draw\"\n",
		"game = 1\n")
}

func FuzzKlaberjassScenario(f *testing.F) {
	fuzzScenarios(f, "klaberjass",
		"game = \"klaberjass\"\n[setup]\ndealer = 1\ntrump = \"H\"\nmaker = 0\nhands = [\"AS\", \"KS\"]\n[[step]]\ndo = \"play AS\"\n",
		"game = \"klaberjass\"\n[setup]\nupcard = \"7H\"\nhands = [\"AS\", \"KS\"]\nsecond = [\"\", \"\"]\n[[step]]\ndo = \"take\"\n[[step]]\ndeal = { hands = [\"AS\", \"KS\"] }\n")
}

func FuzzCanastaScenario(f *testing.F) {
	fuzzScenarios(f, "canasta",
		"game = \"canasta\"\n[setup]\nplayers = 2\nhands = [\"AS\", \"KS\"]\n[[step]]\ndo = \"draw\"\n",
		"game = \"canasta\"\n[rules]\nplayers = \"6_partnership\"\n[setup]\nhands = [\"AS\", \"KS\", \"\", \"\", \"\", \"\"]\n[[step]]\ndo = \"take with AS\"\n")
}
