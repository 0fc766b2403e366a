package klaberjass

import (
	"fmt"
	"slices"
	"strconv"

	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// GameName is the name Klaberjass has in saves and scenario files.
const GameName = "klaberjass"

// Phase is where a hand stands, as the seat to move sees it.
type Phase uint8

// The phases of a hand.
const (
	PhaseBid       Phase = iota + 1 // a bidding round: take, pass, schmeiss, name
	PhaseAnswer                     // the other player answers a schmeiss
	PhasePlay                       // trick play
	PhaseHandOver                   // the hand is scored (or annulled); the next dealer deals
	PhaseMatchOver                  // a player reached the target
)

var phaseNames = [...]string{"", "bid", "answer", "play", "hand-over", "match-over"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) && p > 0 {
		return phaseNames[p]
	}
	return "?"
}

// Played is one card played to a trick.
type Played struct {
	Seat int
	Card cards.Card
}

// HandResult is how a hand ended.
type HandResult struct {
	Annulled bool
	Maker    int
	Totals   [2]int // each player's total before the maker's result moves points
	Points   [2]int // what each player scored
	Bete     bool   // the maker had less: the opponent scored both totals
	HalfBete bool   // equal totals: the maker scored nothing
	Lines    [2][]match.Line
}

// Setup starts a match at a given position instead of a seeded deal: the
// scenario files and bug reports use it.
type Setup struct {
	Dealer int    `json:"dealer"`
	Deal   Deal   `json:"deal"`
	Scores [2]int `json:"scores"`
	// Trump, when set, starts the hand after the bidding: Deal.Hands are
	// the full hands (up to 9 cards), Maker the maker.
	Trump *cards.Suit `json:"trump,omitempty"`
	Maker int         `json:"maker"`
	// NoUpcard (with Trump) means no turn-up lies on the table: the
	// Deal's Upcard goes to the top of the stock.
	NoUpcard bool   `json:"no_upcard,omitempty"`
	Seed     uint64 `json:"seed"` // orders the later deals
}

// Game is a Klaberjass match between two seats. Apply is the only way to
// change it; View and SpectatorView say what each may know.
type Game struct {
	rules Rules
	seed  uint64
	start *Setup
	log   []Action
	rng   cards.Rand

	score      match.Score
	handNo     int // the hand's row on the score sheet
	deals      int // every deal, thrown-in ones included
	dealer     int
	nextDealer int
	phase      Phase // PhaseBid, PhaseAnswer, PhasePlay, PhaseHandOver or PhaseMatchOver
	toMove     int
	winner     int

	// the cards
	hands     [2][]cards.Card
	second    [2][]cards.Card // the second deal, until it is dealt
	stock     []cards.Card    // top first; the last card is the bottom card
	upcard    cards.Card
	hasUpcard bool
	bottom    bool // the bottom card is shown
	won       [2]Set
	played    [2]Set // what each seat played this hand
	history   []Played
	trick     []Played
	known     [2]Set // cards of a hand every seat knows (the taken turn-up, shown sequences)

	// bidding
	round      int
	schmeisser int // -1: none pending
	mustName   bool
	trump      cards.Suit
	maker      int // -1 before the bidding ends
	fromTurnUp bool
	exchanged  int // the seat that exchanged the dix, or -1

	// play
	tricks    [2]int
	lastTrick int
	declared  [2]bool
	resolved  bool
	seqWinner int
	seqPoints int
	shown     []cards.Card
	bella     [2]bool
	result    *HandResult
}

var _ match.Game[View, Action] = (*Game)(nil)
var _ match.Cloner[*Game] = (*Game)(nil)

// New deals a match under rules from seed: the first dealer is drawn at
// random, then the first hand is dealt.
func New(rules Rules, seed uint64) (*Game, error) {
	if err := rules.Validate(); err != nil {
		return nil, err
	}
	g := &Game{rules: rules, seed: seed, rng: *cards.NewRand(seed)}
	g.score = match.NewScore(match.Solo(2), match.HighTarget, rules.TargetScore)
	g.dealer = g.rng.IntN(2)
	g.startHand(g.randomDeal())
	return g, nil
}

