package canasta

import (
	"slices"
	"strconv"
	"strings"

	"tavolo/engine/cards"
)

// ParseAction reads an action of seat in the scenario notation
// (shared/scenarios/FORMAT.md): "meld KS KH KD | 5C 5D 5H", "draw",
// "take with 9S 9H", "add 7H to m2", "discard 7S", "go-out", "ask",
// "answer yes", "undo", and with six players "ask 4" (the partner asked,
// by seat; "ask" asks the next partner clockwise). Cards are matched to
// the copies in seat's hand; a card the hand lacks becomes another copy,
// so Apply reports it in its own order. Text that cannot be read gives
// bad-action.
func (g *Game) ParseAction(seat int, text string) (Action, error) {
	var hand []cards.Card
	if seat >= 0 && seat < g.n {
		hand = g.hands[seat]
	}
	if f := strings.Fields(text); len(f) == 2 && strings.EqualFold(f[0], "ask") && seat >= 0 && seat < g.n {
		return g.parseAsk(seat, f[1])
	}
	return ParseAction(hand, seat, text)
}

// parseAsk reads "ask SEAT": seat asks its partner at SEAT.
func (g *Game) parseAsk(seat int, who string) (Action, error) {
	a := Action{Kind: Ask, Seat: seat}
	to, err := strconv.Atoi(who)
	if err != nil {
		return a, errorf(ErrBadAction, "want ask or ask SEAT, not ask %q", who)
	}
	a.Partner = slices.Index(AskOrder(seat, g.partnersOf[seat], g.n), to)
	if a.Partner < 0 {
		return a, errorf(ErrBadAction, "seat %d is not a partner of seat %d", to, seat)
	}
	return a, nil
}

// ParseAction reads an action of seat whose hand is hand (see
// Game.ParseAction).
func ParseAction(hand []cards.Card, seat int, text string) (Action, error) {
	a := Action{Seat: seat}
	fields := strings.Fields(text)
	if len(fields) == 0 {
		return a, errorf(ErrBadAction, "empty action")
	}
	rest := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(text), fields[0]))
	used := map[cards.Card]bool{}
	pick := func(s string) ([]cards.Card, error) {
		faces, err := cards.ParseFaces(s)
		if err != nil {
			return nil, errorf(ErrBadAction, "%v", err)
		}
		out := make([]cards.Card, 0, len(faces))
		for _, f := range faces {
			c, ok := copyOf(hand, f, used)
			if !ok {
				return nil, errorf(ErrBadAction, "more %v than the packs hold", f)
			}
			used[c] = true
			out = append(out, c)
		}
		return out, nil
	}
	groups := func(s string) ([][]cards.Card, error) {
		var out [][]cards.Card
		for _, part := range strings.Split(s, "|") {
			cs, err := pick(part)
			if err != nil {
				return nil, err
			}
			if len(cs) == 0 {
				return nil, errorf(ErrBadAction, "an empty meld")
			}
			out = append(out, cs)
		}
		return out, nil
	}
	var err error
	switch strings.ToLower(fields[0]) {
	case "meld":
		a.Kind = Meld
		a.Melds, err = groups(rest)
	case "draw", "go-out", "ask", "undo":
		if len(fields) != 1 {
			return a, errorf(ErrBadAction, "%s takes nothing more", fields[0])
		}
		a.UnmarshalKind(fields[0])
	case "take":
		a.Kind = Take
		if len(fields) < 2 || !strings.EqualFold(fields[1], "with") {
			return a, errorf(ErrBadAction, "want take with CARDS")
		}
		body := strings.TrimSpace(rest[len(fields[1]):])
		first, more, hasMore := strings.Cut(body, "|")
		if a.Cards, err = pick(first); err == nil && hasMore {
			a.Melds, err = groups(more)
		}
	case "add":
		a.Kind = Add
		i := strings.LastIndex(strings.ToLower(rest), " to ")
		if i < 0 {
			return a, errorf(ErrBadAction, "want add CARDS to mN")
		}
		id := strings.TrimSpace(rest[i+4:])
		if len(id) < 2 || (id[0] != 'm' && id[0] != 'M') {
			return a, errorf(ErrBadAction, "want a meld id like m1, not %q", id)
		}
		n, e := strconv.Atoi(id[1:])
		if e != nil || n <= 0 {
			return a, errorf(ErrBadAction, "bad meld id %q", id)
		}
		a.Meld = n
		a.Cards, err = pick(rest[:i])
		if err == nil && len(a.Cards) == 0 {
			err = errorf(ErrBadAction, "add needs cards")
		}
	case "discard":
		a.Kind = Discard
		a.Cards, err = pick(rest)
		if err == nil && len(a.Cards) != 1 {
			err = errorf(ErrBadAction, "discard one card")
		}
	case "answer":
		a.Kind = Answer
		switch {
		case len(fields) == 2 && strings.EqualFold(fields[1], "yes"):
			a.Yes = true
		case len(fields) == 2 && strings.EqualFold(fields[1], "no"):
		default:
			return a, errorf(ErrBadAction, "want answer yes or answer no")
		}
	default:
		return a, errorf(ErrBadAction, "unknown action %q", fields[0])
	}
	return a, err
}

// UnmarshalKind sets the kind from its name (ignoring errors: callers
// pass known names).
func (a *Action) UnmarshalKind(name string) { _ = a.Kind.UnmarshalText([]byte(strings.ToLower(name))) }

// copyOf picks a copy of face f: one in hand if any is free, else any
// free copy of the packs.
func copyOf(hand []cards.Card, f cards.Face, used map[cards.Card]bool) (cards.Card, bool) {
	for _, c := range hand {
		if c.Face() == f && !used[c] {
			return c, true
		}
	}
	for i := 0; i < cards.CanastaPack.Copies(f); i++ {
		c := cards.NewCard(f, i)
		if !used[c] && !slices.Contains(hand, c) {
			return c, true
		}
	}
	return 0, false
}
