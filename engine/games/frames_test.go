package games

import (
	"encoding/json"
	"slices"
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/gamedef"
	"tavolo/engine/match"
)

// TestFrames replays a finished hand of every game face up: one frame
// for the deal and one per action, each seat's hand dealt in the first,
// the hand emptied or ended in the last, and the frames the same on a
// second replay.
func TestFrames(t *testing.T) {
	for _, g := range All() {
		if !g.Ready {
			continue
		}
		if g.Frames == nil {
			t.Fatalf("%s: no frames for the review", g.Name)
		}
		_, rec := playedHand(t, g)
		fs, err := g.Frames(rec)
		if err != nil {
			t.Fatalf("%s: %v", g.Name, err)
		}
		var actions []json.RawMessage
		if err := json.Unmarshal(rec.Actions, &actions); err != nil {
			t.Fatal(err)
		}
		if len(fs) != len(actions)+1 || fs[0].Step != 0 || fs[len(fs)-1].Step != len(actions) {
			t.Fatalf("%s: %d frames for %d actions", g.Name, len(fs), len(actions))
		}
		for seat, h := range fs[0].Spread.Hands {
			if len(h) == 0 {
				t.Errorf("%s: seat %d dealt no cards in the first frame", g.Name, seat)
			}
		}
		// A deal thrown in is dealt again: the scored hand is the last.
		last := fs[len(fs)-1].Hand
		if hand := gamedef.HandFrames(fs, last); len(hand) == 0 || !sameSpread(hand[len(hand)-1].Spread, fs[len(fs)-1].Spread) {
			t.Errorf("%s: hand %d has %d frames, not ending with the last", g.Name, last, len(hand))
		}
		for i, f := range fs[1:] {
			dealt := slices.ContainsFunc(f.Events, func(e match.Event) bool { return e.Kind == match.Dealt })
			if (f.Seat < 0 || f.Move == "") != dealt {
				t.Errorf("%s: frame %d has no seat or move but deals no hand, or the reverse: %+v", g.Name, i+1, f)
			}
			// The app names a move from its saved form and the view
			// of the seat that made it.
			if !dealt && (string(f.Action) != string(actions[i]) || f.View == nil) {
				t.Errorf("%s: frame %d has action %s and view %v, want the record's %s and a view", g.Name, i+1, f.Action, f.View != nil, actions[i])
			}
		}
		again, _ := g.Frames(rec)
		if !sameSpread(fs[len(fs)-1].Spread, again[len(again)-1].Spread) {
			t.Errorf("%s: the last frame differs on a second replay", g.Name)
		}
	}
}

// TestFramesOfADamagedRecord: actions that are not the game's are a
// clear error, not a panic.
func TestFramesOfADamagedRecord(t *testing.T) {
	for _, g := range All() {
		if !g.Ready {
			continue
		}
		_, rec := playedHand(t, g)
		bad := *rec
		bad.Actions = json.RawMessage(`[{"kind":"nonsense"}]`)
		if _, err := g.Frames(&bad); err == nil {
			t.Errorf("%s: a nonsense action was replayed", g.Name)
		}
	}
}

func sameSpread(a, b gamedef.Spread) bool {
	if !slices.EqualFunc(a.Hands, b.Hands, slices.Equal[[]cards.Card]) {
		return false
	}
	return slices.EqualFunc(a.Rows, b.Rows, func(x, y gamedef.Row) bool {
		return x.Key == y.Key && x.Seat == y.Seat && slices.Equal(x.Cards, y.Cards)
	})
}
