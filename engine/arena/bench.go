package arena

import (
	"io"
	"slices"
	"time"

	"tavolo/engine/match"
)

// Median returns the middle of xs (the upper one of an even count), or 0.
func Median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s) == 0 {
		return 0
	}
	return s[len(s)/2]
}

// LevelTimes runs rounds of a level's decisions (times gives round k's
// decision times) and returns the medians over the rounds of each
// round's p50, p95 and longest decision, in milliseconds; a round with
// no decision is left out.
func LevelTimes(rounds int, times func(k int) []time.Duration) (p50, p95, longest float64) {
	var a, b, c []float64
	for k := 0; k < rounds; k++ {
		d := times(k)
		if len(d) == 0 {
			continue
		}
		slices.Sort(d)
		a = append(a, Percentile(d, 0.5))
		b = append(b, Percentile(d, 0.95))
		c = append(c, Millis(d[len(d)-1]))
	}
	return Median(a), Median(b), Median(c)
}

// HintTimes plays g with medium (made by level) at every seat but 0,
// where hint plays, and times the first n hints.
func HintTimes[V, A any](g match.Game[V, A], n int, level func(seat int) (match.Agent[V, A], error), hint func(V, uint64) A) []time.Duration {
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

// Bench is the command line of `tavolo-cli bench`, for each game's part.
type Bench struct {
	Rounds        int           // rounds of each benchmark (the median is printed)
	Hands         int           // easy self-play hands per round
	DecisionHands int           // hands per level for the decision times (hard: a tenth)
	Budget        time.Duration // hard's budget per decision (0: the game's default)
	Seed          uint64
	Stdout        io.Writer
	Stderr        io.Writer
}
