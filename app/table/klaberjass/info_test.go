package klaberjass

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tavolo/app/table"
	"tavolo/app/table/tabletest"
	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
	"tavolo/engine/match"
	"tavolo/engine/match/matchtest"
)

// TestInformationOnTheTable: on a position and on its twin (two cards
// hidden from a seat changed places, matchtest.Twins), the same actions
// make the table show that seat the same texts: everything drawn (the
// status and its prompt, the bar, the talk, the hot-seat cover), the move
// log and the summary since its last turn; with the seat the only person
// at the table, and with two people (hot-seat).
func TestInformationOnTheTable(t *testing.T) {
	test.NewTempApp(t)
	presets := kj.Presets()
	s := matchtest.Subject[*kj.Game, kj.View, kj.Action]{
		New:      func(seed uint64, variant int) (*kj.Game, error) { return kj.New(presets[variant].Rules, seed) },
		Variants: len(presets),
		Hidden:   (*kj.Game).HiddenFrom,
		Twin: func(g *kj.Game, seat int, rng *rand.Rand) (*kj.Game, [2]cards.Card, bool) {
			return g.Twin(seat, rng.IntN)
		},
		Reveals: func(e match.Event) bool { return e.Kind == kj.EvDeclared || e.Kind == kj.EvSequences },
	}
	n, err := matchtest.Twins(s, matchtest.InfoOptions{Seed: 1, Positions: tabletest.InfoPositions()}, func(p matchtest.Pair[*kj.Game, kj.Action]) error {
		d, err := tabletest.ShownAlike(p, shownFrames)
		if err == nil && d != "" {
			err = fmt.Errorf("the table shows the seat different texts: %s", d)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d twins shown alike", n)
}

// shownFrames plays next on a table of g at which seat is a person (with
// hot, both are) and returns what the table showed seat.
func shownFrames(g *kj.Game, seat int, next []kj.Action, hot bool) (tabletest.Frames, error) {
	sc := &tabletest.Script[kj.View, kj.Action]{Actions: next}
	var q tabletest.Queue
	seats := tabletest.ScriptSeats(2, seat, hot, sc)
	tab, err := New(Config{Game: g, Seats: seats, Setup: table.Setup{Exec: q.Exec, Go: sc.Go, OnLeave: func() {}}})
	if err != nil {
		return nil, err
	}
	tab.Resize(fyne.NewSize(1100, 760))
	return tabletest.PlayScript(sc, &q, tabletest.Seated[kj.Action]{
		Act: tab.Act, Viewer: tab.viewer, Cover: tab.d.Cover, Confirm: tab.confirmCover,
		Frame: func() []string {
			return tabletest.Lines(tabletest.Texts(tab.lay.Objects), tabletest.LogTexts(tab.d.Log()), tabletest.LogTexts(tab.d.Since()))
		},
		Seat:  func(a kj.Action) int { return a.Seat },
		Human: func(s int) bool { return seats[s].Human },
	}, seat)
}
