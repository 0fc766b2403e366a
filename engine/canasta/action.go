package canasta

import (
	"fmt"
	"strings"

	"tavolo/engine/cards"
)

// ActionKind says what an action does. It saves as its name ("discard").
type ActionKind uint8

// The actions of a Canasta turn.
const (
	Meld     ActionKind = iota + 1 // lay new melds (a side's first ones are its opening)
	Draw                           // draw from the stock
	Take                           // take the pile, melding its top card
	Add                            // add cards to one of the side's melds
	Discard                        // discard and end the turn
	GoOut                          // end the turn with an empty hand, without discarding
	Ask                            // "may I go out?"
	Answer                         // the partner's yes or no
	Undo                           // take back the last meld or add of this turn
	NextHand                       // deal the next hand
)

var kindNames = [...]string{"", "meld", "draw", "take", "add", "discard", "go-out", "ask", "answer", "undo", "next-hand"}

func (k ActionKind) String() string {
	if int(k) < len(kindNames) && k > 0 {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// MarshalText writes the kind's name.
func (k ActionKind) MarshalText() ([]byte, error) {
	if k == 0 || int(k) >= len(kindNames) {
		return nil, fmt.Errorf("unknown action kind %d", k)
	}
	return []byte(kindNames[k]), nil
}

// UnmarshalText reads a kind's name.
func (k *ActionKind) UnmarshalText(b []byte) error {
	for i, n := range kindNames {
		if i > 0 && n == string(b) {
			*k = ActionKind(i)
			return nil
		}
	}
	return fmt.Errorf("unknown action kind %q", b)
}

// Action is one move. Which fields a kind uses:
//
//	Meld:     Melds (one or more groups of cards)
//	Draw:     nothing
//	Take:     Cards (the natural cards melded with the top card); Melds only
//	          for an opening made with the pile under opening_may_use_pile_top
//	Add:      Cards and Meld (the side's meld id, 1-based)
//	Discard:  Cards (exactly one card)
//	Ask:      Partner (which partner is asked, counted clockwise from
//	          the asker: 0 the next one, 1 the one after it; only six
//	          players have two partners, §1.8 "either partner")
//	Answer:   Yes
//	NextHand: Deal (optional: a fixed deal instead of the seeded one)
//
// Any other field set makes the action bad-action.
type Action struct {
	Kind    ActionKind     `json:"kind"`
	Seat    int            `json:"seat"`
	Cards   []cards.Card   `json:"cards,omitempty"`
	Melds   [][]cards.Card `json:"melds,omitempty"`
	Meld    int            `json:"meld,omitempty"`
	Partner int            `json:"partner,omitempty"`
	Yes     bool           `json:"yes,omitempty"`
	Deal    *Deal          `json:"deal,omitempty"`
}

// AtSeat is the action taken by seat (match.Seatable).
func (a Action) AtSeat(seat int) Action {
	a.Seat = seat
	return a
}

// Deal is a fixed deal: hands by seat, the stock (top first) and, when
// Pile is set, a pile already built (bottom first, frozen if it holds a
// wild card or a red three). Without a pile the engine forms it from the
// stock as §1.4 says.
type Deal struct {
	Hands [][]cards.Card `json:"hands"`
	Stock []cards.Card   `json:"stock"`
	Pile  []cards.Card   `json:"pile,omitempty"`
	Built bool           `json:"built,omitempty"` // the pile is given (even empty)
}

func (d *Deal) clone() *Deal {
	if d == nil {
		return nil
	}
	c := &Deal{Stock: clone(d.Stock), Pile: clone(d.Pile), Built: d.Built}
	for _, h := range d.Hands {
		c.Hands = append(c.Hands, clone(h))
	}
	return c
}

func clone(cs []cards.Card) []cards.Card {
	if cs == nil {
		return nil
	}
	return append([]cards.Card(nil), cs...)
}

// wellFormed checks that a has exactly the fields its kind uses.
func (a *Action) wellFormed() error {
	junk := func(what string) error { return errorf(ErrBadAction, "%s does not take %s", a.Kind, what) }
	if a.Kind != Meld && a.Kind != Take && len(a.Melds) > 0 {
		return junk("melds")
	}
	if a.Kind != Take && a.Kind != Add && a.Kind != Discard && len(a.Cards) > 0 {
		return junk("cards")
	}
	if a.Kind != Add && a.Meld != 0 {
		return junk("a meld id")
	}
	if a.Kind != Ask && a.Partner != 0 {
		return junk("a partner")
	}
	if a.Partner < 0 {
		return errorf(ErrBadAction, "partner %d out of range", a.Partner)
	}
	if a.Kind != Answer && a.Yes {
		return junk("an answer")
	}
	if a.Kind != NextHand && a.Deal != nil {
		return junk("a deal")
	}
	for _, c := range a.Cards {
		if int(c) >= cards.MaxCards {
			return errorf(ErrBadAction, "card %d out of range", c)
		}
	}
	for _, m := range a.Melds {
		if len(m) == 0 {
			return errorf(ErrBadAction, "an empty meld")
		}
		for _, c := range m {
			if int(c) >= cards.MaxCards {
				return errorf(ErrBadAction, "card %d out of range", c)
			}
		}
	}
	switch a.Kind {
	case Meld:
		if len(a.Melds) == 0 {
			return errorf(ErrBadAction, "meld needs at least one meld")
		}
	case Add:
		if len(a.Cards) == 0 || a.Meld <= 0 {
			return errorf(ErrBadAction, "add needs cards and a meld id")
		}
	case Discard:
		if len(a.Cards) != 1 {
			return errorf(ErrBadAction, "discard takes exactly one card")
		}
	case Draw, Take, GoOut, Ask, Answer, Undo, NextHand:
	default:
		return errorf(ErrBadAction, "unknown action kind %d", a.Kind)
	}
	return nil
}

// String writes the action in the scenario notation ("take with 9S 9H").
func (a Action) String() string {
	switch a.Kind {
	case Meld:
		return "meld " + meldsText(a.Melds)
	case Take:
		s := "take with " + cards.FormatCards(a.Cards)
		if len(a.Melds) > 0 {
			s += " | " + meldsText(a.Melds)
		}
		return s
	case Add:
		return fmt.Sprintf("add %s to m%d", cards.FormatCards(a.Cards), a.Meld)
	case Discard:
		return "discard " + cards.FormatCards(a.Cards)
	case Answer:
		if a.Yes {
			return "answer yes"
		}
		return "answer no"
	case Ask:
		if a.Partner > 0 {
			// Two partners only with six players, two and four seats on.
			return fmt.Sprintf("ask %d", (a.Seat+2+2*a.Partner)%6)
		}
	}
	return a.Kind.String()
}

func meldsText(ms [][]cards.Card) string {
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = cards.FormatCards(m)
	}
	return strings.Join(parts, " | ")
}
