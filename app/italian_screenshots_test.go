package app

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	catable "tavolo/app/table/canasta"
	kjtable "tavolo/app/table/klaberjass"
	"tavolo/engine/canasta"
	"tavolo/engine/klaberjass"
	"tavolo/engine/match"
)

// TestItalianScreenshots draws, in Italian at 800×600, the screens the
// other pictures leave out where the game words live: Canasta's and
// Klaberjass's new-match screens, Canasta for two, a partner's "posso
// chiudere?", a schmeiss to answer, the keys of each table and the
// rules of each game (it-<screen>.png), when TAVOLO_SCREENSHOTS names a
// folder. They are for looking at, not for the README.
func TestItalianScreenshots(t *testing.T) {
	c := newCamera(t)
	s := c.s
	small := fyne.NewSize(800, 600)
	useLanguage(t, "it")

	cb := canastaBook()
	cf := newMatchFormOf(s, cb, lastSetupOf(s, cb))
	s.Show(cf.content(), nil)
	cf.preset.SetSelected(cb.PresetLabel("classic-pile"))
	c.shot("it-canasta-newmatch", small)
	kb := klaberjassBook()
	s.Show(newMatchFormOf(s, kb, lastSetupOf(s, kb)).content(), nil)
	c.shot("it-klaberjass-newmatch", small)

	two := canasta.Default()
	two.Players = canasta.PlayersTwo
	g, err := canasta.NewMatch(two, 20261128)
	if err != nil {
		t.Fatal(err)
	}
	s.playCanasta(g, []match.Player{{Name: "Marta", Kind: kindHuman}, {Name: "Anna", Kind: "easy"}})
	c.shot("it-canasta-two", small)
	s.Win.Content().(*catable.Table).TypedKey(&fyne.KeyEvent{Name: fyne.KeyF1})
	c.shot("it-canasta-keys", small)

	four := []match.Player{{Name: "Marta", Kind: kindHuman}, {Name: "Anna", Kind: "easy"}, {Name: "Bruno", Kind: "easy"}, {Name: "Carla", Kind: "easy"}}
	s.playCanasta(canastaAsked(t, 20261125), four)
	c.shot("it-canasta-answer", small)

	kj := []match.Player{{Name: "Marta", Kind: kindHuman}, {Name: "Anna", Kind: "medium"}}
	s.playKlaberjass(klaberjassSchmeissed(t, 20261124), kj)
	c.shot("it-klaberjass-schmeiss", small)
	s.Win.Content().(*kjtable.Table).TypedKey(&fyne.KeyEvent{Name: fyne.KeyF1})
	c.shot("it-klaberjass-keys", small)

	s.Rules()
	tabs := findTabs(s.Win.Content())
	for i, g := range registry() {
		tabs.SelectIndex(i)
		c.shot("it-rules-"+g.Name, small)
	}
	s.Settings()
	c.shot("it-settings", small)
}

// findTabs is the first tab container under o.
func findTabs(o fyne.CanvasObject) *container.AppTabs {
	switch w := o.(type) {
	case *container.AppTabs:
		return w
	case *fyne.Container:
		for _, c := range w.Objects {
			if t := findTabs(c); t != nil {
				return t
			}
		}
	}
	return nil
}

// canastaAsked plays a four-player match from seed with the easy player
// until Bruno, seat 0's partner, asks "may I go out?" and seat 0 is to
// answer.
func canastaAsked(t *testing.T, seed uint64) *canasta.Game {
	t.Helper()
	return canastaAdvance(t, seed, func(g *canasta.Game) bool { return g.Phase() == canasta.PhaseAnswer },
		func(seat int, v canasta.View) (canasta.Action, bool) {
			legal := v.Legal()
			i := slices.IndexFunc(legal, func(l canasta.Action) bool { return l.Kind == canasta.Ask })
			if seat != 2 || i < 0 {
				return canasta.Action{}, false
			}
			return legal[i], true
		})
}

// klaberjassSchmeissed deals a Klaberjass match from seed until Anna
// offers the schmeiss and seat 0 is to answer it.
func klaberjassSchmeissed(t *testing.T, seed uint64) *klaberjass.Game {
	t.Helper()
	return kjAdvanceWith(t, seed, func(g *klaberjass.Game) bool {
		return g.Phase() == klaberjass.PhaseAnswer && g.ToMove() == 0
	}, func(seat int, legal []klaberjass.Action) (klaberjass.Action, bool) {
		i := slices.IndexFunc(legal, func(a klaberjass.Action) bool { return a.Kind == klaberjass.Schmeiss })
		if seat != 1 || i < 0 {
			return klaberjass.Action{}, false
		}
		return legal[i], true
	})
}

// kjAdvanceWith plays like kjAdvance, but takes prefer's choice where it has
// one.
func kjAdvanceWith(t *testing.T, seed uint64, stop func(*klaberjass.Game) bool, prefer func(seat int, legal []klaberjass.Action) (klaberjass.Action, bool)) *klaberjass.Game {
	t.Helper()
	g, err := klaberjass.New(klaberjass.Default(), seed)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5000 && !stop(g); i++ {
		if g.Outcome().Stage == match.MatchOver {
			t.Fatal("the match ended before the picture")
		}
		seat := g.ToMove()
		a, ok := prefer(seat, g.Legal(seat))
		if !ok {
			a = kjtable.LegalPlayer{}.Choose(g.View(seat))
		}
		a.Seat = seat
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	if !stop(g) {
		t.Fatal("the position for the picture never came")
	}
	return g
}
