package canasta

import (
	"slices"

	"tavolo/engine/cards"
)

// View is what one seat may know (or an onlooker, Seat -1): its own hand,
// the sizes of the others' hands and the cards each was seen taking with
// the pile, every meld and red three on the table, the pile's top card and
// size, the stock's size, the scores. The table draws a View and the
// computer players decide from one.
type View struct {
	Seat      int     // -1 for an onlooker
	Side      int     // the seat's side, -1 for an onlooker
	Players   int     // seats at the table
	Sides     [][]int // the seats of each side
	Rules     Rules
	Phase     Phase
	ToMove    int // the seat whose turn it is (while the partner answers, the asker)
	Actors    []int
	Dealer    int
	HandNo    int
	Hand      []cards.Card   // nil for an onlooker
	HandSizes []int          // by seat
	Known     [][]cards.Card // by seat: cards seen going into that hand with the pile (not the viewer's own)
	Melds     [][]TableMeld  // by side
	RedThrees [][]cards.Card // by side
	Opened    []bool         // by side
	Minimums  []int          // opening minimum by side, from its total at the start of the hand
	PileSize  int
	PileTop   cards.Card   // meaningful when PileSize > 0
	PileUp    []cards.Card // the pile's face-up cards, bottom first (every discard was seen)
	PileDown  int          // the pile's face-down cards (set at the deal, never seen)
	Frozen    bool         // the pile holds a wild card (or a buried red three)
	StockSize int
	Totals    []int // running totals by side
	// The turn of the seat to move.
	Drew          bool // it has drawn or taken the pile
	Asked         bool // it asked "may I go out?"
	AskedSeat     int  // the partner it asked (-1 before it asks)
	Answer        int8 // 0: no answer, 1: yes, 2: no
	CanUndo       bool // it has a meld or an add to take back
	SideMeldsTurn int  // melds its side had at the start of the turn
	DrawnHand     int  // cards it held right after drawing (what undo goes back to)
	Result        *HandResult
	Winner        int // the winning side once the match is over, -1 before
}

// Answer values of View.Answer.
const (
	AnswerNone = answerNone
	AnswerYes  = answerYes
	AnswerNo   = answerNo
)

// View returns what seat may know.
func (g *Game) View(seat int) View {
	v := g.view(seat)
	if seat >= 0 && seat < g.n {
		v.Side = g.sideOf[seat]
		v.Hand = clone(g.hands[seat])
		v.Known[seat] = nil
	}
	return v
}

// SpectatorView returns what an onlooker may know: no hand at all.
func (g *Game) SpectatorView() View { return g.view(-1) }

func (g *Game) view(seat int) View {
	var v View
	g.fillView(&v, seat, false)
	return v
}

// ShareView fills into with what seat may know, as View does, but without
// copies: its card slices are the game's own and its other slices reuse
// into's. It holds only until the game changes, and nothing may change
// it. The computer players' playouts look at every move this way.
func (g *Game) ShareView(into *View, seat int) {
	g.fillView(into, seat, true)
	if seat >= 0 && seat < g.n {
		into.Side = g.sideOf[seat]
		into.Hand = g.hands[seat]
		into.Known[seat] = nil
	}
}

// fillView sets v to what seat may know (its own hand aside); shared: the
// card slices are the game's own and v's slices are reused, else
// everything is a fresh copy.
func (g *Game) fillView(v *View, seat int, shared bool) {
	cp, cpMelds := clone, cloneMelds
	if shared {
		cp = func(cs []cards.Card) []cards.Card { return cs }
		cpMelds = func(ms []TableMeld) []TableMeld { return ms }
	}
	old := *v
	*v = View{Seat: seat, Side: -1, Players: g.n, Rules: g.rules, Phase: g.phase,
		ToMove: g.toMove, Dealer: g.dealer, HandNo: g.handNo,
		PileSize: len(g.pile), Frozen: g.frozen, StockSize: len(g.stock),
		Drew: g.turn.drew, Asked: g.turn.asked, Answer: g.turn.answer,
		CanUndo: len(g.undo) > 0, SideMeldsTurn: g.turn.meldsAtStart, DrawnHand: g.turn.floor, Winner: g.winner, AskedSeat: -1}
	if g.turn.asked {
		v.AskedSeat = g.answerer()
	}
	if shared {
		v.Sides = append(old.Sides[:0], g.score.Sides...)
		v.Actors = old.Actors[:0]
		if a, ok := g.Actor(); ok {
			v.Actors = append(v.Actors, a)
		}
		v.Opened = append(old.Opened[:0], g.opened...)
		v.Totals = append(old.Totals[:0], g.score.Totals...)
		v.PileUp = append(append(old.PileUp[:0], g.pile[:g.downLo]...), g.pile[g.downHi:]...)
		v.HandSizes, v.Known, v.Melds, v.RedThrees, v.Minimums = old.HandSizes[:0], old.Known[:0], old.Melds[:0], old.RedThrees[:0], old.Minimums[:0]
		v.Result = g.result
	} else {
		v.Sides = make([][]int, len(g.score.Sides))
		for i, side := range g.score.Sides {
			v.Sides[i] = slices.Clone(side)
		}
		v.Actors = g.Actors()
		v.Opened = slices.Clone(g.opened)
		v.Totals = slices.Clone(g.score.Totals)
		v.PileUp = g.upCards()
		if g.result != nil {
			r := *g.result
			v.Result = &r
		}
	}
	if top, ok := g.PileTop(); ok {
		v.PileTop = top
	}
	v.PileDown = g.downHi - g.downLo
	for s := range g.hands {
		v.HandSizes = append(v.HandSizes, len(g.hands[s]))
		v.Known = append(v.Known, cp(g.known[s]))
	}
	for side := range g.sides {
		v.Melds = append(v.Melds, cpMelds(g.melds[side]))
		v.RedThrees = append(v.RedThrees, cp(g.reds[side]))
		v.Minimums = append(v.Minimums, g.rules.OpeningMinimum(g.score.Totals[side]))
	}
}

