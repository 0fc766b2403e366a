package klaberjass

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tavolo/app/table"
	"tavolo/app/table/tabletest"
	kj "tavolo/engine/klaberjass"
	"tavolo/engine/match"
	"tavolo/engine/match/matchtest"
)

// TestInformationOnTheTable: on a position and on its twin (two cards
// hidden from a seat changed places), the same actions make the table
// show that seat the same texts (tabletest.Information): everything drawn
// (the status and its prompt, the bar, the talk, the hot-seat cover), the
// move log and the summary since its last turn. Every preset. It failed
// on the dix phase `exchange`: the table waited for the computer that
// held the seven of trumps ("P1 to play." for "Your turn: lead a card.").
func TestInformationOnTheTable(t *testing.T) {
	test.NewTempApp(t)
	presets := kj.Presets()
	s := matchtest.Subject[*kj.Game, kj.View, kj.Action]{
		New:        func(seed uint64, variant int) (*kj.Game, error) { return kj.New(presets[variant].Rules, seed) },
		Variants:   len(presets),
		Hidden:     (*kj.Game).HiddenFrom,
		Where:      (*kj.Game).Where,
		SwapHidden: (*kj.Game).SwapHidden,
		Reveals:    func(e match.Event) bool { return e.Kind == kj.EvDeclared || e.Kind == kj.EvSequences },
	}
	tabletest.Information(t, s, func(a kj.Action) int { return a.Seat }, infoTable)
}

// infoTable is a table of g for an information test.
func infoTable(g *kj.Game, seats []Seat, setup table.Setup) (tabletest.Board[kj.Action], error) {
	tab, err := New(Config{Game: g, Seats: seats, Setup: setup})
	if err != nil {
		return tabletest.Board[kj.Action]{}, err
	}
	tab.Resize(fyne.NewSize(1100, 760))
	return tabletest.BoardOf(tab.Driver, tab.Act, tab.Confirm, func() []fyne.CanvasObject { return tab.lay.Objects }), nil
}