// NewFromSetup starts a match at the position s describes.
func NewFromSetup(rules Rules, s Setup) (*Game, error) {
	if err := rules.Validate(); err != nil {
		return nil, err
	}
	if s.Dealer != 0 && s.Dealer != 1 {
		return nil, fmt.Errorf("dealer %d (want 0 or 1)", s.Dealer)
	}
	first := 6
	if s.Trump != nil {
		first = 9
		if *s.Trump >= cards.NumSuits {
			return nil, fmt.Errorf("trump suit %d", *s.Trump)
		}
		if s.Maker != 0 && s.Maker != 1 {
			return nil, fmt.Errorf("maker %d (want 0 or 1)", s.Maker)
		}
		if len(s.Deal.Second[0])+len(s.Deal.Second[1]) > 0 {
			return nil, fmt.Errorf("a second deal in a hand that starts after the bidding")
		}
	}
	if err := s.Deal.check(first); err != nil {
		return nil, err
	}
	st := s
	st.Deal = *s.Deal.clone()
	g := &Game{rules: rules, seed: s.Seed, rng: *cards.NewRand(s.Seed), start: &st}
	g.score = match.NewScore(match.Solo(2), match.HighTarget, rules.TargetScore)
	g.score.Totals[0], g.score.Totals[1] = s.Scores[0], s.Scores[1]
	g.dealer = s.Dealer
	g.startHand(s.Deal.clone())
	if s.Trump != nil {
		if s.NoUpcard {
			g.stock = append([]cards.Card{g.upcard}, g.stock...)
			g.hasUpcard = false
		}
		g.setTrump(s.Maker, *s.Trump, g.hasUpcard && g.upcard.Suit() == *s.Trump)
		g.secondDeal()
	}
	return g, nil
}

func (g *Game) randomDeal() *Deal {
	pack := cards.KlaberjassPack.Shuffled(g.rng.Derive())
	return dealFrom(pack, g.dealer, g.rules.SecondDealPattern)
}

// startHand lays out d and opens the bidding. A deal thrown in is dealt
// again under its number, so HandNo is the hand's row on the score sheet.
func (g *Game) startHand(d *Deal) []match.Event {
	if g.result == nil || !g.result.Annulled {
		g.handNo++
	}
	g.deals++
	g.nextDealer = 1 - g.dealer
	g.hands = d.Hands
	g.second = d.Second
	g.stock = d.Stock
	g.upcard, g.hasUpcard, g.bottom = d.Upcard, true, false
	g.won, g.played, g.known = [2]Set{}, [2]Set{}, [2]Set{}
	g.history, g.trick = nil, nil
	g.round, g.schmeisser, g.mustName = 1, -1, false
	g.maker, g.trump, g.fromTurnUp, g.exchanged = -1, 0, false, -1
	g.tricks, g.lastTrick = [2]int{}, -1
	g.declared, g.resolved, g.seqWinner, g.seqPoints, g.shown = [2]bool{}, false, -1, 0, nil
	g.bella = [2]bool{}
	g.result = nil
	g.phase = PhaseBid
	g.toMove = g.elder()
	return []match.Event{{Kind: EvDealt, Seat: g.dealer, Cards: []cards.Card{g.upcard}, Value: g.handNo}}
}

func (g *Game) elder() int { return 1 - g.dealer }

// setTrump ends the bidding.
func (g *Game) setTrump(maker int, trump cards.Suit, fromTurnUp bool) {
	g.maker, g.trump, g.fromTurnUp = maker, trump, fromTurnUp
}

// secondDeal gives the three more cards, turns the bottom card and opens
// the play.
func (g *Game) secondDeal() []match.Event {
	var ev []match.Event
	for s := 0; s < 2; s++ {
		g.hands[s] = append(g.hands[s], g.second[s]...)
		g.second[s] = nil
	}
	ev = append(ev, match.Event{Kind: EvSecondDealt, Seat: g.dealer, Value: len(g.hands[0])})
	if g.rules.TurnBottomCard && len(g.stock) > 0 {
		g.bottom = true
		ev = append(ev, match.Event{Kind: EvBottomShown, Seat: -1, Cards: []cards.Card{g.stock[len(g.stock)-1]}})
	}
	g.phase = PhasePlay
	g.toMove = g.elder()
	return ev
}

// Clone returns a deep copy.
func (g *Game) Clone() *Game {
	c := *g
	// The log and the history only grow: the copy shares them, clipped
	// so that an append on either side never writes into the other.
	c.log = g.log[:len(g.log):len(g.log)]
	c.score = g.score.Clone()
	for s := 0; s < 2; s++ {
		c.hands[s] = append([]cards.Card(nil), g.hands[s]...)
		c.second[s] = append([]cards.Card(nil), g.second[s]...)
	}
	c.stock = append([]cards.Card(nil), g.stock...)
	c.history = g.history[:len(g.history):len(g.history)]
	c.trick = append([]Played(nil), g.trick...)
	c.shown = append([]cards.Card(nil), g.shown...)
	if g.result != nil {
		r := *g.result
		for s := 0; s < 2; s++ {
			r.Lines[s] = append([]match.Line(nil), g.result.Lines[s]...)
		}
		c.result = &r
	}
	if g.start != nil {
		st := *g.start
		st.Deal = *g.start.Deal.clone()
		c.start = &st
	}
	return &c
}

