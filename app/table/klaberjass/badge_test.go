package klaberjass

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"tavolo/i18n"
)

// TestTrumpBadgeHasRoom: at 800×600, in both languages, the trump badge
// stands clear of the title (at least 24 px after its last word:
// "si vince a 500" touched it) and of the header's buttons.
func TestTrumpBadgeHasRoom(t *testing.T) {
	size := fyne.NewSize(800, 600)
	for _, language := range []string{"en", "it"} {
		i18n.ForTest(t, language)
		g := fixedDeal(t)
		r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Beatrice"}})
		r.win.Resize(size)
		r.drain()
		r.tab.TypedRune('t')
		r.drain()
		play(r, g, 2)
		r.tab.Refresh()
		title, badge := r.tab.lay.titleR, r.tab.lay.badgeR
		if badge.W == 0 {
			t.Fatalf("%s: no trump badge", language)
		}
		if gap := badge.X - (title.X + title.W); gap < 24 {
			t.Errorf("%s: the trump badge is %v px after the title", language, gap)
		}
		for _, o := range r.tab.lay.Objects {
			if b, ok := o.(*widget.Button); ok && b.Visible() && b.Position().Y < title.Y+title.H && b.Position().X < badge.X+badge.W+8 && b.Position().X+b.Size().Width > badge.X {
				t.Errorf("%s: the trump badge %v meets the button %q at %v", language, badge, b.Text, b.Position())
			}
		}
	}
}
