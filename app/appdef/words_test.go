package appdef

import (
	"encoding/json"
	"fmt"
	"testing"

	"tavolo/engine/match"
)

// TestDescribe: a move is named from the game's view and its saved
// form; another game's view or a damaged action says "".
func TestDescribe(t *testing.T) {
	type view struct{ Seat int }
	type action struct{ Card string }
	d := Describe(func(v view, a action) string { return a.Card + " by " + string(rune('A'+v.Seat)) })
	for _, c := range []struct {
		view   any
		action string
		want   string
	}{
		{view{1}, `{"Card":"9C"}`, "9C by B"},
		{"other", `{"Card":"9C"}`, ""},
		{view{1}, `[`, ""},
	} {
		if got := d(c.view, json.RawMessage(c.action)); got != c.want {
			t.Errorf("Describe(%v, %s) = %q, want %q", c.view, c.action, got, c.want)
		}
	}
}

// TestList: moves are named together from the game's view and their
// saved forms; another game's view or one damaged action says "".
func TestList(t *testing.T) {
	type view struct{ Seat int }
	type action struct{ Card string }
	l := List(func(v view, as []action) string {
		out := ""
		for _, a := range as {
			out += a.Card
		}
		return out
	})
	for _, c := range []struct {
		view    any
		actions []string
		want    string
	}{
		{view{0}, []string{`{"Card":"9C"}`, `{"Card":"KS"}`}, "9CKS"},
		{"other", []string{`{"Card":"9C"}`}, ""},
		{view{0}, []string{`{"Card":"9C"}`, `[`}, ""},
	} {
		var raws []json.RawMessage
		for _, a := range c.actions {
			raws = append(raws, json.RawMessage(a))
		}
		if got := l(c.view, raws); got != c.want {
			t.Errorf("List(%v, %s) = %q, want %q", c.view, c.actions, got, c.want)
		}
	}
}

// TestEvents: events are told one sentence after the other, each opened
// with a capital, on the game's view (its zero for none), the seats
// named; an event read as "" says nothing.
func TestEvents(t *testing.T) {
	type view struct{ Seat int }
	e := Events(func(v view, name func(int) string, ev match.Event) string {
		if ev.Kind == "quiet" {
			return ""
		}
		return name(ev.Seat) + " " + string(ev.Kind) + fmt.Sprintf(" (seen by %d).", v.Seat)
	})
	evs := []match.Event{{Kind: "drew", Seat: 1}, {Kind: "quiet"}, {Kind: "won", Seat: 5}}
	if got, want := e(view{1}, []string{"anna", "bruno"}, evs), "Bruno drew (seen by 1). ? won (seen by 1)."; got != want {
		t.Errorf("Events = %q, want %q", got, want)
	}
	if got, want := e(nil, []string{"anna"}, evs[:1]), "? drew (seen by 0)."; got != want {
		t.Errorf("Events with no view = %q, want %q", got, want)
	}
}
