package canasta

import (
	"slices"

	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// pos is what one seat knows when it acts: enough to check any action of
// its own. The game and a View both make one, so the engine, the table
// and the computer players check moves with the same code.
type pos struct {
	r        *Rules
	seat     int
	side     int
	toMove   int
	n        int   // seats
	partners []int // of the seat to move
	phase    Phase
	hand     []cards.Card
	melds    []TableMeld // the seat's side
	// The most melds another side has, and whether there is another side
	// (an add names a meld of the other side or none).
	otherMost int
	anyOther  bool
	opened    bool
	pileLen   int
	top       cards.Card
	frozen    bool
	below     []cards.Card // the pile's cards under the top, as far as known; those not red threes join a taker's hand
	pileDown  int          // cards of the pile the seat cannot see (they may be red threes)
	exact     bool         // the game's own position: nothing unknown but the stock
	searching bool         // inside the going-out search: the duty after a yes is not checked again
	stock     int
	turn      turn
	canUndo   bool
	minimum   int
}

// pos builds the position of seat (by value: the checks at every move
// keep it on their stack).
func (g *Game) pos(seat int) pos {
	side := g.sideOf[seat]
	p := pos{r: &g.rules, seat: seat, side: side, toMove: g.toMove, n: g.n, exact: true, partners: g.partnersOf[g.toMove],
		phase: g.phase, hand: g.hands[seat], melds: g.melds[side], opened: g.opened[side],
		pileLen: len(g.pile), frozen: g.frozen, stock: len(g.stock), turn: g.turn,
		canUndo: len(g.undo) > 0, minimum: g.rules.OpeningMinimum(g.score.Totals[side])}
	for s := range g.melds {
		if s != side {
			p.other(len(g.melds[s]))
		}
	}
	if len(g.pile) > 0 {
		p.top = g.pile[len(g.pile)-1]
		p.below = g.pile[:len(g.pile)-1]
	}
	return p
}

// other notes another side that has melds melds.
func (p *pos) other(melds int) {
	if !p.anyOther || melds > p.otherMost {
		p.otherMost = melds
	}
	p.anyOther = true
}

// takeOut returns hand without the cards cs (each a physical card), or
// false if one of them is not there (or named twice).
func takeOut(hand []cards.Card, cs ...[]cards.Card) ([]cards.Card, bool) {
	return takeOutInto(nil, hand, cs...)
}

// takeOutInto is takeOut building the rest in buf (the checks pass one on
// their stack, since they only look at what is left).
func takeOutInto(buf, hand []cards.Card, cs ...[]cards.Card) ([]cards.Card, bool) {
	rest := append(buf[:0], hand...)
	for _, group := range cs {
		for _, c := range group {
			i := slices.Index(rest, c)
			if i < 0 {
				return nil, false
			}
			rest = slices.Delete(rest, i, i+1)
		}
	}
	return rest, true
}

// canastaCounts counts a side's clean, dirty and wild canastas.
func canastaCounts(melds []TableMeld) (clean, dirty, wild int) {
	for _, m := range melds {
		switch m.Info.Kind {
		case CleanCanasta:
			clean++
		case DirtyCanasta:
			dirty++
		case WildCanasta:
			wild++
		}
	}
	return
}

// GoingOutMet reports whether melds hold the canastas going out needs
// (going_out_requirement; a wild canasta is neither clean nor dirty and
// does not count).
func (r *Rules) GoingOutMet(melds []TableMeld) bool {
	clean, dirty, _ := canastaCounts(melds)
	return r.goingOutCounts(clean, dirty)
}

// goingOutCounts is GoingOutMet for a side with clean and dirty canastas.
func (r *Rules) goingOutCounts(clean, dirty int) bool {
	switch r.GoingOutRequirement {
	case GoOutTwoCanastas:
		return clean+dirty >= 2
	case GoOutOneCanasta:
		return clean+dirty >= 1
	}
	return clean >= 1 && dirty >= 1
}

// mayGoOut reports whether the seat to move may go out with these side
// melds; final: now, rather than later this turn (a mandatory question
// must have been answered yes).
func (p *pos) mayGoOut(melds []TableMeld, final bool) bool {
	if !p.r.GoingOutMet(melds) || p.turn.answer == answerNo {
		return false
	}
	if final && p.r.AskPartner == AskMandatory && len(p.partners) > 0 {
		return p.turn.answer == answerYes
	}
	return true
}

// goOutWhy says why the seat to move may not go out with melds (see
// mayGoOut).
func (p *pos) goOutWhy(melds []TableMeld, final bool) Why {
	switch {
	case p.turn.answer == answerNo:
		return Why{Reason: WhyPartnerSaidNo}
	case !p.r.GoingOutMet(melds):
		switch p.r.GoingOutRequirement {
		case GoOutTwoCanastas:
			return Why{Reason: WhyNeedsTwo}
		case GoOutOneCanasta:
			return Why{Reason: WhyNeedsOne}
		}
		return Why{Reason: WhyNeedsCanastas}
	case final:
		return Why{Reason: WhyAskFirst}
	}
	return Why{}
}

// goOutNowWhy says why go-out is refused now.
func (p *pos) goOutNowWhy() Why {
	switch {
	case p.r.MustDiscardToGoOut:
		return Why{Reason: WhyDiscardToGoOut}
	case len(p.hand) > 0:
		return Why{Reason: WhyKeepACard}
	}
	return p.goOutWhy(p.melds, true)
}

// keepWhy says why a last card must be kept: the side may not go out.
func (p *pos) keepWhy(melds []TableMeld) Why {
	if w := p.goOutWhy(melds, false); w.Reason != "" {
		return w
	}
	return Why{Reason: WhyKeepACard}
}

// unfinishedWhy names the side's meld of rank that stops a new one
// (same_rank_melds).
func (p *pos) unfinishedWhy(melds []TableMeld, rank cards.Rank) Why {
	for _, m := range melds {
		if m.Info.Rank == rank && (p.r.SameRankMelds == SameRankNever || !m.Info.Canasta()) {
			return Why{Reason: WhyUnfinishedMeld, N: m.ID}
		}
	}
	return Why{}
}

// leaves checks what an action leaves in the hand of the seat to move
// during its play: an empty hand only to go out, and never a single card
// it could not discard to go out (§1.7, edge cases 12 and 13).
func (p *pos) leaves(after []cards.Card, melds []TableMeld) error {
	switch len(after) {
	case 0:
		if p.r.MustDiscardToGoOut {
			return refuse(ErrMustKeepACard, Why{Reason: WhyDiscardToGoOut}, "going out needs a final discard")
		}
		if !p.mayGoOut(melds, false) {
			return refuse(ErrCannotGoOut, p.goOutWhy(melds, false), "this would empty the hand, and the side may not go out")
		}
	case 1:
		if !p.mayGoOut(melds, false) {
			return refuse(ErrMustKeepACard, p.keepWhy(melds), "the last card could only be discarded to go out, and the side may not go out")
		}
		if IsBlackThree(after[0]) && !p.r.BlackThreeFinalDiscard {
			return refuse(ErrMustKeepACard, Why{Reason: WhyBlackThreeLast}, "a black three cannot be the last card discarded")
		}
	}
	return nil
}

// sameRankOK checks same_rank_melds for a new meld of rank r.
func (r *Rules) sameRankOK(melds []TableMeld, rank cards.Rank) bool {
	for _, m := range melds {
		if m.Info.Rank != rank {
			continue
		}
		switch r.SameRankMelds {
		case SameRankNever:
			return false
		case SameRankAfterCanasta:
			if !m.Info.Canasta() {
				return false
			}
		}
	}
	return true
}

// layMelds checks groups laid as new melds beside the side's melds and
// returns the side's melds after them and the groups' points.
func (p *pos) layMelds(groups [][]cards.Card, melds []TableMeld, opening bool) ([]TableMeld, int, error) {
	out := slices.Clone(melds)
	points := 0
	nextID := len(melds) + 1
	for _, g := range groups {
		info, err := p.r.checkMeld(g, p.r.BlackThreesMeldable && !opening)
		if err != nil {
			return nil, 0, refuse(ErrInvalidMeld, p.r.meldWhy(err), "%s: %v", cards.FormatCards(g), err)
		}
		if opening && p.r.OpeningNaturalsOnly && info.Wilds > 0 {
			return nil, 0, refuse(ErrInvalidMeld, Why{Reason: WhyOpeningNaturals}, "the opening melds hold no wild card (opening_naturals_only)")
		}
		if !p.r.sameRankOK(out, info.Rank) {
			return nil, 0, refuse(ErrInvalidMeld, p.unfinishedWhy(out, info.Rank), "the side already has an unfinished meld of that rank")
		}
		out = append(out, TableMeld{ID: nextID, Cards: g, Info: info})
		nextID++
		points += info.Points
	}
	return out, points, nil
}

// blackThreesOK checks that black threes are melded only in the going-out
// turn (black_threes_meldable_on_going_out): the action leaves at most one
// card and the side may go out.
func (p *pos) blackThreesOK(melds []TableMeld, left int) error {
	for _, m := range melds {
		if m.Info.Rank == 3 && (left > 1 || !p.mayGoOut(melds, false)) {
			return refuse(ErrInvalidMeld, Why{Reason: WhyBlackThreesOut}, "black threes are melded only when going out")
		}
	}
	return nil
}

// meldTarget is where the top card of the pile goes when taken: the
// side's meld of its rank that is not yet a canasta (any meld of that
// rank under same_rank_melds = never), or -1 for a new meld.
func (p *pos) meldTarget(rank cards.Rank) int {
	for i, m := range p.melds {
		if m.Info.Rank == rank && (p.r.SameRankMelds == SameRankNever || !m.Info.Canasta()) {
			return i
		}
	}
	return -1
}

func countRank(cs []cards.Card, rank cards.Rank) (naturals, twos, jokers int) {
	for _, c := range cs {
		switch {
		case c.IsJoker():
			jokers++
		case c.Rank() == 2:
			twos++
		case IsNatural(c) && c.Rank() == rank:
			naturals++
		}
	}
	return
}

// takeable reports whether the hand holds the cards to take the pile
// (the opening aside): §1.9's test for an empty stock.
func (p *pos) takeable() bool {
	if p.pileLen == 0 || IsBlackThree(p.top) || IsRedThree(p.top) {
		return false
	}
	nat, twos, jokers := countRank(p.hand, p.top.Rank())
	if IsWild(p.top) {
		if !p.r.AllowWildMelds {
			return false
		}
		if p.top.IsJoker() {
			return jokers >= 3
		}
		return twos >= 3
	}
	switch {
	case p.frozen:
		return nat >= p.r.FrozenNeeds
	case p.r.PilePairRule == PairNatural:
		return nat >= 2
	}
	return nat >= 2 || (nat >= 1 && twos+jokers >= 1) || slices.ContainsFunc(p.melds, func(m TableMeld) bool { return m.Info.Rank == p.top.Rank() })
}

// takeMeld checks the cards melded with the top card and returns the
// side's melds after the take.
func (p *pos) takeMeld(with []cards.Card) ([]TableMeld, error) {
	top := p.top
	group := append([]cards.Card{top}, with...)
	if IsWild(top) {
		if !p.r.AllowWildMelds {
			return nil, refuse(ErrTakeNotAllowed, Why{Reason: WhyTakeWildTop}, "a wild card on top cannot be taken")
		}
		if len(with) < 3 || slices.ContainsFunc(with, func(c cards.Card) bool { return !IsWild(c) || c.IsJoker() != top.IsJoker() }) {
			return nil, refuse(ErrTakeNotAllowed, Why{Reason: WhyTakeWildKind, N: 3}, "a wild card on top needs three wild cards of its kind")
		}
		out, _, err := p.layMelds([][]cards.Card{group}, p.melds, false)
		return out, err
	}
	rank := top.Rank()
	nat, twos, jokers := countRank(with, rank)
	if nat+twos+jokers != len(with) {
		return nil, refuse(ErrTakeNotAllowed, Why{Reason: WhyTakeOtherRank}, "only cards of the top card's rank go with it")
	}
	wilds := twos + jokers
	switch {
	case p.frozen:
		if wilds > 0 || nat < p.r.FrozenNeeds {
			return nil, refuse(ErrPileFrozen, Why{Reason: WhyFrozenNaturals, N: p.r.FrozenNeeds}, "a frozen pile needs %d natural cards of the top card's rank", p.r.FrozenNeeds)
		}
	case p.r.PilePairRule == PairNatural:
		if wilds > 0 || nat < 2 {
			return nil, refuse(ErrTakeNotAllowed, Why{Reason: WhyTakeNaturals, N: 2}, "taking the pile needs a natural pair of the top card's rank")
		}
	default:
		if nat == 0 && wilds > 0 || nat == 1 && wilds == 0 {
			return nil, refuse(ErrTakeNotAllowed, Why{Reason: WhyTakePairOrWild}, "taking the pile needs a natural pair, or a natural and a wild card")
		}
	}
	target := p.meldTarget(rank)
	if len(with) == 0 && target < 0 {
		target = slices.IndexFunc(p.melds, func(m TableMeld) bool { return m.Info.Rank == rank })
		if target < 0 {
			return nil, refuse(ErrTakeNotAllowed, Why{Reason: WhyTakePairOrWild}, "the top card matches no meld of the side")
		}
	}
	if target < 0 {
		out, _, err := p.layMelds([][]cards.Card{group}, p.melds, !p.opened)
		return out, err
	}
	out := slices.Clone(p.melds)
	m, err := p.r.extend(out[target], group)
	if err != nil {
		return nil, refuse(ErrInvalidMeld, p.r.meldWhy(err), "%v", err)
	}
	out[target] = m
	return out, nil
}

// extend returns meld m with cs added, or why it cannot take them.
func (r *Rules) extend(m TableMeld, cs []cards.Card) (TableMeld, error) {
	return r.extendInto(make([]cards.Card, 0, len(m.Cards)+len(cs)), m, cs)
}

// extendInto is extend building the meld's cards in buf.
func (r *Rules) extendInto(buf []cards.Card, m TableMeld, cs []cards.Card) (TableMeld, error) {
	all := append(append(buf[:0], m.Cards...), cs...)
	info, err := r.checkMeld(all, m.Info.Rank == 3)
	if err != nil {
		return m, err
	}
	if info.Rank != m.Info.Rank {
		return m, errWrongRank
	}
	if m.Info.Kind == CleanCanasta && info.Wilds > 0 && !r.WildIntoCleanCanasta {
		return m, errWildIntoClean
	}
	return TableMeld{ID: m.ID, Cards: all, Info: info}, nil
}

// check says whether the seat of p may play a now, with the code of the
// first rule it breaks (FORMAT.md's order).
func (p *pos) check(a *Action) error {
	if err := a.wellFormed(); err != nil {
		return err
	}
	if p.phase == PhaseHandOver || p.phase == PhaseMatchOver || a.Kind == NextHand {
		return errorf(ErrWrongPhase, "%s is not allowed now", a.Kind)
	}
	if p.phase == PhaseAnswer {
		if a.Seat == answererOf(p.toMove, p.partners, p.n, p.turn.partner) {
			if a.Kind != Answer {
				return errorf(ErrWrongPhase, "the partner must answer first")
			}
			return nil
		}
		if a.Seat == p.toMove {
			return errorf(ErrWrongPhase, "waiting for the partner's answer")
		}
		return errorf(ErrNotYourTurn, "seat %d is not to move", a.Seat)
	}
	if a.Seat != p.toMove {
		return errorf(ErrNotYourTurn, "seat %d is not to move", a.Seat)
	}
	switch a.Kind {
	case Meld:
		if err := p.checkMeld(a); err != nil {
			return err
		}
		return p.keepsDuty(a, ErrInvalidMeld)
	case Draw:
		if p.phase != PhaseOpen && p.phase != PhaseDraw {
			return errorf(ErrWrongPhase, "already drew this turn")
		}
		return nil
	case Take:
		return p.checkTake(a)
	case Add:
		if err := p.checkAdd(a); err != nil {
			return err
		}
		return p.keepsDuty(a, ErrInvalidAdd)
	case Discard:
		return p.checkDiscard(a)
	case GoOut:
		if p.phase != PhasePlay {
			return errorf(ErrWrongPhase, "going out comes after the draw")
		}
		if len(p.hand) > 0 || p.r.MustDiscardToGoOut || !p.mayGoOut(p.melds, true) {
			return refuse(ErrCannotGoOut, p.goOutNowWhy(), "going out needs an empty hand and the side's canastas")
		}
		return nil
	case Ask:
		if p.phase != PhasePlay || len(p.partners) == 0 || p.r.AskPartner == AskNever || p.turn.asked {
			return errorf(ErrWrongPhase, "asking is not allowed now")
		}
		if len(p.hand) < 2 && p.turn.floor < 2 && !p.askToGoOut() {
			return errorf(ErrWrongPhase, "asking with a single card that cannot be kept")
		}
		if a.Partner >= len(p.partners) {
			return errorf(ErrBadAction, "there is no partner %d to ask", a.Partner)
		}
		return nil
	case Answer:
		return errorf(ErrWrongPhase, "nobody asked")
	case Undo:
		if p.phase == PhaseAnswer {
			return errorf(ErrWrongPhase, "waiting for the partner's answer")
		}
		if !p.canUndo {
			return errorf(ErrNothingToUndo, "nothing to take back this turn")
		}
		return nil
	}
	return errorf(ErrBadAction, "unknown action")
}

// askToGoOut reports whether a player down to one card since the draw
// may ask (§1.8, §1.9): under ask_partner = mandatory asking is his only
// way to go out, so he asks whenever that card could go out; a "no"
// leaves him stranded, and the hand ends as with an exhausted stock.
func (p *pos) askToGoOut() bool {
	return p.r.AskPartner == AskMandatory && len(p.hand) == 1 && p.mayGoOut(p.melds, false) &&
		(!IsBlackThree(p.hand[0]) || p.r.BlackThreeFinalDiscard)
}

// opening reports whether a meld now is the side's opening.
func (p *pos) checkMeld(a *Action) error {
	opening := false
	switch p.phase {
	case PhaseOpen:
		opening = true
	case PhasePlay:
		if !p.opened {
			if p.r.OpeningBeforeDraw {
				if _, ok := takeOut(p.hand, a.Melds...); !ok {
					return errorf(ErrCardNotInHand, "a card is not in the hand")
				}
				return errorf(ErrNotOpened, "the side opens only before drawing")
			}
			opening = true
		}
	default:
		return errorf(ErrWrongPhase, "melding comes after the draw")
	}
	after, ok := takeOut(p.hand, a.Melds...)
	if !ok {
		return errorf(ErrCardNotInHand, "a card is not in the hand")
	}
	melds, points, err := p.layMelds(a.Melds, p.melds, opening)
	if err != nil {
		return err
	}
	if err := p.blackThreesOK(melds, len(after)); err != nil {
		return err
	}
	if p.phase == PhaseOpen {
		// Before the draw: the draw must leave a card to discard.
		if p.stock > 0 && len(after)+min(p.r.StockDrawCount, p.stock) < 2 && !p.mayGoOut(melds, false) {
			return refuse(ErrMustKeepACard, Why{Reason: WhyKeepACard}, "the opening must leave a card to discard after the draw")
		}
	} else if err := p.leaves(after, melds); err != nil {
		return err
	}
	if opening && points < p.minimum {
		return refuse(ErrOpeningTooLow, Why{Reason: WhyOpeningLow, N: points, M: p.minimum}, "the opening is worth %d, the minimum is %d", points, p.minimum)
	}
	return nil
}

func (p *pos) checkTake(a *Action) error {
	if p.phase != PhaseOpen && p.phase != PhaseDraw {
		return errorf(ErrWrongPhase, "already drew this turn")
	}
	if p.pileLen == 0 {
		return refuse(ErrTakeNotAllowed, Why{Reason: WhyTakeEmpty}, "the pile is empty")
	}
	if IsBlackThree(p.top) {
		return errorf(ErrPileBlocked, "a black three blocks the pile")
	}
	after, ok := takeOut(p.hand, append([][]cards.Card{a.Cards}, a.Melds...)...)
	if !ok {
		return errorf(ErrCardNotInHand, "a card is not in the hand")
	}
	withPile := !p.opened && p.r.OpeningMayUsePileTop
	if !p.opened && !withPile {
		return errorf(ErrNotOpened, "the side has not opened")
	}
	if len(a.Melds) > 0 && !withPile {
		return errorf(ErrBadAction, "melds go with a take only in an opening with the pile")
	}
	if IsRedThree(p.top) {
		return refuse(ErrTakeNotAllowed, Why{Reason: WhyTakeRedThree}, "a red three on top cannot be taken")
	}
	melds, err := p.takeMeld(a.Cards)
	if err != nil {
		return err
	}
	if withPile {
		if p.r.OpeningNaturalsOnly && slices.ContainsFunc(a.Cards, IsWild) {
			return refuse(ErrInvalidMeld, Why{Reason: WhyOpeningNaturals}, "the opening melds hold no wild card (opening_naturals_only)")
		}
		var points int
		melds, points, err = p.layMelds(a.Melds, melds, true)
		if err != nil {
			return err
		}
		points += p.r.Points(a.Cards) + p.r.Value(p.top)
		if points < p.minimum {
			return refuse(ErrOpeningTooLow, Why{Reason: WhyOpeningLow, N: points, M: p.minimum}, "the opening is worth %d, the minimum is %d", points, p.minimum)
		}
	}
	extra := 0
	if p.r.PilePlusStockCard && p.stock > 0 {
		extra = 1
	}
	// What the take leaves in hand: the cards kept, the pile below its
	// top, perhaps cards the seat cannot know (face-down pile cards, the
	// stock card). With unknown cards a view judges on the safe side.
	rest := clone(after)
	for _, c := range p.below {
		if !IsRedThree(c) {
			rest = append(rest, c)
		}
	}
	switch unknown := p.pileDown + extra; {
	case unknown == 0:
		return p.leaves(rest, melds)
	case len(rest) <= 1 && (!p.exact || !p.mayGoOut(melds, false)):
		return refuse(ErrMustKeepACard, Why{Reason: WhyKeepACard}, "the take could leave a single card")
	}
	return nil
}

func (p *pos) checkAdd(a *Action) error {
	if p.phase != PhasePlay {
		return errorf(ErrWrongPhase, "adding comes after the draw")
	}
	var handBuf [32]cards.Card
	after, ok := takeOutInto(handBuf[:0], p.hand, a.Cards)
	if !ok {
		return errorf(ErrCardNotInHand, "a card is not in the hand")
	}
	if !p.opened {
		return errorf(ErrNotOpened, "the side has not opened")
	}
	i := slices.IndexFunc(p.melds, func(m TableMeld) bool { return m.ID == a.Meld })
	if i < 0 {
		if p.anyOther && a.Meld <= p.otherMost {
			return errorf(ErrNotYourMeld, "meld m%d belongs to the other side", a.Meld)
		}
		return errorf(ErrInvalidAdd, "no meld m%d", a.Meld)
	}
	if err := p.sameRankAdd(p.melds[i], a.Cards); err != nil {
		return err
	}
	var meldBuf [32]cards.Card
	m, err := p.r.extendInto(meldBuf[:0], p.melds[i], a.Cards)
	if err != nil {
		why := p.r.meldWhy(err)
		if why.Reason == WhyMixedRanks {
			why = Why{Reason: WhyWrongRank}
		}
		return refuse(ErrInvalidAdd, why, "%v", err)
	}
	// The side's melds after the add, on the stack when they fit: what
	// follows looks only at their kinds and ranks, not at their cards.
	var buf [8]TableMeld
	melds := append(buf[:0], p.melds...)
	melds[i] = TableMeld{ID: m.ID, Info: m.Info}
	if err := p.blackThreesOK(melds, len(after)); err != nil {
		return refuse(ErrInvalidAdd, Why{Reason: WhyBlackThreesOut}, "%v", err)
	}
	return p.leaves(after, melds)
}

// sameRankAdd checks same_rank_melds = after_canasta for an add (§1.3):
// natural cards of a rank go to the side's unfinished meld of that rank
// while there is one, not to its canastas.
func (p *pos) sameRankAdd(m TableMeld, cs []cards.Card) error {
	if p.r.SameRankMelds != SameRankAfterCanasta || !m.Info.Canasta() ||
		!slices.ContainsFunc(cs, func(c cards.Card) bool { return IsNatural(c) && c.Rank() == m.Info.Rank }) {
		return nil
	}
	for _, o := range p.melds {
		if o.Info.Rank == m.Info.Rank && !o.Info.Canasta() {
			return refuse(ErrInvalidAdd, Why{Reason: WhyUnfinishedMeld, N: o.ID}, "cards of that rank go to the unfinished meld m%d", o.ID)
		}
	}
	return nil
}

func (p *pos) checkDiscard(a *Action) error {
	if p.phase != PhasePlay {
		return errorf(ErrWrongPhase, "discarding comes after the draw")
	}
	c := a.Cards[0]
	if !slices.Contains(p.hand, c) {
		return errorf(ErrCardNotInHand, "%v is not in the hand", c)
	}
	if len(p.hand) > 1 && p.turn.answer == answerYes && p.ableToGoOut() {
		return refuse(ErrIllegalDiscard, Why{Reason: WhyGoOutAfterYes}, "after the partner's yes the player goes out when he can")
	}
	if len(p.hand) == 1 {
		if !p.mayGoOut(p.melds, true) {
			return refuse(ErrCannotGoOut, p.goOutWhy(p.melds, true), "discarding the last card goes out, and the side may not")
		}
		if IsBlackThree(c) && !p.r.BlackThreeFinalDiscard {
			return refuse(ErrIllegalDiscard, Why{Reason: WhyBlackThreeLast}, "a black three cannot be the last card discarded")
		}
	}
	return nil
}

// goOutFrom is the search over actions that confirms a plan the plan
// search (goout.go) cannot order by itself: it tries the same candidate
// melds and adds as Legal, each reachable hand once, within budget
// positions.
func (p *pos) goOutFrom(seen map[string]bool, budget *int) bool {
	switch {
	case len(p.hand) == 0:
		return !p.r.MustDiscardToGoOut && p.mayGoOut(p.melds, true)
	case len(p.hand) == 1:
		return p.mayGoOut(p.melds, true) && (!IsBlackThree(p.hand[0]) || p.r.BlackThreeFinalDiscard)
	}
	key := slices.Clone(p.hand)
	slices.Sort(key)
	if k := string(key); seen[k] || *budget <= 0 {
		return false
	} else {
		seen[k] = true
	}
	*budget--
	gr := groupHand(p.hand)
	var cands []Action
	for _, m := range p.meldGroups(&gr) {
		cands = append(cands, Action{Kind: Meld, Seat: p.seat, Melds: [][]cards.Card{m}})
	}
	cands = p.adds(cands, &gr)
	for _, a := range cands {
		if p.check(&a) != nil {
			continue
		}
		if q := p.after(&a); q.goOutFrom(seen, budget) {
			return true
		}
	}
	return false
}

// after is the position after a meld or an add check has accepted.
func (p *pos) after(a *Action) pos {
	q := *p
	if a.Kind == Meld {
		q.melds, _, _ = p.layMelds(a.Melds, p.melds, false)
		q.hand, _ = takeOut(p.hand, a.Melds...)
		return q
	}
	q.melds = slices.Clone(p.melds)
	i := slices.IndexFunc(q.melds, func(m TableMeld) bool { return m.ID == a.Meld })
	q.melds[i], _ = p.r.extend(q.melds[i], a.Cards)
	q.hand, _ = takeOut(p.hand, a.Cards)
	return q
}

// keepsDuty checks a meld or an add after the partner's yes (§1.8: the
// player must go out this turn if still able): while the hand can go
// out, no placement may take that away.
func (p *pos) keepsDuty(a *Action, code match.Code) error {
	if p.searching || p.phase != PhasePlay || p.turn.answer != answerYes || !p.ableToGoOut() {
		return nil
	}
	if q := p.after(a); len(q.hand) == 0 || q.ableToGoOut() {
		return nil
	}
	return refuse(code, Why{Reason: WhyGoOutAfterYes}, "after the partner's yes this would leave the player unable to go out")
}

// goOutNodes bounds the search over actions. It only confirms plans of
// single-card adds (one per meld of the side), so a few hundred hands
// cover every order.
const goOutNodes = 1 << 10
