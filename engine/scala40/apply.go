package scala40

import (
	"slices"

	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// Apply plays one action and returns the events it caused. It either
// applies the action completely or returns an *Error and leaves the game
// exactly as it was.
func (g *Game) Apply(a Action) ([]Event, error) {
	before := len(g.events)
	if err := g.Play(a); err != nil {
		return nil, err
	}
	switch {
	case a.Kind == Undo:
		return []Event{{Kind: EvUndone, Seat: a.Seat}}, nil
	case a.Kind == NextHand:
		before = 0
	}
	return slices.Clone(g.events[before:]), nil
}

// Play applies an action as Apply does, without collecting its events:
// for searches that play thousands of simulated actions.
func (g *Game) Play(a Action) error {
	if err := g.apply(a); err != nil {
		return err
	}
	g.log = append(g.log, a)
	return nil
}

func (g *Game) apply(a Action) *Error {
	var err *Error
	switch {
	case a.Kind < Draw || a.Kind > NextHand:
		err = errf(ErrBadAction, "unknown action kind %d", a.Kind)
	case !a.wellFormed(g.Players()):
		err = errf(ErrBadAction, "a %s action with fields its kind does not use, or a card or seat that does not exist", a.Kind)
	case a.Kind == NextHand:
		err = g.nextHand(a)
	case g.phase == PhaseHandOver || g.phase == PhaseMatchOver:
		err = errf(ErrWrongPhase, "the hand is over")
	case a.Seat != g.toMove:
		err = errf(ErrNotYourTurn, "seat %d is to move, not %d", g.toMove, a.Seat)
	default:
		switch a.Kind {
		case Draw:
			err = g.draw()
		case Take:
			err = g.take()
		case MeldDown:
			err = g.meld(a)
		case Attach:
			err = g.attach(a)
		case Swap:
			err = g.swap(a)
		case Discard:
			err = g.discard(a)
		case Undo:
			err = g.undoLast()
		}
	}
	return err
}

func (g *Game) save() {
	s := g.toMove
	g.undo = append(g.undo, snapshot{
		hand:   append([]cards.Card(nil), g.hands[s]...),
		melds:  append([]Meld(nil), g.melds...),
		pile:   append([]cards.Card(nil), g.pile...),
		opened: g.opened[s],
		phase:  g.phase,
		t:      turnState{},
		events: len(g.events),
	})
	g.undo[len(g.undo)-1].t = g.t
	g.undo[len(g.undo)-1].t.swapped = append([]cards.Card(nil), g.t.swapped...)
}

func (g *Game) undoLast() *Error {
	if len(g.undo) == 0 {
		return errf(ErrNothingToUndo, "nothing this turn can be taken back")
	}
	s := g.undo[len(g.undo)-1]
	g.undo = g.undo[:len(g.undo)-1]
	g.hands[g.toMove] = s.hand
	g.melds = s.melds
	g.pile = s.pile
	g.opened[g.toMove] = s.opened
	g.phase = s.phase
	g.t = s.t
	g.events = g.events[:s.events]
	return nil
}

func (g *Game) draw() *Error {
	if g.phase != PhaseDraw {
		return errf(ErrWrongPhase, "already drawn this turn")
	}
	if len(g.stock) == 0 {
		return errf(ErrWrongPhase, "the tallone is empty")
	}
	s := g.toMove
	g.hands[s] = append(g.hands[s], g.pop())
	g.undo = nil // a card seen from the tallone cannot be put back
	g.phase = PhasePlay
	g.events = append(g.events, Event{Kind: EvDrew, Seat: s})
	return nil
}

// CanTake reports whether the rules let the seat to move take the top of
// the pozzo now (whether a use for it exists is the player's business).
func (g *Game) CanTake() bool {
	return g.phase == PhaseDraw && len(g.pile) > 0 && (g.opened[g.toMove] || g.rules.TakeDiscardToOpen)
}

func (g *Game) take() *Error {
	if g.phase != PhaseDraw {
		return errf(ErrWrongPhase, "already drawn this turn")
	}
	if len(g.pile) == 0 {
		return errf(ErrTakeNotAllowed, "the pozzo is empty")
	}
	if !g.opened[g.toMove] && !g.rules.TakeDiscardToOpen {
		return errf(ErrTakeNotAllowed, "a player who has not opened may not take from the pozzo")
	}
	g.save()
	s := g.toMove
	c := g.pile[len(g.pile)-1]
	g.pile = g.pile[:len(g.pile)-1]
	g.hands[s] = append(g.hands[s], c)
	g.t.taken, g.t.hasTaken = c, true
	g.phase = PhasePlay
	g.events = append(g.events, Event{Kind: EvTook, Seat: s, Cards: []cards.Card{c}})
	return nil
}

// checkLeft applies the rules on how many cards a play action leaves:
// never none (the last card must be discarded), and not a single one in
// the first round (its discard could only close).
func (g *Game) checkLeft(left int) *Error {
	if left <= 0 {
		return errf(ErrMustKeepACard, "the last card must be discarded, not laid down")
	}
	if left == 1 && g.inFirstRound() {
		return errf(ErrNoCloseFirstRound, "nobody may close before every player has had a turn")
	}
	return nil
}

// takeFromHand returns the hand less cs, or false if a card is missing.
func takeFromHand(hand []cards.Card, cs []cards.Card) ([]cards.Card, bool) {
	rest := append([]cards.Card(nil), hand...)
	for _, c := range cs {
		i := indexOf(rest, c)
		if i < 0 {
			return nil, false
		}
		rest = append(rest[:i], rest[i+1:]...)
	}
	return rest, true
}

func (g *Game) meld(a Action) *Error {
	if g.phase != PhasePlay {
		return errf(ErrWrongPhase, "draw first")
	}
	s := g.toMove
	if len(a.Melds) == 0 {
		return errf(ErrBadAction, "no melds")
	}
	var all []cards.Card
	for _, m := range a.Melds {
		all = append(all, m.Cards...)
	}
	rest, ok := takeFromHand(g.hands[s], all)
	if !ok {
		return errf(ErrCardNotInHand, "%s is not in the hand", cards.FormatCards(all))
	}
	built := make([]Meld, len(a.Melds))
	for i, spec := range a.Melds {
		m, ok := BuildMeld(spec.Cards, spec.As, &g.rules)
		if !ok {
			return errf(ErrInvalidMeld, "%s is neither a run nor a set", cards.FormatCards(spec.Cards))
		}
		built[i] = m
	}
	if err := g.checkLeft(len(rest)); err != nil {
		return err
	}
	opening := !g.opened[s]
	if opening {
		if g.t.hasTaken && indexOf(all, g.t.taken) < 0 {
			return errf(ErrTakenCardNotUsed, "the opening must use %s, taken from the pozzo", g.t.taken)
		}
		total := 0
		for i := range built {
			total += g.rules.OpeningValue(&built[i])
		}
		inMano := len(rest) == 1 && !g.rules.InManoRequiresMinimum
		if total < g.rules.OpeningMinimum && !inMano {
			return errf(ErrOpeningTooLow, "the opening is worth %d, it needs %d", total, g.rules.OpeningMinimum)
		}
	}
	g.save()
	g.hands[s] = rest
	ids := make([]int, len(built))
	for i := range built {
		built[i].ID = len(g.melds) + 1
		built[i].Owner = s
		g.melds = append(g.melds, built[i])
		ids[i] = built[i].ID
	}
	if opening {
		g.opened[s] = true
		g.t.openedThisTurn = true
	}
	g.events = append(g.events, Event{Kind: EvMelded, Seat: s, Cards: all, Melds: ids})
	return nil
}

// mayAttach says whether the seat to move may attach or swap at all now.
func (g *Game) mayAttach() *Error {
	if !g.opened[g.toMove] {
		return errf(ErrNotOpened, "open first")
	}
	if g.t.openedThisTurn && !g.rules.AttachOnOpeningTurn {
		return errf(ErrNotOpened, "attaching waits for the turn after the opening")
	}
	return nil
}

// tableMove checks what attaching and swapping share: the play phase, the
// card in the hand of the seat to move, the right to touch the table, and
// the meld named. It returns the seat, the card's index in its hand and
// the meld; a missing meld is reported with code.
func (g *Game) tableMove(a Action, code Code) (int, int, *Meld, *Error) {
	if g.phase != PhasePlay {
		return 0, 0, nil, errf(ErrWrongPhase, "draw first")
	}
	s := g.toMove
	i := indexOf(g.hands[s], a.Card)
	if i < 0 {
		return 0, 0, nil, errf(ErrCardNotInHand, "%s is not in the hand", a.Card)
	}
	if err := g.mayAttach(); err != nil {
		return 0, 0, nil, err
	}
	m, ok := g.MeldByID(a.Meld)
	if !ok {
		return 0, 0, nil, errf(code, "there is no meld m%d", a.Meld)
	}
	return s, i, m, nil
}

func (g *Game) attach(a Action) *Error {
	s, i, m, err := g.tableMove(a, ErrInvalidAttach)
	if err != nil {
		return err
	}
	if g.t.hasNoAttach && a.Card == g.t.noAttach {
		return errf(ErrInvalidAttach, "the card just discarded may not be attached by the next player")
	}
	at, stands, ok := attachSlot(m, a.Card, a.jokerAs(), &g.rules)
	if !ok {
		return errf(ErrInvalidAttach, "%s does not extend m%d", a.Card, a.Meld)
	}
	if err := g.checkLeft(len(g.hands[s]) - 1); err != nil {
		return err
	}
	g.save()
	g.hands[s] = without(g.hands[s], i)
	g.melds[a.Meld-1] = withAttached(*m, a.Card, stands, at)
	g.events = append(g.events, Event{Kind: EvAttached, Seat: s, Cards: []cards.Card{a.Card}, Melds: []int{a.Meld}})
	return nil
}

func (g *Game) swap(a Action) *Error {
	s, i, m, err := g.tableMove(a, ErrInvalidSwap)
	if err != nil {
		return err
	}
	slot, ok := swapSlot(m, a.Card)
	if !ok {
		return errf(ErrInvalidSwap, "m%d has no joker standing for %s", a.Meld, a.Card)
	}
	if err := g.checkLeft(len(g.hands[s])); err != nil {
		return err
	}
	g.save()
	joker := m.Cards[slot]
	nm := *m
	nm.Cards[slot] = a.Card
	g.melds[a.Meld-1] = nm
	hand := without(g.hands[s], i)
	g.hands[s] = append(hand, joker)
	if g.rules.MustReuseSwappedJoker {
		g.t.swapped = append(g.t.swapped, joker)
	}
	g.events = append(g.events, Event{Kind: EvSwapped, Seat: s, Cards: []cards.Card{a.Card, joker}, Melds: []int{a.Meld}})
	return nil
}

// Attachable reports whether card c could be attached to some meld on the
// table by a player who has opened (section 1.7), for the discard
// restriction and for hints.
func (g *Game) Attachable(c cards.Card) bool {
	for i := range g.melds {
		m := &g.melds[i]
		if _, _, ok := attachSlot(m, c, cards.NoFace, &g.rules); ok {
			return true
		}
		if g.rules.AttachableIncludesJokerReplacement {
			if _, ok := swapSlot(m, c); ok {
				return true
			}
		}
	}
	return false
}

// discardRestriction returns the house-rule code that forbids
// discarding c now (illegal-discard or discard-attachable), or "".
func (g *Game) discardRestriction(c cards.Card, closing bool) Code {
	if c.IsJoker() {
		switch g.rules.JokerDiscard {
		case JokerDiscardNever:
			return ErrIllegalDiscard
		case JokerDiscardOnlyClosing:
			if !closing {
				return ErrIllegalDiscard
			}
		}
	}
	var restricted bool
	switch g.rules.DiscardAttachable {
	case DiscardAttachableForbiddenIfNotOpened:
		restricted = !g.opened[g.toMove]
	case DiscardAttachableForbiddenAlways:
		restricted = true
	case DiscardAttachableForbiddenExceptClose:
		restricted = !closing
	}
	if restricted && g.Attachable(c) {
		return ErrDiscardAttachable
	}
	return ""
}

// discardCheck returns why c may not be discarded now, or nil.
func (g *Game) discardCheck(c cards.Card) *Error {
	s := g.toMove
	hand := g.hands[s]
	if indexOf(hand, c) < 0 {
		return errf(ErrCardNotInHand, "%s is not in the hand", c)
	}
	if g.t.hasTaken && c == g.t.taken {
		return errf(ErrDiscardTakenCard, "%s was taken from the pozzo this turn", c)
	}
	if g.t.hasTaken && indexOf(hand, g.t.taken) >= 0 && (g.rules.MustUseTakenDiscard || !g.opened[s]) {
		return errf(ErrTakenCardNotUsed, "%s, taken from the pozzo, must go on the table first", g.t.taken)
	}
	for _, j := range g.t.swapped {
		if indexOf(hand, j) >= 0 {
			return errf(ErrJokerNotReused, "the joker won by the swap must go back on the table")
		}
	}
	closing := len(hand) == 1
	if closing && g.inFirstRound() {
		return errf(ErrNoCloseFirstRound, "nobody may close before every player has had a turn")
	}
	if code := g.discardRestriction(c, closing); code != "" {
		// Section 3.13: when every card is restricted, the restriction is
		// lifted for this discard so the game cannot lock up.
		for _, o := range hand {
			if o != c && !(g.t.hasTaken && o == g.t.taken) && g.discardRestriction(o, closing) == "" {
				if code == ErrIllegalDiscard {
					return errf(code, "a joker may not be discarded now")
				}
				return errf(code, "%s fits a meld on the table", c)
			}
		}
	}
	return nil
}

func (g *Game) discard(a Action) *Error {
	if g.phase != PhasePlay {
		return errf(ErrWrongPhase, "draw first")
	}
	if err := g.discardCheck(a.Card); err != nil {
		return err
	}
	s := g.toMove
	g.hands[s] = without(g.hands[s], indexOf(g.hands[s], a.Card))
	g.pile = append(g.pile, a.Card)
	g.events = append(g.events, Event{Kind: EvDiscarded, Seat: s, Cards: []cards.Card{a.Card}})
	g.undo = nil
	if len(g.hands[s]) == 0 {
		g.close(s)
		return nil
	}
	g.endTurn(a.Card)
	return nil
}

// endTurn passes the turn clockwise and turns the pozzo into a new
// tallone when the last card was drawn (section 1.9).
func (g *Game) endTurn(discarded cards.Card) {
	g.toMove = match.NextActive(g.toMove, g.Players(), g.score.SeatOut)
	g.turn++
	g.phase = PhaseDraw
	g.t = turnState{openedAtStart: g.opened[g.toMove]}
	if g.rules.DiscardAttachable == DiscardAttachableAllowedNoNextAttach {
		g.t.noAttach, g.t.hasNoAttach = discarded, true
	}
	if len(g.stock) > 0 {
		return
	}
	if len(g.pile) <= 1 || g.restocks() >= MaxRestocks {
		// Nothing to recycle, or the pozzo has gone round too often for
		// anyone to close: the hand is abandoned without score.
		g.events = append(g.events, Event{Kind: EvAbandoned, Seat: -1})
		g.scoreHand(&HandResult{Closer: -1, Points: make([]int, g.Players())})
		g.phase = PhaseHandOver
		return
	}
	top := g.pile[len(g.pile)-1]
	rest := g.pile[:len(g.pile)-1]
	g.stock = make([]cards.Card, len(rest))
	if g.rules.RestockMode == RestockFlip {
		for i, c := range rest {
			g.stock[len(rest)-1-i] = c
		}
	} else {
		copy(g.stock, rest)
		g.rng.Shuffle(g.stock)
	}
	g.pile = []cards.Card{top}
	g.events = append(g.events, Event{Kind: EvRestocked, Seat: -1})
}

// MaxRestocks is how many times the pozzo may become the tallone in one
// hand. When the tallone runs out once more, the hand is abandoned with no
// score and the deal passes on (PROJECT DECISION, docs/engine.md): with
// every meld full and each player holding cards nobody can use, a hand
// could otherwise go round for ever.
const MaxRestocks = 3

// restocks counts the times the tallone was rebuilt in this hand.
func (g *Game) restocks() int {
	n := 0
	for i := range g.events {
		if g.events[i].Kind == EvRestocked {
			n++
		}
	}
	return n
}

func (g *Game) nextHand(a Action) *Error {
	if g.phase != PhaseHandOver {
		return errf(ErrWrongPhase, "the hand is not over")
	}
	if a.Deal != nil {
		if err := g.checkDeal(a.Deal); err != nil {
			return err
		}
	}
	g.dealer = match.NextActive(g.dealer, g.Players(), g.score.SeatOut)
	g.dealHand(a.Deal)
	return nil
}
