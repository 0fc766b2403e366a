package app

import (
	"encoding/json"
	"slices"
	"strings"

	"tavolo/engine/gamedef"
	"tavolo/engine/review"
)

// The review names every move, played or judged best, in the words the
// table uses (its game's appdef.Game.DescribeMove, on the view of the
// seat that moved), falling back on the game's notation only where the
// board cannot read it.

// words names a move saved as action, made on view, else says notation.
func (r *handReview) words(view any, action json.RawMessage, notation string) string {
	if describe := r.game.ui.DescribeMove; describe != nil && len(action) > 0 {
		if s := describe(view, action); s != "" {
			return s
		}
	}
	return notation
}

// told is what frame f's move caused, as the table's move log wrote it
// when it was played (the game's DescribeEvents): "" where the game
// cannot say, or the move said nothing there.
func (r *handReview) told(f gamedef.Frame) string {
	if describe := r.game.ui.DescribeEvents; describe != nil {
		return describe(f.View, r.names, f.Events)
	}
	return ""
}

// listWords names moves that could be made on view together, fewest
// words first (the game's ListMoves), else each in the table's words.
func (r *handReview) listWords(view any, ws []review.Worth) string {
	actions := make([]json.RawMessage, len(ws))
	for i, w := range ws {
		actions[i] = w.Action
	}
	if list := r.game.ui.ListMoves; list != nil {
		if s := list(view, actions); s != "" {
			return s
		}
	}
	names := make([]string, len(ws))
	for i, w := range ws {
		names[i] = r.words(view, w.Action, w.Move)
	}
	return strings.Join(names, ", ")
}

// moveWords names frame f's move.
func (r *handReview) moveWords(f gamedef.Frame) string { return r.words(f.View, f.Action, f.Move) }

// frameOf is the frame of a record's step in the reviewed hand.
func (r *handReview) frameOf(step int) (gamedef.Frame, bool) {
	i := slices.IndexFunc(r.frames, func(f gamedef.Frame) bool { return f.Step == step })
	if i < 0 {
		return gamedef.Frame{}, false
	}
	return r.frames[i], true
}

// decisionWords names a judged decision's move and the best one, both
// on the view the seat decided on.
func (r *handReview) decisionWords(d review.Decision) (move, best string) {
	f, ok := r.frameOf(d.Step)
	if !ok {
		return d.Move, d.Best
	}
	return r.moveWords(f), r.words(f.View, d.BestAction, d.Best)
}
