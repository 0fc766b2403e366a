package scala40

import (
	"fmt"
	"slices"

	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// Phase is where the seat to move stands in its turn, or that the hand or
// the match is over.
type Phase uint8

// The phases, named as in the scenario files.
const (
	PhaseDraw Phase = iota
	PhasePlay
	PhaseHandOver
	PhaseMatchOver
)

var phaseNames = [...]string{"draw", "play", "hand-over", "match-over"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "?"
}

// HandSize is the number of cards dealt to each player.
const HandSize = 13

// Deal is a fixed deal: the hands by seat, the stock (tallone) with its top
// card first, and the discard pile (pozzo) bottom first.
type Deal struct {
	Hands [][]cards.Card `json:"hands"`
	Stock []cards.Card   `json:"stock"`
	Pile  []cards.Card   `json:"pile"`
}

// Setup starts a match from a chosen position instead of a random deal:
// used by the scenario files and by tests.
type Setup struct {
	Players    int
	Dealer     int
	Deal       Deal
	Scores     []int // running totals before this hand (nil = all 0)
	Eliminated []int // seats already out
	Seed       uint64
}

// HandResult is how a hand ended.
type HandResult struct {
	Closer     int   // seat that closed, -1 if the hand was abandoned
	InMano     bool  // the closer went out in one turn (chiusura in mano)
	Points     []int // points charged in this hand, by seat
	Eliminated []int // seats put out by this hand
	Reentered  []int // seats that came back (rientro)
	// Left is the cards each seat still held when the hand ended, by
	// seat: public once the hand is over, as players lay them down to
	// count them.
	Left [][]cards.Card
}

// Game is a whole Scala 40 match and its current hand. Read its exported
// fields freely; change it only through Apply.
type Game struct {
	Rules  Rules
	Seed   uint64
	score  match.Score // the running score by side
	Dealer int
	HandNo int // 1 for the first hand

	Hands  [][]cards.Card // by seat
	Stock  []cards.Card   // the tallone; the top card is the last element
	Pile   []cards.Card   // the pozzo; the top card is the last element
	Melds  []Meld         // on the table, in the order laid (ID = index+1)
	Opened []bool         // by seat: has put cards on the table this hand

	ToMove int
	Phase  Phase
	Turn   int // turns of this hand, from 1; the first round is turns 1..FirstRound
	// FirstRound is the number of players in the hand.
	FirstRound int

	Result *HandResult // the last hand's result, once a hand is over
	Winner int         // the seat that won the match, or -1

	Events    []Event   // what happened in this hand, as everybody saw it
	Log       []Action  // every action applied since the start, for replays
	Start     *Setup    // the setup the match started from (nil: dealt from Seed)
	reentered []bool    // by side: came back once already (rientro)
	t         turnState // the current turn's obligations
	undo      []snapshot
	rng       cards.Rand // hand randomness (restocks)
	deals     cards.Rand // one seed per hand
}

// turnState is what the current turn has done that later actions depend on.
type turnState struct {
	taken          cards.Card // the card taken from the pozzo this turn
	hasTaken       bool
	openedAtStart  bool
	openedThisTurn bool
	swapped        []cards.Card // jokers won by a swap this turn
	noAttach       cards.Card   // a card this seat may not attach (house rule)
	hasNoAttach    bool
}

// snapshot is the state an undo goes back to.
type snapshot struct {
	hand   []cards.Card
	melds  []Meld
	pile   []cards.Card
	opened bool
	phase  Phase
	t      turnState
	events int
}

// NewMatch starts a match with random deals from seed: the first dealer
// is drawn at random and the first hand is dealt.
func NewMatch(r Rules, seed uint64) (*Game, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	g := newGame(r, r.Players, seed)
	g.Dealer = g.deals.IntN(r.Players)
	g.dealHand(nil)
	return g, nil
}

// NewFromSetup starts a match at a chosen position (scenario files).
func NewFromSetup(r Rules, s Setup) (*Game, error) {
	r.Players = s.Players
	if err := r.Validate(); err != nil {
		return nil, err
	}
	if s.Dealer < 0 || s.Dealer >= s.Players {
		return nil, fmt.Errorf("dealer %d is not a seat", s.Dealer)
	}
	if len(s.Deal.Hands) != s.Players {
		return nil, fmt.Errorf("%d hands for %d players", len(s.Deal.Hands), s.Players)
	}
	g := newGame(r, s.Players, s.Seed)
	for _, e := range s.Eliminated {
		if e < 0 || e >= s.Players {
			return nil, fmt.Errorf("eliminated seat %d is not a seat", e)
		}
		g.score.Out[g.score.SideOf(e)] = true
	}
	if s.Scores != nil {
		if len(s.Scores) != s.Players {
			return nil, fmt.Errorf("%d scores for %d players", len(s.Scores), s.Players)
		}
		for side, seats := range g.score.Sides {
			for _, seat := range seats {
				if s.Scores[seat] != s.Scores[seats[0]] {
					return nil, fmt.Errorf("pairs_mode: partners %v share one total, not %d and %d", seats, s.Scores[seats[0]], s.Scores[seat])
				}
			}
			g.score.Totals[side] = s.Scores[seats[0]]
		}
	}
	if len(g.score.Active()) < 2 {
		return nil, fmt.Errorf("fewer than two players are still in")
	}
	if g.score.SeatOut(s.Dealer) {
		return nil, fmt.Errorf("dealer %d is eliminated", s.Dealer)
	}
	if err := g.checkDeal(&s.Deal); err != nil {
		return nil, err
	}
	cp := s
	g.Start = &cp
	g.Dealer = s.Dealer
	d := s.Deal
	g.dealHand(&d)
	return g, nil
}

func newGame(r Rules, players int, seed uint64) *Game {
	g := &Game{Rules: r, Seed: seed, Winner: -1}
	g.score = newScore(r, players)
	g.reentered = make([]bool, len(g.score.Sides))
	g.deals.Seed(seed)
	return g
}

// Players returns the number of seats.
func (g *Game) Players() int { return g.score.Seats() }

// dealHand starts a hand: a fixed deal, or a shuffled pack from the next
// hand seed. g.Dealer must already be set.
func (g *Game) dealHand(fixed *Deal) {
	n := g.Players()
	g.HandNo++
	g.rng.Seed(g.deals.Derive())
	g.Hands = make([][]cards.Card, n)
	g.Opened = make([]bool, n)
	g.Melds = nil
	g.Pile = nil
	g.Events = nil
	g.undo = nil
	g.Result = nil
	first := match.NextActive(g.Dealer, g.Players(), g.score.SeatOut)
	if fixed != nil {
		for s := range g.Hands {
			g.Hands[s] = slices.Clone(fixed.Hands[s])
		}
		g.Stock = make([]cards.Card, len(fixed.Stock))
		for i, c := range fixed.Stock {
			g.Stock[len(fixed.Stock)-1-i] = c
		}
		g.Pile = slices.Clone(fixed.Pile)
	} else {
		g.Stock = cards.Scala40Pack.Cards()
		g.rng.Shuffle(g.Stock)
		for round := 0; round < HandSize; round++ {
			s := first
			for {
				g.Hands[s] = append(g.Hands[s], g.pop())
				s = match.NextActive(s, g.Players(), g.score.SeatOut)
				if s == first {
					break
				}
			}
		}
		if g.Rules.DealerTakes14 {
			g.Hands[g.Dealer] = append(g.Hands[g.Dealer], g.pop())
		} else {
			up := g.pop()
			for up.IsJoker() && g.Rules.UpcardJokerRedraw && len(g.Stock) > 0 {
				i := g.rng.IntN(len(g.Stock) + 1)
				g.Stock = append(g.Stock, 0)
				copy(g.Stock[i+1:], g.Stock[i:])
				g.Stock[i] = up
				up = g.pop()
			}
			g.Pile = append(g.Pile, up)
		}
	}
	g.FirstRound = g.activeSeats()
	g.Turn = 1
	g.ToMove = first
	g.Phase = PhaseDraw
	if g.Rules.DealerTakes14 && len(g.Hands[g.Dealer]) > len(g.Hands[first]) {
		g.ToMove = g.Dealer
		g.Phase = PhasePlay
	}
	g.t = turnState{openedAtStart: false}
	g.Events = append(g.Events, Event{Kind: EvDealt, Seat: g.Dealer})
}

// pop takes the top card of the stock.
func (g *Game) pop() cards.Card {
	c := g.Stock[len(g.Stock)-1]
	g.Stock = g.Stock[:len(g.Stock)-1]
	return c
}

// inFirstRound reports whether the turn being played is in the first
// round, when nobody may close (option no_close_first_round).
func (g *Game) inFirstRound() bool {
	return g.Rules.NoCloseFirstRound && g.Turn <= g.FirstRound
}

// TopDiscard returns the top card of the pozzo.
func (g *Game) TopDiscard() (cards.Card, bool) {
	if len(g.Pile) == 0 {
		return 0, false
	}
	return g.Pile[len(g.Pile)-1], true
}

// MeldByID returns the table meld with that ID.
func (g *Game) MeldByID(id int) (*Meld, bool) {
	if id < 1 || id > len(g.Melds) {
		return nil, false
	}
	return &g.Melds[id-1], true
}

// TakenCard returns the card the seat to move took from the pozzo this
// turn, if any.
func (g *Game) TakenCard() (cards.Card, bool) { return g.t.taken, g.t.hasTaken }

// OpenedThisTurn reports whether the seat to move opened in this turn.
func (g *Game) OpenedThisTurn() bool { return g.t.openedThisTurn }

// PendingJokers lists the jokers won by a swap this turn that are still
// in the hand of the seat to move.
func (g *Game) PendingJokers() []cards.Card { return g.pendingJokers(nil) }

// pendingJokers appends the pending jokers to out.
func (g *Game) pendingJokers(out []cards.Card) []cards.Card {
	for _, j := range g.t.swapped {
		if indexOf(g.Hands[g.ToMove], j) >= 0 {
			out = append(out, j)
		}
	}
	return out
}

// CanUndo reports whether the seat to move has an action to take back.
func (g *Game) CanUndo() bool { return len(g.undo) > 0 }

// Clone returns an independent copy of the game.
func (g *Game) Clone() *Game {
	c := *g
	c.score = g.score.Clone()
	c.reentered = slices.Clone(g.reentered)
	c.Hands = make([][]cards.Card, len(g.Hands))
	for i, h := range g.Hands {
		c.Hands[i] = slices.Clone(h)
	}
	c.Stock = slices.Clone(g.Stock)
	c.Pile = slices.Clone(g.Pile)
	c.Melds = slices.Clone(g.Melds)
	c.Opened = slices.Clone(g.Opened)
	c.Events = slices.Clone(g.Events)
	// The log only grows, so the copy may share it: the full slice
	// expression makes an append to either one reallocate.
	c.Log = g.Log[:len(g.Log):len(g.Log)]
	c.t.swapped = slices.Clone(g.t.swapped)
	c.undo = slices.Clone(g.undo)
	for i := range c.undo {
		c.undo[i] = c.undo[i].clone()
	}
	if g.Result != nil {
		r := *g.Result
		c.Result = &r
	}
	return &c
}

func (s snapshot) clone() snapshot {
	s.hand = slices.Clone(s.hand)
	s.melds = slices.Clone(s.melds)
	s.pile = slices.Clone(s.pile)
	s.t.swapped = slices.Clone(s.t.swapped)
	return s
}

func indexOf(cs []cards.Card, c cards.Card) int {
	for i, x := range cs {
		if x == c {
			return i
		}
	}
	return -1
}

// without returns cs less the card at index i, in a new slice.
func without(cs []cards.Card, i int) []cards.Card {
	out := make([]cards.Card, 0, len(cs))
	out = append(out, cs[:i]...)
	return append(out, cs[i+1:]...)
}
