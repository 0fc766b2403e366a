package klaberjass

import (
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// TestBidding runs the bidding flows of §1.4 from one deal (dealer 1,
// elder 0, turn-up 10♦; elder holds 7♦, and the phase after the take is
// the play all the same).
func TestBidding(t *testing.T) {
	other := Default()
	other.SchmeissRefusal = OtherIsMaker
	same := Default()
	same.AnnulledDealDealer = AnnulledSame
	cases := []struct {
		name    string
		rules   Rules
		actions []string
		maker   int
		trump   cards.Suit
		phase   Phase
		next    int // the next dealer when annulled
	}{
		{"elder takes", Default(), []string{"take"}, 0, cards.Diamonds, PhasePlay, -1},
		{"dealer takes", Default(), []string{"pass", "take"}, 1, cards.Diamonds, PhasePlay, -1},
		{"elder names", Default(), []string{"pass", "pass", "name C"}, 0, cards.Clubs, PhasePlay, -1},
		{"dealer names", Default(), []string{"pass", "pass", "pass", "name S"}, 1, cards.Spades, PhasePlay, -1},
		{"four passes", Default(), []string{"pass", "pass", "pass", "pass"}, -1, 0, PhaseHandOver, 0},
		{"four passes, same dealer", same, []string{"pass", "pass", "pass", "pass"}, -1, 0, PhaseHandOver, 1},
		{"schmeiss played", Default(), []string{"schmeiss", "answer play"}, 0, cards.Diamonds, PhasePlay, -1},
		{"schmeiss annulled", Default(), []string{"schmeiss", "answer annul"}, -1, 0, PhaseHandOver, 0},
		{"dealer's schmeiss", Default(), []string{"pass", "schmeiss", "answer play"}, 1, cards.Diamonds, PhasePlay, -1},
		{"schmeiss, other is maker", other, []string{"schmeiss", "answer play"}, 1, cards.Diamonds, PhasePlay, -1},
		{"round 2 schmeiss", Default(), []string{"pass", "pass", "schmeiss", "answer play", "name H"}, 0, cards.Hearts, PhasePlay, -1},
		{"round 2 schmeiss, other", other, []string{"pass", "pass", "schmeiss", "answer play", "name H"}, 1, cards.Hearts, PhasePlay, -1},
	}
	for _, c := range cases {
		g := setupGame(t, c.rules, 1, [2]string{"JS QS KS 8D 9D 7D", "8H 8S 9S 7C 8C JD"}, "10D", "9C",
			[2]string{"AS KD 10C", "QH AD KC"})
		playTo(t, g, c.actions...)
		tr, ok := g.Trump()
		if g.Maker() != c.maker || (ok && tr != c.trump) || g.Phase() != c.phase {
			t.Errorf("%s: maker %d trump %v phase %v", c.name, g.Maker(), tr, g.Phase())
			continue
		}
		if c.phase == PhaseHandOver {
			if !g.Result().Annulled || g.ToMove() != c.next || g.Actors()[0] != c.next {
				t.Errorf("%s: next dealer %d", c.name, g.ToMove())
			}
			playTo(t, g, "deal")
			if g.Dealer() != c.next || len(g.Score().Hands) != 0 {
				t.Errorf("%s: dealer %d after the annulment, %d hands scored", c.name, g.Dealer(), len(g.Score().Hands))
			}
			// Dealt again, the hand keeps its number: the score sheet's
			// first row is still this hand's.
			if n := g.View(0).HandNo; n != 1 {
				t.Errorf("%s: the deal after the annulment is hand %d, want 1", c.name, n)
			}
		} else if len(g.Hand(0)) != 9 || len(g.Hand(1)) != 9 || g.StockSize() != 13 {
			t.Errorf("%s: hands %d %d, stock %d", c.name, len(g.Hand(0)), len(g.Hand(1)), g.StockSize())
		}
	}
}

// TestScoreLines plays the hand of worked example 11 and reads the score
// sheet rows.
func TestScoreLines(t *testing.T) {
	tr := cards.Hearts
	var d Deal
	d.Hands[0] = set(t, "AC KC QC 9D 8D 7D").Cards()
	d.Hands[1] = set(t, "10S 9S 8S AH JD 7C").Cards()
	used := SetOf(d.Hands[0]) | SetOf(d.Hands[1])
	rest := (AllCards &^ used).Cards()
	d.Upcard, d.Stock = rest[0], rest[1:]
	g, err := NewFromSetup(Default(), Setup{Dealer: 1, Deal: d, Trump: &tr, Maker: 0, NoUpcard: true})
	if err != nil {
		t.Fatal(err)
	}
	playTo(t, g, "declare", "play AC", "declare", "play 7C", "play KC", "play AH", "play 10S", "play 7D",
		"play 9S", "play 8D", "play 8S", "play 9D", "play JD", "play QC")
	sc := g.Score()
	if len(sc.Hands) != 1 || sc.Totals[0] != 51 || sc.Totals[1] != 40 {
		t.Fatalf("score %+v", sc)
	}
	want := [2]map[string]int{
		{LineCardPoints: 11, LineSequences: 40, LineMade: 0},
		{LineCardPoints: 30, LineLastTrick: 10},
	}
	for s := 0; s < 2; s++ {
		got := map[string]int{}
		for _, l := range sc.Hands[0].Lines[s] {
			got[l.Key] = l.Points
		}
		if len(got) != len(want[s]) {
			t.Errorf("seat %d lines %v, want %v", s, got, want[s])
		}
		for k, v := range want[s] {
			if p, ok := got[k]; !ok || p != v {
				t.Errorf("seat %d line %s = %d, want %d", s, k, p, v)
			}
		}
	}
	if o := g.Outcome(); o.Stage != match.HandOver || o.Winner != -1 {
		t.Errorf("outcome %+v", o)
	}
}

// TestEvents checks that a hand tells its story in events.
func TestEvents(t *testing.T) {
	g := setupGame(t, Default(), 1, [2]string{"JS QS KS 8D 9D 7D", "8H 8S 9S 7C 8C JD"}, "10D", "9C",
		[2]string{"AS KD 10C", "QH AD KC"})
	seen := map[match.EventKind]bool{}
	rng := cards.NewRand(1)
	for g.Outcome().Stage == match.Playing {
		var all []Action
		for _, s := range g.Actors() {
			all = append(all, g.Legal(s)...)
		}
		a := all[rng.IntN(len(all))]
		if g.Phase() == PhaseBid && g.round == 1 {
			a = Action{Kind: Take, Seat: g.ToMove()}
		}
		ev, err := g.Apply(a)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ev {
			seen[e.Kind] = true
		}
	}
	for _, k := range []match.EventKind{EvTook, EvTrumps, EvSecondDealt, EvBottomShown, EvPlayed, EvTrickWon, EvHandScored} {
		if !seen[k] {
			t.Errorf("no %s event", k)
		}
	}
}
