package canasta

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tavolo/app/table"
	"tavolo/app/table/tabletest"
	cn "tavolo/engine/canasta"
	"tavolo/engine/cards"
	"tavolo/engine/match"
	"tavolo/engine/match/matchtest"
)

// TestInformationOnTheTable: on a position and on its twin (two cards
// hidden from a seat changed places, matchtest.Twins), the same actions
// make the table show that seat the same texts: everything drawn (the
// status and its prompt, the seats, the hot-seat cover), the move log and
// the summary since its last turn; with the seat the only person at the
// table, and with every seat a person (hot-seat). Every preset, with 4,
// 2, 3 and 6 players.
func TestInformationOnTheTable(t *testing.T) {
	test.NewTempApp(t)
	presets, players := cn.Presets(), []int{4, 2, 3, 6}
	s := matchtest.Subject[*cn.Game, cn.View, cn.Action]{
		New: func(seed uint64, variant int) (*cn.Game, error) {
			r := presets[variant%len(presets)].Rules
			r.Players = cn.PlayersOption(players[variant/len(presets)])
			if !r.Partnerships() && r.AskPartner == cn.AskMandatory {
				r.AskPartner = cn.AskOptional
			}
			return cn.NewMatch(r, seed)
		},
		Variants: len(presets) * len(players),
		Hidden:   (*cn.Game).HiddenFrom,
		Twin: func(g *cn.Game, seat int, rng *rand.Rand) (*cn.Game, [2]cards.Card, bool) {
			return g.Twin(seat, rng.IntN)
		},
		Reveals: func(e match.Event) bool {
			return e.Kind == cn.EvExhausted || e.Kind == cn.EvHandScored || e.Kind == cn.EvMatchOver
		},
	}
	n, err := matchtest.Twins(s, matchtest.InfoOptions{Seed: 1, Positions: tabletest.InfoPositions()}, func(p matchtest.Pair[*cn.Game, cn.Action]) error {
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
func shownFrames(g *cn.Game, seat int, next []cn.Action, hot bool) (tabletest.Frames, error) {
	sc := &tabletest.Script[cn.View, cn.Action]{Actions: next}
	var q tabletest.Queue
	seats := tabletest.ScriptSeats(g.Players(), seat, hot, sc)
	tab, err := New(Config{Game: g, Seats: seats, Setup: table.Setup{Exec: q.Exec, Go: sc.Go, OnLeave: func() {}}})
	if err != nil {
		return nil, err
	}
	tab.Resize(fyne.NewSize(1100, 760))
	return tabletest.PlayScript(sc, &q, tabletest.Seated[cn.Action]{
		Act: tab.Act, Viewer: tab.viewer, Cover: tab.d.Cover, Confirm: tab.confirmCover,
		Frame: func() []string {
			return tabletest.Lines(tabletest.Texts(tab.lay.Objects), tabletest.LogTexts(tab.d.Log()), tabletest.LogTexts(tab.d.Since()))
		},
		Seat:  func(a cn.Action) int { return a.Seat },
		Human: func(s int) bool { return seats[s].Human },
	}, seat)
}
