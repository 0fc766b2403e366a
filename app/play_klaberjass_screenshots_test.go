package app

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	kjtable "tavolo/app/table/klaberjass"
	"tavolo/engine/klaberjass"
	"tavolo/engine/match"
	"tavolo/i18n"
)

// TestKlaberjassScreenshots renders Klaberjass's pictures for the README
// when TAVOLO_SCREENSHOTS names a folder (make screenshots): the table in
// the middle of a hand in English and in Italian, and the score sheet
// after a hand. With TAVOLO_SCREENSHOT_SIZES set it also draws the table
// at 800×600 and 1920×1080, to look at (not for the README).
func TestKlaberjassScreenshots(t *testing.T) {
	dir := os.Getenv("TAVOLO_SCREENSHOTS")
	if dir == "" {
		t.Skip("set TAVOLO_SCREENSHOTS to a folder to write the screenshots")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	s, _ := newShell(t)
	s.App.Settings().SetTheme(theme.DefaultTheme())
	if err := i18n.Use("en"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { i18n.Use("en") })
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
	size := fyne.NewSize(1100, 760)
	players := []match.Player{{Name: "Marta", Kind: kindHuman}, {Name: "Anna", Kind: "medium"}}

	// The middle of the first hand: Anna has led to the fourth trick.
	mid := func() {
		g := kjAdvance(t, 20261124, func(g *klaberjass.Game) bool {
			v := g.View(0)
			return len(v.History) == 7 && g.ToMove() == 0
		})
		s.playKlaberjass(g, players)
	}
	mid()
	shot("klaberjass", size)
	if os.Getenv("TAVOLO_SCREENSHOT_SIZES") != "" {
		shot("klaberjass-800x600", fyne.NewSize(800, 600))
		shot("klaberjass-1920x1080", fyne.NewSize(1920, 1080))
	}

	if os.Getenv("TAVOLO_SCREENSHOT_SIZES") != "" {
		// The bidding of a hand, and the declaration offered.
		bid := kjAdvance(t, 20261124, func(g *klaberjass.Game) bool {
			return g.Phase() == klaberjass.PhaseBid && g.ToMove() == 0 && g.View(0).HandNo == 2
		})
		s.playKlaberjass(bid, players)
		shot("klaberjass-bid-800x600", fyne.NewSize(800, 600))
	}

	g := kjAdvance(t, 20261124, func(g *klaberjass.Game) bool { return len(g.Score().Hands) == 2 })
	s.playKlaberjass(g, players)
	s.Win.Content().(*kjtable.Table).ShowSheet(true)
	shot("klaberjass-sheet", size)
	if os.Getenv("TAVOLO_SCREENSHOT_SIZES") != "" {
		shot("klaberjass-sheet-800x600", fyne.NewSize(800, 600))
	}

	if err := i18n.Use("it"); err != nil {
		t.Fatal(err)
	}
	mid()
	shot("klaberjass-it", size)
	if os.Getenv("TAVOLO_SCREENSHOT_SIZES") != "" {
		shot("klaberjass-it-800x600", fyne.NewSize(800, 600))
	}
}

// kjAdvance plays a Klaberjass match from seed with the board's own
// player in both seats (seat 0 takes the turn-up when it may, seat 1
// declares when it may) until stop says so.
func kjAdvance(t *testing.T, seed uint64, stop func(*klaberjass.Game) bool) *klaberjass.Game {
	t.Helper()
	g, err := klaberjass.New(klaberjass.Default(), seed)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5000 && !stop(g); i++ {
		if g.Outcome().Stage == match.MatchOver {
			t.Fatal("the match ended before the picture")
		}
		seat := g.ToMove()
		a := kjtable.LegalPlayer{}.Choose(g.View(seat))
		for _, l := range g.Legal(seat) {
			if l.Kind == klaberjass.Take || l.Kind == klaberjass.Declare || l.Kind == klaberjass.Exchange {
				a = l
				break
			}
		}
		a.Seat = seat
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	if !stop(g) {
		t.Fatal("the position for the picture never came")
	}
	return g
}
