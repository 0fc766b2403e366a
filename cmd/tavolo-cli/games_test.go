package main

import (
	"testing"

	"tavolo/engine/games"
	"tavolo/engine/scenario"
)

// Every game of the registry that can be played has its part in the
// scenario runner and the arena, and neither knows a game the registry
// does not list.
func TestEveryGameHasItsParts(t *testing.T) {
	listed := map[string]bool{}
	for _, g := range games.All() {
		listed[g.Name] = true
		if !g.Ready {
			continue
		}
		if _, ok := scenario.Games[g.Name]; !ok {
			t.Errorf("%s has no scenario runner", g.Name)
		}
		if _, ok := arenaGames[g.Name]; !ok {
			t.Errorf("%s has no arena", g.Name)
		}
	}
	for name := range arenaGames {
		if !listed[name] {
			t.Errorf("the arena plays %s, which engine/games does not list", name)
		}
	}
	for name := range scenario.Games {
		if !listed[name] {
			t.Errorf("the scenario runner knows %s, which engine/games does not list", name)
		}
	}
}
