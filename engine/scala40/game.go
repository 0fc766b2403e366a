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

// Game is a whole Scala 40 match and its current hand. Its state is
// private: read it through its methods and views (View, Hand, Melds, ...)
// and change it only through Apply; a computer player's world of the
// cards it cannot see is built by Deal from a view.
type Game struct {
	rules  Rules
	seed   uint64
	score  match.Score // the running score by side
	dealer int
	handNo int // 1 for the first hand

	hands  [][]cards.Card // by seat
	stock  []cards.Card   // the tallone; the top card is the last element
	pile   []cards.Card   // the pozzo; the top card is the last element
	melds  []Meld         // on the table, in the order laid (ID = index+1)
	opened []bool         // by seat: has put cards on the table this hand

	toMove int
	phase  Phase
	turn   int // turns of this hand, from 1; the first round is turns 1..firstRound
	// firstRound is the number of players in the hand.
	firstRound int

	result *HandResult // the last hand's result, once a hand is over
	winner int         // the seat that won the match, or -1

	events    []Event   // what happened in this hand, as everybody saw it
	log       []Action  // every action applied since the start, for replays
	start     *Setup    // the setup the match started from (nil: dealt from seed)
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
	g.dealer = g.deals.IntN(r.Players)
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
	g.start = &cp
	g.dealer = s.Dealer
	d := s.Deal
	g.dealHand(&d)
	return g, nil
}

func newGame(r Rules, players int, seed uint64) *Game {
	g := &Game{rules: r, seed: seed, winner: -1}
	g.score = newScore(r, players)
	g.reentered = make([]bool, len(g.score.Sides))
	g.deals.Seed(seed)
	return g
}

// Players returns the number of seats.
func (g *Game) Players() int { return g.score.Seats() }

// Rules returns the rules the match is played with.
func (g *Game) Rules() Rules { return g.rules }

// Seed returns the seed the match was started from.
func (g *Game) Seed() uint64 { return g.seed }

// Dealer returns the dealer of the current hand.
func (g *Game) Dealer() int { return g.dealer }

// HandNo returns the number of the current hand, 1 for the first.
func (g *Game) HandNo() int { return g.handNo }

// Hand returns a copy of seat's hand.
func (g *Game) Hand(seat int) []cards.Card { return slices.Clone(g.hands[seat]) }

// Hidden returns a copy of what the seats cannot see: every seat's hand,
// the tallone (top card last) and the match's seed. FromView of a seat's
// view and it builds the same position.
func (g *Game) Hidden() Hidden {
	h := Hidden{Hands: make([][]cards.Card, len(g.hands)), Stock: slices.Clone(g.stock), Seed: g.seed}
	for s, hand := range g.hands {
		h.Hands[s] = slices.Clone(hand)
	}
	return h
}

// StockSize returns how many cards are left in the tallone.
func (g *Game) StockSize() int { return len(g.stock) }

// Pile returns a copy of the pozzo, bottom first.
func (g *Game) Pile() []cards.Card { return slices.Clone(g.pile) }

// Melds returns a copy of the melds on the table, in the order laid (ID =
// index+1).
func (g *Game) Melds() []Meld { return slices.Clone(g.melds) }

// Opened reports whether seat has put cards on the table this hand.
func (g *Game) Opened(seat int) bool { return g.opened[seat] }

// ToMove returns the seat to move.
func (g *Game) ToMove() int { return g.toMove }

// Phase returns where the seat to move stands in its turn, or that the
// hand or the match is over.
func (g *Game) Phase() Phase { return g.phase }

// Turn returns the turn of the hand, from 1.
func (g *Game) Turn() int { return g.turn }

// FirstRound returns the number of players in the hand: turns 1 to
// FirstRound are its first round.
func (g *Game) FirstRound() int { return g.firstRound }

// Result returns the last hand's result once a hand is over, else nil.
// It is the game's own: read it, never change it.
func (g *Game) Result() *HandResult { return g.result }

// Winner returns the seat that won the match, or -1.
func (g *Game) Winner() int { return g.winner }

// Events returns a copy of what happened in this hand, as everybody saw
// it.
func (g *Game) Events() []Event { return slices.Clone(g.events) }

