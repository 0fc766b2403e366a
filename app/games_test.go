package app

import (
	"testing"

	"tavolo/assets"
)

// TestRegistry: every game has a name, a title, its rules in both
// languages, and a playable game can be dealt, resumed and checked.
func TestRegistry(t *testing.T) {
	seen := map[string]bool{}
	for _, g := range registry() {
		if g.name == "" || seen[g.name] || g.title() == "" || g.blurb() == "" {
			t.Errorf("entry %q: missing name, title or blurb, or listed twice", g.name)
		}
		seen[g.name] = true
		if assets.Rules(g.name, "en") == "" || assets.Rules(g.name, "it") == "" {
			t.Errorf("%s: no rules", g.name)
		}
		if (g.newMatch == nil) != (g.resume == nil) || (g.resume == nil) != (g.check == nil) {
			t.Errorf("%s: a game is playable with a new match, resume and check, or none of them", g.name)
		}
	}
}
