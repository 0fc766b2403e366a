package klaberjass

import (
	"encoding/json"
	"fmt"
	"strings"

	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// The text notation of actions (shared/scenarios/FORMAT.md): take, pass,
// schmeiss, answer play, answer annul, name S, exchange, declare,
// play CARD, play CARD bella, deal.

// ParseAction reads an action for seat. Text that cannot be read is a
// bad-action error.
func ParseAction(seat int, text string) (Action, error) {
	f := strings.Fields(strings.ToLower(text))
	bad := func(format string, args ...any) (Action, error) {
		return Action{}, match.Errorf(ErrBadAction, format, args...)
	}
	if len(f) == 0 {
		return bad("empty action")
	}
	a := Action{Seat: seat}
	if err := a.Kind.UnmarshalText([]byte(f[0])); err != nil {
		return bad("unknown action %q", f[0])
	}
	args := f[1:]
	switch a.Kind {
	case Answer:
		if len(args) != 1 || (args[0] != "play" && args[0] != "annul") {
			return bad("want answer play or answer annul")
		}
		a.Play = args[0] == "play"
	case Name:
		if len(args) != 1 {
			return bad("want name S (S, H, D or C)")
		}
		s, err := cards.ParseSuit(args[0])
		if err != nil {
			return bad("%v", err)
		}
		a.Suit = s
	case Play:
		if len(args) < 1 || len(args) > 2 || (len(args) == 2 && args[1] != "bella") {
			return bad("want play CARD or play CARD bella")
		}
		face, err := cards.ParseFace(args[0])
		if err != nil {
			return bad("%v", err)
		}
		c := cards.NewCard(face, 0)
		if face == cards.Joker || !InPack(c) {
			return bad("%s is not a Klaberjass card", face)
		}
		a.Card, a.Bella = c, len(args) == 2
	default:
		if len(args) != 0 {
			return bad("%s takes nothing after it", a.Kind)
		}
	}
	return a, nil
}

// String writes the action in the notation ParseAction reads.
func (a Action) String() string {
	switch a.Kind {
	case Answer:
		if a.Play {
			return "answer play"
		}
		return "answer annul"
	case Name:
		return "name " + a.Suit.String()
	case Play:
		if a.Bella {
			return "play " + a.Card.String() + " bella"
		}
		return "play " + a.Card.String()
	}
	return a.Kind.String()
}

// savedAction is an action in a save file: the seat, the action in the
// notation ("play QH bella"), and a fixed deal for "deal" when there is
// one. A save reads like a scenario.
type savedAction struct {
	Seat int    `json:"seat"`
	Do   string `json:"do"`
	Deal *Deal  `json:"deal,omitempty"`
}

// MarshalJSON writes the action as {"seat": 0, "do": "play QH"}. A
// malformed action cannot be written.
func (a Action) MarshalJSON() ([]byte, error) {
	if err := a.check(); err != nil {
		return nil, err
	}
	return json.Marshal(savedAction{Seat: a.Seat, Do: a.String(), Deal: a.Deal})
}

// UnmarshalJSON reads what MarshalJSON writes.
func (a *Action) UnmarshalJSON(b []byte) error {
	var s savedAction
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	x, err := ParseAction(s.Seat, s.Do)
	if err != nil {
		return err
	}
	if s.Deal != nil && x.Kind != DealHand {
		return fmt.Errorf("%s takes no deal", x.Kind)
	}
	x.Deal = s.Deal
	*a = x
	return nil
}
