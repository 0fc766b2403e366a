package scala40

import (
	"fmt"
	"strconv"
	"strings"

	"tavolo/engine/cards"
)

// The text notation of actions, as in the scenario files:
//
//	draw | take | undo
//	meld 5H 6H JK | KC KD KH      (a joker may name its card: JK=7D)
//	attach JK=8H to m2
//	swap 7D in m1
//	discard 9D
//
// Cards are written by face; ParseAction picks the physical copies from
// the seat's hand, preferring the copy that makes the action legal (the
// card just taken from the pozzo for a meld or attach, the other copy for
// a discard).

// ParseAction reads one action for seat in game g.
func (g *Game) ParseAction(seat int, text string) (Action, error) {
	fields := strings.Fields(text)
	if len(fields) == 0 {
		return Action{}, errf(ErrBadAction, "empty action")
	}
	a := Action{Seat: seat}
	verb, args := strings.ToLower(fields[0]), fields[1:]
	var hand []cards.Card
	if seat >= 0 && seat < len(g.hands) {
		hand = g.hands[seat]
	}
	taken, hasTaken := cards.Card(0), false
	if seat == g.toMove {
		taken, hasTaken = g.t.taken, g.t.hasTaken
	}
	switch verb {
	case "draw", "take", "undo":
		if len(args) != 0 {
			return a, errf(ErrBadAction, "%s takes no arguments", verb)
		}
		a.Kind = map[string]ActionKind{"draw": Draw, "take": Take, "undo": Undo}[verb]
	case "discard":
		if len(args) != 1 {
			return a, errf(ErrBadAction, "discard needs one card")
		}
		f, err := cards.ParseFace(args[0])
		if err != nil {
			return a, errf(ErrBadAction, "%v", err)
		}
		a.Kind = Discard
		a.Card = pickCard(hand, f, nil, taken, hasTaken, false)
	case "attach", "swap":
		join := "to"
		if verb == "swap" {
			join = "in"
		}
		if len(args) != 3 || !strings.EqualFold(args[1], join) {
			return a, errf(ErrBadAction, "want: %s CARD %s mN", verb, join)
		}
		f, as, err := parseMeldCard(args[0])
		if err != nil {
			return a, errf(ErrBadAction, "%v", err)
		}
		id, err := parseMeldID(args[2])
		if err != nil {
			return a, err
		}
		a.Kind, a.Meld = Attach, id
		if verb == "swap" {
			a.Kind = Swap
			if as != cards.NoFace {
				return a, errf(ErrBadAction, "swap takes a natural card")
			}
		}
		if as != cards.NoFace {
			a.As, a.AsSet = as, true
		}
		a.Card = pickCard(hand, f, nil, taken, hasTaken, true)
	case "meld":
		if len(args) == 0 {
			return a, errf(ErrBadAction, "meld needs cards")
		}
		a.Kind = MeldDown
		var used []cards.Card
		for _, part := range strings.Split(strings.Join(args, " "), "|") {
			spec := MeldSpec{}
			words := strings.Fields(part)
			if len(words) == 0 {
				return a, errf(ErrBadAction, "empty meld between |")
			}
			for _, w := range words {
				f, as, err := parseMeldCard(w)
				if err != nil {
					return a, errf(ErrBadAction, "%v", err)
				}
				c := pickCard(hand, f, used, taken, hasTaken, true)
				used = append(used, c)
				spec.Cards = append(spec.Cards, c)
				spec.As = append(spec.As, as)
			}
			a.Melds = append(a.Melds, spec)
		}
	default:
		return a, errf(ErrBadAction, "unknown action %q", fields[0])
	}
	return a, nil
}

// parseMeldCard reads "7D", "JK" or "JK=7D".
func parseMeldCard(w string) (cards.Face, cards.Face, error) {
	as := cards.NoFace
	if i := strings.Index(w, "="); i >= 0 {
		f, err := cards.ParseFace(w[i+1:])
		if err != nil {
			return 0, 0, err
		}
		if f == cards.Joker {
			return 0, 0, fmt.Errorf("a joker cannot stand for a joker")
		}
		as = f
		w = w[:i]
		if !strings.EqualFold(w, "JK") {
			return 0, 0, fmt.Errorf("only a joker can name the card it stands for")
		}
	}
	f, err := cards.ParseFace(w)
	return f, as, err
}

func parseMeldID(w string) (int, error) {
	if len(w) < 2 || (w[0] != 'm' && w[0] != 'M') {
		return 0, errf(ErrBadAction, "want a meld id like m1, got %q", w)
	}
	n, err := strconv.Atoi(w[1:])
	if err != nil {
		return 0, errf(ErrBadAction, "want a meld id like m1, got %q", w)
	}
	return n, nil
}

// pickCard chooses the physical card of face f in hand, skipping the cards
// in used. preferTaken chooses the card taken from the pozzo first (so it
// gets used); otherwise that card is chosen last. A face not in the hand
// gives a card of that face that is not in it, so Apply reports
// card-not-in-hand.
func pickCard(hand []cards.Card, f cards.Face, used []cards.Card, taken cards.Card, hasTaken, preferTaken bool) cards.Card {
	var first, fallback cards.Card
	found := false
	for _, c := range hand {
		if c.Face() != f || indexOf(used, c) >= 0 {
			continue
		}
		isTaken := hasTaken && c == taken
		if isTaken == preferTaken {
			return c
		}
		if !found {
			first, found = c, true
		}
	}
	if found {
		return first
	}
	// Not in the hand: name a copy that is neither held nor used.
	for copy := 0; copy < 6; copy++ {
		c := cards.NewCard(f, copy)
		if indexOf(hand, c) < 0 && indexOf(used, c) < 0 {
			return c
		}
		fallback = c
	}
	return fallback
}

// String writes an action in the notation.
func (a Action) String() string {
	switch a.Kind {
	case Draw, Take, Undo, NextHand:
		return a.Kind.String()
	case Discard:
		return "discard " + a.Card.String()
	case Attach:
		c := a.Card.String()
		if a.Card.IsJoker() && a.AsSet {
			c += "=" + a.As.String()
		}
		return fmt.Sprintf("attach %s to m%d", c, a.Meld)
	case Swap:
		return fmt.Sprintf("swap %s in m%d", a.Card, a.Meld)
	case MeldDown:
		parts := make([]string, len(a.Melds))
		for i, m := range a.Melds {
			ws := make([]string, len(m.Cards))
			for j, c := range m.Cards {
				ws[j] = c.String()
				if c.IsJoker() && j < len(m.As) && m.As[j] != cards.NoFace {
					ws[j] += "=" + m.As[j].String()
				}
			}
			parts[i] = strings.Join(ws, " ")
		}
		return "meld " + strings.Join(parts, " | ")
	}
	return "?"
}
