package klaberjass

import (
	"testing"

	"fyne.io/fyne/v2/widget"
)

// badgeClear fails t unless the trump badge, when there is one, stands
// clear of the title (at least 24 px after its last word: at 800×600
// "si vince a 500" touched it) and of the header's buttons
// (TestNothingOverlapsAt800x600 asks it of every frame it lays out).
func badgeClear(t *testing.T, r *rig, when string) {
	t.Helper()
	title, badge := r.tab.lay.titleR, r.tab.lay.badgeR
	if badge.W == 0 {
		return
	}
	if gap := badge.X - (title.X + title.W); gap < 24 {
		t.Errorf("%s: the trump badge is %v px after the title", when, gap)
	}
	for _, o := range r.tab.lay.Objects {
		if b, ok := o.(*widget.Button); ok && b.Visible() && b.Position().Y < title.Y+title.H && b.Position().X < badge.X+badge.W+8 && b.Position().X+b.Size().Width > badge.X {
			t.Errorf("%s: the trump badge %v meets the button %q at %v", when, badge, b.Text, b.Position())
		}
	}
}
