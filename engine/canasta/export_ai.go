package canasta

import (
	"fmt"

	"tavolo/engine/cards"
)

// Hidden places the cards a seat cannot see: every seat's whole hand (the
// viewing seat's own and the cards seen going into the others' included),
// the stock top first, and the pile's face-down cards.
type Hidden struct {
	Hands [][]cards.Card
	Stock []cards.Card
	Down  []cards.Card
}

// FromView builds a whole game from a seat's view and one guess of what
// it cannot see (the computer players' searches play such games out). The
// game goes on from the view's position: phase, turn, melds, red threes,
// pile state and totals; only undo's history is not carried over. It
// checks that every card of the pack is placed exactly once.
func FromView(v *View, h Hidden) (*Game, error) {
	g, err := newGame(v.Rules, uint64(v.HandNo))
	if err != nil {
		return nil, err
	}
	if len(h.Hands) != g.n || len(v.Melds) != len(g.sides) || len(v.Totals) != len(g.sides) {
		return nil, fmt.Errorf("from view: %d hands, %d meld sets, %d totals for %d seats", len(h.Hands), len(v.Melds), len(v.Totals), g.n)
	}
	if len(h.Stock) != v.StockSize || len(h.Down) != v.PileDown || len(v.PileUp)+v.PileDown != v.PileSize {
		return nil, fmt.Errorf("from view: stock %d and %d face-down pile cards, the view has %d and %d", len(h.Stock), len(h.Down), v.StockSize, v.PileDown)
	}
	var seen [cards.MaxCards]bool
	placed := 0
	place := func(cs []cards.Card) error {
		for _, c := range cs {
			if int(c) >= cards.MaxCards || seen[c] {
				return fmt.Errorf("from view: card %v placed twice or out of range", c)
			}
			seen[c] = true
			placed++
		}
		return nil
	}
	g.hands = make([][]cards.Card, g.n)
	g.known = make([][]cards.Card, g.n)
	for s := range h.Hands {
		if len(h.Hands[s]) != v.HandSizes[s] {
			return nil, fmt.Errorf("from view: seat %d holds %d cards, the view says %d", s, len(h.Hands[s]), v.HandSizes[s])
		}
		if err := place(h.Hands[s]); err != nil {
			return nil, err
		}
		g.hands[s] = clone(h.Hands[s])
		if s != v.Seat && s < len(v.Known) {
			g.known[s] = clone(v.Known[s])
		}
	}
	if err := place(h.Stock); err != nil {
		return nil, err
	}
	if err := place(h.Down); err != nil {
		return nil, err
	}
	if err := place(v.PileUp); err != nil {
		return nil, err
	}
	g.melds = make([][]TableMeld, len(g.sides))
	g.reds = make([][]cards.Card, len(g.sides))
	for side := range g.sides {
		g.melds[side] = cloneMelds(v.Melds[side])
		g.reds[side] = clone(v.RedThrees[side])
		for _, m := range g.melds[side] {
			if err := place(m.Cards); err != nil {
				return nil, err
			}
		}
		if err := place(g.reds[side]); err != nil {
			return nil, err
		}
	}
	if placed != cards.CanastaPack.Size() {
		return nil, fmt.Errorf("from view: %d cards placed, not %d", placed, cards.CanastaPack.Size())
	}
	g.stock = clone(h.Stock)
	// The face-down cards lie above the wild cards and red threes buried
	// face up at the deal, below the upcard (§1.4).
	lo := 0
	if len(h.Down) > 0 {
		for lo < len(v.PileUp) && (IsWild(v.PileUp[lo]) || IsRedThree(v.PileUp[lo])) {
			lo++
		}
	}
	g.pile = append(append(clone(v.PileUp[:lo]), h.Down...), v.PileUp[lo:]...)
	g.downLo, g.downHi = lo, lo+len(h.Down)
	g.frozen = v.Frozen
	g.opened = append([]bool(nil), v.Opened...)
	copy(g.score.Totals, v.Totals)
	g.dealer, g.toMove, g.phase, g.handNo, g.winner = v.Dealer, v.ToMove, v.Phase, v.HandNo, v.Winner
	g.turn = v.turn()
	return g, nil
}