// Cards lists every card the view shows (for the conformance test).
func (v *View) Cards() []cards.Card {
	out := make([]cards.Card, 0, cards.MaxCards)
	out = append(out, v.Hand...)
	for _, k := range v.Known {
		out = append(out, k...)
	}
	for s := range v.Melds {
		for _, m := range v.Melds[s] {
			out = append(out, m.Cards...)
		}
		out = append(out, v.RedThrees[s]...)
	}
	out = append(out, v.PileUp...)
	return out
}

// Partners returns the other seats of seat's side.
func (v *View) Partners(seat int) []int {
	for _, side := range v.Sides {
		if slices.Contains(side, seat) {
			var out []int
			for _, s := range side {
				if s != seat {
					out = append(out, s)
				}
			}
			return out
		}
	}
	return nil
}

// pos builds the viewing seat's position. What a seat cannot see is
// guessed on the safe side: every pile card but the top counts as joining
// the hand of a taker.
func (v *View) pos() *pos {
	p := &pos{r: &v.Rules, seat: v.Seat, side: v.Side, toMove: v.ToMove, n: v.Players, partners: v.Partners(v.ToMove),
		phase: v.Phase, hand: v.Hand, pileLen: v.PileSize, top: v.PileTop, frozen: v.Frozen,
		pileDown: v.PileDown, stock: v.StockSize, canUndo: v.CanUndo,
		turn: v.turn()}
	if len(v.PileUp) > 0 {
		p.below = v.PileUp[:len(v.PileUp)-1]
	}
	if v.Side >= 0 {
		p.melds = v.Melds[v.Side]
		p.opened = v.Opened[v.Side]
		p.minimum = v.Minimums[v.Side]
		for s := range v.Melds {
			if s != v.Side {
				p.other(len(v.Melds[s]))
			}
		}
	}
	return p
}

// Check says whether the viewing seat may play a now, with the code of
// the rule it breaks: the engine's own check, made from what the seat
// knows. (Only a take that would leave the hand almost empty can be judged
// differently: the seat cannot see the pile's face-down cards nor the
// stock, so it refuses such a take when it cannot be sure.)
func (v *View) Check(a Action) error {
	if v.Seat < 0 {
		return errorf(ErrNotYourTurn, "an onlooker does not play")
	}
	if v.Phase == PhaseHandOver || v.Phase == PhaseMatchOver {
		if a.Kind != NextHand || v.Phase == PhaseMatchOver {
			return errorf(ErrWrongPhase, "the hand is over")
		}
		if err := a.wellFormed(); err != nil {
			return err
		}
		if a.Seat != (v.Dealer+1)%v.Players {
			return errorf(ErrNotYourTurn, "seat %d deals the next hand", (v.Dealer+1)%v.Players)
		}
		return nil
	}
	return v.pos().check(&a)
}

// Legal lists the actions the viewing seat may take now: a reasonable set,
// not every subset of the hand (see Game.Legal).
func (v *View) Legal() []Action {
	if v.Seat < 0 || !slices.Contains(v.Actors, v.Seat) {
		return nil
	}
	if v.Phase == PhaseHandOver {
		return []Action{{Kind: NextHand, Seat: v.Seat}}
	}
	return v.pos().legal(nil)
}

// MeldsOf returns the melds of side.
func (v *View) MeldsOf(side int) []TableMeld { return v.Melds[side] }

// CanGoOut reports whether the side of the viewing seat holds the
// canastas going out needs.
func (v *View) CanGoOut() bool { return v.Side >= 0 && v.Rules.GoingOutMet(v.Melds[v.Side]) }

// CanGoOutThisTurn reports whether the viewer, the seat to move after its
// draw, could still go out this turn with melds, adds and a last discard
// were its partner to say yes (§1.8): "may I go out?" is worth asking only
// then, and after a yes going out is the player's duty.
func (v *View) CanGoOutThisTurn() bool {
	if v.Seat < 0 || v.Seat != v.ToMove || v.Phase != PhasePlay {
		return false
	}
	p := v.pos()
	if p.turn.answer != answerNo {
		p.turn.answer = answerYes
	}
	return p.ableToGoOut()
}

// CanTake reports whether the viewing seat could take the pile with these
// cards from its hand now (nil: the error says why not).
func (v *View) CanTake(with []cards.Card) error {
	return v.Check(Action{Kind: Take, Seat: v.Seat, Cards: with})
}

// OpeningValue returns the points of melds laid as an opening and the
// viewing side's minimum.
func (v *View) OpeningValue(melds [][]cards.Card) (points, minimum int) {
	for _, m := range melds {
		points += v.Rules.Points(m)
	}
	if v.Side >= 0 {
		minimum = v.Minimums[v.Side]
	}
	return points, minimum
}

// turn is the turn of the seat to move as the view shows it.
func (v *View) turn() turn {
	t := turn{drew: v.Drew, asked: v.Asked, answer: v.Answer, meldsAtStart: v.SideMeldsTurn, floor: v.DrawnHand}
	if v.Asked {
		t.partner = max(slices.Index(AskOrder(v.ToMove, v.Partners(v.ToMove), v.Players), v.AskedSeat), 0)
	}
	return t
}
