package app

import (
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	catable "tavolo/app/table/canasta"
	"tavolo/engine/canasta"
	caai "tavolo/engine/canasta/ai"
	"tavolo/engine/match"
	"tavolo/i18n"
)

// TestCanastaScreenshots renders the Canasta table in the middle of a
// hand with a canasta on the table, in English and Italian, at the
// README's size, at 800×600 and at full HD, when TAVOLO_SCREENSHOTS names
// a folder (make screenshots). The position comes from a fixed deal
// played by the easy computer player.
func TestCanastaScreenshots(t *testing.T) {
	dir := os.Getenv("TAVOLO_SCREENSHOTS")
	if dir == "" {
		t.Skip("set TAVOLO_SCREENSHOTS to a folder to write the screenshots")
	}
	s, _ := newShell(t)
	s.App.Settings().SetTheme(theme.DefaultTheme())
	shot := func(name string, size fyne.Size) {
		s.Win.Resize(size)
		img := s.Win.Canvas().Capture()
		f, err := os.Create(filepath.Join(dir, name+".png"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, img); err != nil {
			t.Fatal(err)
		}
	}
	players := []match.Player{{Name: "Marta", Kind: kindHuman}, {Name: "Anna", Kind: "easy"}, {Name: "Bruno", Kind: "easy"}, {Name: "Carla", Kind: "easy"}}
	for _, lang := range []string{"en", "it"} {
		if err := i18n.Use(lang); err != nil {
			t.Fatal(err)
		}
		g := canastaPosition(t, 20261125)
		s.playCanasta(g, players)
		tab := s.Win.Content().(*catable.Table)
		tab.Act(canasta.Action{Kind: canasta.Draw})
		suffix := ""
		if lang == "it" {
			suffix = "-it"
		}
		shot("canasta"+suffix, fyne.NewSize(1100, 760))
		shot("canasta-800x600"+suffix, fyne.NewSize(800, 600))
		shot("canasta-1920x1080"+suffix, fyne.NewSize(1920, 1080))
	}
	i18n.Use("en")
}

// canastaPosition plays a four-player match from seed with the easy
// player until a canasta is on the table and seat 0 is to draw, its side
// with melds down.
func canastaPosition(t *testing.T, seed uint64) *canasta.Game {
	t.Helper()
	g, err := canasta.NewMatch(canasta.Default(), seed)
	if err != nil {
		t.Fatal(err)
	}
	agents := make([]caai.Player, 4)
	for i := range agents {
		if agents[i], err = caai.New("easy", uint64(i+1)); err != nil {
			t.Fatal(err)
		}
	}
	ready := func() bool {
		v := g.View(0)
		hasCanasta := slices.ContainsFunc(slices.Concat(v.Melds...), func(m canasta.TableMeld) bool { return m.Info.Canasta() })
		return hasCanasta && g.Phase() == canasta.PhaseDraw && g.ToMove() == 0 && len(v.Melds[1]) > 0 && v.StockSize > 10
	}
	for i := 0; i < 20000 && !ready(); i++ {
		switch g.Phase() {
		case canasta.PhaseHandOver:
			if _, err := g.Apply(canasta.Action{Kind: canasta.NextHand, Seat: (g.Dealer() + 1) % 4}); err != nil {
				t.Fatal(err)
			}
			continue
		case canasta.PhaseMatchOver:
			t.Fatal("the match ended before the picture")
		}
		seat := g.Actors()[0]
		a := agents[seat].Choose(g.View(seat))
		a.Seat = seat
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	if !ready() {
		t.Fatal("the position for the picture never came")
	}
	return g
}
