package appdef

import (
	"encoding/json"
	"testing"
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
