package table

import (
	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

// Opponent is a computer player: it chooses one action from what its seat
// may see. Choose runs on its own goroutine, never on the UI's, and may
// take as long as it likes.
type Opponent interface {
	Choose(scala40.View) scala40.Action
}

// LegalPlayer is the built-in computer player used when a seat has no
// Opponent: it picks from the engine's own list of legal actions (draw,
// the largest opening, a new meld, attachments, then the costliest card
// as its discard). It reads the game, so the table hands it a private
// copy of the game (Clone) on the computer's goroutine; it never shows
// anything to anybody.
type LegalPlayer struct{}

// ChooseLegal returns an action for seat in g that g accepts.
func (LegalPlayer) ChooseLegal(g *scala40.Game, seat int) scala40.Action {
	legal := g.Legal(seat)
	pick := func(k scala40.ActionKind) []scala40.Action {
		var out []scala40.Action
		for _, a := range legal {
			if a.Kind == k {
				out = append(out, a)
			}
		}
		return out
	}
	if g.Phase == scala40.PhaseDraw {
		if d := pick(scala40.Draw); len(d) > 0 {
			return d[0]
		}
	}
	if ms := pick(scala40.MeldDown); len(ms) > 0 {
		// Openings come largest first; single melds as they come. Lay the
		// one with the most cards, jokers last.
		best, bestN := ms[0], -1
		for _, a := range ms {
			n := 0
			for _, m := range a.Melds {
				for _, c := range m.Cards {
					n += 2
					if c.IsJoker() {
						n--
					}
				}
			}
			if n > bestN {
				best, bestN = a, n
			}
		}
		return best
	}
	for _, a := range pick(scala40.Attach) {
		if !a.Card.IsJoker() {
			return a
		}
	}
	if ds := pick(scala40.Discard); len(ds) > 0 {
		best, bestV := ds[0], -1
		for _, a := range ds {
			v := scala40.PenaltyValue(a.Card)
			if a.Card.IsJoker() {
				v = -1 // keep jokers
			}
			if v > bestV {
				best, bestV = a, v
			}
		}
		return best
	}
	if as := pick(scala40.Attach); len(as) > 0 {
		return as[0]
	}
	if u := pick(scala40.Undo); len(u) > 0 {
		return u[0]
	}
	if len(legal) > 0 {
		return legal[0]
	}
	return scala40.Action{Kind: scala40.Draw, Seat: seat}
}

// legalChooser is a computer player that needs the game itself.
type legalChooser interface {
	ChooseLegal(g *scala40.Game, seat int) scala40.Action
}

// sortHand orders cards by suit then rank (bySuit) or by rank then suit,
// jokers last.
func sortHand(hand []cards.Card, bySuit bool) {
	key := func(c cards.Card) int {
		if c.IsJoker() {
			return 1 << 20
		}
		r, s := int(c.Rank()), int(suitOrder[c.Suit()])
		if bySuit {
			return s*100 + r
		}
		return r*100 + s
	}
	for i := 1; i < len(hand); i++ {
		for j := i; j > 0 && (key(hand[j]) < key(hand[j-1]) || key(hand[j]) == key(hand[j-1]) && hand[j] < hand[j-1]); j-- {
			hand[j], hand[j-1] = hand[j-1], hand[j]
		}
	}
}

// suitOrder alternates colours in a sorted hand: spades, hearts, clubs,
// diamonds.
var suitOrder = [cards.NumSuits]int{cards.Spades: 0, cards.Hearts: 1, cards.Clubs: 2, cards.Diamonds: 3}
