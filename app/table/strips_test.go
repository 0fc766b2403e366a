package table_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tavolo/app/table"
	"tavolo/app/table/tabletest"
)

// TestStripStatusClearsItsInfo: a seat's status after its name
// ("sta pensando…") and its line at the right ("0 pt · ha aperto") do
// not run into each other in a strip a third of 800 px wide (at 800×600
// in Italian they did).
func TestStripStatusClearsItsInfo(t *testing.T) {
	test.NewTempApp(t)
	var s table.Sprites
	var l table.Layout
	size := fyne.NewSize(800, 600)
	b := s.Begin(&l, size)
	strips := []table.Strip{
		{Seat: 1, Name: "Anna", Info: "0 pt", Cards: 13},
		{Seat: 2, Name: "Bruno", Info: "0 pt · ha aperto", Cards: 1},
		{Seat: 3, Name: "Carla", Info: "0 pt · ha aperto", Status: "sta pensando…", Cards: 8},
	}
	b.Strips(table.R(8, 42, 784, 96), strips, 3)
	for _, p := range tabletest.Overlaps(l.Objects) {
		t.Error(p)
	}
}
