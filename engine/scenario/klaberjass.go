package scenario

import (
	"fmt"
	"strings"

	"tavolo/engine/cards"
	"tavolo/engine/klaberjass"
	"tavolo/engine/match"
)

// Klaberjass starts a run of a Klaberjass scenario: the game's part of the runner,
// which its descriptor (engine/klaberjass/play) names.
func Klaberjass() Game { return &klaberjassGame{} }

// klaberjassGame runs Klaberjass scenarios.
type klaberjassGame struct {
	g     *klaberjass.Game
	seed  uint64
	rules klaberjass.Rules
}

func (k *klaberjassGame) Setup(f *File) error {
	rules, err := RulesOf(f, klaberjass.Default(), klaberjass.LookupPreset, klaberjass.Options)
	if err != nil {
		return err
	}
	su := f.Setup
	switch {
	case su.RedThrees != nil || su.TeamScores != nil:
		return &SetupError{Msg: "setup: a Canasta key in a Klaberjass scenario"}
	case su.Discard != "" || su.Eliminated != nil:
		return &SetupError{Msg: "setup: discard and eliminated are not Klaberjass keys"}
	case su.Players != 0 && su.Players != 2:
		return &SetupError{Msg: fmt.Sprintf("setup.players: Klaberjass has 2 players, not %d", su.Players)}
	case su.Dealer != 0 && su.Dealer != 1:
		return &SetupError{Msg: fmt.Sprintf("setup.dealer: %d (want 0 or 1)", su.Dealer)}
	case len(su.Hands) != 2:
		return &SetupError{Msg: fmt.Sprintf("setup.hands: %d hands for 2 players", len(su.Hands))}
	case su.Scores != nil && len(su.Scores) != 2:
		return &SetupError{Msg: fmt.Sprintf("setup.scores: %d totals for 2 players", len(su.Scores))}
	case (su.Trump == "") != (su.Maker == nil):
		return &SetupError{Msg: "setup: trump and maker go together"}
	}
	k.seed = uint64(su.Seed)
	k.rules = rules
	s := klaberjass.Setup{Dealer: su.Dealer, Seed: k.seed}
	if su.Scores != nil {
		s.Scores = [2]int{su.Scores[0], su.Scores[1]}
	}
	first := 6
	if su.Trump != "" {
		t, err := cards.ParseSuit(su.Trump)
		if err != nil {
			return &SetupError{Msg: "setup.trump: " + err.Error()}
		}
		if *su.Maker != 0 && *su.Maker != 1 {
			return &SetupError{Msg: fmt.Sprintf("setup.maker: %d (want 0 or 1)", *su.Maker)}
		}
		if su.Second != nil {
			return &SetupError{Msg: "setup.second: the second deal is part of the hands when the scenario starts after the bidding"}
		}
		s.Trump, s.Maker, s.NoUpcard = &t, *su.Maker, su.Upcard == ""
		first = 9
	}
	d, err := k.buildDeal(su.Hands, su.Upcard, su.Bottom, su.Second, su.Stock, first, su.Dealer, "setup")
	if err != nil {
		return err
	}
	s.Deal = *d
	g, err := klaberjass.NewFromSetup(rules, s)
	if err != nil {
		return &SetupError{Msg: err.Error()}
	}
	k.g = g
	return nil
}

