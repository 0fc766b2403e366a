package ai

import (
	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

// bot is every level: a style (nil for random) and, for hard, a search.
type bot struct {
	name   string
	rng    cards.Rand
	style  *style
	search *search
	// searched is how many decisions search had made before the last
	// Choose (Explain: whether that move was searched).
	searched int

	// Memory of the current turn, by hand and turn number.
	hand, turn     int
	noTake, noSwap bool
	// fallbacks counts moves the style proposed that the rules refused
	// (a safe legal move was played instead); tests expect none.
	fallbacks int
}

func newBot(name string, seed uint64, st *style) *bot {
	b := &bot{name: name, style: st}
	b.rng.Seed(seed)
	return b
}

func (b *bot) Name() string { return b.name }

// Next returns the seat's next action.
func (b *bot) Choose(v scala40.View) scala40.Action {
	if b.search != nil {
		b.searched = b.search.decisions
	}
	switch v.Phase {
	case scala40.PhaseHandOver, scala40.PhaseMatchOver:
		return scala40.Action{Kind: scala40.NextHand, Seat: v.Seat}
	}
	g := scala40.Determinize(v, nil)
	a, _ := b.choose(&v, g)
	return a
}

// act plays the seat's next move on g, a game that agrees with v; it
// reports false when no move was accepted.
func (b *bot) act(v *scala40.View, g *scala40.Game) bool {
	_, ok := b.choose(v, g)
	return ok
}

// choose applies to g the first proposed move the rules accept, and
// returns it.
func (b *bot) choose(v *scala40.View, g *scala40.Game) (scala40.Action, bool) {
	if v.HandNo != b.hand || v.Turn != b.turn {
		b.hand, b.turn = v.HandNo, v.Turn
		b.noTake, b.noSwap = false, false
	}
	if b.style == nil {
		a := b.randomMove(v, g)
		b.remember(v, a)
		return a, g.Play(a) == nil
	}
	var cands []scala40.Action
	if b.search != nil {
		cands = b.search.decide(b, v)
	}
	if cands == nil {
		cands = b.style.moves(b, v)
	}
	for _, a := range cands {
		if b.apply(g, a) {
			b.remember(v, a)
			return a, true
		}
	}
	b.fallbacks++
	a := b.safeMove(g, v.Seat)
	b.remember(v, a)
	return a, g.Play(a) == nil
}

// apply plays a on g if the rules accept it and it does not lead to a
// dead end (a turn that could only be taken back, see Game.DeadEnd):
// taking such a move back and making it again would loop for ever.
func (b *bot) apply(g *scala40.Game, a scala40.Action) bool {
	if g.Play(a) != nil {
		return false
	}
	if layKind(a) && g.DeadEnd() {
		g.Play(scala40.Action{Kind: scala40.Undo, Seat: a.Seat})
		return false
	}
	return true
}

// layKind reports whether a lays or attaches cards (a move Undo takes back).
func layKind(a scala40.Action) bool {
	return a.Kind == scala40.MeldDown || a.Kind == scala40.Attach || a.Kind == scala40.Swap
}

// deadEndAfter reports whether the legal move a would leave a dead end,
// leaving g as it was.
func deadEndAfter(g *scala40.Game, a scala40.Action) bool {
	if !layKind(a) || g.Play(a) != nil {
		return false
	}
	dead := g.DeadEnd()
	g.Play(scala40.Action{Kind: scala40.Undo, Seat: a.Seat})
	return dead
}

// remember notes what an Undo gives up, so the turn does not loop.
func (b *bot) remember(v *scala40.View, a scala40.Action) {
	if a.Kind != scala40.Undo {
		return
	}
	if len(v.PendingJokers) > 0 {
		b.noSwap = true
	} else {
		b.noTake = true
	}
}

// randomMove picks a uniformly random legal move. While a card taken
// from the pozzo or a joker won by a swap must still go on the table, it
// picks among the moves that place it, and takes the turn back (Undo)
// when there are none; the turn then goes on without that take or swap.
func (b *bot) randomMove(v *scala40.View, g *scala40.Game) scala40.Action {
	seat := v.Seat
	legal := g.Legal(seat)
	var owed cards.Card
	hasOwed := false
	if len(v.PendingJokers) > 0 {
		owed, hasOwed = v.PendingJokers[0], true
	} else if v.HasTaken && holds(v.Hand, v.Taken) && (v.Rules.MustUseTakenDiscard || !v.Opened[seat]) {
		owed, hasOwed = v.Taken, true
	}
	n := 0
	for _, a := range legal {
		switch {
		case a.Kind == scala40.Undo:
			continue
		case a.Kind == scala40.Take && b.noTake, a.Kind == scala40.Swap && b.noSwap:
			continue
		case hasOwed && !places(a, owed):
			continue
		}
		legal[n] = a
		n++
	}
	if n == 0 {
		return scala40.Action{Kind: scala40.Undo, Seat: seat}
	}
	return legal[b.rng.IntN(n)]
}

// places reports whether a puts card c on the table.
func places(a scala40.Action, c cards.Card) bool {
	switch a.Kind {
	case scala40.Attach:
		return a.Card == c
	case scala40.MeldDown:
		for _, m := range a.Melds {
			if holds(m.Cards, c) {
				return true
			}
		}
	}
	return false
}

// safeMove picks a legal move when the style's moves were all refused:
// the costliest natural card to discard, else the first legal move other
// than Undo, else Undo.
func (b *bot) safeMove(g *scala40.Game, seat int) scala40.Action {
	legal := g.Legal(seat)
	best, bestPen := -1, -1
	for i, a := range legal {
		if a.Kind == scala40.Discard {
			if p := scala40.FacePenalty(a.Card.Face()); !a.Card.IsJoker() && p > bestPen {
				best, bestPen = i, p
			}
		}
	}
	if best >= 0 {
		return legal[best]
	}
	for _, a := range legal {
		if a.Kind != scala40.Undo && !deadEndAfter(g, a) {
			return a
		}
	}
	if len(legal) > 0 {
		return legal[0]
	}
	return scala40.Action{Kind: scala40.Draw, Seat: seat}
}
