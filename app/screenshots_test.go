package app

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"tavolo/app/stats"
	"tavolo/i18n"
)

// The screenshots (make screenshots) are drawn by the tests below when
// TAVOLO_SCREENSHOTS names a folder: the README's pictures at 1100×760,
// and the set that shows each screen at the smallest and the largest
// window Tavolo is made for, in both languages:
// <screen>-<800x600|1920x1080>-<en|it>.png.

// readmeSize is the window size of the README's pictures.
var readmeSize = fyne.NewSize(1100, 760)

// setSizes are the window sizes of the set.
var setSizes = []fyne.Size{fyne.NewSize(800, 600), fyne.NewSize(1920, 1080)}

// camera writes pictures of a shell's window into a folder.
type camera struct {
	t   *testing.T
	s   *Shell
	dir string
}

// newCamera is a camera on a new shell with the default theme, in
// English, or nothing when TAVOLO_SCREENSHOTS is not set (the test is
// skipped).
func newCamera(t *testing.T) camera {
	dir := os.Getenv("TAVOLO_SCREENSHOTS")
	if dir == "" {
		t.Skip("set TAVOLO_SCREENSHOTS to a folder to write the screenshots")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	s, _ := newShell(t)
	s.App.Settings().SetTheme(theme.DefaultTheme())
	useLanguage(t, "en")
	return camera{t: t, s: s, dir: dir}
}

// useLanguage switches the translations.
func useLanguage(t *testing.T, language string) {
	t.Helper()
	i18n.ForTest(t, language)
}

// shot writes the window at size as name.png.
func (c camera) shot(name string, size fyne.Size) {
	c.t.Helper()
	c.s.Win.Resize(size)
	// A second pass: text that wraps knows its height once its width is
	// set, as after the first frame of the real window.
	c.s.Win.Content().Refresh()
	img := c.s.Win.Canvas().Capture()
	f, err := os.Create(filepath.Join(c.dir, name+".png"))
	if err != nil {
		c.t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		c.t.Fatal(err)
	}
}

// set writes the screen shown at each size of the set, in the language
// in use.
func (c camera) set(screen string) {
	c.t.Helper()
	for _, size := range setSizes {
		c.shot(fmt.Sprintf("%s-%dx%d-%s", screen, int(size.Width), int(size.Height), i18n.Current()), size)
	}
}

// playedStats fills the statistics with a few matches of each game
// between the players of the pictures.
func playedStats(s *Shell) {
	four := []string{"Marta", "Anna", "Bruno", "Carla"}
	for m := 0; m < 3; m++ {
		for h := 0; h < 5; h++ {
			pts := []int{(h*17 + m*5) % 60, (h*23 + 11) % 70, (h*31 + m*13) % 80, 25 + h*3}
			pts[(h+m)%4] = 0
			closed := make([]map[string]int, 4)
			closed[(h+m)%4] = map[string]int{counterClosed: 1}
			if h == 2 {
				closed[(h+m)%4][counterClosedInHand] = 1
			}
			s.HandOver(stats.Hand{Game: "scala40", Key: fmt.Sprintf("s%d/%d", m, h), Names: four, Played: true, Points: pts,
				Counters: closed, Over: h == 4, Winners: []int{m % 2}})
		}
		// Canasta for four, Marta with a computer partner: one row a side,
		// each side's canastas counted at its first seat.
		out := map[string]int{counterCanastas: 2 + m, counterWentOut: 1}
		side := map[string]int{counterCanastas: 1}
		s.HandOver(stats.Hand{Game: "canasta", Key: fmt.Sprintf("c%d", m), Names: four, Played: true,
			Computer: []bool{false, true, true, true}, Sides: [][]int{{0, 2}, {1, 3}},
			Points: []int{2350 + 100*m, 1200, 2350 + 100*m, 1200}, Counters: []map[string]int{out, side, nil, nil},
			Over: m > 0, Winners: []int{0, 2}})
		maker := map[string]int{counterMaker: 1, counterMade: 1 - m%2, counterBete: m % 2}
		s.HandOver(stats.Hand{Game: "klaberjass", Key: fmt.Sprintf("k%d", m), Names: four[:2], Played: true,
			Points: []int{120 + 20*m, 42}, Counters: []map[string]int{maker, nil}, Over: m == 2, Winners: []int{0}})
	}
	s.statsPending.Wait()
}
