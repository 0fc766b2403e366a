package canasta

import (
	"slices"

	"tavolo/engine/cards"
)

// Legal lists the actions seat may take now. It is a reasonable set, not
// every subset of the hand: melds are built from the cards of one rank
// with up to the allowed wild cards, openings from one or two such melds
// or every natural meld at once, adds put all matching naturals or one
// card on a meld, one discard per face; a player bound by his partner's
// yes whom these leave no way on gets every add and meld of some naturals
// with some wild cards. Every action listed is accepted.
func (g *Game) Legal(seat int) []Action {
	if seat < 0 || seat >= g.n {
		return nil
	}
	if !slices.Contains(g.Actors(), seat) {
		return nil
	}
	if g.phase == PhaseHandOver {
		return []Action{{Kind: NextHand, Seat: seat}}
	}
	p := g.pos(seat)
	return p.legal(nil)
}

// AppendLegal appends to dst what Legal(seat) lists and returns the
// extended slice: the computer players' playouts reuse one buffer for every
// move.
func (g *Game) AppendLegal(dst []Action, seat int) []Action {
	if seat < 0 || seat >= g.n || g.phase == PhaseMatchOver {
		return dst
	}
	if g.phase == PhaseHandOver {
		if seat != (g.dealer+1)%g.n {
			return dst
		}
		return append(dst, Action{Kind: NextHand, Seat: seat})
	}
	if seat != g.actor() {
		return dst
	}
	p := g.pos(seat)
	return p.legal(dst)
}

// hand groups: natural cards by rank, then the wild cards (Twos first).
type groups struct {
	byRank [cards.King + 1][]cards.Card
	wilds  []cards.Card
	blacks []cards.Card
}

// The groups share one backing array, in the hand's order within each
// group; each group's capacity is its length, so appending to one copies.
func groupHand(hand []cards.Card) groups {
	var gr groups
	// Slot of each group in the backing array: the ranks, then the twos
	// and the jokers (together the wild cards), then the black threes.
	const twos, jokers, blacks, slots = cards.King + 1, cards.King + 2, cards.King + 3, cards.King + 4
	slot := func(c cards.Card) int {
		switch {
		case c.IsJoker():
			return int(jokers)
		case c.Rank() == 2:
			return int(twos)
		case IsBlackThree(c):
			return int(blacks)
		case IsNatural(c):
			return int(c.Rank())
		}
		return -1
	}
	var count, at [slots + 1]int
	for _, c := range hand {
		if i := slot(c); i >= 0 {
			count[i]++
		}
	}
	for i := 1; i <= int(slots); i++ {
		at[i] = at[i-1] + count[i-1]
	}
	backing := make([]cards.Card, at[slots])
	fill := at
	for _, c := range hand {
		if i := slot(c); i >= 0 {
			backing[fill[i]] = c
			fill[i]++
		}
	}
	group := func(i int) []cards.Card {
		if count[i] == 0 {
			return nil
		}
		return backing[at[i]:fill[i]:fill[i]]
	}
	for r := cards.Ace; r <= cards.King; r++ {
		gr.byRank[r] = group(int(r))
	}
	if count[twos]+count[jokers] > 0 {
		gr.wilds = backing[at[twos]:fill[jokers]:fill[jokers]]
	}
	gr.blacks = group(int(blacks))
	return gr
}

// meldGroups lists candidate new melds: for each rank, its naturals with
// 0, 1 … wild cards; the black threes; the wild cards alone.
func (p *pos) meldGroups(gr *groups) [][]cards.Card {
	var out [][]cards.Card
	for r := cards.Ace; r <= cards.King; r++ {
		nat := gr.byRank[r]
		if len(nat) == 0 {
			continue
		}
		for w := 0; w <= min(p.r.MaxWildPerMeld, len(gr.wilds)); w++ {
			if len(nat)+w >= 3 && p.r.wildLimits(len(nat), w) == nil {
				out = append(out, append(clone(nat), gr.wilds[:w]...))
			}
		}
	}
	if p.r.BlackThreesMeldable && len(gr.blacks) >= 3 {
		out = append(out, clone(gr.blacks[:min(4, len(gr.blacks))]))
	}
	if p.r.AllowWildMelds && len(gr.wilds) >= 3 {
		out = append(out, clone(gr.wilds))
	}
	return out
}

