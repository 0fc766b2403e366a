package app

import (
	"testing"

	s40table "tavolo/app/table/scala40"
	"tavolo/engine/match"
	"tavolo/engine/scala40"
)

// TestWinnerScreen: at the end of a match the table shows the winner on
// the score sheet, the save is cleared, and "Same players again" deals a
// new match for the same seats.
func TestWinnerScreen(t *testing.T) {
	s, _ := newShell(t)
	s.builtinComputers = true
	g := advance(t, 7, false, func(g *scala40.Game) bool { return g.Phase() == scala40.PhaseMatchOver })
	players := []match.Player{{Name: "Marta", Kind: kindHuman}, {Name: "Anna", Kind: "medium"}, {Name: "Bruno", Kind: "hard"}, {Name: "Carla", Kind: "easy"}}
	s.play(g, players)
	tab := s.Win.Content().(*s40table.Table)
	s.Home()
	if s.CanResume() {
		t.Fatal("a finished match is still saved")
	}
	s.Show(tab, nil)
	tab.ShowSheet(true)
	tab.Rematch()
	again, ok := s.Win.Content().(*s40table.Table)
	if !ok || again == tab {
		t.Fatalf("no new table: %T", s.Win.Content())
	}
	ng := again.Game()
	if ng.Players() != 4 || ng.HandNo() != 1 || ng.Phase() == scala40.PhaseMatchOver || ng.Seed() == g.Seed() {
		t.Fatalf("new match: %d players, hand %d, phase %s", ng.Players(), ng.HandNo(), ng.Phase())
	}
}
