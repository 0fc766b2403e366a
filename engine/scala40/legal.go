package scala40

import "tavolo/engine/cards"

// Legal lists actions Apply accepts from seat now. Every listed action is
// accepted. Draws, takes, discards, attachments, swaps and undo are listed
// in full (one action per physical card); melds are listed as every single
// valid meld the hand holds once the seat has opened, and as a bounded
// number of complete openings before (an opening is any combination of
// melds, too many to list).
func (g *Game) Legal(seat int) []Action {
	switch g.phase {
	case PhaseMatchOver:
		return nil
	case PhaseHandOver:
		return []Action{{Kind: NextHand, Seat: seat}}
	}
	if seat != g.toMove {
		return nil
	}
	var out []Action
	if g.phase == PhaseDraw {
		if len(g.stock) > 0 {
			out = append(out, Action{Kind: Draw, Seat: seat})
		}
		if g.CanTake() {
			out = append(out, Action{Kind: Take, Seat: seat})
		}
		return out
	}
	if len(g.undo) > 0 {
		out = append(out, Action{Kind: Undo, Seat: seat})
	}
	hand := g.hands[seat]
	for _, c := range hand {
		if g.discardCheck(c) == nil {
			out = append(out, Action{Kind: Discard, Seat: seat, Card: c})
		}
	}
	if g.mayAttach() == nil {
		for _, c := range hand {
			for id := 1; id <= len(g.melds); id++ {
				m := &g.melds[id-1]
				if _, _, ok := attachSlot(m, c, cards.NoFace, &g.rules); ok {
					if a := (Action{Kind: Attach, Seat: seat, Card: c, Meld: id}); g.try(a) {
						out = append(out, a)
					}
				}
				if _, ok := swapSlot(m, c); ok {
					if a := (Action{Kind: Swap, Seat: seat, Card: c, Meld: id}); g.try(a) {
						out = append(out, a)
					}
				}
			}
		}
	}
	if g.opened[seat] {
		for _, spec := range CandidateMelds(hand, &g.rules) {
			a := Action{Kind: MeldDown, Seat: seat, Melds: []MeldSpec{spec}}
			if g.try(a) {
				out = append(out, a)
			}
		}
	} else {
		for _, specs := range g.Openings(seat, 8) {
			out = append(out, Action{Kind: MeldDown, Seat: seat, Melds: specs})
		}
	}
	return out
}

// DeadEnd reports whether the seat to move, in the play phase, can do
// nothing but take a move back (Undo): no card of its hand may be thrown
// and nothing may be laid or attached. It happens, for example, when the
// only card left is the one just taken from the pozzo. Computer players
// use it to avoid moves that lead there.
func (g *Game) DeadEnd() bool {
	if g.phase != PhasePlay {
		return false
	}
	for _, c := range g.hands[g.toMove] {
		if g.discardCheck(c) == nil {
			return false
		}
	}
	for _, a := range g.Legal(g.toMove) {
		if a.Kind != Undo {
			return false
		}
	}
	return true
}

// try reports whether Apply would accept a (a play-phase action that can
// be undone), leaving the game unchanged.
func (g *Game) try(a Action) bool {
	var err *Error
	switch a.Kind {
	case Attach:
		err = g.attach(a)
	case Swap:
		err = g.swap(a)
	case MeldDown:
		err = g.meld(a)
	default:
		return false
	}
	if err != nil {
		return false
	}
	g.undoLast()
	return true
}