// buildDeal places the written cards, checks that none appears twice and
// fills the rest of the pack in an order fixed by the seed: the cards
// not written go to the turn-up (when not given), the second deal (when
// not given, from the top of the stock) and the stock, the bottom card
// last.
func (k *klaberjassGame) buildDeal(hands []string, upcard, bottom string, second []string, stock string, first, dealer int, key string) (*klaberjass.Deal, error) {
	var used klaberjass.Set
	take := func(text, name string) ([]cards.Card, error) {
		faces, err := cards.ParseFaces(text)
		if err != nil {
			return nil, &SetupError{Msg: fmt.Sprintf("%s: %v", name, err)}
		}
		out := make([]cards.Card, 0, len(faces))
		for _, f := range faces {
			c := cards.NewCard(f, 0)
			if f == cards.Joker || !klaberjass.InPack(c) {
				return nil, &SetupError{Msg: fmt.Sprintf("%s: %s is not in the Klaberjass pack", name, f)}
			}
			if used.Has(c) {
				return nil, &SetupError{Msg: fmt.Sprintf("%s: more %s than the pack holds", name, f)}
			}
			used |= klaberjass.Bit(c)
			out = append(out, c)
		}
		return out, nil
	}
	one := func(text, name string) ([]cards.Card, error) {
		cs, err := take(text, name)
		if err == nil && len(cs) > 1 {
			err = &SetupError{Msg: fmt.Sprintf("%s: one card, not %d", name, len(cs))}
		}
		return cs, err
	}
	d := &klaberjass.Deal{}
	if len(hands) != 2 {
		return nil, &SetupError{Msg: fmt.Sprintf("%s.hands: %d hands for 2 players", key, len(hands))}
	}
	for i, h := range hands {
		cs, err := take(h, fmt.Sprintf("%s.hands[%d]", key, i))
		if err != nil {
			return nil, err
		}
		if len(cs) > first || len(cs) == 0 {
			return nil, &SetupError{Msg: fmt.Sprintf("%s.hands[%d]: %d cards (1 to %d)", key, i, len(cs), first)}
		}
		d.Hands[i] = cs
	}
	if len(d.Hands[0]) != len(d.Hands[1]) {
		return nil, &SetupError{Msg: fmt.Sprintf("%s.hands: %d and %d cards (want the same number)", key, len(d.Hands[0]), len(d.Hands[1]))}
	}
	up, err := one(upcard, key+".upcard")
	if err != nil {
		return nil, err
	}
	bot, err := one(bottom, key+".bottom")
	if err != nil {
		return nil, err
	}
	if second != nil {
		if len(second) != 2 {
			return nil, &SetupError{Msg: fmt.Sprintf("%s.second: %d lists for 2 players", key, len(second))}
		}
		for i, h := range second {
			cs, err := take(h, fmt.Sprintf("%s.second[%d]", key, i))
			if err != nil {
				return nil, err
			}
			if len(cs) > 3 {
				return nil, &SetupError{Msg: fmt.Sprintf("%s.second[%d]: %d cards (at most 3)", key, i, len(cs))}
			}
			d.Second[i] = cs
		}
		if len(d.Second[0]) != len(d.Second[1]) {
			return nil, &SetupError{Msg: fmt.Sprintf("%s.second: %d and %d cards (want the same number)", key, len(d.Second[0]), len(d.Second[1]))}
		}
	}
	top, err := take(stock, key+".stock")
	if err != nil {
		return nil, err
	}
	rest := (klaberjass.AllCards &^ used).Cards()
	cards.NewRand(k.seed).Shuffle(rest)
	pile := append(top, rest...)
	if len(up) == 1 {
		d.Upcard = up[0]
	} else {
		if len(pile) == 0 {
			return nil, &SetupError{Msg: key + ": no card left for the turn-up"}
		}
		d.Upcard, pile = pile[0], pile[1:]
	}
	if second == nil && first == 6 {
		n := 3
		if 2*n > len(pile) {
			n = len(pile) / 2
		}
		// The order of the dealer: elder first, one at a time or in threes.
		elder := 1 - dealer
		for j := 0; j < 2*n; j++ {
			seat := elder
			if (k.rules.SecondDealPattern == klaberjass.BatchOfThree && j >= n) || (k.rules.SecondDealPattern != klaberjass.BatchOfThree && j%2 == 1) {
				seat = dealer
			}
			d.Second[seat] = append(d.Second[seat], pile[j])
		}
		pile = pile[2*n:]
	}
	if len(bot) == 1 {
		pile = append(pile, bot[0])
	}
	d.Stock = pile
	return d, nil
}

