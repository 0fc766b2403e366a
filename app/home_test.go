package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/i18n"
)

// TestHomeClickTargets: in the window's first size, the points the
// smoke and frames scripts click (scripts/smoke*.sh, scripts/frames*.sh:
// the centre plus 250, minus 84 plus 107 per game; the centre minus 296,
// plus 215 for Resume) fall on each game's Play button and on Resume,
// in both languages. Moving the home screen's buttons means moving
// those clicks too.
func TestHomeClickTargets(t *testing.T) {
	s, _ := newShell(t)
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
