package play

import (
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"

	"tavolo/engine/cards"
	"tavolo/engine/match"
	"tavolo/engine/scala40"
	"tavolo/engine/scenario"
)

// newScenario starts a run of a Scala 40 scenario: the game's part of
// the scenario runner.
func newScenario() scenario.Game { return &scala40Game{} }

// scala40Game runs Scala 40 scenarios.
type scala40Game struct {
	g    *scala40.Game
	seed uint64
}

func (s *scala40Game) Setup(f *scenario.File) error {
	rules, err := scenario.RulesOf(f, scala40.Default(), scala40.LookupPreset, scala40.Options)
	if err != nil {
		return err
	}
	su := f.Setup
	if su.RedThrees != nil || su.TeamScores != nil || su.Upcard != "" || su.Bottom != "" || su.Second != nil || su.Trump != "" || su.Maker != nil {
		return &scenario.SetupError{Msg: "setup: a Canasta or Klaberjass key in a Scala 40 scenario"}
	}
	if su.Players == 0 {
		su.Players = len(su.Hands)
	}
	if su.Players < 2 || su.Players > 6 {
		return &scenario.SetupError{Msg: fmt.Sprintf("setup.players: %d is out of range (2 to 6)", su.Players)}
	}
	if len(su.Hands) != su.Players {
		return &scenario.SetupError{Msg: fmt.Sprintf("setup.hands: %d hands for %d players", len(su.Hands), su.Players)}
	}
	s.seed = uint64(su.Seed)
	deal, err := s.buildDeal(su.Hands, su.Stock, su.Discard, "setup", nil)
	if err != nil {
		return err
	}
	g, err := scala40.NewFromSetup(rules, scala40.Setup{
		Players: su.Players, Dealer: su.Dealer, Deal: deal,
		Scores: su.Scores, Eliminated: su.Eliminated, Seed: s.seed,
	})
	if err != nil {
		return &scenario.SetupError{Msg: err.Error()}
	}
	s.g = g
	return nil
}

// buildDeal turns the written cards into physical cards, checks that no
// face appears more often than the packs hold, and fills the rest of the
// stock with every card not placed, in an order fixed by the seed.
func (s *scala40Game) buildDeal(hands []string, stock, discard, key string, inPlay []cards.Card) (scala40.Deal, error) {
	var d scala40.Deal
	pack := cards.Scala40Pack
	used := map[cards.Card]bool{}
	for _, c := range inPlay {
		used[c] = true
	}
	take := func(text, name string) ([]cards.Card, error) {
		faces, err := cards.ParseFaces(text)
		if err != nil {
			return nil, &scenario.SetupError{Msg: fmt.Sprintf("%s: %v", name, err)}
		}
		out := make([]cards.Card, 0, len(faces))
		for _, f := range faces {
			placed := false
			for copy := 0; copy < pack.Copies(f); copy++ {
				c := cards.NewCard(f, copy)
				if !used[c] {
					used[c] = true
					out = append(out, c)
					placed = true
					break
				}
			}
			if !placed {
				return nil, &scenario.SetupError{Msg: fmt.Sprintf("%s: more %s than the packs hold", name, f)}
			}
		}
		return out, nil
	}
	for i, h := range hands {
		cs, err := take(h, fmt.Sprintf("%s.hands[%d]", key, i))
		if err != nil {
			return d, err
		}
		if len(cs) > scala40.HandSize+1 {
			return d, &scenario.SetupError{Msg: fmt.Sprintf("%s.hands[%d]: %d cards (at most %d)", key, i, len(cs), scala40.HandSize+1)}
		}
		d.Hands = append(d.Hands, cs)
	}
	st, err := take(stock, key+".stock")
	if err != nil {
		return d, err
	}
	pile, err := take(discard, key+".discard")
	if err != nil {
		return d, err
	}
	d.Stock, d.Pile = st, pile
	d.Complete(s.seed)
	return d, nil
}

func (s *scala40Game) Do(seat *int, text string) (string, error) {
	who := s.g.ToMove()
	if seat != nil {
		who = *seat
	}
	if who < 0 || who >= s.g.Players() {
		return string(scala40.ErrNotYourTurn), nil
	}
	a, err := s.g.ParseAction(who, text)
	if err != nil {
		return string(match.CodeOf(err)), nil
	}
	if a.Kind == scala40.NextHand {
		return "", fmt.Errorf("use a deal step for the next hand")
	}
	return string(match.CodeOf(s.g.Play(a))), nil
}

func (s *scala40Game) NewDeal(d *scenario.DealTo) (string, error) {
	if len(d.Hands) != s.g.Players() {
		return "", fmt.Errorf("deal.hands: %d hands for %d players", len(d.Hands), s.g.Players())
	}
	deal, err := s.buildDeal(d.Hands, d.Stock, d.Discard, "deal", nil)
	if err != nil {
		return "", err
	}
	return string(match.CodeOf(s.g.Play(scala40.Action{Kind: scala40.NextHand, Deal: &deal}))), nil
}

