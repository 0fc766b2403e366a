package store

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"tavolo/engine/games"
	"tavolo/engine/match"
)

// TestInvalidSaveOfEveryGame: in every game a save that is valid JSON
// but not a valid match (no players, null rules), written without a
// checksum as the previous version did, takes the damaged-save path: the
// player is told, the good previous save is loaded, the file is kept
// aside, and the next save never rotates it over the good one.
func TestInvalidSaveOfEveryGame(t *testing.T) {
	for _, g := range games.All() {
		if !g.Ready {
			continue
		}
		check := func(r *match.Record) error { _, err := g.Replay(r); return err }
		for name, change := range map[string]func(m map[string]any){
			"no players": func(m map[string]any) { m["players"] = []any{} },
			"null rules": func(m map[string]any) { m["rules"] = nil },
		} {
			t.Run(g.Name+"/"+name, func(t *testing.T) {
				dir := t.TempDir()
				m, err := g.New(g.Presets()[0].Name, g.Players[0], 3)
				if err != nil {
					t.Fatal(err)
				}
				players := make([]match.Player, g.Players[0])
				for i := range players {
					players[i] = match.Player{Name: fmt.Sprint("P", i+1), Kind: "human"}
				}
				rec, _ := m.Record(players)
				if err := SaveMatch(dir, rec, check); err != nil {
					t.Fatal(err)
				}
				good, _ := os.ReadFile(filepath.Join(dir, CurrentFile))
				var bad map[string]any
				json.Unmarshal(good, &bad)
				delete(bad, "sum")
				change(bad)
				data, _ := json.Marshal(bad)
				os.WriteFile(filepath.Join(dir, PreviousFile), good, 0o644)
				os.WriteFile(filepath.Join(dir, CurrentFile), data, 0o644)

				back, n, err := LoadMatch(dir, g.Name, check)
				if err != nil || n == nil || n.Key != KeySaveDamagedRestored || back == nil {
					t.Fatalf("got %v, %+v, %v; want the previous save with a notice", back, n, err)
				}
				if len(damagedFiles(t, dir)) != 1 {
					t.Fatal("the invalid save was not kept aside")
				}
				other, _ := g.New(g.Presets()[0].Name, g.Players[0], 4)
				orec, _ := other.Record(players)
				if err := SaveMatch(dir, orec, check); err != nil {
					t.Fatal(err)
				}
				prev, _ := os.ReadFile(filepath.Join(dir, PreviousFile))
				if pr, err := match.DecodeRecord(prev, g.Name); err != nil || check(pr) != nil {
					t.Fatalf("the previous save is not a good one: %v", err)
				}
			})
		}
	}
}
