package app

import (
	"testing"
	"time"

	"tavolo/app/store"
	"tavolo/engine/match"
)

// TestReviewScreenshots draws the review of a hand of each game, judged
// by its own judge, at its costliest decision, and the recent matches
// that lead to them: review-<game>-<size>-<language>.png and
// recent-<size>-<language>.png.
func TestReviewScreenshots(t *testing.T) {
	c := newCamera(t)
	when := time.Date(2026, 11, 20, 21, 30, 0, 0, time.Local)
	for i, game := range []string{"scala40", "canasta", "klaberjass"} {
		rec := finishedHand(t, game, 20261124)
		named(rec, "Marta", "Anna", "Bruno", "Carla")
		if _, err := store.SaveRecent(c.s.recentDir(game), rec, when.Add(time.Duration(i)*time.Hour)); err != nil {
			t.Fatal(err)
		}
		g, _ := lookupGame(game)
		r, err := newHandReview(g, rec, 0)
		if err != nil {
			t.Fatal(err)
		}
		done := make(chan bool)
		old := uiDo
		uiDo = func(f func()) { old(f); done <- true }
		v := c.s.ShowReview(r, c.s.Home)
		for !v.done {
			<-done
		}
		uiDo = old
		for _, language := range []string{"en", "it"} {
			useLanguage(t, language)
			v = c.s.ShowReview(r, c.s.Home)
			// The costliest decision: its note, and in Klaberjass
			// its hindsight, in full under the moves.
			at := len(r.frames) / 2
			if d, ok := v.costliest(); ok {
				at = v.stepIndex(d.Step)
			}
			v.show(at)
			c.set("review-" + game)
		}
		useLanguage(t, "en")
	}
	oldGo := recentGo
	recentGo = func(f func()) { f() }
	t.Cleanup(func() { recentGo = oldGo })
	for _, language := range []string{"en", "it"} {
		useLanguage(t, language)
		c.s.Recent()
		c.set("recent")
	}
}

// named renames the players of a record, the first a person.
func named(rec *match.Record, names ...string) {
	for i := range rec.Players {
		rec.Players[i].Name = names[i]
	}
	rec.Sum = ""
}