func (s *scala40Game) Fingerprint() string { return s.g.Fingerprint() }

// meldMultiset writes a meld as a sorted multiset, jokers as JK=<face>.
func meldMultiset(text string) (string, error) {
	var ss []string
	for _, w := range strings.Fields(text) {
		base, as, _ := strings.Cut(w, "=")
		f, err := cards.ParseFace(base)
		if err != nil {
			return "", err
		}
		item := f.String()
		if as != "" {
			af, err := cards.ParseFace(as)
			if err != nil {
				return "", err
			}
			item += "=" + af.String()
		}
		ss = append(ss, item)
	}
	sort.Strings(ss)
	return strings.Join(ss, " "), nil
}

func (s *scala40Game) Check(st *scenario.Step) error {
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
		got := make([]int, g.Players())
		for i := range got {
			got[i] = len(g.Hand(i))
		}
		if !slices.Equal(*st.HandSizes, got) {
			bad("hand_sizes: want %v, got %v", *st.HandSizes, got)
		}
	}
	if st.Hands != nil {
		if err := scenario.CheckHands(*st.Hands, g.Players(), func(i int) []cards.Card { return g.Hand(i) }, bad); err != nil {
			return err
		}
	}
	if st.TopDiscard != nil {
		c, ok := g.TopDiscard()
		if err := scenario.CheckTopDiscard(*st.TopDiscard, c, ok, bad); err != nil {
			return err
		}
	}
	if st.StockSize != nil && *st.StockSize != g.StockSize() {
		bad("stock_size: want %d, got %d", *st.StockSize, g.StockSize())
	}
	if st.Melds != nil {
		var want, got []string
		for i, m := range *st.Melds {
			text, ok := m.(string)
			if !ok {
				return fmt.Errorf("melds[%d]: want a string of cards", i)
			}
			ms, err := meldMultiset(text)
			if err != nil {
				return fmt.Errorf("melds[%d]: %v", i, err)
			}
			want = append(want, ms)
		}
		for i := range g.Melds() {
			ms, _ := meldMultiset(g.Melds()[i].String())
			got = append(got, ms)
		}
		if !meldsMatch(want, got) {
			var gotText []string
			for i := range g.Melds() {
				gotText = append(gotText, "["+g.Melds()[i].String()+"]")
			}
			bad("melds: want %v, got %s", *st.Melds, strings.Join(gotText, " "))
		}
	}
	if st.HandPoints != nil {
		var got []int
		if g.Result() != nil {
			got = g.Result().Points
		}
		if !slices.Equal(*st.HandPoints, got) {
			bad("hand_points: want %v, got %v", *st.HandPoints, got)
		}
	}
	score := g.Score()
	if totals := score.SeatTotals(); st.Scores != nil && !slices.Equal(*st.Scores, totals) {
		bad("scores: want %v, got %v", *st.Scores, totals)
	}
	if st.Eliminated != nil {
		var got []int
		for s, e := range score.SeatsOut() {
			if e {
				got = append(got, s)
			}
		}
		want := append([]int(nil), (*st.Eliminated)...)
		sort.Ints(want)
		if !slices.Equal(want, got) {
			bad("eliminated: want %v, got %v", want, got)
		}
	}
	if st.Winner != nil && *st.Winner != g.Winner() {
		bad("winner: want %d, got %d", *st.Winner, g.Winner())
	}
	if st.Dealer != nil && *st.Dealer != g.Dealer() {
		bad("dealer: want %d, got %d", *st.Dealer, g.Dealer())
	}
	if st.Trump != nil || st.Maker != nil || st.Tricks != nil {
		bad("trump, maker and tricks are Klaberjass checks")
	}
	if len(problems) > 0 {
		return fmt.Errorf("%s", strings.Join(problems, "; "))
	}
	return nil
}

// meldsMatch compares melds in order; a bare JK in the file matches a
// joker standing for anything.
func meldsMatch(want, got []string) bool {
	if len(want) != len(got) {
		return false
	}
	for i := range want {
		if want[i] == got[i] {
			continue
		}
		if !bareJokerMatch(want[i], got[i]) {
			return false
		}
	}
	return true
}

func bareJokerMatch(want, got string) bool {
	strip := func(s string) []string {
		var out []string
		for _, w := range strings.Fields(s) {
			if strings.HasPrefix(w, "JK") {
				w = "JK"
			}
			out = append(out, w)
		}
		sort.Strings(out)
		return out
	}
	if !reflect.DeepEqual(strip(want), strip(got)) {
		return false
	}
	// Every joker the file names must be named the same.
	for _, w := range strings.Fields(want) {
		if strings.HasPrefix(w, "JK=") && !strings.Contains(" "+got+" ", " "+w+" ") {
			return false
		}
	}
	return true
}
