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

// FuzzCanastaScenario is FuzzScenario seeded with Canasta files: any input
// gives PASS or a clear error, never a panic.
func FuzzCanastaScenario(f *testing.F) {
	for _, dir := range []string{"../canasta/testdata/scenarios", "../../../shared/scenarios/canasta"} {
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
	f.Add([]byte("game = \"canasta\"\n[setup]\nplayers = 2\nhands = [\"AS\", \"KS\"]\n[[step]]\ndo = \"draw\"\n"))
	f.Add([]byte("game = \"canasta\"\n[rules]\nplayers = \"6_partnership\"\n[setup]\nhands = [\"AS\", \"KS\", \"\", \"\", \"\", \"\"]\n[[step]]\ndo = \"take with AS\"\n"))
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
