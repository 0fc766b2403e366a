package klaberjass

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/table/tabletest"
	kj "tavolo/engine/klaberjass"
	"tavolo/i18n"
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

// TestNextHandHeaderFitsALongTitle: between two hands at 800×600 in
// Italian, "Distribuisci la mano seguente" in the header leaves the
// title and the trump badge their room even when the match is played to
// 100000 ("si vince a 100000"): the title is drawn smaller, the badge
// clear of the buttons.
func TestNextHandHeaderFitsALongTitle(t *testing.T) {
	i18n.ForTest(t, "it")
	rules := kj.Default()
	rules.TargetScore = 100000
	g := fixedDealWith(t, rules, [2]int{})
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Beatrice"}})
	r.win.Resize(fyne.NewSize(800, 600))
	r.drain()
	r.tab.TypedRune('t')
	r.drain()
	play(r, g, 40)
	r.tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if r.button("Distribuisci la mano seguente") == nil {
		t.Fatalf("no next hand's button in the header: %q", r.texts())
	}
	badgeClear(t, r, "between two hands")
	for _, p := range tabletest.Crowded(r.tab.lay.Objects, r.tab.Size()) {
		t.Errorf("the table: %s", p)
	}
	tabletest.Shot(t, r.win, "klaberjass-nexthand-100000-it")
}
