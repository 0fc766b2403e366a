package app

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"tavolo/app/stats"
	"tavolo/app/store"
	s40table "tavolo/app/table/scala40"
	"tavolo/assets"
	"tavolo/engine/games"
	"tavolo/engine/match"
	"tavolo/engine/scala40"
)

// TestRegistry: every game of engine/games is listed, with a title, a
// blurb and its rules in both languages; a ready game can be dealt and
// shown.
func TestRegistry(t *testing.T) {
	seen := map[string]bool{}
	if len(registry()) != len(games.All()) {
		t.Errorf("%d games in the registry, %d in engine/games", len(registry()), len(games.All()))
	}
	for _, g := range registry() {
		if g.Name == "" || seen[g.Name] || g.title() == "" || g.blurb() == "" {
			t.Errorf("entry %q: missing name, title or blurb, or listed twice", g.Name)
		}
		seen[g.Name] = true
		if assets.Rules(g.Name, "en") == "" || assets.Rules(g.Name, "it") == "" {
			t.Errorf("%s: no rules", g.Name)
		}
		if g.Ready != g.playable() || (g.ui.Book == nil) != (g.ui.Show == nil) {
			t.Errorf("%s: a ready game has a new-match screen and a board, a game coming soon neither", g.Name)
		}
	}
}

// TestResumeAnyGame: resume finds the match in progress of whichever
// game saved last; a file in the folder of a game that cannot be played
// yet is not offered.
func TestResumeAnyGame(t *testing.T) {
	s, _ := newShell(t)
	if s.CanResume() {
		t.Fatal("a new app offers to resume")
	}
	for _, g := range registry() {
		if g.playable() {
			continue
		}
		if err := os.MkdirAll(s.saveDir(g.Name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(s.saveDir(g.Name), store.CurrentFile), []byte("{}"), 0o644); err != nil {
			t.Fatal(err)
		}
		if s.CanResume() {
			t.Fatalf("a save of %s, a game coming soon, is offered", g.Name)
		}
	}
	g, err := scala40.NewMatch(scala40.Default(), 5)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := g.Record([]match.Player{{Name: "A", Kind: kindHuman}, {Name: "B", Kind: "easy"}, {Name: "C", Kind: "easy"}, {Name: "D", Kind: "easy"}})
	if err != nil {
		t.Fatal(err)
	}
	if err := store.SaveMatch(s.saveDir(scala40.GameName), rec); err != nil {
		t.Fatal(err)
	}
	if saved := savedNames(s); len(saved) != 1 || saved[0] != scala40.GameName || !s.CanResume() {
		t.Fatalf("saved games %q", saved)
	}
}

// TestPartnersShareTheWin: at the end of a pairs_mode match both
// partners of the winning side are credited, with the side's points.
func TestPartnersShareTheWin(t *testing.T) {
	r := scala40.Default()
	r.PairsMode = true
	g, err := scala40.NewMatch(r, 21)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 100000 && g.Phase() != scala40.PhaseMatchOver; i++ {
		if g.Phase() == scala40.PhaseHandOver {
			if _, err := g.Apply(scala40.Action{Kind: scala40.NextHand}); err != nil {
				t.Fatal(err)
			}
			continue
		}
		a := s40table.LegalPlayer{}.Choose(g.View(g.ToMove()))
		a.Seat = g.ToMove()
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if g.Phase() != scala40.PhaseMatchOver {
		t.Skip("the match did not end")
	}
	h := scala40Hand(g, []match.Player{{Name: "Anna", Kind: kindHuman}, {Name: "Bruno", Kind: "easy"}, {Name: "Carla", Kind: "easy"}, {Name: "Dario", Kind: "easy"}})
	w := g.Winner()
	if len(h.Winners) != 2 || !slices.Contains(h.Winners, w) || !slices.Contains(h.Winners, scala40.Partner(w)) {
		t.Fatalf("winners %v, want %d and %d", h.Winners, w, scala40.Partner(w))
	}
	b := stats.New()
	b.Add(h)
	// One record per side, won by the winner's.
	for _, seats := range h.Sides {
		var members []stats.Member
		for _, seat := range seats {
			members = append(members, stats.Member{Name: h.Names[seat], Computer: h.Computer[seat]})
		}
		won := slices.Contains(seats, w)
		if r := b.Record(stats.Side, stats.SideKey(members), scala40.GameName); r == nil || (r.Wins == 1) != won || r.Points != h.Points[seats[0]] {
			t.Errorf("side %v: %+v (winner %v)", seats, r, won)
		}
	}
	if h.Points[0] != h.Points[2] || h.Points[1] != h.Points[3] {
		t.Errorf("partners charged differently: %v", h.Points)
	}
}
