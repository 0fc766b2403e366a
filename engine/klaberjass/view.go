package klaberjass

import (
	"fmt"

	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// View is what one seat may know (Seat -1: an onlooker): its own hand, the
// turn-up, the bottom card once turned, every card played, the
// declarations once shown, and the cards of the other hand that everybody
// saw go in (the turn-up taken by a dix exchange, shown sequences).
type View struct {
	Seat   int
	Rules  Rules
	Phase  Phase
	ToMove int
	Actors []int
	Dealer int
	Elder  int
	HandNo int // the hand's row on the score sheet (a deal thrown in is dealt again under its number)

	Hand      []cards.Card // own hand (nil for an onlooker)
	HandSizes [2]int
	Known     [2][]cards.Card // cards of each hand that every seat knows
	StockSize int

	Upcard    cards.Card // the turn-up (after a dix exchange: the seven)
	HasUpcard bool
	Bottom    cards.Card // the bottom card, once shown
	HasBottom bool

	Round      int  // bidding round (1 or 2)
	Schmeisser int  // the seat whose schmeiss awaits an answer, or -1
	MustName   bool // round 2: a schmeiss was answered with play; the maker to move must name a suit
	Trump      cards.Suit
	HasTrump   bool
	Maker      int // -1 during the bidding
	FromTurnUp bool
	Exchanged  int // the seat that exchanged the dix, or -1

	Trick   []Played // the trick on the table, lead first
	History []Played // every card played this hand, in order
	// LastTrick is the hand's last complete trick, lead first (nil before
	// the first is complete), and LastWinner the seat that won it (-1).
	LastTrick  []Played
	LastWinner int
	Won        [2][]cards.Card
	Tricks     [2]int
	Declared   [2]bool // who declared (the cards only once shown)
	// DeclaredWorth is what each seat that declared announced: the worth
	// of its best sequence (20 or 50; 0 for a seat that did not declare).
	DeclaredWorth [2]int
	// Announced is what each declaration says to the comparison's first
	// step (DeclarationReply): its worth, or under
	// length_then_top_then_trump its length (a four of a kind above any
	// sequence); 0 for a seat that did not declare.
	Announced [2]int
	Resolved  bool // the declarations are decided
	SeqWinner int  // the seat whose melds score, or -1
	SeqPoints int
	Shown     []cards.Card // the scoring melds, once shown
	Bella     [2]bool

	Scores [2]int
	Result *HandResult
	Winner int
}

// View returns what seat may know.
func (g *Game) View(seat int) View {
	if seat < 0 || seat > 1 {
		return g.SpectatorView()
	}
	v := g.view(seat)
	v.Hand = append([]cards.Card(nil), g.hands[seat]...)
	return v
}

// SpectatorView returns what an onlooker may know: no hand at all.
func (g *Game) SpectatorView() View { return g.view(-1) }

func (g *Game) view(seat int) View {
	v := View{
		Seat: seat, Rules: g.rules, Phase: g.Phase(), ToMove: g.toMove, Actors: g.Actors(),
		Dealer: g.dealer, Elder: g.elder(), HandNo: g.handNo,
		StockSize: g.StockSize(), Upcard: g.upcard, HasUpcard: g.hasUpcard,
		Round: g.round, Schmeisser: g.schmeisser, MustName: g.mustName,
		Trump: g.trump, HasTrump: g.maker >= 0, Maker: g.maker, FromTurnUp: g.fromTurnUp, Exchanged: g.exchanged,
		Trick: append([]Played(nil), g.trick...), History: append([]Played(nil), g.history...),
		Tricks: g.tricks, Declared: g.declared, Resolved: g.resolved, SeqWinner: g.seqWinner, SeqPoints: g.seqPoints,
		Shown: append([]cards.Card(nil), g.shown...), Bella: g.bella, Winner: g.Winner(),
	}
	if g.bottom {
		v.Bottom, v.HasBottom = g.stock[len(g.stock)-1], true
	}
	for s := 0; s < 2; s++ {
		v.HandSizes[s] = len(g.hands[s])
		v.Known[s] = (g.known[s] & g.handSet(s)).Cards()
		v.Won[s] = g.won[s].Cards()
		v.Scores[s] = g.score.Totals[s]
	}
	v.DeclaredWorth, v.Announced = g.announced()
	v.LastTrick, v.LastWinner = g.lastComplete()
	if g.result != nil {
		r := *g.result
		v.Result = &r
	}
	return v
}

// Unseen returns the cards seat's view cannot place: the other hand
// (less its known cards) and the stock (less the bottom card once shown).
func (v *View) Unseen() Set {
	seen := SetOf(v.Hand) | SetOf(v.Known[0]) | SetOf(v.Known[1]) | SetOf(v.Shown)
	for s := 0; s < 2; s++ {
		seen |= SetOf(v.Won[s])
	}
	for _, p := range v.Trick {
		seen |= Bit(p.Card)
	}
	if v.HasUpcard {
		seen |= Bit(v.Upcard)
	}
	if v.HasBottom {
		seen |= Bit(v.Bottom)
	}
	return AllCards &^ seen
}

// Hidden places the cards a seat cannot see: the other seat's hand (its
// known cards and a guess of the rest) and the cards left over (the
// stock, and the second deal during the bidding) in the order they are
// dealt, nil for card order.
type Hidden struct {
	Other, Rest []cards.Card
}

// FromView builds a Game consistent with v in which the other seat holds
// h.Other and the left-over cards are h.Rest, for a search that samples
// the hidden cards (Sample deals them at random). The game starts at v's
// position: its Record replays nothing and must not be saved. v must be a
// seat's view during the play or the bidding. A guess that does not fit
// the view is refused.
func FromView(v *View, h Hidden) (*Game, error) {
	other, rest := h.Other, h.Rest
	if v.Seat < 0 || v.Seat > 1 {
		return nil, fmt.Errorf("an onlooker's view cannot be determinized")
	}
	opp := 1 - v.Seat
	if len(other) != v.HandSizes[opp] {
		return nil, fmt.Errorf("%d cards for a hand of %d", len(other), v.HandSizes[opp])
	}
	os := SetOf(other)
	if os.Len() != len(other) || os&^(v.Unseen()|SetOf(v.Known[opp])) != 0 || SetOf(v.Known[opp])&^os != 0 {
		return nil, fmt.Errorf("the guessed hand is not consistent with the view")
	}
	g := &Game{rules: v.Rules, seed: 0}
	g.score = match.NewScore(match.Solo(2), match.HighTarget, v.Rules.TargetScore)
	g.score.Totals[0], g.score.Totals[1] = v.Scores[0], v.Scores[1]
	g.handNo, g.dealer, g.nextDealer = v.HandNo, v.Dealer, 1-v.Dealer
	g.toMove = v.ToMove
	g.phase = v.Phase
	g.winner = v.Winner
	g.hands[v.Seat] = append([]cards.Card(nil), v.Hand...)
	g.hands[opp] = append([]cards.Card(nil), other...)
	g.upcard, g.hasUpcard = v.Upcard, v.HasUpcard
	if rest == nil {
		rest = (v.Unseen() &^ os).Cards()
	} else if SetOf(rest) != v.Unseen()&^os || len(rest) != (v.Unseen()&^os).Len() {
		return nil, fmt.Errorf("the left-over cards do not match the view")
	}
	rest = append([]cards.Card(nil), rest...)
	if v.HasBottom {
		rest = append(rest, v.Bottom)
		g.bottom = true
	}
	if v.Phase == PhaseBid || v.Phase == PhaseAnswer {
		n := min(3, len(rest)/2)
		g.second[0], g.second[1] = rest[:n:n], append([]cards.Card(nil), rest[n:2*n]...)
		rest = rest[2*n:]
	}
	g.stock = append([]cards.Card(nil), rest...)
	for s := 0; s < 2; s++ {
		g.won[s] = SetOf(v.Won[s])
		g.known[s] = SetOf(v.Known[s])
	}
	for _, p := range v.History {
		g.played[p.Seat] |= Bit(p.Card)
	}
	g.history = append([]Played(nil), v.History...)
	g.trick = append([]Played(nil), v.Trick...)
	g.round, g.schmeisser, g.mustName = v.Round, v.Schmeisser, v.MustName
	g.trump, g.maker, g.fromTurnUp, g.exchanged = v.Trump, v.Maker, v.FromTurnUp, v.Exchanged
	g.tricks, g.lastTrick = v.Tricks, -1
	g.declared, g.resolved, g.seqWinner, g.seqPoints = v.Declared, v.Resolved, v.SeqWinner, v.SeqPoints
	g.shown = append([]cards.Card(nil), v.Shown...)
	g.bella = v.Bella
	if v.Result != nil {
		r := *v.Result
		g.result = &r
	}
	return g, nil
}

// Sample deals the unseen cards at random (the known ones in place) and
// returns the determinized game: one world for a sampling search.
func Sample(v View, rng *cards.Rand) (*Game, error) {
	if v.Seat < 0 || v.Seat > 1 {
		return nil, fmt.Errorf("an onlooker's view cannot be sampled")
	}
	opp := 1 - v.Seat
	other := append([]cards.Card(nil), v.Known[opp]...)
	pool := v.Unseen().Cards()
	rng.Shuffle(pool)
	need := v.HandSizes[opp] - len(other)
	if need < 0 || need > len(pool) {
		return nil, fmt.Errorf("cannot fill a hand of %d", v.HandSizes[opp])
	}
	other = append(other, pool[:need]...)
	return FromView(&v, Hidden{Other: other, Rest: pool[need:]})
}

// Playable is the cards the seat may play now (none when it is not the
// seat's turn to play).
func (v *View) Playable() Set {
	if v.Seat < 0 || v.Seat != v.ToMove || v.Phase != PhasePlay {
		return 0
	}
	h := SetOf(v.Hand)
	if len(v.Trick) == 0 {
		return h
	}
	return LegalPlays(h, v.Trick[0].Card, true, v.Trump, &v.Rules)
}