// openings lists candidate openings: single melds, pairs of melds of
// different ranks, and every natural meld at once.
func (p *pos) openings(gr *groups) [][][]cards.Card {
	ms := p.meldGroups(gr)
	var out [][][]cards.Card
	var all [][]cards.Card
	for _, m := range ms {
		out = append(out, [][]cards.Card{m})
		if !slices.ContainsFunc(m, IsWild) && !IsBlackThree(m[0]) {
			all = append(all, m)
		}
	}
	for i := range ms {
		for j := i + 1; j < len(ms) && len(out) < 60; j++ {
			if ms[i][0].Rank() == ms[j][0].Rank() || overlap(ms[i], ms[j]) {
				continue
			}
			out = append(out, [][]cards.Card{ms[i], ms[j]})
		}
	}
	if len(all) > 2 {
		out = append(out, all)
	}
	return out
}

func overlap(a, b []cards.Card) bool {
	for _, c := range a {
		if slices.Contains(b, c) {
			return true
		}
	}
	return false
}

// takes lists candidate takes of the pile.
func (p *pos) takes(gr *groups) []Action {
	if p.pileLen == 0 || IsBlackThree(p.top) || IsRedThree(p.top) {
		return nil
	}
	var withs [][]cards.Card
	if IsWild(p.top) {
		var same []cards.Card
		for _, c := range gr.wilds {
			if c.IsJoker() == p.top.IsJoker() {
				same = append(same, c)
			}
		}
		if len(same) >= 3 {
			withs = append(withs, same[:3])
		}
	} else {
		nat := gr.byRank[p.top.Rank()]
		need := 2
		if p.frozen {
			need = p.r.FrozenNeeds
		}
		if len(nat) >= need {
			withs = append(withs, clone(nat[:need]))
			if len(nat) > need {
				withs = append(withs, clone(nat))
			}
		}
		if p.r.PilePairRule == PairClassic && !p.frozen {
			if len(nat) >= 1 && len(gr.wilds) > 0 {
				withs = append(withs, []cards.Card{nat[0], gr.wilds[0]})
			}
			withs = append(withs, []cards.Card{})
		}
	}
	var out []Action
	for _, w := range withs {
		out = append(out, Action{Kind: Take, Seat: p.seat, Cards: w})
		if !p.opened && p.r.OpeningMayUsePileTop {
			rest, _ := takeOut(p.hand, w)
			rg := groupHand(rest)
			for _, o := range p.openings(&rg) {
				out = append(out, Action{Kind: Take, Seat: p.seat, Cards: w, Melds: o})
			}
		}
	}
	return out
}

// legal appends the accepted actions of the seat of p to dst.
func (p *pos) legal(dst []Action) []Action {
	seat := p.seat
	if p.phase == PhaseAnswer {
		return append(dst, Action{Kind: Answer, Seat: seat, Yes: true}, Action{Kind: Answer, Seat: seat})
	}
	// The candidates go after dst's own actions, and those accepted are
	// moved down over them in order.
	base := len(dst)
	cands := dst
	gr := groupHand(p.hand)
	opening := !p.opened && (p.phase == PhaseOpen || p.phase == PhasePlay && !p.r.OpeningBeforeDraw)
	switch p.phase {
	case PhaseOpen, PhaseDraw:
		cands = append(cands, Action{Kind: Draw, Seat: seat})
		cands = append(cands, p.takes(&gr)...)
	case PhasePlay:
		if len(p.hand) == 0 {
			cands = append(cands, Action{Kind: GoOut, Seat: seat})
		}
		if p.opened {
			for _, m := range p.meldGroups(&gr) {
				cands = append(cands, Action{Kind: Meld, Seat: seat, Melds: [][]cards.Card{m}})
			}
			cands = p.adds(cands, &gr)
		}
		for i := range p.partners {
			cands = append(cands, Action{Kind: Ask, Seat: seat, Partner: i})
		}
		var seen [cards.NumFaces]bool
		one := clone(p.hand) // each discard's card, in one array
		for i, c := range one {
			if !seen[c.Face()] {
				seen[c.Face()] = true
				cands = append(cands, Action{Kind: Discard, Seat: seat, Cards: one[i : i+1 : i+1]})
			}
		}
	}
	if opening {
		for _, o := range p.openings(&gr) {
			cands = append(cands, Action{Kind: Meld, Seat: seat, Melds: o})
		}
	}
	out := cands[:base]
	for i := base; i < len(cands); i++ {
		if a := cands[i]; p.check(&a) == nil {
			out = append(out, a)
		}
	}
	clear(cands[len(out):]) // what was refused keeps no cards alive
	if p.bound(out[base:]) {
		for _, a := range p.dutyCandidates(&gr) {
			if p.check(&a) == nil {
				out = append(out, a)
			}
		}
	}
	if len(out) == base && p.canUndo {
		out = append(out, Action{Kind: Undo, Seat: seat})
	}
	if len(out) == 0 && dst == nil {
		return nil
	}
	return out
}

