package ai

import (
	"math"
	"os"
	"strconv"
	"testing"
	"time"

	"tavolo/engine/canasta"
	"tavolo/engine/match"
)

// duelResult is what duelHands measured: hands the first level's side
// won, lost and drew, the sum of its margins in points, and each hand's
// margin.
type duelResult struct {
	won, lost, drawn int
	margin           int
	margins          []int
}

// marginSE is the standard error of the margin a hand, over the deals
// (each dealt twice, sides swapped: the two hands of a deal count as one
// sample, their mean).
func (d duelResult) marginSE() float64 {
	var per []float64
	for i := 0; i+1 < len(d.margins); i += 2 {
		per = append(per, float64(d.margins[i]+d.margins[i+1])/2)
	}
	_, se := match.MeanSE(per)
	return se
}

func (d duelResult) hands() int { return d.won + d.lost + d.drawn }

// rate returns the share of hands won (a draw counts half) and its 95%
// Wilson interval.
func (d duelResult) rate() (p, lo, hi float64) {
	n := float64(d.hands())
	if n == 0 {
		return 0, 0, 0
	}
	p = (float64(d.won) + 0.5*float64(d.drawn)) / n
	z := 1.96
	den := 1 + z*z/n
	c := (p + z*z/(2*n)) / den
	h := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / den
	return p, c - h, c + h
}

// duelHands plays single 4-player hands of the default rules: hand i is
// dealt from seed+i/2 and played twice with the sides swapped, so each
// level holds each seat's cards once.
func duelHands(t testing.TB, a, b string, hands int, seed uint64, mk func(level string, seed uint64) Player) duelResult {
	var d duelResult
	for i := 0; i < hands; i++ {
		deal := seed + uint64(i/2)
		g, err := canasta.NewMatch(canasta.Default(), deal)
		if err != nil {
			t.Fatal(err)
		}
		score := g.Score()
		swap := i%2 == 1
		bots := make([]Player, g.Players())
		for s := range bots {
			lv := a
			if (score.SideOf(s) == 1) != swap {
				lv = b
			}
			bots[s] = mk(lv, deal*100+uint64(s))
		}
		mine := 0
		if swap {
			mine = 1
		}
		for steps := 0; g.Phase() != canasta.PhaseHandOver && g.Outcome().Stage == match.Playing; steps++ {
			if steps > 5000 {
				t.Fatalf("hand %d does not end", i)
			}
			s := g.Actors()[0]
			act := bots[s].Choose(g.View(s))
			if _, err := g.Apply(act); err != nil {
				t.Fatalf("hand %d: %s (seat %d) played %v: %v", i, bots[s].Name(), s, act, err)
			}
		}
		r := g.Result()
		m := r.Points[mine] - r.Points[1-mine]
		d.margin += m
		d.margins = append(d.margins, m)
		switch {
		case m > 0:
			d.won++
		case m < 0:
			d.lost++
		default:
			d.drawn++
		}
	}
	return d
}

// level makes a player of any level, medium and hard included.
func level(name string, seed uint64) Player {
	switch name {
	case "hard":
		o := Options{}.withDefaults()
		o.Worlds = envInt("CANASTA_WORLDS", o.Worlds)
		o.MoreWorlds = envInt("CANASTA_MORE_WORLDS", DefaultMoreTimes*o.Worlds) // -1: never more than Worlds
		o.Budget = time.Duration(envInt("CANASTA_BUDGET_MS", int(o.Budget/time.Millisecond))) * time.Millisecond
		if o.Budget == 0 {
			o.Budget = -1 // CANASTA_BUDGET_MS=0: no time limit
		}
		o.Candidates = envInt("CANASTA_CANDIDATES", o.Candidates)
		if s := os.Getenv("CANASTA_INFER"); s != "" {
			o.Infer = s == "1"
		}
		return newHard(seed, o)
	}
	p, err := New(name, seed, Options{})
	if err != nil {
		panic(err)
	}
	return p
}

func envInt(name string, def int) int {
	if s := os.Getenv(name); s != "" {
		if n, err := strconv.Atoi(s); err == nil {
			return n
		}
	}
	return def
}

// TestMeasureDuel plays CANASTA_DUEL="a b" for CANASTA_HANDS hands (the
// measurements; skipped unless asked for).
func TestMeasureDuel(t *testing.T) {
	spec := os.Getenv("CANASTA_DUEL")
	if spec == "" {
		t.Skip("set CANASTA_DUEL=\"medium easy\" to measure")
	}
	var a, b string
	for i, f := range splitFields(spec) {
		if i == 0 {
			a = f
		} else {
			b = f
		}
	}
	n := envInt("CANASTA_HANDS", 400)
	seed := uint64(envInt("CANASTA_SEED", 2026))
	d := duelHands(t, a, b, n, seed, level)
	p, lo, hi := d.rate()
	t.Logf("%s vs %s, %d hands from seed %d (sides swapped on each deal): won %d lost %d drawn %d: %.3f [%.3f, %.3f], margin %.1f ± %.1f points a hand",
		a, b, d.hands(), seed, d.won, d.lost, d.drawn, p, lo, hi, float64(d.margin)/float64(d.hands()), d.marginSE())
	if path := os.Getenv("CANASTA_MARGINS"); path != "" {
		// One hand's margin a line, to pair two runs on the same deals.
		out := ""
		for _, m := range d.margins {
			out += strconv.Itoa(m) + "\n"
		}
		if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func splitFields(s string) []string {
	var out []string
	cur := ""
	for _, r := range s {
		if r == ' ' || r == ',' {
			if cur != "" {
				out = append(out, cur)
			}
			cur = ""
			continue
		}
		cur += string(r)
	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}