func (k *klaberjassGame) Do(seat *int, text string) (string, error) {
	who := k.g.ToMove()
	if seat != nil {
		who = *seat
	}
	if who < 0 || who > 1 {
		return string(klaberjass.ErrNotYourTurn), nil
	}
	a, err := klaberjass.ParseAction(who, text)
	if err != nil {
		return string(match.CodeOf(err)), nil
	}
	if a.Kind == klaberjass.DealHand {
		return "", fmt.Errorf("use a deal step for the next hand")
	}
	_, err = k.g.Apply(a)
	return string(match.CodeOf(err)), nil
}

func (k *klaberjassGame) NewDeal(dt *DealTo) (string, error) {
	if dt.Discard != "" {
		return "", fmt.Errorf("deal.discard is not a Klaberjass key")
	}
	next := k.g.ToMove()
	d, err := k.buildDeal(dt.Hands, dt.Upcard, dt.Bottom, dt.Second, dt.Stock, 6, next, "deal")
	if err != nil {
		return "", err
	}
	_, err = k.g.Apply(klaberjass.Action{Kind: klaberjass.DealHand, Seat: next, Deal: d})
	return string(match.CodeOf(err)), nil
}

func (k *klaberjassGame) Fingerprint() string { return k.g.Fingerprint() }

func (k *klaberjassGame) Check(st *Step) error {
	g := k.g
	var problems []string
	bad := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	if st.ToMove != nil && *st.ToMove != g.ToMove() {
		bad("to_move: want %d, got %d", *st.ToMove, g.ToMove())
	}
	if st.Phase != nil && *st.Phase != g.Phase().String() {
		bad("phase: want %s, got %s", *st.Phase, g.Phase())
	}
	if st.HandSizes != nil {
		got := []int{len(g.Hand(0)), len(g.Hand(1))}
		if !equalInts(*st.HandSizes, got) {
			bad("hand_sizes: want %v, got %v", *st.HandSizes, got)
		}
	}
	if st.Hands != nil {
		if err := CheckHands(*st.Hands, 2, g.Hand, bad); err != nil {
			return err
		}
	}
	if st.StockSize != nil && *st.StockSize != g.StockSize() {
		bad("stock_size: want %d, got %d", *st.StockSize, g.StockSize())
	}
	if st.HandPoints != nil {
		var got []int
		if r := g.Result(); r != nil {
			got = []int{r.Points[0], r.Points[1]}
		}
		if !equalInts(*st.HandPoints, got) {
			bad("hand_points: want %v, got %v", *st.HandPoints, got)
		}
	}
	if st.Scores != nil {
		sc := g.Score()
		if !equalInts(*st.Scores, sc.Totals) {
			bad("scores: want %v, got %v", *st.Scores, sc.Totals)
		}
	}
	if st.Winner != nil && *st.Winner != g.Winner() {
		bad("winner: want %d, got %d", *st.Winner, g.Winner())
	}
	if st.Dealer != nil && *st.Dealer != g.Dealer() {
		bad("dealer: want %d, got %d", *st.Dealer, g.Dealer())
	}
	if st.Trump != nil {
		want, err := cards.ParseSuit(*st.Trump)
		if err != nil {
			return fmt.Errorf("trump: %v", err)
		}
		if got, ok := g.Trump(); !ok || got != want {
			gs := "none"
			if ok {
				gs = got.String()
			}
			bad("trump: want %s, got %s", want, gs)
		}
	}
	if st.Maker != nil && *st.Maker != g.Maker() {
		bad("maker: want %d, got %d", *st.Maker, g.Maker())
	}
	if st.Tricks != nil {
		t := g.Tricks()
		if !equalInts(*st.Tricks, t[:]) {
			bad("tricks: want %v, got %v", *st.Tricks, t)
		}
	}
	if st.TopDiscard != nil || st.Melds != nil || st.Eliminated != nil {
		bad("top_discard, melds and eliminated are not Klaberjass checks")
	}
	if len(problems) > 0 {
		return fmt.Errorf("%s", strings.Join(problems, "; "))
	}
	return nil
}
