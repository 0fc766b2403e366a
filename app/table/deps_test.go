package table

import (
	"go/build"
	"strings"
	"testing"
)

// TestKnowsNoGame fails when the table core imports a game's package,
// directly or through another package: a rule belongs to its engine, a
// game's drawing to its board (app/table/<game>).
func TestKnowsNoGame(t *testing.T) {
	games := []string{"tavolo/engine/scala40", "tavolo/engine/canasta", "tavolo/engine/klaberjass", "tavolo/engine/games", "tavolo/app/table/"}
	seen := map[string]bool{}
	var walk func(path, from string)
	walk = func(path, from string) {
		if seen[path] || !strings.HasPrefix(path, "tavolo/") {
			return
		}
		seen[path] = true
		pkg, err := build.Import(path, ".", 0)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		for _, imp := range pkg.Imports {
			for _, g := range games {
				if imp == g || strings.HasPrefix(imp, g+"/") || strings.HasSuffix(g, "/") && strings.HasPrefix(imp, g) {
					t.Errorf("%s imports %s (reached from tavolo/app/table through %s)", path, imp, from)
				}
			}
			walk(imp, path)
		}
	}
	walk("tavolo/app/table", "itself")
	if !seen["tavolo/engine/match"] {
		t.Error("the dependency walk did not reach engine/match: is it looking at the right package?")
	}
}
