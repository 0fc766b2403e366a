package ai

import (
	"fmt"
	"slices"
	"sort"
	"testing"
	"time"

	"tavolo/engine/canasta"
)

// timed wraps a player and keeps how long each of its decisions took and,
// for hard, how many deals each of its searches reached.
type timed struct {
	Player
	times  *[]time.Duration
	worlds *[]int
}

func (t timed) Choose(v canasta.View) canasta.Action {
	start := time.Now()
	a := t.Player.Choose(v)
	*t.times = append(*t.times, time.Since(start))
	if h, ok := t.Player.(*hardPlayer); ok && t.worlds != nil && h.last.candidates > 1 {
		*t.worlds = append(*t.worlds, h.last.worlds)
	}
	return a
}

// TestMeasureHardTime plays hard at its default search against medium
// and prints hard's decision times (skipped unless CANASTA_HANDS is set;
// nothing is asserted on time).
func TestMeasureHardTime(t *testing.T) {
	n := envInt("CANASTA_HANDS", 0)
	if n == 0 {
		t.Skip("set CANASTA_HANDS to measure")
	}
	var times []time.Duration
	var worlds []int
	mk := func(name string, seed uint64) Player {
		if name == "hard" {
			return timed{newHard(seed, Options{}), &times, &worlds}
		}
		return level(name, seed)
	}
	seed := uint64(envInt("CANASTA_SEED", 2026))
	d := duelHands(t, "hard", "medium", n, seed, mk)
	slices.Sort(times)
	q := func(f float64) float64 {
		return float64(times[min(len(times)-1, int(f*float64(len(times))))].Microseconds()) / 1000
	}
	p, lo, hi := d.rate()
	t.Logf("hard (default search %+v) vs medium, %d hands from seed %d: %.3f [%.3f, %.3f], margin %.1f points a hand",
		Options{}.withDefaults(), d.hands(), seed, p, lo, hi, float64(d.margin)/float64(d.hands()))
	t.Logf("hard's decisions: %d, p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms", len(times), q(0.5), q(0.95), q(0.99), q(1))
	if len(worlds) > 0 {
		slices.Sort(worlds)
		sum := 0
		for _, w := range worlds {
			sum += w
		}
		more := len(worlds) - sort.SearchInts(worlds, DefaultWorlds+1)
		t.Logf("hard's searches: %d, deals reached: mean %.1f, p5 %d, median %d, p95 %d (%d, and up to %d at a close call); beyond %d: %d searches",
			len(worlds), float64(sum)/float64(len(worlds)), worlds[len(worlds)/20], worlds[len(worlds)/2], worlds[len(worlds)*19/20],
			DefaultWorlds, DefaultMoreTimes*DefaultWorlds, DefaultWorlds, more)
	}
}

// TestMeasureMatches plays CANASTA_MATCHES full matches of the default
// rules, hard's side against medium's, hard on side 0 in even matches
// and side 1 in odd ones.
func TestMeasureMatches(t *testing.T) {
	n := envInt("CANASTA_MATCHES", 0)
	if n == 0 {
		t.Skip("set CANASTA_MATCHES to measure")
	}
	seed := uint64(envInt("CANASTA_SEED", 2026))
	wins := 0
	for i := 0; i < n; i++ {
		g, err := canasta.NewMatch(canasta.Default(), seed+uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		score := g.Score()
		hardSide := i % 2
		bots := make([]Player, g.Players())
		for s := range bots {
			lv := "medium"
			if score.SideOf(s) == hardSide {
				lv = "hard"
			}
			bots[s] = level(lv, seed*1000+uint64(i*10+s))
		}
		for steps := 0; g.Phase() != canasta.PhaseMatchOver; steps++ {
			if steps > 200000 {
				t.Fatalf("match %d does not end", i)
			}
			s := g.Actors()[0]
			a := bots[s].Choose(g.View(s))
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("match %d: %s played %v: %v", i, bots[s].Name(), a, err)
			}
		}
		totals := g.Score().Totals
		won := g.Winner() == hardSide
		if won {
			wins++
		}
		t.Logf("match %d (seed %d): %d hands, hard (side %d) %d, medium %d: %s", i, seed+uint64(i), g.HandNo()+1,
			hardSide, totals[hardSide], totals[1-hardSide], map[bool]string{true: "hard wins", false: "medium wins"}[won])
	}
	t.Logf("%s", fmt.Sprintf("hard won %d of %d matches", wins, n))
}

// TestDiagHard plays CANASTA_DIAG hands of hard against medium and prints
// how often each kind of decision was searched and overruled.
func TestDiagHard(t *testing.T) {
	n := envInt("CANASTA_DIAG", 0)
	if n == 0 {
		t.Skip("set CANASTA_DIAG to run")
	}
	tally := map[string][2]int{}
	mk := func(name string, seed uint64) Player {
		p := level(name, seed)
		if h, ok := p.(*hardPlayer); ok {
			h.tally = tally
		}
		return p
	}
	seed := uint64(envInt("CANASTA_SEED", 2026))
	d := duelHands(t, "hard", "medium", n, seed, mk)
	p, lo, hi := d.rate()
	t.Logf("hard vs medium, %d hands: %.3f [%.3f, %.3f], margin %.1f; searched/overruled by medium's kind: %v", n, p, lo, hi, float64(d.margin)/float64(n), tally)
}
