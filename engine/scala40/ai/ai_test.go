package ai

import (
	"fmt"
	"reflect"
	"sync/atomic"
	"testing"
	"time"

	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

// playHands plays hands hands of rules with the players in seat order
// (each from its own seed) and returns the actions played, failing the
// test on any refused move or proposal the rules refused.
func playHands(t *testing.T, r scala40.Rules, levels []string, seed uint64, hands int) []scala40.Action {
	t.Helper()
	r.Players = len(levels)
	var log []scala40.Action
	for h := 0; h < hands; h++ {
		g, err := scala40.NewMatch(r, seed+uint64(h))
		if err != nil {
			t.Fatal(err)
		}
		ps := make([]Player, len(levels))
		for i, l := range levels {
			p, err := New(l, seed*31+uint64(h*7+i), Options{Playouts: 4})
			if err != nil {
				t.Fatal(err)
			}
			ps[i] = unhurried(p)
		}
		for step := 0; g.Phase() == scala40.PhaseDraw || g.Phase() == scala40.PhasePlay; step++ {
			if step > 3000 {
				t.Fatalf("hand %d does not end", h)
			}
			s := g.ToMove()
			a := ps[s].Choose(g.View(s))
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("%s (seat %d) played a refused move %+v: %v", levels[s], s, a, err)
			}
			log = append(log, a)
		}
		for i, p := range ps {
			if b := p.(*bot); b.fallbacks > 0 {
				t.Errorf("%s at seat %d: %d proposals refused in hand %d", levels[i], i, b.fallbacks, h)
			}
		}
	}
	return log
}

// unhurried lifts hard's time budget, so that a test's moves do not
// depend on the host's speed: a host that stalls could cut a search short
// of its worlds and change a move.
func unhurried(p Player) Player {
	if b, ok := p.(*bot); ok && b.search != nil {
		b.search.budget = time.Hour
	}
	return p
}

func TestLevelsLegalInEveryPreset(t *testing.T) {
	hands := 20
	if testing.Short() {
		hands = 6
	}
	if raceDetector {
		hands = 2 // every preset and level still plays
	}
	for _, p := range scala40.Presets() {
		for _, lv := range []string{"random", "easy", "medium"} {
			t.Run(fmt.Sprintf("%s/%s", p.Name, lv), func(t *testing.T) {
				playHands(t, p.Rules, []string{lv, lv}, 11, hands)
				playHands(t, p.Rules, []string{lv, "easy", lv, "random"}, 12, hands/2)
			})
		}
	}
}

func TestHardLegal(t *testing.T) {
	hands := 3
	if testing.Short() {
		hands = 1
	}
	for _, p := range scala40.Presets() {
		playHands(t, p.Rules, []string{"hard", "medium"}, 5, hands)
	}
}

func TestSameSeedSameMoves(t *testing.T) {
	r := scala40.Default()
	for _, lv := range []string{"random", "easy", "medium", "hard"} {
		a := playHands(t, r, []string{lv, "easy"}, 3, 2)
		b := playHands(t, r, []string{lv, "easy"}, 3, 2)
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("%s: the same seed gave different moves", lv)
		}
	}
}

func TestUnknownLevel(t *testing.T) {
	if _, err := New("expert", 1, Options{}); err == nil {
		t.Fatal("want an error")
	}
	for _, l := range Levels() {
		if p, err := New(l, 1, Options{}); err != nil || p.Name() != l {
			t.Fatalf("%s: %v", l, err)
		}
	}
}

var _ = cards.Joker

// TestWorkerStart checks that hard calls Options.WorkerStart once on each
// search goroutine it starts, and plays the same moves with it as without.
func TestWorkerStart(t *testing.T) {
	var calls atomic.Int32
	r := scala40.Default()
	r.Players = 2
	play := func(start func()) ([]scala40.Action, *search) {
		g, _ := scala40.NewMatch(r, 7)
		p, _ := New("hard", 7, Options{Workers: 2, Playouts: 8, WorkerStart: start})
		p = unhurried(p)
		q, _ := New("medium", 8, Options{})
		var acts []scala40.Action
		for step := 0; step < 400 && (g.Phase() == scala40.PhaseDraw || g.Phase() == scala40.PhasePlay); step++ {
			pl := q
			if g.ToMove() == 0 {
				pl = p
			}
			a := pl.Choose(g.View(g.ToMove()))
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			acts = append(acts, a)
		}
		return acts, p.(*bot).search
	}
	with, s := play(func() { calls.Add(1) })
	without, _ := play(nil)
	if s.decisions == 0 {
		t.Fatal("no searched decision in the hand")
	}
	if got, want := int(calls.Load()), 2*s.decisions; got != want {
		t.Errorf("WorkerStart called %d times for %d searches with 2 workers, want %d", got, s.decisions, want)
	}
	if !reflect.DeepEqual(with, without) {
		t.Error("WorkerStart changed the moves")
	}
}