// Log returns a copy of every action applied since the start, for
// replays.
func (g *Game) Log() []Action { return slices.Clone(g.log) }

// Start returns the setup the match started from, nil when it was dealt
// from its seed.
func (g *Game) Start() *Setup { return g.start }

// dealHand starts a hand: a fixed deal, or a shuffled pack from the next
// hand seed. g.Dealer must already be set.
func (g *Game) dealHand(fixed *Deal) {
	n := g.Players()
	g.handNo++
	g.rng.Seed(g.deals.Derive())
	g.hands = make([][]cards.Card, n)
	g.opened = make([]bool, n)
	g.melds = nil
	g.pile = nil
	g.events = nil
	g.undo = nil
	g.result = nil
	first := match.NextActive(g.dealer, g.Players(), g.score.SeatOut)
	if fixed != nil {
		for s := range g.hands {
			g.hands[s] = slices.Clone(fixed.Hands[s])
		}
		g.stock = make([]cards.Card, len(fixed.Stock))
		for i, c := range fixed.Stock {
			g.stock[len(fixed.Stock)-1-i] = c
		}
		g.pile = slices.Clone(fixed.Pile)
	} else {
		g.stock = cards.Scala40Pack.Cards()
		g.rng.Shuffle(g.stock)
		for round := 0; round < HandSize; round++ {
			s := first
			for {
				g.hands[s] = append(g.hands[s], g.pop())
				s = match.NextActive(s, g.Players(), g.score.SeatOut)
				if s == first {
					break
				}
			}
		}
		if g.rules.DealerTakes14 {
			g.hands[g.dealer] = append(g.hands[g.dealer], g.pop())
		} else {
			up := g.pop()
			for up.IsJoker() && g.rules.UpcardJokerRedraw && len(g.stock) > 0 {
				i := g.rng.IntN(len(g.stock) + 1)
				g.stock = append(g.stock, 0)
				copy(g.stock[i+1:], g.stock[i:])
				g.stock[i] = up
				up = g.pop()
			}
			g.pile = append(g.pile, up)
		}
	}
	g.firstRound = g.activeSeats()
	g.turn = 1
	g.toMove = first
	g.phase = PhaseDraw
	if g.rules.DealerTakes14 && len(g.hands[g.dealer]) > len(g.hands[first]) {
		g.toMove = g.dealer
		g.phase = PhasePlay
	}
	g.t = turnState{openedAtStart: false}
	g.events = append(g.events, Event{Kind: EvDealt, Seat: g.dealer})
}

// pop takes the top card of the stock.
func (g *Game) pop() cards.Card {
	c := g.stock[len(g.stock)-1]
	g.stock = g.stock[:len(g.stock)-1]
	return c
}

// inFirstRound reports whether the turn being played is in the first
// round, when nobody may close (option no_close_first_round).
func (g *Game) inFirstRound() bool {
	return g.rules.NoCloseFirstRound && g.turn <= g.firstRound
}

// TopDiscard returns the top card of the pozzo.
func (g *Game) TopDiscard() (cards.Card, bool) {
	if len(g.pile) == 0 {
		return 0, false
	}
	return g.pile[len(g.pile)-1], true
}

// MeldByID returns the table meld with that ID.
func (g *Game) MeldByID(id int) (*Meld, bool) {
	if id < 1 || id > len(g.melds) {
		return nil, false
	}
	return &g.melds[id-1], true
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
		if indexOf(g.hands[g.toMove], j) >= 0 {
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
	c.hands = make([][]cards.Card, len(g.hands))
	for i, h := range g.hands {
		c.hands[i] = slices.Clone(h)
	}
	c.stock = slices.Clone(g.stock)
	c.pile = slices.Clone(g.pile)
	c.melds = slices.Clone(g.melds)
	c.opened = slices.Clone(g.opened)
	c.events = slices.Clone(g.events)
	// The log only grows, so the copy may share it: the full slice
	// expression makes an append to either one reallocate.
	c.log = g.log[:len(g.log):len(g.log)]
	c.t.swapped = slices.Clone(g.t.swapped)
	c.undo = slices.Clone(g.undo)
	for i := range c.undo {
		c.undo[i] = c.undo[i].clone()
	}
	if g.result != nil {
		r := *g.result
		c.result = &r
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
