package klaberjass

import (
	"fmt"

	"tavolo/engine/cards"
)

// ActionKind says what an action does. It saves as its name ("play").
type ActionKind uint8

// The actions of a hand.
const (
	Take     ActionKind = iota + 1 // round 1: accept the turn-up suit as trumps
	Pass                           // either bidding round
	Schmeiss                       // offer: play as maker, or annul the deal
	Answer                         // reply to a schmeiss: Play true plays, false annuls
	Name                           // round 2: name Suit (not the turn-up's) as trumps
	Exchange                       // swap the seven of trumps (dix) for the turn-up
	Declare                        // declare sequences, before one's first card
	Play                           // play Card; Bella announces bella with it
	DealHand                       // deal the next hand (Deal: a fixed deal, or nil for the seed's)
)

var kindNames = [...]string{"", "take", "pass", "schmeiss", "answer", "name", "exchange", "declare", "play", "deal"}

func (k ActionKind) String() string {
	if int(k) < len(kindNames) && k > 0 {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// MarshalText writes the kind's name.
func (k ActionKind) MarshalText() ([]byte, error) {
	if k == 0 || int(k) >= len(kindNames) {
		return nil, fmt.Errorf("klaberjass: unknown action kind %d", uint8(k))
	}
	return []byte(kindNames[k]), nil
}

// UnmarshalText reads a kind's name.
func (k *ActionKind) UnmarshalText(b []byte) error {
	for i := 1; i < len(kindNames); i++ {
		if kindNames[i] == string(b) {
			*k = ActionKind(i)
			return nil
		}
	}
	return fmt.Errorf("klaberjass: unknown action kind %q", b)
}

// Action is one move. Fields a kind does not use must be zero. In a save
// it is written in the notation, {"seat": 0, "do": "play QH bella"} (see
// MarshalJSON).
type Action struct {
	Kind  ActionKind
	Seat  int
	Card  cards.Card // Play
	Bella bool       // Play: announce bella
	Suit  cards.Suit // Name
	Play  bool       // Answer: true plays, false annuls
	Deal  *Deal      // DealHand: a fixed deal
}

// AtSeat is the action taken by seat (match.Seatable).
func (a Action) AtSeat(seat int) Action {
	a.Seat = seat
	return a
}

// Deal is the cards of one hand as they come out of the pack: the first
// six of each player, the turn-up, the three each receives after the
// bidding, and the stock left (top first; the last card is the bottom
// card). Hands and Second are by seat.
type Deal struct {
	Hands  [2][]cards.Card `json:"hands"`
	Upcard cards.Card      `json:"upcard"`
	Second [2][]cards.Card `json:"second"`
	Stock  []cards.Card    `json:"stock"`
}

func (d *Deal) clone() *Deal {
	if d == nil {
		return nil
	}
	c := &Deal{Upcard: d.Upcard, Stock: append([]cards.Card(nil), d.Stock...)}
	for s := 0; s < 2; s++ {
		c.Hands[s] = append([]cards.Card(nil), d.Hands[s]...)
		c.Second[s] = append([]cards.Card(nil), d.Second[s]...)
	}
	return c
}

// check verifies that d holds every card of the pack exactly once, at
// most first cards per first hand and three or fewer per second deal, the
// same number for both players.
func (d *Deal) check(first int) error {
	var seen Set
	n := 0
	add := func(cs []cards.Card) error {
		for _, c := range cs {
			if !InPack(c) {
				return fmt.Errorf("card %d is not a Klaberjass card", c)
			}
			if seen.Has(c) {
				return fmt.Errorf("%s dealt twice", c)
			}
			seen |= Bit(c)
			n++
		}
		return nil
	}
	for s := 0; s < 2; s++ {
		if err := add(d.Hands[s]); err != nil {
			return err
		}
		if err := add(d.Second[s]); err != nil {
			return err
		}
	}
	if len(d.Hands[0]) != len(d.Hands[1]) || len(d.Hands[0]) > first || len(d.Hands[0]) == 0 {
		return fmt.Errorf("hands of %d and %d cards (want equal, 1 to %d)", len(d.Hands[0]), len(d.Hands[1]), first)
	}
	if len(d.Second[0]) != len(d.Second[1]) || len(d.Second[0]) > 3 {
		return fmt.Errorf("second deals of %d and %d cards (want equal, at most 3)", len(d.Second[0]), len(d.Second[1]))
	}
	if err := add([]cards.Card{d.Upcard}); err != nil {
		return err
	}
	if err := add(d.Stock); err != nil {
		return err
	}
	if n != 32 || seen != AllCards {
		return fmt.Errorf("%d cards dealt, want the 32 of the pack", n)
	}
	return nil
}

// dealFrom lays a shuffled pack out as the dealer does: three to elder,
// three to dealer, three and three again, the turn-up, then the second
// deal one at a time (or in threes) elder first.
func dealFrom(pack []cards.Card, dealer int, pattern string) *Deal {
	d := &Deal{}
	elder := 1 - dealer
	i := 0
	next := func() cards.Card { c := pack[i]; i++; return c }
	for round := 0; round < 2; round++ {
		for _, s := range []int{elder, dealer} {
			for k := 0; k < 3; k++ {
				d.Hands[s] = append(d.Hands[s], next())
			}
		}
	}
	d.Upcard = next()
	if pattern == BatchOfThree {
		for _, s := range []int{elder, dealer} {
			for k := 0; k < 3; k++ {
				d.Second[s] = append(d.Second[s], next())
			}
		}
	} else {
		for k := 0; k < 3; k++ {
			for _, s := range []int{elder, dealer} {
				d.Second[s] = append(d.Second[s], next())
			}
		}
	}
	d.Stock = append([]cards.Card(nil), pack[i:]...)
	return d
}
