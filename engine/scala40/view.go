package scala40

import "tavolo/engine/cards"

// View is what one seat may know: its own hand, how many cards the others
// hold, everything on the table, the pozzo, the scores and the public
// events of the hand. Computer players decide from a View, and the table
// draws one; neither ever sees another seat's hand or the tallone's order.
type View struct {
	Seat       int
	Rules      Rules
	Hand       []cards.Card
	HandSizes  []int
	Opened     []bool
	Melds      []Meld
	Pile       []cards.Card // bottom first
	StockSize  int
	ToMove     int
	Phase      Phase
	Turn       int
	FirstRound int
	Dealer     int
	HandNo     int
	Scores     []int
	Eliminated []bool
	Result     *HandResult
	Winner     int
	Events     []Event

	// The seat's own turn state (zero unless Seat is to move).
	Taken          cards.Card
	HasTaken       bool
	OpenedThisTurn bool
	PendingJokers  []cards.Card
	CanUndo        bool
}

// View returns what seat may know.
func (g *Game) View(seat int) View {
	v := View{
		Seat:       seat,
		Rules:      g.Rules,
		Hand:       append([]cards.Card(nil), g.Hands[seat]...),
		HandSizes:  make([]int, len(g.Hands)),
		Opened:     append([]bool(nil), g.Opened...),
		Melds:      append([]Meld(nil), g.Melds...),
		Pile:       append([]cards.Card(nil), g.Pile...),
		StockSize:  len(g.Stock),
		ToMove:     g.ToMove,
		Phase:      g.Phase,
		Turn:       g.Turn,
		FirstRound: g.FirstRound,
		Dealer:     g.Dealer,
		HandNo:     g.HandNo,
		Scores:     append([]int(nil), g.Tally.Scores...),
		Eliminated: append([]bool(nil), g.Tally.Eliminated...),
		Winner:     g.Winner,
		Events:     append([]Event(nil), g.Events...),
	}
	for s, h := range g.Hands {
		v.HandSizes[s] = len(h)
	}
	if g.Result != nil {
		r := *g.Result
		v.Result = &r
	}
	if seat == g.ToMove && (g.Phase == PhaseDraw || g.Phase == PhasePlay) {
		v.Taken, v.HasTaken = g.t.taken, g.t.hasTaken
		v.OpenedThisTurn = g.t.openedThisTurn
		v.PendingJokers = g.PendingJokers()
		v.CanUndo = len(g.undo) > 0
	}
	return v
}

// TopDiscard returns the top card of the pozzo.
func (v *View) TopDiscard() (cards.Card, bool) {
	if len(v.Pile) == 0 {
		return 0, false
	}
	return v.Pile[len(v.Pile)-1], true
}
