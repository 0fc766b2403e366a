package ai

import (
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

// TestDiagWorlds (TAVOLO_WORLDS=N) plays N hands of medium against medium
// and, at each draw of seat 0, deals worlds from its view the way hard
// does, with and without curate, and sets them against the real deal:
// the other seat's hand (cards in its best plan, its opening value) and
// the result of the hand, predicted by playouts from the worlds against
// the real one. The closer the worlds, the smaller the differences.
func TestDiagWorlds(t *testing.T) {
	n := int(envUint("TAVOLO_WORLDS", 0))
	if n == 0 {
		t.Skip("set TAVOLO_WORLDS=N to set N hands' worlds against the real deal")
	}
	per := int(envUint("TAVOLO_WORLDS_PER", 16))
	from := envUint("TAVOLO_DIAG_FROM", 20000)
	r := scala40.Default()
	r.Players = 2
	const buckets = 6 // seat 0's turns 1-3, 4-7, 8 on; the other seat unopened, opened
	bucketOf := func(turn int, opened bool) int {
		b := 2
		switch {
		case turn <= 3:
			b = 0
		case turn <= 7:
			b = 1
		}
		if opened {
			b += 3
		}
		return b
	}
	type stat struct{ n, inPlan, open, pred, closes float64 }
	var real [buckets]stat
	var modes [2][buckets]stat // 0 uniform, 1 curated
	var realResult [buckets]float64
	handStats := func(w *scala40.Game) (inPlan, open float64) {
		h := cards.CountsOf(w.Hand(1))
		obj := objLay
		if !w.Opened(1) {
			obj = objOpen
		}
		rules := w.Rules()
		p, _ := bestPlan(&h, &rules, obj, h.Total(), cards.NoFace)
		return float64(p.cards), float64(p.open)
	}
	var rng cards.Rand
	rng.Seed(from)
	for d := 0; d < n; d++ {
		g, _ := scala40.NewMatch(r, from+uint64(d))
		ps := []Player{}
		for s := 0; s < 2; s++ {
			p, _ := New("medium", uint64(d*2+s)+from, Options{})
			ps = append(ps, p)
		}
		var marks []int // the bucket of each of seat 0's draws
		turn := 0
		for step := 0; step < 3000 && (g.Phase() == scala40.PhaseDraw || g.Phase() == scala40.PhasePlay); step++ {
			s := g.ToMove()
			if s == 0 && g.Phase() == scala40.PhaseDraw {
				turn++
				b := bucketOf(turn, g.Opened(1))
				marks = append(marks, b)
				v := g.View(0)
				played := countBy(&v, scala40.EvDiscarded)
				draws := countBy(&v, scala40.EvDrew)
				known := scala40.KnownCards(&v)
				ip, op := handStats(g)
				real[b].n++
				real[b].inPlan += ip
				real[b].open += op
				for m := range modes {
					st := &modes[m][b]
					for w := 0; w < per; w++ {
						var wr cards.Rand
						wr.Seed(rng.Derive())
						world := dealWorld(&v, played, draws, known, m == 1, &wr)
						ip, op := handStats(world)
						res := playout(world, 0, wr.Derive())
						st.n++
						st.inPlan += ip
						st.open += op
						st.pred += float64(res)
						if world.Result() != nil && world.Result().Closer == 1 {
							st.closes++
						}
					}
				}
			}
			if _, err := g.Apply(ps[s].Choose(g.View(s))); err != nil {
				t.Fatal(err)
			}
		}
		res := 0
		closer := -1
		if g.Result() != nil && g.Result().Closer >= 0 {
			res = g.Result().Points[1] - g.Result().Points[0]
			closer = g.Result().Closer
		}
		for _, b := range marks {
			realResult[b] += float64(res)
			if closer == 1 {
				real[b].closes++
			}
		}
	}
	for b := 0; b < buckets; b++ {
		rn := real[b].n
		if rn == 0 {
			continue
		}
		t.Logf("turns %s: %d draws; real: in plan %.2f, opening %.2f, result %.2f, other closes %.3f",
			[]string{"1-3", "4-7", "8+", "1-3 (open)", "4-7 (open)", "8+ (open)"}[b], int(rn), real[b].inPlan/rn, real[b].open/rn, realResult[b]/rn, real[b].closes/rn)
		for m, name := range []string{"uniform", "curated"} {
			st := modes[m][b]
			t.Logf("  %s: in plan %.2f, opening %.2f, predicted less real %.2f, other closes %.3f",
				name, st.inPlan/st.n, st.open/st.n, st.pred/st.n-realResult[b]/rn, st.closes/st.n)
		}
	}
}

// TestCurate: curate swaps a drawn card that connects for the card the
// hand needs least, keeps jokers and known cards, and loses no card.
func TestCurate(t *testing.T) {
	r := scala40.Default()
	v := &scala40.View{Rules: r}
	deal := func(hand, stock string) *scala40.Hidden {
		cs := physical(t, hand+" "+stock)
		n := len(physical(t, hand))
		return &scala40.Hidden{Hands: [][]cards.Card{nil, cs[:n:n]}, Stock: cs[n:]}
	}
	var rng cards.Rand
	rng.Seed(1)

	w := deal("7H 8H KC", "9H")
	curate(v, w, 1, 1, nil, &rng)
	if got, want := cards.CountsOf(w.Hands[1]), cards.CountsOf(physical(t, "7H 8H 9H")); got != want {
		t.Errorf("hand after one draw: got %v, want 7H 8H 9H", w.Hands[1])
	}
	if len(w.Stock) != 1 || w.Stock[0].Face() != physical(t, "KC")[0].Face() {
		t.Errorf("tallone: got %v, want the king back", w.Stock)
	}

	// The king is known to be in the hand, the joker is a joker: both
	// stay, and the 3 of spades goes whatever is drawn first.
	w = deal("7H 8H KC JK 3S", "9H 10H 2D")
	known := w.Hands[1][2:3]
	before := cards.CountsOf(append(append([]cards.Card(nil), w.Hands[1]...), w.Stock...))
	curate(v, w, 1, 3, known, &rng)
	h := cards.CountsOf(w.Hands[1])
	for _, c := range physical(t, "KC JK") {
		if h[c.Face()] == 0 {
			t.Errorf("%v left the hand %v", c, w.Hands[1])
		}
	}
	if len(w.Hands[1]) != 5 || len(w.Stock) != 3 {
		t.Errorf("sizes: hand %d, tallone %d, want 5 and 3", len(w.Hands[1]), len(w.Stock))
	}
	if after := cards.CountsOf(append(append([]cards.Card(nil), w.Hands[1]...), w.Stock...)); after != before {
		t.Errorf("cards changed: %v, then %v", before, after)
	}
	if h[physical(t, "3S")[0].Face()] != 0 {
		t.Errorf("hand %v kept the 3 of spades", w.Hands[1])
	}
}

// BenchmarkDealWorld measures dealing one of hard's worlds, curated and
// not, from seat 0's views at its draws in 40 hands of medium self-play
// (compare with BenchmarkPlayout: a world serves several playouts).
func BenchmarkDealWorld(b *testing.B) {
	r := scala40.Default()
	r.Players = 2
	var views []scala40.View
	for d := uint64(0); d < 40; d++ {
		g, _ := scala40.NewMatch(r, d)
		ps := []*bot{newBot("medium", d, playoutStyle()), newBot("medium", d+100, playoutStyle())}
		for step := 0; step < 3000 && (g.Phase() == scala40.PhaseDraw || g.Phase() == scala40.PhasePlay); step++ {
			if g.ToMove() == 0 && g.Phase() == scala40.PhaseDraw {
				views = append(views, g.View(0))
			}
			v := g.View(g.ToMove())
			if !ps[g.ToMove()].act(&v, g) {
				break
			}
		}
	}
	for _, curated := range []bool{false, true} {
		b.Run(map[bool]string{false: "uniform", true: "curated"}[curated], func(b *testing.B) {
			var rng cards.Rand
			rng.Seed(1)
			for i := 0; i < b.N; i++ {
				v := &views[i%len(views)]
				dealWorld(v, countBy(v, scala40.EvDiscarded), countBy(v, scala40.EvDrew), scala40.KnownCards(v), curated, &rng)
			}
		})
	}
}
