package klaberjass

import (
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/app/table/tabletest"
	kj "tavolo/engine/klaberjass"
	"tavolo/i18n"
)

// TestNothingOverlapsAt800x600 lays the table out at 800×600 in English
// and in Italian at the start of a hand, in the middle of one and when
// it is over: no text is drawn over a button or another text, nor beyond
// the window, and the trump badge has room (badgeClear).
func TestNothingOverlapsAt800x600(t *testing.T) {
	size := fyne.NewSize(800, 600)
	for _, language := range []string{"en", "it"} {
		i18n.ForTest(t, language)
		g := fixedDeal(t)
		r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Beatrice"}})
		r.tab.cfg.Deal = 123456789
		r.win.Resize(size)
		r.drain()
		check := func(when string) {
			t.Helper()
			r.tab.Refresh()
			tabletest.Shot(t, r.win, "klaberjass-800x600-"+language+"-"+when)
			for _, p := range tabletest.Crowded(r.tab.lay.Objects, size) {
				t.Errorf("%s, %s: %s", language, when, p)
			}
			badgeClear(t, r, language+", "+when)
		}
		check("start")
		r.tab.TypedRune('t')
		r.drain()
		check("trumps-named")
		play(r, g, 2)
		check("mid-hand")
		play(r, g, 20)
		check("hand-over")
	}
}

// play plays Ada's first playable card up to n times while the hand lasts.
func play(r *rig, g *kj.Game, n int) {
	for range n {
		v := g.View(0)
		if v.Phase == kj.PhaseHandOver || v.Phase == kj.PhaseMatchOver {
			return
		}
		if p := v.Playable().Cards(); len(p) > 0 {
			r.tap(r.at(p[0]))
		}
		r.drain()
	}
}
