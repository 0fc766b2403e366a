package klaberjass

import (
	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// The events of a hand; every seat sees them.
const (
	EvDealt       match.EventKind = "dealt"           // a hand was dealt (Seat dealer, Cards the turn-up, Value the hand number)
	EvTook        match.EventKind = "took"            // round 1: took the turn-up suit
	EvPassed      match.EventKind = "passed"          // passed (Value the round)
	EvSchmeissed  match.EventKind = "schmeissed"      // offered the schmeiss (Value the round)
	EvAnswered    match.EventKind = "answered"        // answered a schmeiss (Value 1 play, 0 annul)
	EvNamed       match.EventKind = "named"           // round 2: named a suit (Value the suit)
	EvTrumps      match.EventKind = "trumps"          // the bidding ended (Seat the maker, Value the trump suit)
	EvAnnulled    match.EventKind = "annulled"        // the deal was thrown in
	EvSecondDealt match.EventKind = "second-dealt"    // three more cards each (Value the hand size)
	EvBottomShown match.EventKind = "bottom-shown"    // the bottom card of the stock (Cards)
	EvExchanged   match.EventKind = "exchanged"       // dix exchange (Cards: the seven given, the turn-up taken)
	EvDeclared    match.EventKind = "declared"        // declared (Value the best declaration's worth)
	EvPlayed      match.EventKind = "played"          // played Cards[0]
	EvBella       match.EventKind = "bella"           // announced bella (Value 20)
	EvTrickWon    match.EventKind = "trick-won"       // Seat won the trick Cards (Value its points, last-trick bonus included)
	EvSequences   match.EventKind = "sequences-shown" // after the first trick: Seat (or -1) scores Value with the melds Cards
	EvHandScored  match.EventKind = "hand-scored"     // the hand is scored (Seat the maker, Value the maker's points)
	EvMatchOver   match.EventKind = "match-over"      // Seat won the match (-1: drawn)
)

// BellaPoints is what bella is worth.
const BellaPoints = 20

// check rejects an action that is not well formed for its kind.
func (a *Action) check() error {
	if a.Kind < Take || a.Kind > DealHand {
		return match.Errorf(ErrBadAction, "unknown action kind %d", uint8(a.Kind))
	}
	if a.Seat != 0 && a.Seat != 1 {
		return match.Errorf(ErrBadAction, "seat %d", a.Seat)
	}
	if a.Kind == Play {
		if !InPack(a.Card) {
			return match.Errorf(ErrBadAction, "card %d is not a Klaberjass card", uint8(a.Card))
		}
	} else if a.Card != 0 || a.Bella {
		return match.Errorf(ErrBadAction, "%s takes no card", a.Kind)
	}
	if a.Suit >= cards.NumSuits || (a.Kind != Name && a.Suit != 0) {
		return match.Errorf(ErrBadAction, "%s: bad suit %d", a.Kind, uint8(a.Suit))
	}
	if a.Play && a.Kind != Answer {
		return match.Errorf(ErrBadAction, "%s takes no answer", a.Kind)
	}
	if a.Deal != nil {
		if a.Kind != DealHand {
			return match.Errorf(ErrBadAction, "%s takes no deal", a.Kind)
		}
		if err := a.Deal.check(6); err != nil {
			return match.Errorf(ErrBadAction, "deal: %v", err)
		}
	}
	return nil
}

// Apply plays one action. A refused action returns an error with a code
// and leaves the game exactly as it was.
func (g *Game) Apply(a Action) ([]match.Event, error) {
	if err := a.check(); err != nil {
		return nil, err
	}
	if err := g.allowed(&a); err != nil {
		return nil, err
	}
	if a.Deal != nil {
		a.Deal = a.Deal.clone()
	}
	ev := g.do(&a)
	if a.Deal != nil {
		a.Deal = a.Deal.clone()
	}
	g.log = append(g.log, a)
	return ev, nil
}

// allowed checks a's turn, phase and rules without changing anything.
func (g *Game) allowed(a *Action) error {
	if g.phase == PhaseMatchOver {
		return match.Errorf(ErrWrongPhase, "the match is over")
	}
	if a.Kind == Exchange {
		return g.exchangeAllowed(a.Seat)
	}
	if a.Seat != g.toMove {
		return match.Errorf(ErrNotYourTurn, "seat %d is to move", g.toMove)
	}
	switch a.Kind {
	case Take, Pass, Schmeiss, Name:
		if g.phase != PhaseBid {
			return match.Errorf(ErrWrongPhase, "%s outside the bidding", a.Kind)
		}
		return g.bidAllowed(a)
	case Answer:
		if g.phase != PhaseAnswer {
			return match.Errorf(ErrWrongPhase, "no schmeiss to answer")
		}
	case Declare:
		if !g.canDeclare(a.Seat) {
			return match.Errorf(ErrWrongPhase, "declarations are made before one's first card")
		}
		if len(Melds(g.handSet(a.Seat), &g.rules)) == 0 {
			return match.Errorf(ErrNoSequence, "nothing to declare")
		}
	case Play:
		if g.phase != PhasePlay {
			return match.Errorf(ErrWrongPhase, "no card is played in the %s phase", g.phase)
		}
		return g.playAllowed(a)
	case DealHand:
		if g.phase != PhaseHandOver {
			return match.Errorf(ErrWrongPhase, "the hand is not over")
		}
	}
	return nil
}

func (g *Game) bidAllowed(a *Action) error {
	t := g.upcard.Suit()
	switch a.Kind {
	case Take:
		if g.round != 1 {
			return match.Errorf(ErrInvalidBid, "the turn-up suit may be taken only in the first round")
		}
	case Name:
		if g.round != 2 {
			return match.Errorf(ErrInvalidBid, "a suit is named only in the second round")
		}
		if a.Suit == t {
			return match.Errorf(ErrInvalidBid, "the turn-up suit %s was refused in the first round", t)
		}
	case Pass, Schmeiss:
		if g.mustName {
			return match.Errorf(ErrInvalidBid, "the schmeiss was accepted: name a suit")
		}
		if a.Kind == Schmeiss && !g.rules.SchmeissEnabled {
			return match.Errorf(ErrInvalidBid, "the schmeiss is not played")
		}
	}
	return nil
}

// exchangeAllowed checks a dix exchange by seat: in the play, at its own
// turn, before its first card, holding the seven (§1.5 rule 3).
func (g *Game) exchangeAllowed(seat int) error {
	if g.phase != PhasePlay {
		return match.Errorf(ErrWrongPhase, "the dix is exchanged after the second deal")
	}
	if seat != g.toMove {
		return match.Errorf(ErrNotYourTurn, "seat %d is to move", g.toMove)
	}
	if !g.dixAllowed(seat) {
		return match.Errorf(ErrNoDix, "the dix exchange is not allowed now")
	}
	if !g.holdsDix(seat) {
		return match.Errorf(ErrNoDix, "seat %d has no seven of trumps", seat)
	}
	return nil
}

func (g *Game) playAllowed(a *Action) error {
	h := g.handSet(a.Seat)
	if !h.Has(a.Card) {
		return match.Errorf(ErrCardNotInHand, "%s is not in the hand", a.Card)
	}
	if len(g.trick) > 0 {
		lead := g.trick[0].Card
		ok, duty := FollowSet(h, lead, g.trump, &g.rules)
		if !ok.Has(a.Card) {
			switch {
			case duty == DutyOvertrump && a.Card.Suit() == g.trump:
				return match.Errorf(ErrMustOvertrump, "a trump higher than %s must be played", lead)
			case duty == DutyTrump:
				return match.Errorf(ErrMustTrump, "void in %s: a trump must be played", lead.Suit())
			default:
				return match.Errorf(ErrMustFollowSuit, "%s must be followed", lead.Suit())
			}
		}
	}
	if a.Bella && !g.completesBella(a.Seat, a.Card) {
		return match.Errorf(ErrNoBella, "%s does not complete King and Queen of trumps", a.Card)
	}
	return nil
}

// do applies an allowed action.
func (g *Game) do(a *Action) []match.Event {
	seat := a.Seat
	switch a.Kind {
	case Take:
		ev := []match.Event{{Kind: EvTook, Seat: seat, Cards: []cards.Card{g.upcard}}}
		return append(ev, g.makeTrumps(seat, g.upcard.Suit(), true)...)
	case Name:
		ev := []match.Event{{Kind: EvNamed, Seat: seat, Value: int(a.Suit)}}
		return append(ev, g.makeTrumps(seat, a.Suit, false)...)
	case Pass:
		ev := []match.Event{{Kind: EvPassed, Seat: seat, Value: g.round}}
		if seat == g.elder() {
			g.toMove = g.dealer
			return ev
		}
		if g.round == 1 {
			g.round = 2
			g.toMove = g.elder()
			return ev
		}
		return append(ev, g.annul()...)
	case Schmeiss:
		g.schmeisser = seat
		g.phase = PhaseAnswer
		g.toMove = 1 - seat
		return []match.Event{{Kind: EvSchmeissed, Seat: seat, Value: g.round}}
	case Answer:
		ev := []match.Event{{Kind: EvAnswered, Seat: seat, Value: b2i(a.Play)}}
		if !a.Play {
			return append(ev, g.annul()...)
		}
		maker := g.schmeisser
		if g.rules.SchmeissRefusal == OtherIsMaker {
			maker = seat
		}
		g.schmeisser = -1
		if g.round == 1 {
			return append(ev, g.makeTrumps(maker, g.upcard.Suit(), true)...)
		}
		g.phase = PhaseBid
		g.mustName = true
		g.toMove = maker
		return ev
	case Exchange:
		sv := g.seven()
		up := g.upcard
		h := g.hands[seat]
		for i, c := range h {
			if c == sv {
				h[i] = up
			}
		}
		g.upcard = sv
		g.exchanged = seat
		g.known[seat] |= Bit(up)
		return []match.Event{{Kind: EvExchanged, Seat: seat, Cards: []cards.Card{sv, up}}}
	case Declare:
		g.declared[seat] = true
		return []match.Event{{Kind: EvDeclared, Seat: seat, Value: BestWorth(Melds(g.handSet(seat), &g.rules))}}
	case Play:
		return g.play(seat, a.Card, a.Bella)
	case DealHand:
		d := a.Deal
		g.dealer = g.nextDealer
		if d == nil {
			d = g.randomDeal()
		} else {
			d = d.clone()
		}
		return g.startHand(d)
	}
	return nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// makeTrumps ends the bidding and deals the second round.
func (g *Game) makeTrumps(maker int, trump cards.Suit, fromTurnUp bool) []match.Event {
	g.setTrump(maker, trump, fromTurnUp)
	g.mustName = false
	ev := []match.Event{{Kind: EvTrumps, Seat: maker, Value: int(trump)}}
	return append(ev, g.secondDeal()...)
}

// annul throws the deal in.
func (g *Game) annul() []match.Event {
	g.result = &HandResult{Annulled: true, Maker: -1}
	g.phase = PhaseHandOver
	g.schmeisser = -1
	if g.rules.AnnulledDealDealer == AnnulledSame {
		g.nextDealer = g.dealer
	} else {
		g.nextDealer = 1 - g.dealer
	}
	g.toMove = g.nextDealer
	return []match.Event{{Kind: EvAnnulled, Seat: -1}}
}

// play puts a card on the trick and settles the trick when it is full.
func (g *Game) play(seat int, c cards.Card, bella bool) []match.Event {
	h := g.hands[seat]
	for i, x := range h {
		if x == c {
			copy(h[i:], h[i+1:])
			g.hands[seat] = h[:len(h)-1]
			break
		}
	}
	g.known[seat] &^= Bit(c)
	ev := []match.Event{{Kind: EvPlayed, Seat: seat, Cards: []cards.Card{c}}}
	if g.completesBella(seat, c) && (bella || !g.rules.BellaNeedsAnnouncement) {
		g.bella[seat] = true
		ev = append(ev, match.Event{Kind: EvBella, Seat: seat, Value: BellaPoints})
	}
	g.played[seat] |= Bit(c)
	p := Played{Seat: seat, Card: c}
	g.history = append(g.history, p)
	g.trick = append(g.trick, p)
	if len(g.trick) == 1 {
		g.toMove = 1 - seat
		return ev
	}
	lead, second := g.trick[0], g.trick[1]
	w := trickWinner(g.trick, g.trump)
	g.won[w] |= Bit(lead.Card) | Bit(second.Card)
	g.tricks[w]++
	pts := CardPoints(lead.Card, g.trump) + CardPoints(second.Card, g.trump)
	last := len(g.hands[0]) == 0 && len(g.hands[1]) == 0
	if last {
		g.lastTrick = w
		pts += g.rules.LastTrickBonus
	}
	ev = append(ev, match.Event{Kind: EvTrickWon, Seat: w, Cards: []cards.Card{lead.Card, second.Card}, Value: pts})
	g.trick = nil
	g.toMove = w
	if !g.resolved {
		ev = append(ev, g.resolveMelds()...)
	}
	if last {
		ev = append(ev, g.scoreHand()...)
	}
	return ev
}

// resolveMelds compares the declarations after the first trick; the
// winner's melds are shown.
func (g *Game) resolveMelds() []match.Event {
	g.resolved = true
	var ms [2][]Meld
	for s := 0; s < 2; s++ {
		if g.declared[s] || !g.rules.DeclarationsOptional {
			ms[s] = Melds(g.handSet(s)|g.played[s], &g.rules)
		}
	}
	w, pts := CompareMelds(ms, g.trump, g.elder(), &g.rules)
	g.seqWinner, g.seqPoints = w, pts
	if w < 0 {
		if len(ms[0])+len(ms[1]) == 0 {
			return nil
		}
		return []match.Event{{Kind: EvSequences, Seat: -1}}
	}
	g.shown = meldCards(ms[w])
	g.known[w] |= SetOf(g.shown) & g.handSet(w)
	return []match.Event{{Kind: EvSequences, Seat: w, Cards: append([]cards.Card(nil), g.shown...), Value: pts}}
}
