package canasta

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tavolo/app/table"
	"tavolo/app/table/tabletest"
	cn "tavolo/engine/canasta"
	"tavolo/engine/match"
	"tavolo/engine/match/matchtest"
)

// TestInformationOnTheTable: on a position and on its twin (two cards
// hidden from a seat changed places), the same actions make the table
// show that seat the same texts (tabletest.Information): everything drawn
// (the status and its prompt, the seats, the question to the partner, the
// hot-seat cover), the move log and the summary since its last turn.
// Every preset, with 4, 2, 3 and 6 players.
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
		Variants:   len(presets) * len(players),
		Hidden:     (*cn.Game).HiddenFrom,
		Where:      (*cn.Game).Where,
		SwapHidden: (*cn.Game).SwapHidden,
		Reveals: func(e match.Event) bool {
			return e.Kind == cn.EvExhausted || e.Kind == cn.EvHandScored || e.Kind == cn.EvMatchOver
		},
	}
	tabletest.Information(t, s, func(a cn.Action) int { return a.Seat }, infoTable)
}

// infoTable is a table of g for an information test.
func infoTable(g *cn.Game, seats []Seat, setup table.Setup) (tabletest.Board[cn.Action], error) {
	tab, err := New(Config{Game: g, Seats: seats, Setup: setup})
	if err != nil {
		return tabletest.Board[cn.Action]{}, err
	}
	tab.Resize(fyne.NewSize(1100, 760))
	return tabletest.BoardOf(tab.Driver, tab.Act, tab.Confirm, func() []fyne.CanvasObject { return tab.lay.Objects }), nil
}
