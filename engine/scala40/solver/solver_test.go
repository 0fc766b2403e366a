package solver

import (
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

func hand(t testing.TB, s string) cards.Counts {
	t.Helper()
	fs, err := cards.ParseFaces(s)
	if err != nil {
		t.Fatal(err)
	}
	return cards.CountFaces(fs)
}

func TestValues(t *testing.T) {
	def := scala40.Default()
	two := def
	two.MaxJokersPerMeld = 2
	ace := def
	ace.AceAloneCountsOne = true
	noj := def
	noj.OpeningWithoutJoker = true
	never := def
	never.JokerDiscard = scala40.JokerDiscardNever
	cases := []struct {
		name  string
		rules scala40.Rules
		hand  string
		open  int
		dead  int
		disc  string // "" = no check
		ddead int
	}{
		{"low ace run", def, "AH 2H 3H", 6, 0, "AH", 5},
		{"high ace run", def, "QH KH AH", 31, 0, "AH", 20},
		{"ace set", def, "AH AS AC", 33, 0, "AC", 22},
		{"joker inside run", def, "5H JK 7H", 18, 0, "JK", 12},
		{"joker at the top", def, "5H 6H JK", 18, 0, "JK", 11},
		{"joker as high ace", def, "JK QH KH", 31, 0, "JK", 20},
		{"joker as low ace is worse", def, "2H 3H JK", 9, 0, "JK", 5},
		{"joker in set", def, "7H 7S JK", 21, 0, "JK", 14},
		{"same suit is no set", def, "7H 7H JK", 0, 39, "JK", 14},
		{"no wrap-around", def, "KH AH 2H", 0, 23, "AH", 12},
		{"two aces", def, "AH AH 2H 3H", 6, 11, "AH", 0},
		{"split a long run", def, "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH", 96, 0, "AH", 0},
		{"39 is 39", def, "9H 10H JH QH", 39, 0, "QH", 0},
		{"one joker per meld", def, "JK JK 5H", 0, 55, "JK", 30},
		{"two jokers per meld", two, "JK JK 5H", 18, 0, "JK", 30},
		{"isolated cards", def, "2S 9H KD", 0, 21, "KD", 11},
		{"four of a kind", def, "8S 8H 8D 8C", 32, 0, "8C", 0},
		{"set of five is a run", def, "8S 8H 8D 8C 8C", 32, 8, "8C", 0},
		{"lone ace alone", ace, "AS 5H 6H 7H", 18, 1, "AS", 0},
		{"lone ace left", ace, "AS 5H 6H 7H 9C", 18, 20, "9C", 1},
		{"opening without joker", noj, "5H 6H JK 9S 9H 9D", 27, 0, "6H", 5},
		{"never discard a joker", never, "5H 6H 7H JK", 26, 0, "7H", 0},
		{"empty", def, "", 0, 0, "", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := hand(t, c.hand)
			s := New(c.rules)
			if got := s.Open(&h); got != c.open {
				t.Errorf("Open = %d, want %d", got, c.open)
			}
			if got := s.Deadwood(&h); got != c.dead {
				t.Errorf("Deadwood = %d, want %d", got, c.dead)
			}
			if c.disc != "" {
				want, _ := cards.ParseFace(c.disc)
				f, d := s.BestDiscard(&h)
				if f != want || d != c.ddead {
					t.Errorf("BestDiscard = %v,%d, want %v,%d", f, d, want, c.ddead)
				}
			}
		})
	}
}

func TestBestDiscardEmpty(t *testing.T) {
	s := New(scala40.Default())
	var h cards.Counts
	if f, d := s.BestDiscard(&h); f != cards.NoFace || d != 0 {
		t.Errorf("empty hand: %v,%d", f, d)
	}
	never := scala40.Default()
	never.JokerDiscard = scala40.JokerDiscardNever
	h = hand(t, "JK JK")
	if f, d := New(never).BestDiscard(&h); f != cards.NoFace || d != 50 {
		t.Errorf("jokers only, never: %v,%d", f, d)
	}
}

// checkMelds verifies that specs are valid melds made of the hand's cards
// and that they reach the objective's value.
func checkMelds(t *testing.T, s *Solver, r scala40.Rules, h cards.Counts, obj Objective, specs []scala40.MeldSpec) {
	t.Helper()
	left := h
	if obj == OpenValue && r.OpeningWithoutJoker {
		left[cards.Joker] = 0
	}
	total := 0
	for _, sp := range specs {
		m, ok := scala40.BuildMeld(sp.Cards, sp.As, &r)
		if !ok {
			t.Fatalf("hand %s: BuildMeld refuses %v as %v", fmtHand(&h), sp.Cards, sp.As)
		}
		for i, c := range sp.Cards {
			if c.IsJoker() && (i >= len(sp.As) || sp.As[i] != m.Stands[i]) {
				t.Fatalf("hand %s: joker %d of %v not declared", fmtHand(&h), i, sp.Cards)
			}
			if left[c.Face()] == 0 {
				t.Fatalf("hand %s: %v uses %v twice", fmtHand(&h), sp.Cards, c)
			}
			left[c.Face()]--
		}
		total += m.Value()
	}
	switch obj {
	case OpenValue:
		if want := s.Open(&h); total != want {
			t.Fatalf("hand %s: melds worth %d, Open %d", fmtHand(&h), total, want)
		}
	case Deadwood:
		var rest []cards.Card
		for f, n := range left {
			for i := 0; i < int(n); i++ {
				rest = append(rest, cards.NewCard(cards.Face(f), i))
			}
		}
		if got, want := r.HandPenalty(rest), s.Deadwood(&h); got != want {
			t.Fatalf("hand %s: melds leave %d, Deadwood %d", fmtHand(&h), got, want)
		}
	}
}