// CandidateMelds lists every single valid meld that can be made from hand
// under the rules, one physical card per face (the first copy held).
// Jokers are used up to the per-meld limit. It is meant for hints, for
// Legal and as a reference; the solver is the fast path.
func CandidateMelds(hand []cards.Card, r *Rules) []MeldSpec {
	var byFace [cards.NumFaces][]cards.Card
	for _, c := range hand {
		byFace[c.Face()] = append(byFace[c.Face()], c)
	}
	jokers := byFace[cards.Joker]
	limit := r.jokerLimit()
	if limit > len(jokers) {
		limit = len(jokers)
	}
	var out []MeldSpec
	// Sets: every choice of distinct suits for the naturals, plus jokers.
	for rank := cards.Ace; rank <= cards.King; rank++ {
		var nat []cards.Card
		for s := cards.Suit(0); s < cards.NumSuits; s++ {
			if cs := byFace[cards.NewFace(rank, s)]; len(cs) > 0 {
				nat = append(nat, cs[0])
			}
		}
		for mask := 1; mask < 1<<len(nat); mask++ {
			var pick []cards.Card
			for i, c := range nat {
				if mask&(1<<i) != 0 {
					pick = append(pick, c)
				}
			}
			for j := 0; j <= limit && len(pick)+j <= 4; j++ {
				if len(pick)+j < 3 {
					continue
				}
				cs := append(append([]cards.Card(nil), pick...), jokers[:j]...)
				out = append(out, MeldSpec{Cards: cs})
			}
		}
	}
	// Runs: every ladder segment of length 3 or more that the hand can
	// fill, with jokers in the gaps.
	for s := cards.Suit(0); s < cards.NumSuits; s++ {
		for lo := 1; lo <= 12; lo++ {
			var cs []cards.Card
			var as []cards.Face
			used, naturals, aces := 0, 0, 0
			for hi := lo; hi <= 14; hi++ {
				f := cards.NewFace(RankAt(hi), s)
				if have := byFace[f]; len(have) > 0 && !(RankAt(hi) == cards.Ace && aces > 0) {
					cs = append(cs, have[0])
					as = append(as, cards.NoFace)
					naturals++
					if RankAt(hi) == cards.Ace {
						aces++
					}
				} else {
					if used == limit {
						break
					}
					cs = append(cs, jokers[used])
					as = append(as, f)
					used++
				}
				if hi-lo+1 >= 3 && naturals > 0 {
					out = append(out, MeldSpec{Cards: append([]cards.Card(nil), cs...), As: append([]cards.Face(nil), as...)})
				}
			}
		}
	}
	return out
}

// Openings returns up to max openings seat could lay now: combinations of
// disjoint candidate melds that Apply accepts as the opening (reaching the
// minimum, or leaving a single card to close in hand). Larger openings
// come first.
func (g *Game) Openings(seat, max int) [][]MeldSpec {
	if g.phase != PhasePlay || seat != g.toMove || g.opened[seat] {
		return nil
	}
	hand := g.hands[seat]
	cands := CandidateMelds(hand, &g.rules)
	// Also the same melds built from the other copies, so that the card
	// taken from the pozzo can be part of them.
	if g.t.hasTaken {
		cands = append(cands, CandidateMelds(preferFirst(hand, g.t.taken), &g.rules)...)
	}
	var out [][]MeldSpec
	var chosen []MeldSpec
	usedCards := map[cards.Card]bool{}
	var dfs func(start int)
	nodes := 0
	dfs = func(start int) {
		if len(out) >= max || nodes > 20000 {
			return
		}
		nodes++
		if len(chosen) > 0 {
			a := Action{Kind: MeldDown, Seat: seat, Melds: append([]MeldSpec(nil), chosen...)}
			if g.try(a) {
				out = append(out, a.Melds)
			}
		}
		for i := start; i < len(cands); i++ {
			ok := true
			for _, c := range cands[i].Cards {
				if usedCards[c] {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			for _, c := range cands[i].Cards {
				usedCards[c] = true
			}
			chosen = append(chosen, cands[i])
			dfs(i + 1)
			chosen = chosen[:len(chosen)-1]
			for _, c := range cands[i].Cards {
				delete(usedCards, c)
			}
		}
	}
	dfs(0)
	// Larger openings first.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && openingSize(out[j]) > openingSize(out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

func openingSize(ms []MeldSpec) int {
	n := 0
	for _, m := range ms {
		n += len(m.Cards)
	}
	return n
}

// preferFirst returns hand with card c moved to the front.
func preferFirst(hand []cards.Card, c cards.Card) []cards.Card {
	i := indexOf(hand, c)
	if i < 0 {
		return hand
	}
	out := append([]cards.Card{c}, hand[:i]...)
	return append(out, hand[i+1:]...)
}