// Rules returns the rules of the match.
func (g *Game) Rules() Rules { return g.rules }

// Players is always 2.
func (g *Game) Players() int { return 2 }

// Phase returns the phase of the hand. Nothing in it depends on who
// holds the seven of trumps.
func (g *Game) Phase() Phase { return g.phase }

// ToMove returns the seat to move (the next dealer once a hand is over).
func (g *Game) ToMove() int { return g.toMove }

// Dealer returns the dealer of the current hand.
func (g *Game) Dealer() int { return g.dealer }

// Elder returns the non-dealer, who speaks and leads first.
func (g *Game) Elder() int { return g.elder() }

// Trump returns the trump suit; ok is false during the bidding.
func (g *Game) Trump() (cards.Suit, bool) { return g.trump, g.maker >= 0 }

// Maker returns the maker, or -1 during the bidding.
func (g *Game) Maker() int { return g.maker }

// Hand returns a copy of seat's hand. Only the rules, the scenario runner
// and tests read another seat's hand; players get a View.
func (g *Game) Hand(seat int) []cards.Card { return append([]cards.Card(nil), g.hands[seat]...) }

// Tricks returns the tricks each seat has won in this hand.
func (g *Game) Tricks() [2]int { return g.tricks }

// StockSize counts the cards not dealt (the turn-up apart).
func (g *Game) StockSize() int { return len(g.stock) + len(g.second[0]) + len(g.second[1]) }

// Result is how the last hand ended (nil while it is played).
func (g *Game) Result() *HandResult { return g.result }

// Winner is the winning seat once the match is over (-1 before, or a draw).
func (g *Game) Winner() int {
	if g.phase != PhaseMatchOver {
		return -1
	}
	return g.winner
}

// Seed is the seed the match was dealt from.
func (g *Game) Seed() uint64 { return g.seed }

// Score returns the running score.
func (g *Game) Score() match.Score { return g.score.Clone() }

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

// seven is the seven of trumps.
func (g *Game) seven() cards.Card { return cards.NewCard(cards.NewFace(7, g.trump), 0) }

// holdsDix reports whether seat holds the seven of trumps.
func (g *Game) holdsDix(seat int) bool { return slices.Contains(g.hands[seat], g.seven()) }

// dixAllowed reports whether the rules and the hand allow seat a dix
// exchange, whoever is to move: trumps are the turn-up suit, the turn-up
// is not the seven itself, nobody exchanged yet, and seat has not played
// a card this hand.
func (g *Game) dixAllowed(seat int) bool {
	return g.phase == PhasePlay && g.played[seat] == 0 && g.rules.DixExchange && g.fromTurnUp &&
		g.hasUpcard && g.exchanged < 0 && g.upcard != g.seven()
}

// canExchange reports whether seat may exchange the dix now: at its own
// turn, before its first card (§1.5 rule 3), holding the seven.
func (g *Game) canExchange(seat int) bool {
	return seat == g.toMove && g.dixAllowed(seat) && g.holdsDix(seat)
}

// Actors lists the seats that may act now: the seat to move, whatever the
// hidden cards are.
func (g *Game) Actors() []int {
	if g.phase == PhaseMatchOver {
		return nil
	}
	return []int{g.toMove}
}

// canDeclare reports whether seat may declare now (declarations aside).
func (g *Game) canDeclare(seat int) bool {
	return g.phase == PhasePlay && seat == g.toMove && g.played[seat] == 0 && !g.declared[seat] && g.tricksPlayed() == 0
}

func (g *Game) tricksPlayed() int { return g.tricks[0] + g.tricks[1] }

// handSet is seat's hand as a Set.
func (g *Game) handSet(seat int) Set { return SetOf(g.hands[seat]) }

