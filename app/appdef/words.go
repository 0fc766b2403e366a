package appdef

import (
	"encoding/json"

	"tavolo/app/table"
	"tavolo/engine/match"
)

// Describe makes a game's DescribeMove from its board's words for a
// move on the view of the seat that made it: the view must be the
// game's view type and the action its saved form, else it says "".
func Describe[V, A any](words func(v V, a A) string) func(view any, action json.RawMessage) string {
	return func(view any, action json.RawMessage) string {
		v, ok := view.(V)
		var a A
		if !ok || json.Unmarshal(action, &a) != nil {
			return ""
		}
		return words(v, a)
	}
}

// List makes a game's ListMoves from its board's words for moves made
// on one view: the view must be the game's view type and every action
// its saved form, else it says "".
func List[V, A any](words func(v V, as []A) string) func(view any, actions []json.RawMessage) string {
	return func(view any, actions []json.RawMessage) string {
		v, ok := view.(V)
		as := make([]A, len(actions))
		for i, raw := range actions {
			if !ok || json.Unmarshal(raw, &as[i]) != nil {
				return ""
			}
		}
		return words(v, as)
	}
}

// Events makes a game's DescribeEvents from its board's reading of one
// event for the move log (the same the table's log uses), on the view of
// the seat that moved (the view type's zero when it is not one: a deal)
// with the seats named by names, the events told one sentence after the
// other as the log tells them (table.Tell).
func Events[V any](words func(v V, name func(seat int) string, e match.Event) string) func(view any, names []string, events []match.Event) string {
	return func(view any, names []string, events []match.Event) string {
		v, _ := view.(V)
		name := func(seat int) string {
			if seat < 0 || seat >= len(names) {
				return "?"
			}
			return names[seat]
		}
		return table.Tell(func(e match.Event) string { return words(v, name, e) }, events)
	}
}

// SeatEvents makes a game's DescribeEvents (Events) from a reading of
// one event that needs only the seats' names, not the view of the seat
// that moved: the same reading the table's move log uses.
func SeatEvents(words table.SeatLines) func(view any, names []string, events []match.Event) string {
	return Events(func(_ any, name func(int) string, e match.Event) string { return words(name, e) })
}
