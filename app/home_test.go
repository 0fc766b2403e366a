package app

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/store"
	"tavolo/engine/scala40"
	"tavolo/i18n"
)

// TestHomeClickTargets: in the window's first size, the points the
// smoke and frames scripts click (scripts/smoke*.sh, scripts/frames*.sh:
// the centre plus 250, minus 84 plus 107 per game; the centre minus 296,
// plus 215 for Resume) fall on each game's Play button and on Resume,
// in both languages, with matches saved. Moving the home screen's buttons means moving
// those clicks too.
func TestHomeClickTargets(t *testing.T) {
	s, _ := newShell(t)
	// Two matches saved: the button reads "Resume match" in either language.
	saveSomething(t, s, scala40.GameName)
	saveSomething(t, s, "canasta")
	i18n.ForTest(t, "en")
	for _, language := range []string{"en", "it"} {
		useLanguage(t, language)
		s.Home()
		size := fyne.NewSize(1100, 760)
		s.Win.Resize(size)
		at := func(dx, dy float32) *widget.Button {
			p := fyne.NewPos(size.Width/2+dx, size.Height/2+dy)
			var hit *widget.Button
			walk(s.Win.Content(), func(o fyne.CanvasObject) {
				b, ok := o.(*widget.Button)
				if !ok {
					return
				}
				q := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
				if p.X >= q.X && p.X < q.X+b.Size().Width && p.Y >= q.Y && p.Y < q.Y+b.Size().Height {
					hit = b
				}
			})
			return hit
		}
		var games []gameEntry
		for _, g := range registry() {
			if g.playable() {
				games = append(games, g)
			}
		}
		for i, g := range games {
			b := at(250, -84+107*float32(i))
			if b == nil || b.Text != lang.L("Play") {
				t.Errorf("%s: the click for %s hits %v", language, g.Name, b)
			}
		}
		if b := at(-296, 215); b == nil || b.Text != lang.L("Resume match") {
			t.Errorf("%s: the click for Resume hits %v", language, b)
		}
	}
}

// saveSomething puts a file where a game's match in progress is saved.
func saveSomething(t *testing.T, s *Shell, game string) {
	t.Helper()
	dir := s.saveDir(game)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, store.CurrentFile), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
}

// homeTools are the texts of the home screen's row of tools, in order.
func homeTools(s *Shell) []string {
	s.Home()
	var row *fyne.Container
	walk(s.Win.Content(), func(o fyne.CanvasObject) {
		if c, ok := o.(*fyne.Container); ok {
			if _, ok := c.Layout.(spreadRow); ok {
				row = c
			}
		}
	})
	var texts []string
	for _, o := range row.Objects {
		if b, ok := o.(*widget.Button); ok && b.Visible() {
			texts = append(texts, b.Text)
		}
	}
	return texts
}

// TestHomeResumeOnlyWhenSaved: with nothing saved the home screen shows
// no resume button (not a greyed-out one leading the row); with a match
// saved it leads the row, the other tools in the same order.
func TestHomeResumeOnlyWhenSaved(t *testing.T) {
	s, _ := newShell(t)
	others := []string{lang.L("Statistics"), lang.L("Settings"), lang.L("Rules"), lang.L("About")}
	if got := homeTools(s); !slices.Equal(got, others) {
		t.Errorf("with nothing saved the tools are %q, want %q", got, others)
	}
	saveSomething(t, s, scala40.GameName)
	want := append([]string{resumeLabel(s.savedGames())}, others...)
	if got := homeTools(s); !slices.Equal(got, want) {
		t.Errorf("with a match saved the tools are %q, want %q", got, want)
	}
}
