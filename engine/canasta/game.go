package canasta

import (
	"fmt"
	"slices"
	"strconv"

	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// Phase is where the turn of the seat to move stands.
type Phase uint8

// The phases of a turn and of a match.
const (
	PhaseOpen      Phase = iota // a side that has not opened, before drawing (opening_before_draw)
	PhaseDraw                   // before drawing
	PhasePlay                   // after drawing: meld, add, ask, discard or go out
	PhaseAnswer                 // the partner must answer "may I go out?"
	PhaseHandOver               // the hand is scored; the next dealer deals
	PhaseMatchOver              // a side has won
)

var phaseNames = [...]string{"open", "draw", "play", "answer", "hand-over", "match-over"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "?"
}

// TableMeld is a meld on the table: its id within its side (1-based, in
// the order the side laid its melds), its cards and what it is.
type TableMeld struct {
	ID    int          `json:"id"`
	Cards []cards.Card `json:"cards"`
	Info  MeldInfo     `json:"info"`
}

func (m TableMeld) clone() TableMeld { m.Cards = clone(m.Cards); return m }

func cloneMelds(ms []TableMeld) []TableMeld {
	out := make([]TableMeld, len(ms))
	for i, m := range ms {
		out[i] = m.clone()
	}
	return out
}

// The answer to "may I go out?" this turn.
const (
	answerNone int8 = iota
	answerYes
	answerNo
)

// turn is what the seat to move has done this turn.
type turn struct {
	drew         bool // drew from the stock or took the pile
	opened       bool // its side opened this turn
	asked        bool
	partner      int // which partner was asked (Action.Partner)
	answer       int8
	meldsAtStart int // melds its side had when the turn began
	floor        int // cards in hand after the draw: what undo can go back to
}

// snapshot is what a meld or an add may change, kept for undo.
type snapshot struct {
	phase  Phase
	hand   []cards.Card
	melds  []TableMeld
	opened bool
	known  []cards.Card
	turn   turn
}

// HandResult is a finished hand: points and score lines by side, who went
// out (-1 when the stock ran out).
type HandResult struct {
	Points    []int
	Lines     [][]match.Line
	WentOut   int
	Exhausted bool
	// Left is the cards each seat still held when the hand ended, by
	// seat: public once the hand is over, as they are counted against
	// their side.
	Left [][]cards.Card
}

// Setup is a position to start from instead of a seeded deal (the
// scenario runner): the deal, the dealer, running totals by side and the
// red threes already laid down by side.
type Setup struct {
	Dealer    int            `json:"dealer"`
	Deal      Deal           `json:"deal"`
	Scores    []int          `json:"scores,omitempty"`
	RedThrees [][]cards.Card `json:"red_threes,omitempty"`
	Seed      uint64         `json:"seed"`
}

// Game is a Canasta match: the whole state, hidden cards included. It
// changes only through Apply; the table and the computer players read it
// through View.
type Game struct {
	rules Rules
	seed  uint64
	start *Setup
	log   []Action

	n          int
	sides      [][]int
	sideOf     []int
	partnersOf [][]int // by seat, the other seats of its side (never changed: clones share it)

	dealer, toMove int
	phase          Phase
	handNo         int
	hands          [][]cards.Card
	stock          []cards.Card // top first
	pile           []cards.Card // bottom first
	downLo, downHi int          // pile[downLo:downHi] lie face down
	frozen         bool
	melds          [][]TableMeld  // by side
	reds           [][]cards.Card // red threes laid down, by side
	opened         []bool         // by side
	known          [][]cards.Card // by seat: cards of its hand every seat saw it take
	turn           turn
	undo           []snapshot
	score          match.Score
	result         *HandResult
	winner         int
}

var _ match.Game[View, Action] = (*Game)(nil)

// GameName is the name Canasta has in saves and scenario files.
const GameName = "canasta"

func newGame(r Rules, seed uint64) (*Game, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	g := &Game{rules: r, seed: seed, n: r.NumPlayers(), winner: -1}
	if r.Partnerships() {
		g.sides = match.Alternate(g.n)
	} else {
		g.sides = match.Solo(g.n)
	}
	g.sideOf = make([]int, g.n)
	for s, side := range g.sides {
		for _, seat := range side {
			g.sideOf[seat] = s
		}
	}
	g.partnersOf = make([][]int, g.n)
	for s := range g.partnersOf {
		g.partnersOf[s] = g.Partners(s)
	}
	g.score = match.NewScore(g.sides, match.HighTarget, r.TargetScore)
	return g, nil
}

// NewMatch deals the first hand of a match; the seed fixes the first
// dealer and every deal.
func NewMatch(r Rules, seed uint64) (*Game, error) {
	g, err := newGame(r, seed)
	if err != nil {
		return nil, err
	}
	g.dealer = cards.NewRand(seed).IntN(g.n)
	g.deal(nil)
	return g, nil
}

// NewFromSetup starts from a fixed position (scenario files, tests).
func NewFromSetup(r Rules, s Setup) (*Game, error) {
	g, err := newGame(r, s.Seed)
	if err != nil {
		return nil, err
	}
	if s.Dealer < 0 || s.Dealer >= g.n {
		return nil, fmt.Errorf("dealer %d out of range", s.Dealer)
	}
	if err := g.checkDeal(&s.Deal, s.RedThrees); err != nil {
		return nil, err
	}
	if s.Scores != nil {
		if len(s.Scores) != len(g.sides) {
			return nil, fmt.Errorf("scores: %d totals for %d sides", len(s.Scores), len(g.sides))
		}
		copy(g.score.Totals, s.Scores)
	}
	if s.RedThrees != nil && len(s.RedThrees) != len(g.sides) {
		return nil, fmt.Errorf("red_threes: %d entries for %d sides", len(s.RedThrees), len(g.sides))
	}
	for _, rt := range s.RedThrees {
		for _, c := range rt {
			if !IsRedThree(c) {
				return nil, fmt.Errorf("red_threes: %v is not a red three", c)
			}
		}
	}
	st := s
	st.Deal = *s.Deal.clone()
	st.RedThrees = nil
	for _, rt := range s.RedThrees {
		st.RedThrees = append(st.RedThrees, clone(rt))
	}
	g.start = &st
	g.dealer = s.Dealer
	g.deal(&s.Deal)
	for side, rt := range s.RedThrees {
		g.reds[side] = append(g.reds[side], rt...)
	}
	return g, nil
}

// checkDeal checks that a fixed deal holds every card at most once and
// has a hand per seat of at most a full deal.
func (g *Game) checkDeal(d *Deal, extra [][]cards.Card) error {
	if len(d.Hands) != g.n {
		return fmt.Errorf("deal: %d hands for %d players", len(d.Hands), g.n)
	}
	seen := map[cards.Card]bool{}
	add := func(cs []cards.Card) error {
		for _, c := range cs {
			if int(c) >= cards.MaxCards || seen[c] {
				return fmt.Errorf("deal: card %v twice or out of range", c)
			}
			seen[c] = true
		}
		return nil
	}
	for i, h := range d.Hands {
		if len(h) > HandSize+2 {
			return fmt.Errorf("deal: hand %d has %d cards", i, len(h))
		}
		if err := add(h); err != nil {
			return err
		}
	}
	for _, cs := range append([][]cards.Card{d.Stock, d.Pile}, extra...) {
		if err := add(cs); err != nil {
			return err
		}
	}
	return nil
}

// handSeed is the seed of hand number h of a match.
func handSeed(seed uint64, h int) uint64 {
	return cards.NewRand(seed ^ uint64(h+1)*0x9e3779b97f4a7c15).Uint64()
}

// deal starts a hand: a fixed deal, or the seeded shuffle dealt one card
// at a time from the dealer's left; red threes replaced; the pile formed.
func (g *Game) deal(d *Deal) []match.Event {
	nsides := len(g.sides)
	g.hands = make([][]cards.Card, g.n)
	g.known = make([][]cards.Card, g.n)
	g.melds = make([][]TableMeld, nsides)
	g.reds = make([][]cards.Card, nsides)
	g.opened = make([]bool, nsides)
	g.pile, g.downLo, g.downHi, g.frozen = nil, 0, 0, false
	g.result = nil
	events := []match.Event{{Kind: EvDealt, Seat: g.dealer, Value: g.handNo + 1}}
	built := false
	if d != nil {
		for i, h := range d.Hands {
			g.hands[i] = clone(h)
		}
		g.stock = clone(d.Stock)
		if d.Pile != nil || d.Built {
			built = true
			g.pile = clone(d.Pile)
			for _, c := range g.pile {
				if IsWild(c) || IsRedThree(c) {
					g.frozen = true
				}
			}
		}
	} else {
		deck := cards.CanastaPack.Shuffled(handSeed(g.seed, g.handNo))
		for i := 0; i < HandSize*g.n; i++ {
			seat := (g.dealer + 1 + i) % g.n
			g.hands[seat] = append(g.hands[seat], deck[i])
		}
		g.stock = deck[HandSize*g.n:]
	}
	for i := 1; i <= g.n; i++ {
		seat := (g.dealer + i) % g.n
		events = append(events, g.replaceRedThrees(seat)...)
	}
	if !built {
		events = append(events, g.formPile()...)
	}
	return append(events, g.startTurn((g.dealer+1)%g.n)...)
}

// replaceRedThrees lays down every red three in seat's hand and draws a
// replacement for each, until none is left or the stock is empty.
func (g *Game) replaceRedThrees(seat int) []match.Event {
	var events []match.Event
	for {
		i := slices.IndexFunc(g.hands[seat], IsRedThree)
		if i < 0 {
			return events
		}
		c := g.hands[seat][i]
		g.hands[seat] = slices.Delete(g.hands[seat], i, i+1)
		side := g.sideOf[seat]
		g.reds[side] = append(g.reds[side], c)
		events = append(events, match.Event{Kind: EvRedThree, Seat: seat, Cards: []cards.Card{c}, Value: len(g.reds[side])})
		if len(g.stock) > 0 {
			g.hands[seat] = append(g.hands[seat], g.stock[0])
			g.stock = g.stock[1:]
		}
	}
}

// formPile turns the upcard (burying wild cards and red threes face up),
// puts k(U) stock cards face down on the pile and U on top (§1.4).
func (g *Game) formPile() []match.Event {
	for len(g.stock) > 0 {
		u := g.stock[0]
		g.stock = g.stock[1:]
		if IsWild(u) || IsRedThree(u) {
			g.pile = append(g.pile, u)
			g.frozen = true
			continue
		}
		k := 0
		if g.rules.PileSetup == SetupUpcardCount {
			k = min(UpcardCount(u), len(g.stock))
		}
		g.downLo = len(g.pile)
		g.pile = append(g.pile, g.stock[:k]...)
		g.downHi = len(g.pile)
		g.stock = g.stock[k:]
		g.pile = append(g.pile, u)
		break
	}
	return []match.Event{{Kind: EvPileFormed, Seat: -1, Cards: g.upCards(), Value: len(g.pile)}}
}

// upCards lists the pile's face-up cards.
func (g *Game) upCards() []cards.Card {
	out := make([]cards.Card, 0, len(g.pile))
	out = append(out, g.pile[:g.downLo]...)
	return append(out, g.pile[g.downHi:]...)
}

// startTurn gives the turn to seat; with an empty stock the hand ends at
// once unless seat can take the pile with its cards (§1.9).
func (g *Game) startTurn(seat int) []match.Event {
	g.toMove = seat
	side := g.sideOf[seat]
	g.turn = turn{meldsAtStart: len(g.melds[side])}
	g.undo = nil
	if len(g.stock) == 0 && !g.couldTake(seat) {
		return g.endHand(-1)
	}
	if !g.opened[side] && g.rules.OpeningBeforeDraw {
		g.phase = PhaseOpen
	} else {
		g.phase = PhaseDraw
	}
	return []match.Event{{Kind: EvTurn, Seat: seat}}
}

// couldTake reports whether seat holds the cards to take the pile, the
// opening aside.
func (g *Game) couldTake(seat int) bool {
	p := g.pos(seat)
	return p.takeable()
}

// Clone returns a deep copy; the log is shared, since actions are never
// changed once logged.
func (g *Game) Clone() *Game {
	c := *g
	c.log = g.log[:len(g.log):len(g.log)]
	c.undo = g.undo[:len(g.undo):len(g.undo)]
	c.sides = g.score.Sides
	c.hands = make([][]cards.Card, g.n)
	c.known = make([][]cards.Card, g.n)
	for i := range g.hands {
		c.hands[i] = clone(g.hands[i])
		c.known[i] = clone(g.known[i])
	}
	c.stock = clone(g.stock)
	c.pile = clone(g.pile)
	c.melds = make([][]TableMeld, len(g.melds))
	c.reds = make([][]cards.Card, len(g.reds))
	for i := range g.melds {
		c.melds[i] = slices.Clone(g.melds[i]) // a meld's cards are never changed in place
		c.reds[i] = clone(g.reds[i])
	}
	c.opened = slices.Clone(g.opened)
	c.score = g.score.Clone()
	c.sides = c.score.Sides
	if g.result != nil {
		r := *g.result
		c.result = &r
	}
	return &c
}

// Players is the number of seats.
func (g *Game) Players() int { return g.n }

// Rules returns the rules in force.
func (g *Game) Rules() Rules { return g.rules }

// Seed returns the match's seed.
func (g *Game) Seed() uint64 { return g.seed }

// Phase returns the phase of the seat to move.
func (g *Game) Phase() Phase { return g.phase }

// ToMove returns the seat to move: the seat whose turn it is, or the
// partner who must answer "may I go out?".
func (g *Game) ToMove() int {
	if g.phase == PhaseAnswer {
		return g.answerer()
	}
	return g.toMove
}

// answerer is the partner who answers "may I go out?": the one the asker
// chose (§1.8: with six players he asks either partner).
func (g *Game) answerer() int {
	return answererOf(g.toMove, g.partnersOf[g.toMove], g.n, g.turn.partner)
}

// answererOf is the partner of asker that Action.Partner = i names.
func answererOf(asker int, partners []int, n, i int) int {
	order := AskOrder(asker, partners, n)
	if i < 0 || i >= len(order) {
		return -1
	}
	return order[i]
}

// AskOrder lists asker's partners clockwise from the asker: the seat that
// Action.Partner = i asks is AskOrder(…)[i].
func AskOrder(asker int, partners []int, n int) []int {
	out := slices.Clone(partners)
	slices.SortFunc(out, func(a, b int) int { return (a-asker+n)%n - (b-asker+n)%n })
	return out
}

// Dealer returns the dealer of the current hand.
func (g *Game) Dealer() int { return g.dealer }

// HandNo counts the hands dealt before the current one.
func (g *Game) HandNo() int { return g.handNo }

// SideOf returns the side seat plays for.
func (g *Game) SideOf(seat int) int { return g.sideOf[seat] }

// Partners returns the other seats of seat's side.
func (g *Game) Partners(seat int) []int {
	var out []int
	for _, s := range g.sides[g.sideOf[seat]] {
		if s != seat {
			out = append(out, s)
		}
	}
	return out
}

// Result returns the last finished hand (nil while the first is played).
func (g *Game) Result() *HandResult { return g.result }

// Winner returns the winning side once the match is over, else -1.
func (g *Game) Winner() int { return g.winner }

// Actors lists the seats that may act now.
func (g *Game) Actors() []int {
	switch g.phase {
	case PhaseMatchOver:
		return nil
	case PhaseHandOver:
		return []int{(g.dealer + 1) % g.n}
	}
	return []int{g.actor()}
}

// actor is the seat that acts during a hand: the partner while it
// answers, else the seat to move.
func (g *Game) actor() int {
	if g.phase == PhaseAnswer {
		return g.answerer()
	}
	return g.toMove
}

// Actor returns the seat that acts now, as Actors lists it, and false
// when nobody does (the match is over).
func (g *Game) Actor() (int, bool) {
	switch g.phase {
	case PhaseMatchOver:
		return 0, false
	case PhaseHandOver:
		return (g.dealer + 1) % g.n, true
	}
	return g.actor(), true
}

// Outcome says where the match stands.
func (g *Game) Outcome() match.Outcome {
	switch g.phase {
	case PhaseMatchOver:
		return match.Outcome{Stage: match.MatchOver, Winner: g.winner}
	case PhaseHandOver:
		return match.Outcome{Stage: match.HandOver, Winner: -1}
	}
	return match.Outcome{Stage: match.Playing, Winner: -1}
}

// Score returns the running score by side.
func (g *Game) Score() match.Score { return g.score.Clone() }

// Hand returns a copy of seat's hand (for tests and the scenario runner;
// the table reads a View).
func (g *Game) Hand(seat int) []cards.Card { return clone(g.hands[seat]) }

// Melds returns a copy of side's melds.
func (g *Game) Melds(side int) []TableMeld { return cloneMelds(g.melds[side]) }

// RedThrees returns the red threes side has laid down.
func (g *Game) RedThrees(side int) []cards.Card { return clone(g.reds[side]) }

// StockSize returns the cards left in the stock.
func (g *Game) StockSize() int { return len(g.stock) }

// PileTop returns the top card of the pile.
func (g *Game) PileTop() (cards.Card, bool) {
	if len(g.pile) == 0 {
		return 0, false
	}
	return g.pile[len(g.pile)-1], true
}

// AllCards returns every card of the game wherever it is (for the
// conformance test).
func (g *Game) AllCards() []cards.Card {
	out := make([]cards.Card, 0, cards.MaxCards)
	for _, h := range g.hands {
		out = append(out, h...)
	}
	out = append(out, g.stock...)
	out = append(out, g.pile...)
	for s := range g.melds {
		for _, m := range g.melds[s] {
			out = append(out, m.Cards...)
		}
		out = append(out, g.reds[s]...)
	}
	return out
}

// HiddenFrom returns the cards seat may not know (seat -1: an onlooker):
// the stock, the pile's face-down cards, and the other hands except what
// was seen going into them.
func (g *Game) HiddenFrom(seat int) []cards.Card {
	out := make([]cards.Card, 0, cards.MaxCards)
	out = append(out, g.stock...)
	out = append(out, g.pile[g.downLo:g.downHi]...)
	for s, h := range g.hands {
		if s == seat {
			continue
		}
		for _, c := range h {
			if !slices.Contains(g.known[s], c) {
				out = append(out, c)
			}
		}
	}
	return out
}

// Fingerprint describes the whole state, hidden cards included.
func (g *Game) Fingerprint() string {
	b := make([]byte, 0, 1024)
	num := func(xs ...int) {
		for _, x := range xs {
			b = strconv.AppendInt(b, int64(x), 10)
			b = append(b, ' ')
		}
	}
	cs := func(c []cards.Card) {
		b = append(b, '[')
		for _, x := range c {
			b = append(b, byte(x))
		}
		b = append(b, ']')
	}
	num(g.dealer, g.toMove, int(g.phase), g.handNo, g.downLo, g.downHi, len(g.undo), g.winner, len(g.log))
	num(boolInt(g.frozen), boolInt(g.turn.drew), boolInt(g.turn.opened), boolInt(g.turn.asked), int(g.turn.answer), g.turn.meldsAtStart, g.turn.partner)
	for s := range g.hands {
		cs(g.hands[s])
		cs(g.known[s])
	}
	cs(g.stock)
	cs(g.pile)
	for s := range g.melds {
		num(boolInt(g.opened[s]), g.score.Totals[s])
		cs(g.reds[s])
		for _, m := range g.melds[s] {
			num(m.ID)
			cs(m.Cards)
		}
		b = append(b, '|')
	}
	return string(b)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
