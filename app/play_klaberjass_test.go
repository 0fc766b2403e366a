package app

import (
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/app/store"
	kjtable "tavolo/app/table/klaberjass"
	"tavolo/engine/klaberjass"
	"tavolo/engine/match"
)

// TestKlaberjassFromHome: Klaberjass is playable from the registry; its
// new-match screen offers two seats and the target, Return deals a match
// against the computer, every action is autosaved, and resume brings it
// back at the same point.
func TestKlaberjassFromHome(t *testing.T) {
	s, queue := newShell(t)
	g, ok := lookupGame(klaberjass.GameName)
	if !ok || !g.playable() {
		t.Fatal("Klaberjass is not playable")
	}
	g.newMatch(s)
	s.Win.Canvas().(interface{ OnTypedKey() func(*fyne.KeyEvent) }).OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
	tab, ok := s.Win.Content().(*kjtable.Table)
	if !ok {
		t.Fatalf("Return did not start a Klaberjass match: %T", s.Win.Content())
	}
	game := tab.Game()
	if game.Rules().TargetScore != 500 {
		t.Fatalf("target %d", game.Rules().TargetScore)
	}
	// Play a while: the computer's moves and, when it is the person's
	// turn, a bid that makes trumps (so the deal is never annulled) or
	// the board's own first choice.
	for i := 0; i < 200 && len(game.View(0).History) < 4 && game.Outcome().Stage == match.Playing; i++ {
		drain(queue, 5)
		a := kjtable.LegalPlayer{}.Choose(game.View(0))
		for _, l := range game.Legal(0) {
			if l.Kind == klaberjass.Take || l.Kind == klaberjass.Name {
				a = l
				break
			}
		}
		tab.Act(a) // refused when it is not the person's turn
	}
	played := len(game.View(0).History)
	if played == 0 {
		t.Fatal("no card was played")
	}
	waitFor(t, "the autosave", func() bool {
		rec, _, _ := store.LoadMatch(s.saveDir(klaberjass.GameName), klaberjass.GameName, nil)
		if rec == nil {
			return false
		}
		back, err := klaberjass.Replay(rec)
		return err == nil && len(back.View(0).History) == played
	})
	s.Home()
	if !s.CanResume() {
		t.Fatal("nothing to resume")
	}
	s.Resume()
	again, ok := s.Win.Content().(*kjtable.Table)
	if !ok {
		t.Fatalf("Resume did not show the Klaberjass table: %T", s.Win.Content())
	}
	if len(again.Game().View(0).History) != played {
		t.Fatalf("resumed at %d cards, want %d", len(again.Game().View(0).History), played)
	}
}

// TestKlaberjassHandStats: a scored hand counts the maker's result for
// the maker.
func TestKlaberjassHandStats(t *testing.T) {
	g, err := klaberjass.New(klaberjass.Default(), 3)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 500 && len(g.Score().Hands) == 0; i++ {
		seat := g.ToMove()
		a := kjtable.LegalPlayer{}.Choose(g.View(seat))
		for _, l := range g.Legal(seat) {
			if l.Kind == klaberjass.Take {
				a = l
			}
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	h := klaberjassHand(g, []match.Player{{Name: "Ada", Kind: kindHuman}, {Name: "Bea", Kind: "easy"}})
	res := g.Result()
	if !h.Played || h.Counters[res.Maker][counterMaker] != 1 || h.Counters[res.Maker][counterMade]+h.Counters[res.Maker][counterBete] != 1 {
		t.Fatalf("hand %+v for result %+v", h, res)
	}
}
