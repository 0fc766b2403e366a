// Package ai holds the Scala 40 computer players: random, easy, medium
// and hard. Each one decides only from its seat's View (what that seat may
// know), one action per call, and is reproducible from its seed.
//
//   - random plays uniformly random legal moves;
//   - easy is greedy: it opens as soon as it can, lays everything it can
//     and throws the card that connects least;
//   - medium plans: it weighs the cards that connect against the live
//     cards still unseen, watches what the others take and throw, avoids
//     feeding the next player, and dumps or keeps high cards by the score;
//   - hard searches: determinized Monte Carlo over hidden hands sampled
//     consistently with what it saw, with medium playouts, on worker
//     goroutines within a time budget.
//
// Every player checks its move against the rules on a game rebuilt from
// the view (scala40.Determinize) before returning it, so it stays legal
// under every house rule the engine supports.
package ai

import (
	"fmt"
	"time"

	"tavolo/engine/match"
	"tavolo/engine/scala40"
)

// Player is a computer player (the shared match.Agent contract). Choose
// is called while the player's seat is to move (or after a hand, for
// NextHand) and returns one action. It may be called from any goroutine
// but not from two at once; separate players share nothing.
type Player = match.Agent[scala40.View, scala40.Action]

// Options tune a player. The zero value gives the defaults.
type Options struct {
	// Budget bounds the thinking time of one hard decision (default
	// DefaultBudget; never more than MaxBudget). A negative budget means
	// no time limit: hard then plays every playout, the same on any
	// machine (tests).
	Budget time.Duration
	// Workers is the number of search goroutines of hard (default 2).
	Workers int
	// Playouts is the most simulated hands per candidate move of hard
	// (default DefaultPlayouts): a candidate far behind stops sooner, and
	// the search stops when Budget runs out; with enough budget it is
	// reproducible from the seed.
	Playouts int
	// WorkerStart, when set, is called at the start of each search
	// goroutine of hard, on that goroutine, which is then locked to its
	// own OS thread until it ends (the thread is not reused). The app
	// lowers the thread's priority there, so that a window sharing the
	// cores keeps painting while hard thinks.
	WorkerStart func()
}

// MaxBudget is the longest a hard decision may think.
const MaxBudget = 900 * time.Millisecond

// DefaultBudget is hard's budget when Options.Budget is zero: the
// longest allowed, so that a host plays as many of DefaultPlayouts as it
// can (a slow one stops short of them).
const DefaultBudget = MaxBudget

// DefaultPlayouts is hard's most playouts per candidate when
// Options.Playouts is zero. The search races the candidates (search.run),
// so only those still close to the best play them all.
const DefaultPlayouts = 1024

// Levels lists the player levels, weakest first.
func Levels() []string { return []string{"random", "easy", "medium", "hard"} }

// New returns a player of the level, seeded with seed.
func New(level string, seed uint64, opts Options) (Player, error) {
	switch level {
	case "random":
		return newBot(level, seed, nil), nil
	case "easy":
		return newBot(level, seed, easyStyle()), nil
	case "medium":
		return newBot(level, seed, mediumStyle()), nil
	case "hard":
		b := newBot(level, seed, mediumStyle())
		b.search = newSearch(opts, seed)
		return b, nil
	}
	return nil, fmt.Errorf("ai: unknown level %q (want one of random, easy, medium, hard)", level)
}
