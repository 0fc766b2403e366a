package games

import (
	"fmt"
	"testing"

	"tavolo/engine/canasta"
	"tavolo/engine/klaberjass"
	"tavolo/engine/match"
	"tavolo/engine/scala40"
)

// TestDealtIsShared: every game names the deal of a hand match.Dealt,
// where the table's move log starts again.
func TestDealtIsShared(t *testing.T) {
	for game, kind := range map[string]match.EventKind{
		"scala40":    scala40.EvDealt,
		"canasta":    canasta.EvDealt,
		"klaberjass": klaberjass.EvDealt,
	} {
		if kind != match.Dealt {
			t.Errorf("%s deals with %q, not %q", game, kind, match.Dealt)
		}
	}
}

func TestListed(t *testing.T) {
	seen := map[string]bool{}
	for _, g := range All() {
		if g.Name == "" || g.Title == "" || len(g.Players) == 0 || seen[g.Name] {
			t.Errorf("%+v: no name, title or seats, or listed twice", g)
		}
		seen[g.Name] = true
		if g.Ready && (g.New == nil || g.Replay == nil || g.NewAgent == nil || len(g.Presets()) == 0 || len(g.Levels()) == 0) {
			t.Errorf("%s: ready but not playable", g.Name)
		}
		if g.Ready && (g.Scenario == nil || g.Arena == nil || g.Bench == nil || g.HintTimes == nil) {
			t.Errorf("%s: ready but without its scenario runner, arena, benchmarks or hint timing", g.Name)
		}
		if g.Ready {
			if _, ok := Scenario(g.Name); !ok {
				t.Errorf("%s: no scenario part", g.Name)
			}
		}
		if got, ok := Lookup(g.Name); !ok || got.Name != g.Name {
			t.Errorf("Lookup(%q) = %v", g.Name, ok)
		}
	}
	if _, ok := Lookup("tressette"); ok {
		t.Error("an unknown game was found")
	}
	if _, ok := Scenario("tressette"); ok {
		t.Error("an unknown game has a scenario part")
	}
}

// TestStepAndReplay plays every ready game with its computer players
// through the Match interface until a hand ends, and replays its record.
func TestStepAndReplay(t *testing.T) {
	for _, g := range All() {
		if !g.Ready {
			continue
		}
		m, rec := playedHand(t, g)
		back, err := Replay(rec)
		if err != nil || back.Score().Totals[0] != m.Score().Totals[0] || len(back.Score().Hands) != 1 {
			t.Fatalf("%s: replay %v", g.Name, err)
		}
	}
}

// playedHand plays a match of g by its weakest computer players, seed 7,
// until its first hand is scored, and returns it with its record.
func playedHand(t *testing.T, g Game) (Match, *match.Record) {
	t.Helper()
	n := g.Players[0]
	m, err := g.New(g.Presets()[0].Name, n, 7)
	if err != nil {
		t.Fatalf("%s: %v", g.Name, err)
	}
	agents := make([]Agent, n)
	for s := range agents {
		if agents[s], err = g.NewAgent(g.Levels()[0], uint64(s+1)); err != nil {
			t.Fatal(err)
		}
	}
	// Until a hand is scored (an annulled deal is dealt again). Where
	// two seats may act, the one out of turn may let its action go.
	for i := 0; i < 5000 && len(m.Score().Hands) == 0 && m.Outcome().Stage != match.MatchOver; i++ {
		actors := m.Actors()
		var err error
		for _, seat := range actors {
			if _, err = m.Step(seat, agents[seat]); err == nil {
				break
			}
		}
		if err != nil {
			t.Fatalf("%s: seats %v: %v", g.Name, actors, err)
		}
	}
	if m.Outcome().Stage == match.Playing || len(m.Score().Hands) != 1 {
		t.Fatalf("%s: the hand did not end", g.Name)
	}
	players := make([]match.Player, n)
	for i := range players {
		players[i] = match.Player{Name: fmt.Sprintf("P%d", i+1), Kind: "easy"}
	}
	rec, err := m.Record(players)
	if err != nil {
		t.Fatal(err)
	}
	return m, rec
}