// Legal lists the actions seat may take now.
func (g *Game) Legal(seat int) []Action {
	if seat < 0 || seat > 1 {
		return nil
	}
	var out []Action
	switch g.phase {
	case PhaseBid:
		if seat != g.toMove {
			return nil
		}
		if g.mustName || g.round == 2 {
			for s := cards.Suit(0); s < cards.NumSuits; s++ {
				if !g.hasUpcard || s != g.upcard.Suit() {
					out = append(out, Action{Kind: Name, Seat: seat, Suit: s})
				}
			}
		} else {
			out = append(out, Action{Kind: Take, Seat: seat})
		}
		if !g.mustName {
			out = append(out, Action{Kind: Pass, Seat: seat})
			if g.rules.SchmeissEnabled {
				out = append(out, Action{Kind: Schmeiss, Seat: seat})
			}
		}
	case PhaseAnswer:
		if seat == g.toMove {
			out = append(out, Action{Kind: Answer, Seat: seat, Play: true}, Action{Kind: Answer, Seat: seat})
		}
	case PhasePlay:
		if seat != g.toMove {
			return nil
		}
		if g.canExchange(seat) {
			out = append(out, Action{Kind: Exchange, Seat: seat})
		}
		if g.rules.DeclarationsOptional && g.canDeclare(seat) && len(Melds(g.handSet(seat), &g.rules)) > 0 {
			out = append(out, Action{Kind: Declare, Seat: seat})
		}
		for _, c := range g.playable(seat).Cards() {
			out = append(out, Action{Kind: Play, Seat: seat, Card: c})
			if g.rules.BellaNeedsAnnouncement && g.completesBella(seat, c) {
				out = append(out, Action{Kind: Play, Seat: seat, Card: c, Bella: true})
			}
		}
	case PhaseHandOver:
		if seat == g.toMove {
			out = append(out, Action{Kind: DealHand, Seat: seat})
		}
	}
	return out
}

// playable is the cards seat may play now.
func (g *Game) playable(seat int) Set {
	h := g.handSet(seat)
	if len(g.trick) == 0 {
		return h
	}
	s, _ := FollowSet(h, g.trick[0].Card, g.trump, &g.rules)
	return s
}

// completesBella reports whether playing c completes King and Queen of
// trumps for seat (the other one already played by seat).
func (g *Game) completesBella(seat int, c cards.Card) bool {
	if c.Suit() != g.trump {
		return false
	}
	var other cards.Rank
	switch c.Rank() {
	case cards.King:
		other = cards.Queen
	case cards.Queen:
		other = cards.King
	default:
		return false
	}
	return g.played[seat].Has(cards.NewCard(cards.NewFace(other, g.trump), 0))
}

// Fingerprint describes the whole state, hidden cards included, for tests
// that prove a refused action changed nothing. It is compact, not pretty.
func (g *Game) Fingerprint() string {
	b := make([]byte, 0, 256)
	num := func(xs ...int) {
		for _, x := range xs {
			b = strconv.AppendInt(b, int64(x), 10)
			b = append(b, ',')
		}
	}
	cs := func(c []cards.Card) {
		for _, x := range c {
			b = append(b, byte(x))
		}
		b = append(b, '|')
	}
	ps := func(p []Played) {
		for _, x := range p {
			b = append(b, byte(x.Seat), byte(x.Card))
		}
		b = append(b, '|')
	}
	bl := func(xs ...bool) {
		for _, x := range xs {
			b = append(b, "01"[b2i(x)])
		}
	}
	num(g.handNo, g.dealer, g.nextDealer, int(g.phase), g.toMove, g.winner, g.round, g.schmeisser, int(g.trump), g.maker, g.exchanged,
		g.tricks[0], g.tricks[1], g.lastTrick, g.seqWinner, g.seqPoints, int(g.upcard), len(g.log))
	bl(g.hasUpcard, g.bottom, g.mustName, g.fromTurnUp, g.resolved, g.declared[0], g.declared[1], g.bella[0], g.bella[1])
	for s := 0; s < 2; s++ {
		cs(g.hands[s])
		cs(g.second[s])
		num(int(g.won[s]), int(g.played[s]), int(g.known[s]))
	}
	cs(g.stock)
	cs(g.shown)
	ps(g.history)
	ps(g.trick)
	num(g.score.Totals...)
	num(len(g.score.Hands))
	if r := g.result; r != nil {
		bl(r.Annulled, r.Bete, r.HalfBete)
		num(r.Maker, r.Totals[0], r.Totals[1], r.Points[0], r.Points[1])
		for s := 0; s < 2; s++ {
			for _, l := range r.Lines[s] {
				b = append(b, l.Key...)
				num(l.Count, l.Points)
			}
		}
	}
	b = fmt.Appendf(b, "%x", g.rng)
	return string(b)
}