func TestMelds(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 500
	}
	for _, oc := range oracleCases(t) {
		s := New(oc.rules)
		var specs []scala40.MeldSpec
		for i := range oc.hands {
			if i >= n {
				break
			}
			h := oc.hands[i]
			for _, obj := range []Objective{OpenValue, Deadwood} {
				specs = s.Melds(&h, obj, specs)
				checkMelds(t, s, oc.rules, h, obj, specs)
			}
		}
	}
}

func TestAssign(t *testing.T) {
	s := New(scala40.Default())
	hc := []cards.Card{cards.NewCard(cards.NewFace(5, cards.Hearts), 1), cards.NewCard(cards.Joker, 3),
		cards.NewCard(cards.NewFace(7, cards.Hearts), 0), cards.NewCard(cards.NewFace(9, cards.Spades), 1)}
	h := cards.CountsOf(hc)
	specs := s.Melds(&h, OpenValue, nil)
	if !Assign(specs, hc) || len(specs) != 1 {
		t.Fatalf("Assign failed: %v", specs)
	}
	if specs[0].Cards[0] != hc[0] || specs[0].Cards[1] != hc[1] || specs[0].Cards[2] != hc[2] {
		t.Errorf("assigned %v", specs[0].Cards)
	}
}

func TestNoAllocs(t *testing.T) {
	s := New(scala40.Default())
	hs := DealtHands(50, 15, 3)
	i := 0
	next := func() *cards.Counts { i = (i + 1) % len(hs); return &hs[i] }
	if a := testing.AllocsPerRun(200, func() { s.Open(next()) }); a != 0 {
		t.Errorf("Open allocates %v", a)
	}
	if a := testing.AllocsPerRun(200, func() { s.Deadwood(next()) }); a != 0 {
		t.Errorf("Deadwood allocates %v", a)
	}
	if a := testing.AllocsPerRun(200, func() { s.BestDiscard(next()) }); a != 0 {
		t.Errorf("BestDiscard allocates %v", a)
	}
	ace := scala40.Default()
	ace.AceAloneCountsOne = true
	s = New(ace)
	if a := testing.AllocsPerRun(200, func() { s.Deadwood(next()); s.BestDiscard(next()) }); a != 0 {
		t.Errorf("ace_alone_counts_one allocates %v", a)
	}
}

func TestDealtHands(t *testing.T) {
	a, b := DealtHands(20, 14, 9), DealtHands(20, 14, 9)
	for i := range a {
		if a[i] != b[i] || a[i].Total() != 14 {
			t.Fatalf("hand %d differs or has %d cards", i, a[i].Total())
		}
	}
}

func benchSolve(b *testing.B, size int, f func(s *Solver, h *cards.Counts)) {
	s := New(scala40.Default())
	hs := DealtHands(4096, size, 1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		f(s, &hs[i&4095])
	}
}

func BenchmarkOpen14(b *testing.B) {
	benchSolve(b, 14, func(s *Solver, h *cards.Counts) { s.Open(h) })
}

func BenchmarkDeadwood14(b *testing.B) {
	benchSolve(b, 14, func(s *Solver, h *cards.Counts) { s.Deadwood(h) })
}

func BenchmarkBestDiscard15(b *testing.B) {
	benchSolve(b, 15, func(s *Solver, h *cards.Counts) { s.BestDiscard(h) })
}

func BenchmarkMelds14(b *testing.B) {
	var specs []scala40.MeldSpec
	benchSolve(b, 14, func(s *Solver, h *cards.Counts) { specs = s.Melds(h, OpenValue, specs) })
}

func TestMeldsJoinRuns(t *testing.T) {
	s := New(scala40.Default())
	for _, c := range []struct {
		hand  string
		melds int
	}{
		{"AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", 1},
		{"2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH JK", 1},
		{"AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH", 2}, // no run holds two Aces
		{"5S 6S 7S 8S 9S 10S JS 2D 3D 4D", 2},
	} {
		h := hand(t, c.hand)
		specs := s.Melds(&h, Deadwood, nil)
		if len(specs) != c.melds {
			t.Errorf("%s: %d melds, want %d: %v", c.hand, len(specs), c.melds, specs)
		}
		checkMelds(t, s, scala40.Default(), h, Deadwood, specs)
		specs = s.Melds(&h, OpenValue, specs)
		checkMelds(t, s, scala40.Default(), h, OpenValue, specs)
	}
}
