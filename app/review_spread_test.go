package app

import (
	"strings"
	"sync/atomic"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"tavolo/i18n"
)

// spreadLabels are the texts of the labels on the review's table.
func spreadLabels(v *reviewScreen) []string {
	var out []string
	walk(v.spread, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			out = append(out, l.Text)
		}
	})
	return out
}

// scala40Review opens the review of a Scala 40 hand, judged by
// quickJudge, at its end.
func scala40Review(t *testing.T) (*Shell, *reviewScreen) {
	t.Helper()
	s, _ := newShell(t)
	var calls atomic.Int32
	quickJudge(t, &calls)
	g, _ := lookupGame("scala40")
	r, err := newHandReview(g, finishedHand(t, "scala40", 20261124), 0)
	if err != nil {
		t.Fatal(err)
	}
	return s, s.ShowReview(r, s.Home)
}

// TestReviewTitlesASeatsMeldsOnce: a seat's melds on the review's table
// are titled once ("Melds of Anna"), not each again ("Meld of Anna",
// "Meld of Anna", …).
func TestReviewTitlesASeatsMeldsOnce(t *testing.T) {
	_, v := scala40Review(t)
	for i := range v.r.frames {
		v.show(i)
		titles := map[string]int{}
		for _, l := range spreadLabels(v) {
			if strings.HasPrefix(l, "Meld") {
				titles[l]++
			}
		}
		for l, n := range titles {
			if n > 1 {
				t.Fatalf("move %d: %q titles %d melds", i, l, n)
			}
		}
	}
}

// TestReviewEmptyHandIsALine: a seat with no cards left (who closed) is
// a line saying so, not a band as tall as a card.
func TestReviewEmptyHandIsALine(t *testing.T) {
	_, v := scala40Review(t)
	last := v.r.frames[len(v.r.frames)-1]
	empty := -1
	for seat, h := range last.Spread.Hands {
		if len(h) == 0 {
			empty = seat
		}
	}
	if empty < 0 {
		t.Fatal("nobody closed with no cards left")
	}
	v.show(len(v.r.frames) - 1)
	band := v.spread.Objects[empty]
	if h := band.MinSize().Height; h >= v.cardSize().Height {
		t.Errorf("the empty hand keeps a band %v tall (a card is %v)", h, v.cardSize().Height)
	}
	want := v.r.names[empty] + ": no cards left"
	if l, ok := band.(*widget.Label); !ok || !strings.Contains(l.Text, "no cards left") {
		t.Errorf("the empty hand does not say %q: %#v", want, band)
	}
}

// TestReviewNotesReadAsSaid: a judged move's note says what it lost,
// then the better move, as a player would say it, in both languages; it
// read "✗ mistake: best: better, about 12 points lost" ("errore: meglio:
// …"), two labels in a row.
func TestReviewNotesReadAsSaid(t *testing.T) {
	s, _ := newShell(t)
	var calls atomic.Int32
	quickJudge(t, &calls)
	r := klaberjassReview(t)
	s.ShowReview(r, s.Home)
	for language, want := range map[string]string{
		"en": "✗ mistake, about 12 points lost: better was better",
		"it": "✗ errore, circa 12 punti persi: era meglio better",
	} {
		i18n.ForTest(t, language)
		v := s.ShowReview(r, s.Home)
		found := false
		for i := range r.frames {
			found = found || strings.HasSuffix(v.moveLine(i), want)
		}
		if !found {
			t.Errorf("%s: no move's note reads %q", language, want)
		}
	}
}

// TestReviewFitsItsPane: at 1920×1080 and 800×600, for each game, at the
// deal, in the middle and at the end of the hand, every row of the table
// lies inside its pane (the pozzo's row was cut at the bottom; at
// 800×600 a table too full for the smallest cards scrolls down), and at
// the deal, when the table holds the hands only, the moves get the
// width it does not use (it kept 60% of the window, half of it empty).
func TestReviewFitsItsPane(t *testing.T) {
	s, _ := newShell(t)
	var calls atomic.Int32
	quickJudge(t, &calls)
	for _, g := range playableGames() {
		r, err := newHandReview(g, finishedHand(t, g.Name, 20261124), 0)
		if err != nil {
			t.Fatal(err)
		}
		v := s.ShowReview(r, s.Home)
		for _, size := range []fyne.Size{fyne.NewSize(1920, 1080), fyne.NewSize(800, 600)} {
			s.Win.Resize(size)
			for _, i := range []int{1, len(r.frames) / 2, len(r.frames) - 1} {
				v.show(i)
				pane, used := v.table.Size(), v.spread.MinSize()
				tall := used.Height > pane.Height+0.5 && (size.Height >= 1080 || v.card.Height > reviewMinCard)
				if tall || used.Width > pane.Width+0.5 {
					t.Errorf("%s %v, move %d: the table needs %v in a pane of %v", g.Name, size, i, used, pane)
				}
				if i == 1 && pane.Width > size.Width*reviewSplit-40 && used.Width < pane.Width*0.8 {
					t.Errorf("%s %v, at the deal: the table uses %v of its pane's %v", g.Name, size, used.Width, pane.Width)
				}
			}
		}
	}
}
