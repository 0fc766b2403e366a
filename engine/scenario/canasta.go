package scenario

import (
	"fmt"
	"slices"
	"strings"

	"tavolo/engine/canasta"
	"tavolo/engine/cards"
)

// Canasta starts a run of a Canasta scenario: the game's part of the runner,
// which its descriptor (engine/canasta/play) names.
func Canasta() Game { return &canastaGame{} }

// canastaGame runs Canasta scenarios (the Canasta part of FORMAT.md).
type canastaGame struct {
	g    *canasta.Game
	seed uint64
}

func (s *canastaGame) Setup(f *File) error {
	table, _, _ := f.RulesTable()
	rules, err := RulesOf(f, canasta.Default(), canasta.LookupPreset, canasta.Options)
	if err != nil {
		return err
	}
	su := f.Setup
	if su.Eliminated != nil || su.Upcard != "" || su.Bottom != "" || su.Second != nil || su.Trump != "" || su.Maker != nil {
		return &SetupError{Msg: "setup: a Scala 40 or Klaberjass key in a Canasta scenario"}
	}
	if su.Players == 0 {
		su.Players = len(su.Hands)
		if _, set := table["players"]; set {
			su.Players = rules.NumPlayers()
		}
	}
	name := canasta.PlayersOption(su.Players)
	if name == "" {
		return &SetupError{Msg: fmt.Sprintf("setup.players: %d players (Canasta: 2, 3, 4 or 6)", su.Players)}
	}
	if _, set := table["players"]; set && rules.Players != name {
		return &SetupError{Msg: fmt.Sprintf("setup.players: %d players, but rules.players is %s", su.Players, rules.Players)}
	}
	rules.Players = name
	if err := rules.Validate(); err != nil {
		return &SetupError{Msg: "rules: " + err.Error()}
	}
	if len(su.Hands) != su.Players {
		return &SetupError{Msg: fmt.Sprintf("setup.hands: %d hands for %d players", len(su.Hands), su.Players)}
	}
	if su.Dealer < 0 || su.Dealer >= su.Players {
		return &SetupError{Msg: fmt.Sprintf("setup.dealer: %d out of range", su.Dealer)}
	}
	nsides := su.Players
	if rules.Partnerships() {
		nsides = 2
	}
	scores := su.TeamScores
	if scores == nil {
		scores = su.Scores
	} else if su.Scores != nil {
		return &SetupError{Msg: "setup: team_scores and scores both given"}
	}
	if scores != nil && len(scores) != nsides {
		return &SetupError{Msg: fmt.Sprintf("setup.team_scores: %d totals for %d sides", len(scores), nsides)}
	}
	if su.RedThrees != nil && len(su.RedThrees) != nsides {
		return &SetupError{Msg: fmt.Sprintf("setup.red_threes: %d entries for %d sides", len(su.RedThrees), nsides)}
	}
	s.seed = uint64(su.Seed)
	used := map[cards.Card]bool{}
	var reds [][]cards.Card
	for i, text := range su.RedThrees {
		cs, err := takeCards(text, fmt.Sprintf("setup.red_threes[%d]", i), used)
		if err != nil {
			return err
		}
		for _, c := range cs {
			if !canasta.IsRedThree(c) {
				return &SetupError{Msg: fmt.Sprintf("setup.red_threes[%d]: %v is not a red three", i, c)}
			}
		}
		reds = append(reds, cs)
	}
	deal, err := s.buildDeal(su.Hands, su.Stock, su.Discard, "setup", used, true)
	if err != nil {
		return err
	}
	g, err := canasta.NewFromSetup(rules, canasta.Setup{Dealer: su.Dealer, Deal: deal, Scores: scores, RedThrees: reds, Seed: s.seed})
	if err != nil {
		return &SetupError{Msg: err.Error()}
	}
	s.g = g
	return nil
}

// takeCards turns written cards into physical Canasta cards not used yet.
func takeCards(text, key string, used map[cards.Card]bool) ([]cards.Card, error) {
	faces, err := cards.ParseFaces(text)
	if err != nil {
		return nil, &SetupError{Msg: fmt.Sprintf("%s: %v", key, err)}
	}
	out := make([]cards.Card, 0, len(faces))
	for _, f := range faces {
		placed := false
		for cp := 0; cp < cards.CanastaPack.Copies(f); cp++ {
			if c := cards.NewCard(f, cp); !used[c] {
				used[c] = true
				out = append(out, c)
				placed = true
				break
			}
		}
		if !placed {
			return nil, &SetupError{Msg: fmt.Sprintf("%s: more %s than the packs hold", key, f)}
		}
	}
	return out, nil
}

// buildDeal places the written cards and fills the rest of the stock with
// every card not placed, in the order of the seed. The pile is taken as
// built when setup says so or when the deal names one.
func (s *canastaGame) buildDeal(hands []string, stock, discard, key string, used map[cards.Card]bool, setup bool) (canasta.Deal, error) {
	var d canasta.Deal
	for i, h := range hands {
		cs, err := takeCards(h, fmt.Sprintf("%s.hands[%d]", key, i), used)
		if err != nil {
			return d, err
		}
		if len(cs) > canasta.HandSize {
			return d, &SetupError{Msg: fmt.Sprintf("%s.hands[%d]: %d cards (at most %d)", key, i, len(cs), canasta.HandSize)}
		}
		d.Hands = append(d.Hands, cs)
	}
	st, err := takeCards(stock, key+".stock", used)
	if err != nil {
		return d, err
	}
	pile, err := takeCards(discard, key+".discard", used)
	if err != nil {
		return d, err
	}
	var rest []cards.Card
	for _, c := range cards.CanastaPack.Cards() {
		if !used[c] {
			rest = append(rest, c)
		}
	}
	cards.NewRand(s.seed).Shuffle(rest)
	d.Stock = append(st, rest...)
	d.Pile = pile
	d.Built = setup || len(pile) > 0
	return d, nil
}

