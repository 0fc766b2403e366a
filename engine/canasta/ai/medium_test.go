package ai

import (
	"testing"

	"tavolo/engine/canasta"
	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// playLevels plays single hands with the given levels by side under r
// and fails on any refused move or a hand that does not end.
func playLevels(t *testing.T, r canasta.Rules, levels []string, hands int) {
	t.Helper()
	for i := 0; i < hands; i++ {
		g, err := canasta.NewMatch(r, uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		score := g.Score()
		bots := make([]Player, g.Players())
		for s := range bots {
			bots[s] = level(levels[score.SideOf(s)%len(levels)], uint64(i*10+s))
		}
		for steps := 0; g.Phase() != canasta.PhaseHandOver && g.Outcome().Stage == match.Playing; steps++ {
			if steps > 5000 {
				t.Fatalf("hand %d does not end", i)
			}
			s := g.Actors()[0]
			a := bots[s].Choose(g.View(s))
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("hand %d: %s (seat %d) played %v: %v", i, bots[s].Name(), s, a, err)
			}
		}
	}
}

func TestMediumPlaysLegally(t *testing.T) {
	n := 20
	if testing.Short() {
		n = 4
	}
	for _, p := range canasta.Presets() {
		for _, players := range []int{2, 3, 4, 6} {
			r := p.Rules
			r.Players = canasta.PlayersOption(players)
			if !r.Partnerships() {
				r.AskPartner = canasta.AskOptional
			}
			playLevels(t, r, []string{"medium"}, n)
		}
	}
	for _, ask := range []string{canasta.AskMandatory, canasta.AskNever} {
		r := canasta.Default()
		r.AskPartner = ask
		playLevels(t, r, []string{"medium"}, n)
	}
}

func TestMediumSeeded(t *testing.T) {
	run := func() []string {
		g, _ := canasta.NewMatch(canasta.Default(), 11)
		bots := make([]Player, g.Players())
		for s := range bots {
			bots[s] = newMedium(uint64(s))
		}
		var out []string
		for i := 0; i < 300 && g.Phase() != canasta.PhaseHandOver; i++ {
			s := g.Actors()[0]
			a := bots[s].Choose(g.View(s))
			out = append(out, a.String())
			g.Apply(a)
		}
		return out
	}
	a, b := run(), run()
	if len(a) != len(b) {
		t.Fatalf("%d moves, then %d", len(a), len(b))
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("move %d: %s, then %s", i, a[i], b[i])
		}
	}
}

// TestMediumBeatsEasy: medium's side wins most hands against easy's (the
// full measurement is in docs/measurements).
func TestMediumBeatsEasy(t *testing.T) {
	n := 100
	if testing.Short() {
		n = 30
	}
	d := duelHands(t, "medium", "easy", n, 1, level)
	if p, _, _ := d.rate(); p < 0.55 {
		t.Errorf("medium won %.2f of %d hands against easy", p, n)
	}
	d = duelHands(t, "medium", "random", n/2, 1, level)
	if p, _, _ := d.rate(); p < 0.85 {
		t.Errorf("medium won %.2f of %d hands against random", p, n/2)
	}
}

func parse(t *testing.T, s string) []cards.Card {
	t.Helper()
	fs, err := cards.ParseFaces(s)
	if err != nil {
		t.Fatal(err)
	}
	used := map[cards.Face]int{}
	out := make([]cards.Card, len(fs))
	for i, f := range fs {
		out[i] = cards.NewCard(f, used[f])
		used[f]++
	}
	return out
}

// discardView is seat 0 of a default 4-player hand after its draw, its
// side opened, the next seat's side opened too, with a pile of pileSize.
func discardView(t *testing.T, hand string, pileSize int) canasta.View {
	r := canasta.Default()
	h := parse(t, hand)
	v := canasta.View{Seat: 0, Side: 0, Players: 4, Sides: [][]int{{0, 2}, {1, 3}}, Rules: r, Phase: canasta.PhasePlay,
		ToMove: 0, Actors: []int{0}, Hand: h, HandSizes: []int{len(h), 12, 12, 12}, Known: make([][]cards.Card, 4),
		Melds: [][]canasta.TableMeld{nil, nil}, RedThrees: [][]cards.Card{nil, nil}, Opened: []bool{true, true},
		Minimums: []int{50, 50}, PileSize: pileSize, PileTop: parse(t, "9S")[0], StockSize: 60, Totals: []int{0, 0},
		Drew: true, DrawnHand: len(h), Winner: -1}
	return v
}

func TestMediumBlocksABigPile(t *testing.T) {
	v := discardView(t, "3S 4H 8C KD QH", 20)
	a := newMedium(1).Choose(v)
	if a.Kind != canasta.Discard || !canasta.IsBlackThree(a.Cards[0]) {
		t.Errorf("with a pile of 20 medium played %v, want the black three", a)
	}
}

func TestMediumKeepsPairsAndWilds(t *testing.T) {
	v := discardView(t, "2S KD KH 7C JH", 3)
	a := newMedium(1).Choose(v)
	if a.Kind != canasta.Discard || canasta.IsWild(a.Cards[0]) || a.Cards[0].Rank() == cards.King {
		t.Errorf("medium played %v, want a single card", a)
	}
}

func TestMediumAvoidsFeedingTheNextSeat(t *testing.T) {
	v := discardView(t, "7C JH 5D 5S 9D 9H", 15)
	// The next seat took two Jacks with the pile: the Jack is unsafe.
	v.Known[1] = parse(t, "JS JC")
	a := newMedium(1).Choose(v)
	if a.Kind != canasta.Discard || a.Cards[0].Rank() == cards.Jack {
		t.Errorf("medium played %v, want anything but the Jack", a)
	}
}

func TestMediumAnswers(t *testing.T) {
	v := discardView(t, "JK JK AS AH AD KD KH QC 2C 2D", 5)
	v.Phase, v.ToMove, v.Actors, v.Seat = canasta.PhaseAnswer, 2, []int{0}, 0
	a := newMedium(1).Choose(v)
	if a.Kind != canasta.Answer || a.Yes {
		t.Errorf("with 250 points in hand medium answered %v, want no", a)
	}
	v.Hand = parse(t, "4C")
	v.HandSizes[0] = 1
	if a := newMedium(1).Choose(v); a.Kind != canasta.Answer || !a.Yes {
		t.Errorf("with a 4 in hand medium answered %v, want yes", a)
	}
}
