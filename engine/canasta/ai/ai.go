// Package ai holds the computer players of Canasta. Each decides from a
// canasta.View only, never from the game's state, and is seeded: the same
// seed and the same views give the same moves.
//
//	random  a uniformly random legal action
//	easy    opens as soon as it can, takes the pile when it may, melds and
//	        adds whatever it can, and discards its least useful card
//	medium  plans the opening and the side's canastas, takes the pile when
//	        it pays, discards safely, knows when to go out (medium.go)
//	hard    medium with a search over deals of the unseen cards at its
//	        turn's key choices (hard.go)
package ai

import (
	"fmt"
	"slices"

	"tavolo/engine/canasta"
	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// Player is a Canasta computer player.
type Player = match.Agent[canasta.View, canasta.Action]

// Levels lists the levels New knows.
func Levels() []string { return []string{"random", "easy", "medium", "hard"} }

// New returns a player of the given level, seeded, hard searching with
// opts (the zero Options: hard's defaults; the other levels ignore it).
func New(level string, seed uint64, opts Options) (Player, error) {
	switch level {
	case "random":
		return &randomPlayer{rng: cards.NewRand(seed)}, nil
	case "easy":
		return &easyPlayer{rng: cards.NewRand(seed)}, nil
	case "medium":
		return newMedium(seed), nil
	case "hard":
		return newHard(seed, opts), nil
	}
	return nil, fmt.Errorf("unknown Canasta level %q (want one of %v)", level, Levels())
}

type randomPlayer struct{ rng *cards.Rand }

func (p *randomPlayer) Name() string { return "random" }

// Choose picks a legal action uniformly at random.
func (p *randomPlayer) Choose(v canasta.View) canasta.Action {
	legal := v.Legal()
	if len(legal) == 0 {
		return canasta.Action{Kind: canasta.Draw, Seat: v.Seat}
	}
	return legal[p.rng.IntN(len(legal))]
}

type easyPlayer struct{ rng *cards.Rand }

func (p *easyPlayer) Name() string { return "easy" }

// Choose plays the first of: answer yes; deal; go out; open with the most
// points; take the pile; meld or add the most cards; draw; ask when asking
// is required and the hand is nearly gone; discard the least useful card.
func (p *easyPlayer) Choose(v canasta.View) canasta.Action {
	legal := v.Legal()
	if len(legal) == 0 {
		return canasta.Action{Kind: canasta.Draw, Seat: v.Seat}
	}
	if a, ok := find(legal, canasta.Answer, func(a canasta.Action) int { return boolInt(a.Yes) }); ok {
		return a
	}
	for _, k := range []canasta.ActionKind{canasta.NextHand, canasta.GoOut} {
		if a, ok := find(legal, k, nil); ok {
			return a
		}
	}
	if a, ok := find(legal, canasta.Meld, func(a canasta.Action) int { return meldPoints(&v, a) }); ok {
		return a
	}
	if a, ok := find(legal, canasta.Take, func(a canasta.Action) int { return -len(a.Cards) }); ok {
		return a
	}
	if a, ok := find(legal, canasta.Add, func(a canasta.Action) int { return addScore(&v, a) }); ok {
		return a
	}
	if a, ok := find(legal, canasta.Draw, nil); ok {
		return a
	}
	if v.Rules.AskPartner == canasta.AskMandatory && v.CanGoOut() && len(v.Hand) <= 2 && v.CanGoOutThisTurn() {
		if a, ok := find(legal, canasta.Ask, nil); ok {
			return a
		}
	}
	if a, ok := find(legal, canasta.Discard, func(a canasta.Action) int { return -keepScore(&v, a.Cards[0]) }); ok {
		return a
	}
	return legal[p.rng.IntN(len(legal))]
}

// find returns the legal action of kind k with the highest score (the
// first on ties; nil score: the first).
func find(legal []canasta.Action, k canasta.ActionKind, score func(canasta.Action) int) (canasta.Action, bool) {
	best, found, bestScore := canasta.Action{}, false, 0
	for _, a := range legal {
		if a.Kind != k {
			continue
		}
		s := 0
		if score != nil {
			s = score(a)
		}
		if !found || s > bestScore {
			best, found, bestScore = a, true, s
		}
	}
	return best, found
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// meldPoints ranks a meld action: its points, plus the cards it lays.
func meldPoints(v *canasta.View, a canasta.Action) int {
	n := 0
	for _, m := range a.Melds {
		n += v.Rules.Points(m) + 5*len(m)
	}
	return n
}

// addScore ranks an add: natural cards first, a wild card only onto a meld
// that it turns into a canasta or that is already dirty.
func addScore(v *canasta.View, a canasta.Action) int {
	m := v.Melds[v.Side][slices.IndexFunc(v.Melds[v.Side], func(m canasta.TableMeld) bool { return m.ID == a.Meld })]
	s := 10 * len(a.Cards)
	if canasta.IsWild(a.Cards[0]) {
		switch {
		case len(m.Cards)+len(a.Cards) == canasta.CanastaSize:
			s = 5
		case m.Info.Kind == canasta.CleanCanasta:
			s = -100
		default:
			s = -10
		}
	}
	return s
}

// keepScore says how much the hand wants to keep c: wild cards most, then
// cards of ranks it holds several of or has melded, then high cards; a black
// three is the first to go (it blocks the next player).
func keepScore(v *canasta.View, c cards.Card) int {
	switch {
	case canasta.IsWild(c):
		return 1000
	case canasta.IsBlackThree(c):
		return -100
	}
	same := 0
	for _, h := range v.Hand {
		if canasta.IsNatural(h) && h.Rank() == c.Rank() {
			same++
		}
	}
	s := 40*same + v.Rules.Value(c)
	if v.Side >= 0 {
		for _, m := range v.Melds[v.Side] {
			if m.Info.Rank == c.Rank() {
				s += 60
			}
		}
	}
	// Do not feed the next player a card he was seen taking a pair of.
	next := (v.Seat + 1) % v.Players
	for _, k := range v.Known[next] {
		if canasta.IsNatural(k) && k.Rank() == c.Rank() {
			s += 30
		}
	}
	return s
}
