package ai

import (
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

// playOne plays one 2-player classic hand between two levels and returns
// the closer's seat (-1 if none).
func playOne(a, b string, seed uint64) (closer int, refused bool) {
	r := scala40.Default()
	r.Players = 2
	g, _ := scala40.NewMatch(r, seed)
	pa, _ := New(a, seed*3+1, Options{})
	pb, _ := New(b, seed*3+2, Options{})
	ps := [2]Player{pa, pb}
	for step := 0; step < 5000 && (g.Phase() == scala40.PhaseDraw || g.Phase() == scala40.PhasePlay); step++ {
		s := g.ToMove()
		if g.Play(ps[s].Choose(g.View(s))) != nil {
			return -1, true
		}
	}
	if g.Result() == nil {
		return -1, false
	}
	return g.Result().Closer, false
}

func TestEasyBeatsRandom(t *testing.T) {
	wins := 0
	const n = 40
	for i := 0; i < n; i++ {
		// easy sits at seat i%2.
		a, b := "easy", "random"
		if i%2 == 1 {
			a, b = b, a
		}
		c, bad := playOne(a, b, uint64(i)+500)
		if bad {
			t.Fatal("refused move")
		}
		if c == i%2 {
			wins++
		}
	}
	if wins < n*3/4 {
		t.Fatalf("easy closed only %d of %d hands against random", wins, n)
	}
}

// BenchmarkSelfPlayEasy measures complete 2-player hands of easy against
// easy on one goroutine (see the hands/s metric).
func BenchmarkSelfPlayEasy(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		playOne("easy", "easy", uint64(i))
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "hands/s")
}

func benchDecide(b *testing.B, level string) {
	r := scala40.Default()
	r.Players = 2
	// A corpus of positions where seat 0 is to move, from easy self-play.
	var views []scala40.View
	rng := cards.NewRand(4)
	for len(views) < 200 {
		g, _ := scala40.NewMatch(r, rng.Derive())
		ps := [2]Player{}
		ps[0], _ = New("easy", 1, Options{})
		ps[1], _ = New("easy", 2, Options{})
		for step := 0; step < 400 && (g.Phase() == scala40.PhaseDraw || g.Phase() == scala40.PhasePlay); step++ {
			s := g.ToMove()
			v := g.View(s)
			if s == 0 && rng.IntN(4) == 0 {
				views = append(views, v)
			}
			if g.Play(ps[s].Choose(v)) != nil {
				break
			}
		}
	}
	p, _ := New(level, 9, Options{Playouts: 8})
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p.Choose(views[i%len(views)])
	}
}

func BenchmarkDecideRandom(b *testing.B) { benchDecide(b, "random") }
func BenchmarkDecideEasy(b *testing.B)   { benchDecide(b, "easy") }
func BenchmarkDecideMedium(b *testing.B) { benchDecide(b, "medium") }
func BenchmarkDecideHard(b *testing.B)   { benchDecide(b, "hard") }

// BenchmarkPlayout measures hard's simulated hands: one 2-player classic
// hand played to its end by medium players (without the lookahead, as
// in hard's search) from a fresh deal, on one goroutine (see the
// playouts/s metric).
func BenchmarkPlayout(b *testing.B) {
	r := scala40.Default()
	r.Players = 2
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		g, _ := scala40.NewMatch(r, uint64(i))
		playout(g, 0, uint64(i))
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
}