// adds appends candidate additions to the side's melds to out.
func (p *pos) adds(out []Action, gr *groups) []Action {
	for _, m := range p.melds {
		r := m.Info.Rank
		if r >= cards.Ace && r <= cards.King && r != 3 {
			if nat := gr.byRank[r]; len(nat) > 0 {
				out = append(out, Action{Kind: Add, Seat: p.seat, Cards: nat, Meld: m.ID})
				if len(nat) > 1 {
					out = append(out, Action{Kind: Add, Seat: p.seat, Cards: nat[:1:1], Meld: m.ID})
				}
			}
		}
		if r == 3 && len(gr.blacks) > 0 {
			out = append(out, Action{Kind: Add, Seat: p.seat, Cards: gr.blacks[:1:1], Meld: m.ID})
		}
		if len(gr.wilds) > 0 && r != 3 {
			out = append(out, Action{Kind: Add, Seat: p.seat, Cards: gr.wilds[:1:1], Meld: m.ID})
			if j := slices.IndexFunc(gr.wilds, cards.Card.IsJoker); j > 0 {
				out = append(out, Action{Kind: Add, Seat: p.seat, Cards: []cards.Card{gr.wilds[j]}, Meld: m.ID})
			}
		}
	}
	return out
}

// bound reports whether the seat, bound to go out by its partner's yes,
// found no way on among the usual candidates (accepted: what they
// offered) though its hand can still go out: the way out may need an add
// of naturals and wild cards together, or part of a rank's naturals.
func (p *pos) bound(accepted []Action) bool {
	if p.phase != PhasePlay || p.turn.answer != answerYes || len(p.hand) < 2 {
		return false
	}
	for _, a := range accepted {
		if a.Kind != Ask && a.Kind != Undo {
			return false
		}
	}
	return p.ableToGoOut()
}

// dutyCandidates lists every add and new meld of some naturals of one
// rank with some wild cards: the first step of any way out is among them
// (see goout.go).
func (p *pos) dutyCandidates(gr *groups) []Action {
	var out []Action
	group := func(nat []cards.Card, a, b int) []cards.Card {
		return append(clone(nat[:a]), gr.wilds[:b]...)
	}
	maxB := min(len(gr.wilds), p.r.MaxWildPerMeld)
	for _, m := range p.melds {
		r := m.Info.Rank
		if r < cards.Ace || r > cards.King || r == 3 {
			continue
		}
		nat := gr.byRank[r]
		for a := 0; a <= len(nat); a++ {
			for b := 0; b <= maxB; b++ {
				if a+b > 0 {
					out = append(out, Action{Kind: Add, Seat: p.seat, Cards: group(nat, a, b), Meld: m.ID})
				}
			}
		}
	}
	for r := cards.Ace; r <= cards.King; r++ {
		nat := gr.byRank[r]
		for a := 1; a <= len(nat); a++ {
			for b := 0; b <= maxB; b++ {
				if a+b >= 3 {
					out = append(out, Action{Kind: Meld, Seat: p.seat, Melds: [][]cards.Card{group(nat, a, b)}})
				}
			}
		}
	}
	return out
}
