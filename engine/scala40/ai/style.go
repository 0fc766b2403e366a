package ai

import (
	"slices"

	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

// style is the move generator of easy and medium (hard uses medium's as
// its candidates and playouts). It proposes moves best first; the bot
// plays the first one the rules accept.
type style struct {
	medium    bool
	lookahead bool // medium's discard looks one draw ahead (not in playouts)
}

func easyStyle() *style    { return &style{} }
func mediumStyle() *style  { return &style{medium: true, lookahead: tune[9] > 0} }
func playoutStyle() *style { return &style{medium: true} }

// moves lists the proposed moves for the view's seat, best first.
func (st *style) moves(b *bot, v *scala40.View) []scala40.Action {
	seat := v.Seat
	if v.Phase == scala40.PhaseDraw {
		draw := scala40.Action{Kind: scala40.Draw, Seat: seat}
		take := scala40.Action{Kind: scala40.Take, Seat: seat}
		if canTake(v) && !b.noTake && st.wantTake(v) {
			return []scala40.Action{take, draw}
		}
		return []scala40.Action{draw, take}
	}
	return st.play(b, v)
}

// canTake reports whether the rules let the seat take the pozzo's top.
func canTake(v *scala40.View) bool {
	return len(v.Pile) > 0 && (v.Opened[v.Seat] || v.Rules.TakeDiscardToOpen)
}

// minLeft is the fewest cards a lay may leave in hand: one, or two in the
// first round when nobody may close yet.
func minLeft(v *scala40.View) int {
	if v.Rules.NoCloseFirstRound && v.Turn <= v.FirstRound {
		return 2
	}
	return 1
}

// holds reports whether cs holds the physical card c.
func holds(cs []cards.Card, c cards.Card) bool { return slices.Contains(cs, c) }

// play lists the moves of the play phase.
func (st *style) play(b *bot, v *scala40.View) []scala40.Action {
	r := &v.Rules
	seat := v.Seat
	hand := v.Hand
	h := cards.CountsOf(hand)
	total := len(hand)
	ml := minLeft(v)
	opened := v.Opened[seat]
	takenIn := v.HasTaken && holds(hand, v.Taken)
	mustUse := takenIn && (r.MustUseTakenDiscard || !opened)
	pending := len(v.PendingJokers) > 0
	var out []scala40.Action
	prefer := noPrefer
	if takenIn {
		prefer = v.Taken
	}

	switch {
	case !opened:
		must := cards.NoFace
		if mustUse {
			must = v.Taken.Face()
		}
		if p, ok := st.opening(v, &h, must); ok && st.openNow(v, p) {
			out = append(out, meldAction(seat, p, hand, prefer, nil))
		}
		if mustUse {
			return append(out, scala40.Action{Kind: scala40.Undo, Seat: seat})
		}
	case pending || mustUse:
		// Only moves that place the taken card or the won joker.
		c := v.Taken
		if pending {
			c = v.PendingJokers[0]
		}
		if p, ok := bestPlan(&h, r, objLay, total-ml, c.Face()); ok && len(p.melds) > 0 {
			if !st.layNow(v, p) {
				p = onlyMeldWith(p, c.Face())
			}
			out = append(out, meldAction(seat, p, hand, c, v.PendingJokers))
		}
		if attachAllowed(v) && total-1 >= ml {
			for i := range v.Melds {
				if fits(&v.Melds[i], c, r) {
					out = append(out, attachAction(seat, c, &v.Melds[i]))
				}
			}
		}
		return append(out, scala40.Action{Kind: scala40.Undo, Seat: seat})
	default:
		if p, now, ok := st.meldsToLay(v, &h); ok && now {
			out = append(out, meldAction(seat, p, hand, prefer, nil))
		}
		if attachAllowed(v) {
			out = append(out, st.attaches(b, v, ml)...)
		}
	}
	return append(out, st.discards(v)...)
}

// attachAllowed reports whether the seat may attach and swap now.
func attachAllowed(v *scala40.View) bool {
	return v.Opened[v.Seat] && !(v.OpenedThisTurn && !v.Rules.AttachOnOpeningTurn)
}

// openNow says whether to lay an opening found now (easy always does).
// Medium holds a good opening back for a turn or two when it is close to
// going out in one turn (chiusura in mano doubles the others' points)
// and nobody else has opened yet.
func (st *style) openNow(v *scala40.View, p plan) bool {
	if !st.lookahead || !v.Rules.InManoDouble {
		return true
	}
	rest := len(v.Hand) - p.cards
	if rest <= 1 || rest > tune[10] || v.StockSize < 10 {
		return true
	}
	for s, o := range v.Opened {
		if s != v.Seat && (o || v.HandSizes[s] < 8) {
			return true
		}
	}
	return v.Turn > tune[11]*v.FirstRound
}

// opening finds the opening to lay: medium keeps its jokers in hand when
// the naturals reach the minimum alone.
func (st *style) opening(v *scala40.View, h *cards.Counts, must cards.Face) (plan, bool) {
	if st.lookahead && tune[12] > 0 && h[cards.Joker] > 0 && must != cards.Joker {
		nat := *h
		nat[cards.Joker] = 0
		if p, ok := openingPlan(v, &nat, must); ok {
			return p, true
		}
	}
	return openingPlan(v, h, must)
}

// openingPlan finds an opening the rules accept: all cards but one (a
// closing in hand), or melds reaching the minimum. must, when not NoFace,
// is the face of the card taken from the pozzo, which the opening uses.
func openingPlan(v *scala40.View, h *cards.Counts, must cards.Face) (plan, bool) {
	r := &v.Rules
	total := h.Total()
	ml := minLeft(v)
	if ml == 1 {
		if p, ok := bestPlan(h, r, objLay, total-1, must); ok && p.cards == total-1 &&
			(!r.InManoRequiresMinimum || p.open >= r.OpeningMinimum) {
			return p, true
		}
	}
	p, ok := bestPlan(h, r, objOpen, total-ml, must)
	if ok && p.open >= r.OpeningMinimum && len(p.melds) > 0 {
		return p, true
	}
	return plan{}, false
}

// noPrefer is meldAction's prefer when no card is to go first: it
// matches no card of the pack.
const noPrefer = cards.Card(255)

// meldAction turns a plan into a MeldDown with physical cards from hand,
// using prefer (the taken card) and the jokers in jokersFirst first.
func meldAction(seat int, p plan, hand []cards.Card, prefer cards.Card, jokersFirst []cards.Card) scala40.Action {
	avail := slices.Clone(hand)
	pick := func(f cards.Face) cards.Card {
		best := -1
		for i, c := range avail {
			if c.Face() != f {
				continue
			}
			if c == prefer || slices.Contains(jokersFirst, c) {
				best = i
				break
			}
			if best < 0 {
				best = i
			}
		}
		if best < 0 {
			return 0
		}
		c := avail[best]
		avail = slices.Delete(avail, best, best+1)
		return c
	}
	a := scala40.Action{Kind: scala40.MeldDown, Seat: seat}
	for _, m := range p.melds {
		spec := scala40.MeldSpec{Cards: make([]cards.Card, m.n)}
		if m.kind == scala40.Run {
			spec.As = make([]cards.Face, m.n)
		}
		for i := 0; i < m.n; i++ {
			if m.joker[i] {
				spec.Cards[i] = pick(cards.Joker)
				if spec.As != nil {
					spec.As[i] = m.faces[i]
				}
			} else {
				spec.Cards[i] = pick(m.faces[i])
				if spec.As != nil {
					spec.As[i] = cards.NoFace
				}
			}
		}
		a.Melds = append(a.Melds, spec)
	}
	return a
}

func attachAction(seat int, c cards.Card, m *scala40.Meld) scala40.Action {
	return scala40.Action{Kind: scala40.Attach, Seat: seat, Card: c, Meld: m.ID}
}

// jokerLimit is the rules' joker limit per meld as a count.
func jokerLimit(r *scala40.Rules) int {
	if r.MaxJokersPerMeld == scala40.Unlimited {
		return 14
	}
	return r.MaxJokersPerMeld
}

func naturalAces(m *scala40.Meld) int {
	n := 0
	for i := 0; i < int(m.N); i++ {
		if c := m.Cards[i]; !c.IsJoker() && c.Rank() == cards.Ace {
			n++
		}
	}
	return n
}

// fits reports whether card c can be attached to meld m.
func fits(m *scala40.Meld, c cards.Card, r *scala40.Rules) bool {
	if c.IsJoker() {
		if !r.AllowAttachJoker || m.Jokers() >= jokerLimit(r) {
			return false
		}
		if m.Kind == scala40.Set {
			return m.N < 4
		}
		return m.Lo > 1 || m.Hi() < 14
	}
	f := c.Face()
	if m.Kind == scala40.Set {
		if m.N >= 4 || f.Rank() != m.Rank() {
			return false
		}
		for i := 0; i < int(m.N); i++ {
			if m.Stands[i].Suit() == f.Suit() {
				return false
			}
		}
		return true
	}
	if f.Suit() != m.Suit() || (f.Rank() == cards.Ace && naturalAces(m) > 0) {
		return false
	}
	if hi := int(m.Hi()); hi < 14 && cards.NewFace(scala40.RankAt(hi+1), m.Suit()) == f {
		return true
	}
	if lo := int(m.Lo); lo > 1 && cards.NewFace(scala40.RankAt(lo-1), m.Suit()) == f {
		return true
	}
	return false
}

// fitsTable reports whether card c can be attached to some meld on the
// table.
func fitsTable(v *scala40.View, c cards.Card) bool {
	for i := range v.Melds {
		if fits(&v.Melds[i], c, &v.Rules) {
			return true
		}
	}
	return false
}

// swapFits reports whether natural card c can take a joker from m.
func swapFits(m *scala40.Meld, c cards.Card) bool {
	if c.IsJoker() {
		return false
	}
	for i := 0; i < int(m.N); i++ {
		if m.Cards[i].IsJoker() && m.Stands[i] == c.Face() {
			return !(m.Kind == scala40.Run && c.Rank() == cards.Ace && naturalAces(m) > 0)
		}
	}
	return false
}

// attachTarget is the first table meld card c fits that medium attaches
// it to, or nil. Filling the table's last open slot leaves a table that
// takes nothing more: medium only does it when it lets it close (two
// cards or fewer in hand).
func attachTarget(v *scala40.View, c cards.Card) *scala40.Meld {
	for i := range v.Melds {
		m := &v.Melds[i]
		if fits(m, c, &v.Rules) && !(closesSlot(m) && openSlots(v.Melds) <= 2 && len(v.Hand) > 2) {
			return m
		}
	}
	return nil
}

// attaches lists attachments and joker swaps worth making.
func (st *style) attaches(b *bot, v *scala40.View, ml int) []scala40.Action {
	r := &v.Rules
	hand := v.Hand
	var out []scala40.Action
	noAttachTaken := r.DiscardAttachable == scala40.DiscardAttachableAllowedNoNextAttach && v.HasTaken
	if len(hand)-1 >= ml {
		for _, c := range hand {
			if c.IsJoker() && len(hand) > 2 {
				continue
			}
			if noAttachTaken && c == v.Taken {
				continue
			}
			if m := attachTarget(v, c); m != nil {
				out = append(out, attachAction(v.Seat, c, m))
			}
		}
	}
	if !b.noSwap && len(hand) >= ml {
		for _, c := range hand {
			for i := range v.Melds {
				if swapFits(&v.Melds[i], c) {
					out = append(out, scala40.Action{Kind: scala40.Swap, Seat: v.Seat, Card: c, Meld: v.Melds[i].ID})
				}
			}
		}
	}
	return out
}

// wantTake decides whether to take the pozzo's top card.
func (st *style) wantTake(v *scala40.View) bool {
	r := &v.Rules
	t := v.Pile[len(v.Pile)-1]
	h := cards.CountsOf(v.Hand)
	h[t.Face()]++
	total := h.Total()
	ml := minLeft(v)
	if !v.Opened[v.Seat] {
		_, ok := openingPlan(v, &h, t.Face())
		return ok
	}
	if p, ok := bestPlan(&h, r, objLay, total-ml, t.Face()); ok && len(p.melds) > 0 {
		// Only worth it when t adds a meld the hand did not have.
		h0 := cards.CountsOf(v.Hand)
		p0, _ := bestPlan(&h0, r, objLay, total-1-ml, cards.NoFace)
		if p.value > p0.value {
			return true
		}
	}
	if r.DiscardAttachable != scala40.DiscardAttachableAllowedNoNextAttach && total-1 >= ml && fitsTable(v, t) {
		return true
	}
	if st.medium && !r.MustUseTakenDiscard {
		return st.takeForLater(v, t)
	}
	return false
}

// hasSlot reports whether a natural card could still be attached to m.
func hasSlot(m *scala40.Meld) bool {
	if m.Kind == scala40.Set {
		return m.N < 4
	}
	return m.Lo > 1 || m.Hi() < 14
}

// closesSlot reports whether one more card leaves m without a slot.
func closesSlot(m *scala40.Meld) bool {
	if m.Kind == scala40.Set {
		return m.N == 3
	}
	return m.N == 13
}

// openSlots counts the table melds that can still take a card.
func openSlots(ms []scala40.Meld) int {
	n := 0
	for i := range ms {
		if hasSlot(&ms[i]) {
			n++
		}
	}
	return n
}

// keepSlotOpen makes sure a lay does not leave a table that takes no more
// cards while our hand is too small to build a new meld: it keeps the
// fourth card of a full set in hand, to be attached later.
func keepSlotOpen(v *scala40.View, p *plan, total int) {
	left := total - p.cards
	if left <= 1 || left > 3 || openSlots(v.Melds) > 0 {
		return
	}
	for i := range p.melds {
		m := &p.melds[i]
		if m.kind == scala40.Run || m.n < 4 {
			return // the new meld keeps a slot
		}
	}
	for i := range p.melds {
		m := &p.melds[i]
		for k := m.n - 1; k >= 0; k-- {
			if !m.joker[k] {
				copy(m.faces[k:], m.faces[k+1:m.n])
				copy(m.joker[k:], m.joker[k+1:m.n])
				m.n--
				p.cards--
				return
			}
		}
	}
}

// meldsToLay finds the melds an opened seat could lay from hand h (minus
// the slot keepSlotOpen keeps free), and says whether to lay them now
// (layNow); ok is false when there are none.
func (st *style) meldsToLay(v *scala40.View, h *cards.Counts) (p plan, now, ok bool) {
	total := h.Total()
	p, ok = bestPlan(h, &v.Rules, objLay, total-minLeft(v), cards.NoFace)
	if !ok || len(p.melds) == 0 {
		return plan{}, false, false
	}
	now = st.layNow(v, p)
	keepSlotOpen(v, &p, total)
	return p, now, true
}

// layNow says whether to lay melds found after the opening. Medium (and
// hard's playouts, which play like it) holds them back while no other
// seat is near closing, so as not to give the others places to attach,
// unless laying lets it go out.
func (st *style) layNow(v *scala40.View, p plan) bool {
	if !st.medium || tune[15] == 0 || v.OpenedThisTurn {
		return true
	}
	// Lay when what is left could go out this turn: all but one card
	// attached to the table.
	left := cards.CountsOf(v.Hand)
	laid := planCounts(&p)
	for f := range left {
		left[f] -= laid[f]
	}
	stuck := 0
	for _, c := range v.Hand {
		if left[c.Face()] == 0 {
			continue
		}
		left[c.Face()]--
		if !fitsTable(v, c) {
			stuck++
		}
	}
	if stuck <= 1 {
		return true
	}
	for s, o := range v.Opened {
		if s != v.Seat && o && !v.Eliminated[s] && v.HandSizes[s] <= tune[15] {
			return true
		}
	}
	return false
}

// onlyMeldWith keeps of plan p the first meld that lays a natural card
// of face f (or a joker, when f is the joker), for a seat that must lay
// that card but holds its other melds back.
func onlyMeldWith(p plan, f cards.Face) plan {
	for _, m := range p.melds {
		for i := 0; i < m.n; i++ {
			if (f == cards.Joker && m.joker[i]) || (f != cards.Joker && !m.joker[i] && m.faces[i] == f) {
				return plan{melds: []plannedMeld{m}, cards: m.n}
			}
		}
	}
	return p
}
