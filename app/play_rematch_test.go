package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tavolo/i18n"

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

// TestWinnerButtonsFit: at 800×600 the end of a Canasta match offers its
// four buttons (review the hand, home, new match, the same players
// again) in a row that lies inside the window, in both languages (the
// Italian "Stessi giocatori, nuova partita" pushed the row past the
// window's left edge).
func TestWinnerButtonsFit(t *testing.T) {
	s, _ := newShell(t)
	players := []match.Player{{Name: "Marta", Kind: kindHuman}, {Name: "Anna", Kind: "easy"}, {Name: "Bruno", Kind: "easy"}, {Name: "Carla", Kind: "easy"}}
	for _, language := range []string{"en", "it"} {
		i18n.ForTest(t, language)
		s.playCanasta(matchOver(t), players)
		s.Win.Resize(fyne.NewSize(800, 600))
		s.Win.Content().Refresh()
		tab := s.Win.Content()
		for _, text := range []string{"Review the hand", "Home", "New match", "Same players again"} {
			chain := pathTo(tab, func(o fyne.CanvasObject) bool {
				b, ok := o.(*widget.Button)
				return ok && b.Text == lang.L(text)
			})
			if chain == nil {
				t.Fatalf("%s: no %q button", language, lang.L(text))
			}
			b := chain[len(chain)-1]
			if x := b.Position().X; x < 0 || x+b.Size().Width > tab.Size().Width {
				t.Errorf("%s: %q from x %.0f to %.0f, the table is %.0f wide", language, lang.L(text), x, x+b.Size().Width, tab.Size().Width)
			}
		}
	}
}

// pathTo is the chain of objects from o down to the first one that is,
// through containers and the widgets' renderers, or nil.
func pathTo(o fyne.CanvasObject, is func(fyne.CanvasObject) bool) []fyne.CanvasObject {
	if is(o) {
		return []fyne.CanvasObject{o}
	}
	var under []fyne.CanvasObject
	switch x := o.(type) {
	case *fyne.Container:
		under = x.Objects
	case fyne.Widget:
		under = test.WidgetRenderer(x).Objects()
	}
	for _, c := range under {
		if p := pathTo(c, is); p != nil {
			return append([]fyne.CanvasObject{o}, p...)
		}
	}
	return nil
}
