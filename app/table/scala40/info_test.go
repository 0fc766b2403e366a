package scala40

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tavolo/app/table"
	"tavolo/app/table/tabletest"
	"tavolo/engine/match/matchtest"
	s40 "tavolo/engine/scala40"
)

// TestInformationOnTheTable: on a position and on its twin (two cards
// hidden from a seat changed places), the same actions make the table
// show that seat the same texts (tabletest.Information): everything drawn
// (the status and its prompt, the seats, the hot-seat cover), the move log
// and the summary since its last turn. Every preset, 2 to 6 players.
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
		Variants:   len(presets) * 5,
		Hidden:     (*s40.Game).HiddenFrom,
		Where:      (*s40.Game).Where,
		SwapHidden: (*s40.Game).SwapHidden,
	}
	tabletest.Information(t, s, func(a s40.Action) int { return a.Seat }, infoTable)
}

// infoTable is a table of g for an information test.
func infoTable(g *s40.Game, seats []Seat, setup table.Setup) (tabletest.Board[s40.Action], error) {
	tab, err := New(Config{Game: g, Seats: seats, Setup: setup})
	if err != nil {
		return tabletest.Board[s40.Action]{}, err
	}
	tab.Resize(fyne.NewSize(1100, 760))
	return tabletest.BoardOf(tab.Driver, tab.Act, tab.Confirm, func() []fyne.CanvasObject { return tab.lay.Objects }), nil
}