func (s *canastaGame) Do(seat *int, text string) (string, error) {
	who := s.g.ToMove()
	if seat != nil {
		who = *seat
	} else if s.g.Phase() == canasta.PhaseAnswer {
		who = s.g.Actors()[0]
	}
	if who < 0 || who >= s.g.Players() {
		return string(canasta.ErrNotYourTurn), nil
	}
	a, err := s.g.ParseAction(who, text)
	if err != nil {
		return string(canasta.CodeOf(err)), nil
	}
	_, err = s.g.Apply(a)
	return string(canasta.CodeOf(err)), nil
}

func (s *canastaGame) NewDeal(d *DealTo) (string, error) {
	if len(d.Hands) != s.g.Players() {
		return "", fmt.Errorf("deal.hands: %d hands for %d players", len(d.Hands), s.g.Players())
	}
	if d.Upcard != "" || d.Bottom != "" || d.Second != nil {
		return "", fmt.Errorf("deal: upcard, bottom and second are Klaberjass keys")
	}
	deal, err := s.buildDeal(d.Hands, d.Stock, d.Discard, "deal", map[cards.Card]bool{}, false)
	if err != nil {
		return "", err
	}
	seat := (s.g.Dealer() + 1) % s.g.Players()
	_, err = s.g.Apply(canasta.Action{Kind: canasta.NextHand, Seat: seat, Deal: &deal})
	return string(canasta.CodeOf(err)), nil
}

func (s *canastaGame) Fingerprint() string { return s.g.Fingerprint() }

func (s *canastaGame) Check(st *Step) error {
	g := s.g
	var problems []string
	bad := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	if st.ToMove != nil && *st.ToMove != g.ToMove() {
		bad("to_move: want %d, got %d", *st.ToMove, g.ToMove())
	}
	if st.Phase != nil && *st.Phase != g.Phase().String() {
		bad("phase: want %s, got %s", *st.Phase, g.Phase())
	}
	if st.HandSizes != nil {
		var got []int
		for i := 0; i < g.Players(); i++ {
			got = append(got, len(g.Hand(i)))
		}
		if !slices.Equal(*st.HandSizes, got) {
			bad("hand_sizes: want %v, got %v", *st.HandSizes, got)
		}
	}
	if st.Hands != nil {
		if err := CheckHands(*st.Hands, g.Players(), g.Hand, bad); err != nil {
			return err
		}
	}
	if st.TopDiscard != nil {
		c, ok := g.PileTop()
		if err := CheckTopDiscard(*st.TopDiscard, c, ok, bad); err != nil {
			return err
		}
	}
	if st.StockSize != nil && *st.StockSize != g.StockSize() {
		bad("stock_size: want %d, got %d", *st.StockSize, g.StockSize())
	}
	if st.Melds != nil {
		if err := s.checkMelds(*st.Melds, bad); err != nil {
			return err
		}
	}
	score := g.Score()
	if st.HandPoints != nil {
		var got []int
		if r := g.Result(); r != nil {
			got = r.Points
		}
		if !slices.Equal(*st.HandPoints, got) {
			bad("hand_points: want %v, got %v", *st.HandPoints, got)
		}
	}
	if st.Scores != nil && !slices.Equal(*st.Scores, score.Totals) {
		bad("scores: want %v, got %v", *st.Scores, score.Totals)
	}
	if st.Winner != nil && *st.Winner != g.Winner() {
		bad("winner: want %d, got %d", *st.Winner, g.Winner())
	}
	if st.Dealer != nil && *st.Dealer != g.Dealer() {
		bad("dealer: want %d, got %d", *st.Dealer, g.Dealer())
	}
	if st.Eliminated != nil || st.Trump != nil || st.Maker != nil || st.Tricks != nil {
		bad("eliminated, trump, maker and tricks are not Canasta checks")
	}
	if len(problems) > 0 {
		return fmt.Errorf("%s", strings.Join(problems, "; "))
	}
	return nil
}

// checkMelds compares the melds of each side, in id order, as multisets.
func (s *canastaGame) checkMelds(want []any, bad func(string, ...any)) error {
	nsides := len(s.g.Score().Sides)
	if len(want) != nsides {
		bad("melds: %d sides listed for %d", len(want), nsides)
		return nil
	}
	for side, raw := range want {
		list, ok := raw.([]any)
		if !ok {
			return fmt.Errorf("melds[%d]: want a list of melds", side)
		}
		var w, got []string
		for i, m := range list {
			text, ok := m.(string)
			if !ok {
				return fmt.Errorf("melds[%d][%d]: want a string of cards", side, i)
			}
			faces, err := cards.ParseFaces(text)
			if err != nil {
				return fmt.Errorf("melds[%d][%d]: %v", side, i, err)
			}
			w = append(w, Multiset(faces))
		}
		var shown []string
		for _, m := range s.g.Melds(side) {
			got = append(got, Multiset(cards.Faces(m.Cards)))
			shown = append(shown, "["+cards.FormatCards(m.Cards)+"]")
		}
		if !slices.Equal(w, got) {
			bad("melds[%d]: want %v, got %s", side, list, strings.Join(shown, " "))
		}
	}
	return nil
}
