package main

import (
	"fmt"
	"io"
	"runtime"
	"slices"
	"time"

	"tavolo/engine/canasta"
	caai "tavolo/engine/canasta/ai"
	kj "tavolo/engine/klaberjass"
	kjai "tavolo/engine/klaberjass/ai"
	"tavolo/engine/match"
	"tavolo/engine/scala40"
	"tavolo/engine/scala40/ai"
)

// benchHints times the table's hint in each game: hard's move and its
// evidence on a player's view at hard's default settings on every core,
// as the app asks it, over the first n decisions of seat 0 in matches
// that medium plays at every other seat.
func benchHints(stdout io.Writer, n int, seed uint64) int {
	cpus := runtime.NumCPU()
	report := func(game string, d []time.Duration) {
		if len(d) == 0 {
			fmt.Fprintf(stdout, "%s hint: no decision of seat 0\n", game)
			return
		}
		slices.Sort(d)
		fmt.Fprintf(stdout, "%s hint: p50 %.1f ms, p95 %.1f ms, max %.1f ms (%d hints, %d workers)\n",
			game, percentile(d, 0.5), percentile(d, 0.95), ms(d[len(d)-1]), len(d), cpus)
	}

	sg, err := scala40.NewMatch(scala40.Default(), seed)
	if err != nil {
		return 1
	}
	sopts := ai.Options{Workers: cpus}
	report("scala40", hintTimes(sg, n, func(s int) (match.Agent[scala40.View, scala40.Action], error) {
		return ai.New("medium", seed+uint64(s), sopts)
	}, func(v scala40.View, k uint64) scala40.Action { return ai.Hint(v, k, sopts).Action }))

	cg, err := canasta.NewMatch(canasta.Default(), seed)
	if err != nil {
		return 1
	}
	copts := caai.DefaultSearch()
	copts.Workers = cpus
	report("canasta", hintTimes(cg, n, func(s int) (match.Agent[canasta.View, canasta.Action], error) {
		return caai.New("medium", seed+uint64(s))
	}, func(v canasta.View, k uint64) canasta.Action { return caai.Hint(v, k, copts).Action }))

	kg, err := kj.New(kj.Default(), seed)
	if err != nil {
		return 1
	}
	kopts := kjai.Options{Workers: cpus}
	report("klaberjass", hintTimes(kg, n, func(s int) (match.Agent[kj.View, kj.Action], error) {
		return kjai.New("medium", seed+uint64(s), kopts)
	}, func(v kj.View, k uint64) kj.Action { return kjai.Hint(v, k, kopts).Action }))
	return 0
}

// hintTimes plays g with medium (made by level) at every seat but 0,
// where hint plays, and times the first n hints.
func hintTimes[V, A any](g match.Game[V, A], n int, level func(seat int) (match.Agent[V, A], error), hint func(V, uint64) A) []time.Duration {
	agents := make([]match.Agent[V, A], g.Players())
	for s := range agents {
		a, err := level(s)
		if err != nil {
			return nil
		}
		agents[s] = a
	}
	var out []time.Duration
	for step := 0; len(out) < n && step < 20000 && g.Outcome().Stage != match.MatchOver; step++ {
		actors := g.Actors()
		if len(actors) == 0 {
			break
		}
		s := actors[len(actors)-1]
		v := g.View(s)
		var a A
		if s == 0 {
			t0 := time.Now()
			a = hint(v, uint64(step))
			out = append(out, time.Since(t0))
		} else {
			a = agents[s].Choose(v)
		}
		if _, err := g.Apply(a); err != nil {
			break
		}
	}
	return out
}
