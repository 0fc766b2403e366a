package scala40

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tavolo/app/table"
	"tavolo/app/table/tabletest"
	"tavolo/engine/cards"
	"tavolo/engine/match/matchtest"
	s40 "tavolo/engine/scala40"
)

// TestInformationOnTheTable: on a position and on its twin (two cards
// hidden from a seat changed places, matchtest.Twins), the same actions
// make the table show that seat the same texts: everything drawn (the
// status and its prompt, the seats, the hot-seat cover), the move log and
// the summary since its last turn; with the seat the only person at the
// table, and with every seat a person (hot-seat). Every preset, 2 to 6
// players.
func TestInformationOnTheTable(t *testing.T) {
	test.NewTempApp(t)
	presets := s40.Presets()
	s := matchtest.Subject[*s40.Game, s40.View, s40.Action]{
		New: func(seed uint64, variant int) (*s40.Game, error) {
			r := presets[variant%len(presets)].Rules
			r.Players = 2 + variant/len(presets)
			if r.PairsMode {
				r.Players = 4
			}
			return s40.NewMatch(r, seed)
		},
		Variants: len(presets) * 5,
		Hidden:   (*s40.Game).HiddenFrom,
		Twin: func(g *s40.Game, seat int, rng *rand.Rand) (*s40.Game, [2]cards.Card, bool) {
			return g.Twin(seat, rng.IntN)
		},
	}
	n, err := matchtest.Twins(s, matchtest.InfoOptions{Seed: 1, Positions: tabletest.InfoPositions()}, func(p matchtest.Pair[*s40.Game, s40.Action]) error {
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
// hot, every seat is) and returns what the table showed seat.
func shownFrames(g *s40.Game, seat int, next []s40.Action, hot bool) (tabletest.Frames, error) {
	sc := &tabletest.Script[s40.View, s40.Action]{Actions: next}
	var q tabletest.Queue
	seats := tabletest.ScriptSeats(g.Players(), seat, hot, sc)
	tab, err := New(Config{Game: g, Seats: seats, Setup: table.Setup{Exec: q.Exec, Go: sc.Go, OnLeave: func() {}}})
	if err != nil {
		return nil, err
	}
	tab.Resize(fyne.NewSize(1100, 760))
	return tabletest.PlayScript(sc, &q, tabletest.Seated[s40.Action]{
		Act: tab.Act, Viewer: tab.viewer, Cover: tab.d.Cover, Confirm: tab.confirmCover,
		Frame: func() []string {
			return tabletest.Lines(tabletest.Texts(tab.lay.Objects), tabletest.LogTexts(tab.d.Log()), tabletest.LogTexts(tab.d.Since()))
		},
		Seat:  func(a s40.Action) int { return a.Seat },
		Human: func(s int) bool { return seats[s].Human },
	}, seat)
}
