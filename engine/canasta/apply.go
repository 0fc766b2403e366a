package canasta

import (
	"slices"

	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// Apply plays one action. A refused action returns an error with a code
// (match.CodeOf) and leaves the game exactly as it was.
func (g *Game) Apply(a Action) ([]match.Event, error) {
	if err := a.wellFormed(); err != nil {
		return nil, err
	}
	if a.Seat < 0 || a.Seat >= g.n {
		return nil, errorf(ErrNotYourTurn, "no seat %d", a.Seat)
	}
	var events []match.Event
	if a.Kind == NextHand {
		if g.phase != PhaseHandOver {
			return nil, errorf(ErrWrongPhase, "the hand is not over")
		}
		if a.Seat != (g.dealer+1)%g.n {
			return nil, errorf(ErrNotYourTurn, "seat %d deals the next hand", (g.dealer+1)%g.n)
		}
		if a.Deal != nil {
			if err := g.checkNextDeal(a.Deal); err != nil {
				return nil, errorf(ErrBadAction, "%v", err)
			}
		}
		a.Deal = a.Deal.clone()
		g.dealer = (g.dealer + 1) % g.n
		g.handNo++
		events = g.deal(a.Deal)
	} else {
		p := g.pos(a.Seat)
		if err := p.check(&a); err != nil {
			return nil, err
		}
		a.Cards = clone(a.Cards)
		a.Melds = slices.Clone(a.Melds)
		for i := range a.Melds {
			a.Melds[i] = clone(a.Melds[i])
		}
		events = g.do(a)
	}
	g.log = append(g.log, a)
	return events, nil
}

// checkNextDeal checks a fixed deal for the next hand: every card of the
// game, once.
func (g *Game) checkNextDeal(d *Deal) error {
	if err := g.checkDeal(d, nil); err != nil {
		return err
	}
	n := len(d.Stock) + len(d.Pile)
	for _, h := range d.Hands {
		n += len(h)
	}
	if n != cards.CanastaPack.Size() {
		return errorf(ErrBadAction, "a deal holds %d cards, not %d", n, cards.CanastaPack.Size())
	}
	return nil
}

// do plays an action check has accepted.
func (g *Game) do(a Action) []match.Event {
	seat := a.Seat
	side := g.sideOf[seat]
	switch a.Kind {
	case Meld:
		g.save()
		return g.meld(seat, a.Melds)
	case Draw:
		g.undo = nil
		return g.draw(seat)
	case Take:
		g.undo = nil
		return g.take(seat, a)
	case Add:
		g.save()
		i := slices.IndexFunc(g.melds[side], func(m TableMeld) bool { return m.ID == a.Meld })
		before := g.melds[side][i].Info.Kind
		m, _ := g.rules.extend(g.melds[side][i], a.Cards)
		g.melds[side][i] = m
		g.played(seat, a.Cards)
		ev := []match.Event{{Kind: EvAdded, Seat: seat, Cards: clone(a.Cards), Melds: []int{m.ID}, Value: m.Info.Points}}
		switch {
		case before == CleanCanasta && m.Info.Kind == DirtyCanasta:
			ev = append(ev, match.Event{Kind: EvDirtied, Seat: seat, Melds: []int{m.ID}, Value: int(m.Info.Rank)})
		case m.Info.Kind != before:
			ev = append(ev, match.Event{Kind: EvCanasta, Seat: seat, Melds: []int{m.ID}, Value: int(m.Info.Kind)})
		}
		return ev
	case Discard:
		c := a.Cards[0]
		g.played(seat, a.Cards)
		ev := []match.Event{{Kind: EvDiscarded, Seat: seat, Cards: []cards.Card{c}}}
		if len(g.hands[seat]) == 0 {
			g.pile = append(g.pile, c)
			return append(ev, g.endHand(seat)...)
		}
		g.pile = append(g.pile, c)
		if IsWild(c) {
			g.frozen = true
		}
		return append(ev, g.startTurn((seat+1)%g.n)...)
	case GoOut:
		return g.endHand(seat)
	case Ask:
		g.turn.asked, g.turn.partner = true, a.Partner
		g.phase = PhaseAnswer
		return []match.Event{{Kind: EvAsked, Seat: seat, Value: g.answerer()}}
	case Answer:
		g.turn.answer = answerNo
		v := 0
		if a.Yes {
			g.turn.answer, v = answerYes, 1
		}
		g.phase = PhasePlay
		return g.stranded([]match.Event{{Kind: EvAnswered, Seat: seat, Value: v}})
	case Undo:
		s := g.undo[len(g.undo)-1]
		g.undo = g.undo[:len(g.undo)-1]
		asked, answer, partner := g.turn.asked, g.turn.answer, g.turn.partner
		g.phase, g.hands[seat], g.melds[side], g.opened[side], g.known[seat], g.turn = s.phase, clone(s.hand), cloneMelds(s.melds), s.opened, clone(s.known), s.turn
		g.turn.asked, g.turn.answer, g.turn.partner = asked, answer, partner
		return []match.Event{{Kind: EvUndone, Seat: seat}}
	}
	return nil
}

// save keeps what a meld or an add may change, for undo. A meld's cards
// are never changed in place (an add makes a new slice), so the melds are
// kept by a shallow copy.
func (g *Game) save() {
	seat := g.toMove
	side := g.sideOf[seat]
	g.undo = append(g.undo[:len(g.undo):len(g.undo)], snapshot{phase: g.phase, hand: clone(g.hands[seat]),
		melds: slices.Clone(g.melds[side]), opened: g.opened[side], known: clone(g.known[seat]), turn: g.turn})
}

// played takes cs out of seat's hand (and out of what others know of it).
func (g *Game) played(seat int, cs []cards.Card) {
	g.hands[seat], _ = takeOut(g.hands[seat], cs)
	for _, c := range cs {
		if i := slices.Index(g.known[seat], c); i >= 0 {
			g.known[seat] = slices.Delete(slices.Clone(g.known[seat]), i, i+1)
		}
	}
}

func (g *Game) meld(seat int, groups [][]cards.Card) []match.Event {
	side := g.sideOf[seat]
	var ev []match.Event
	if !g.opened[side] {
		g.opened[side] = true
		g.turn.opened = true
		pts := 0
		for _, m := range groups {
			pts += g.rules.Points(m)
		}
		ev = append(ev, match.Event{Kind: EvOpened, Seat: seat, Value: pts})
	}
	for _, m := range groups {
		g.played(seat, m)
		ev = append(ev, g.newMeld(seat, clone(m)))
	}
	if g.phase == PhaseOpen {
		g.phase = PhaseDraw
	}
	return ev
}

func (g *Game) newMeld(seat int, cs []cards.Card) match.Event {
	side := g.sideOf[seat]
	info, _ := g.rules.checkMeld(cs, true)
	m := TableMeld{ID: len(g.melds[side]) + 1, Cards: cs, Info: info}
	g.melds[side] = append(g.melds[side], m)
	return match.Event{Kind: EvMelded, Seat: seat, Cards: clone(cs), Melds: []int{m.ID}, Value: info.Points}
}

// drawCards moves up to n stock cards into seat's hand, laying down red
// threes and replacing them while the stock lasts.
func (g *Game) drawCards(seat, n int) []match.Event {
	n = min(n, len(g.stock))
	g.hands[seat] = append(g.hands[seat], g.stock[:n]...)
	g.stock = g.stock[n:]
	ev := []match.Event{{Kind: EvDrew, Seat: seat, Value: n}}
	return append(ev, g.replaceRedThrees(seat)...)
}

func (g *Game) draw(seat int) []match.Event {
	if len(g.stock) == 0 {
		return g.endHand(-1)
	}
	g.turn.drew = true
	g.phase = PhasePlay
	ev := g.drawCards(seat, g.rules.StockDrawCount)
	g.turn.floor = len(g.hands[seat])
	return g.stranded(ev)
}

// stranded ends the hand as an exhausted stock does when a draw leaves the
// player unable to finish his turn: a single card he may not discard, say
// (red threes drawn from the last stock cards, or a black three as the one
// stock card taken with the pile).
func (g *Game) stranded(ev []match.Event) []match.Event {
	if len(g.hands[g.toMove]) > 1 {
		return ev
	}
	if p := g.pos(g.toMove); len(p.legal(nil)) > 0 {
		return ev
	}
	return append(ev, g.endHand(-1)...)
}

func (g *Game) take(seat int, a Action) []match.Event {
	side := g.sideOf[seat]
	p := g.pos(seat)
	melds, _ := p.takeMeld(a.Cards)
	var ev []match.Event
	if !g.opened[side] {
		g.opened[side] = true
		g.turn.opened = true
		pts := g.rules.Points(a.Cards) + g.rules.Value(p.top)
		for _, m := range a.Melds {
			pts += g.rules.Points(m)
		}
		ev = append(ev, match.Event{Kind: EvOpened, Seat: seat, Value: pts})
	}
	g.played(seat, a.Cards)
	up := g.upCards()
	ev = append(ev, match.Event{Kind: EvTookPile, Seat: seat, Cards: up, Value: len(g.pile)})
	g.melds[side] = melds
	id := melds[len(melds)-1].ID
	for i, m := range melds {
		if i < len(p.melds) && len(m.Cards) != len(p.melds[i].Cards) {
			id = m.ID
		}
	}
	ev = append(ev, match.Event{Kind: EvMelded, Seat: seat, Cards: append([]cards.Card{p.top}, a.Cards...), Melds: []int{id}})
	for _, m := range a.Melds {
		g.played(seat, m)
		ev = append(ev, g.newMeld(seat, clone(m)))
	}
	rest := g.pile[:len(g.pile)-1]
	for i, c := range rest {
		if IsRedThree(c) {
			g.reds[side] = append(g.reds[side], c)
			ev = append(ev, match.Event{Kind: EvRedThree, Seat: seat, Cards: []cards.Card{c}, Value: len(g.reds[side])})
			continue
		}
		g.hands[seat] = append(g.hands[seat], c)
		if i < g.downLo || i >= g.downHi {
			g.known[seat] = append(slices.Clone(g.known[seat]), c)
		}
	}
	g.pile, g.downLo, g.downHi, g.frozen = nil, 0, 0, false
	g.turn.drew = true
	g.phase = PhasePlay
	if g.rules.PilePlusStockCard && len(g.stock) > 0 {
		ev = append(ev, g.drawCards(seat, 1)...)
	}
	g.turn.floor = len(g.hands[seat])
	return g.stranded(ev)
}
