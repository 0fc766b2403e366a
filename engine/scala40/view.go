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
	var v View
	g.ViewInto(seat, &v)
	return v
}

// ViewInto fills v with what seat may know (seat -1: an onlooker, who sees
// no hand), as View does, reusing the
// slices v already holds: a caller that reads many views in a row (a
// simulated hand) saves their allocation. Whatever v held before is
// overwritten, so no other View may share v's slices.
func (g *Game) ViewInto(seat int, v *View) {
	old := *v
	*v = View{
		Seat:       seat,
		Rules:      g.rules,
		Hand:       old.Hand[:0],
		HandSizes:  old.HandSizes[:0],
		Opened:     append(old.Opened[:0], g.opened...),
		Melds:      append(old.Melds[:0], g.melds...),
		Pile:       append(old.Pile[:0], g.pile...),
		StockSize:  len(g.stock),
		ToMove:     g.toMove,
		Phase:      g.phase,
		Turn:       g.turn,
		FirstRound: g.firstRound,
		Dealer:     g.dealer,
		HandNo:     g.handNo,
		Scores:     old.Scores[:0],
		Eliminated: old.Eliminated[:0],
		Winner:     g.winner,
		Events:     append(old.Events[:0], g.events...),
	}
	if seat >= 0 {
		v.Hand = append(v.Hand, g.hands[seat]...)
	}
	for s, h := range g.hands {
		v.HandSizes = append(v.HandSizes, len(h))
		v.Scores = append(v.Scores, g.score.SeatTotal(s))
		v.Eliminated = append(v.Eliminated, g.score.SeatOut(s))
	}
	if g.result != nil {
		v.Result = old.Result
		if v.Result == nil {
			v.Result = new(HandResult)
		}
		*v.Result = *g.result
	}
	if seat == g.toMove && (g.phase == PhaseDraw || g.phase == PhasePlay) {
		v.Taken, v.HasTaken = g.t.taken, g.t.hasTaken
		v.OpenedThisTurn = g.t.openedThisTurn
		v.PendingJokers = g.pendingJokers(old.PendingJokers[:0])
		v.CanUndo = len(g.undo) > 0
	}
}

// TopDiscard returns the top card of the pozzo.
func (v *View) TopDiscard() (cards.Card, bool) {
	if len(v.Pile) == 0 {
		return 0, false
	}
	return v.Pile[len(v.Pile)-1], true
}
