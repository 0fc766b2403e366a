package scenario

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzScenario feeds arbitrary text to the loader and the runner: any
// input gives PASS or a clear error, never a panic.
func FuzzScenario(f *testing.F) {
	for _, dir := range []string{"../scala40/testdata/scenarios", "../../../shared/scenarios/scala40"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.toml"))
		for i, p := range files {
			if i >= 20 {
				break
			}
			if b, err := os.ReadFile(p); err == nil {
				f.Add(b)
			}
		}
	}
	f.Add([]byte("game = \"scala40\"\n[setup]\nplayers = 2\nhands = [\"AS\", \"KS\"]\n[[step]]\ndo = \"draw\"\n"))
	f.Add([]byte("game = 1\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		sc, err := Parse("fuzz.toml", src)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		if err := Run(sc); err != nil && err.Error() == "" {
			t.Fatal("empty error")
		}
	})
}

// FuzzKlaberjassScenario feeds arbitrary text, seeded with the Klaberjass
// scenarios, to the loader and the runner: never a panic.
func FuzzKlaberjassScenario(f *testing.F) {
	for _, dir := range []string{"../klaberjass/testdata/scenarios", "../../../shared/scenarios/klaberjass"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.toml"))
		for i, p := range files {
			if i >= 30 {
				break
			}
			if b, err := os.ReadFile(p); err == nil {
				f.Add(b)
			}
		}
	}
	f.Add([]byte("game = \"klaberjass\"\n[setup]\ndealer = 1\ntrump = \"H\"\nmaker = 0\nhands = [\"AS\", \"KS\"]\n[[step]]\ndo = \"play AS\"\n"))
	f.Add([]byte("game = \"klaberjass\"\n[setup]\nupcard = \"7H\"\nhands = [\"AS\", \"KS\"]\nsecond = [\"\", \"\"]\n[[step]]\ndo = \"take\"\n[[step]]\ndeal = { hands = [\"AS\", \"KS\"] }\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		sc, err := Parse("fuzz.toml", src)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		if err := Run(sc); err != nil && err.Error() == "" {
			t.Fatal("empty error")
		}
	})
}
