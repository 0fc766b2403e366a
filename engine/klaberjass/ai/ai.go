// Package ai holds the Klaberjass computer players: random, easy, medium
// and hard, and cheat for measurements. Each one decides from its seat's
// View only (what that seat may know), one action per call, and is
// reproducible from its seed.
//
//   - random plays uniformly random legal actions;
//   - easy follows rules of thumb: it takes with the Jass or the Nine and
//     support, cashes its winners, follows cheaply;
//   - medium bids from an evaluation of its hand for each trump suit and
//     plays as an expert would state it: it counts trumps, draws them
//     when it holds the master, keeps the last trick in mind, does not
//     waste its Tens, and judges declarations, bella, the dix exchange
//     and the schmeiss;
//   - hard samples the unseen cards consistently with everything seen
//     (cards played, voids shown, bids, declarations), solves each sample
//     with the double-dummy solver and plays the card that does best over
//     the samples (PIMC); over the last six tricks it searches its own
//     cards once for all the samples it cannot tell apart (endgame.go);
//     it bids the same way, comparing each trump choice, and passing,
//     over samples. It assumes the other seat plays soundly: a sample is
//     kept by how well the other's bids and plays so far fit what medium
//     would have done with that sample's hand (soft weights, so another
//     style only weakens the inference). The samples are split among
//     worker goroutines within a time budget.
//   - cheat sees both hands (NewCheat reads them from the game): it
//     exists to measure what hard loses to hidden information, and the
//     app never offers it.
//
// Every action comes from the engine's Legal, on a game rebuilt from the
// view (klaberjass.Sample), so a player stays legal under every house
// rule.
package ai

import (
	"fmt"
	"time"

	"tavolo/engine/klaberjass"
	"tavolo/engine/match"
)

// Player is a Klaberjass computer player. Choose is called for the seat
// to move and returns one of its legal actions. A player may be called
// from any goroutine but not from two at once.
type Player = match.Agent[klaberjass.View, klaberjass.Action]

// Options tune a player. The zero value gives the defaults.
type Options struct {
	// Budget bounds the thinking time of one hard decision (default
	// DefaultBudget). A negative budget means no time limit: hard then
	// always solves all its worlds, which tests that compare moves need.
	Budget time.Duration
	// Worlds is how many samples hard solves for a card (default
	// DefaultWorlds), BidWorlds how many for each trump choice (default
	// DefaultBidWorlds).
	Worlds, BidWorlds int
	// Workers is the number of search goroutines of hard (default 2).
	Workers int
	// WorkerStart, when set, is called at the start of each search
	// goroutine of hard, on that goroutine, which is then locked to its
	// own OS thread until it ends (the thread is not reused). The app
	// lowers the thread's priority there, so that a window sharing the
	// cores keeps painting while hard thinks.
	WorkerStart func()
}

// DefaultBudget is hard's budget per decision when Options.Budget is 0:
// below the 1 s a decision may take, with room for a busy machine.
const DefaultBudget = 700 * time.Millisecond

// DefaultWorlds and DefaultBidWorlds are hard's sample counts.
const (
	DefaultWorlds    = 320
	DefaultBidWorlds = 96
)

// Levels lists the player levels the app offers, weakest first.
func Levels() []string { return []string{"random", "easy", "medium", "hard"} }

// New returns a player of the level, seeded with seed.
func New(level string, seed uint64, opts Options) (Player, error) {
	switch level {
	case "random":
		return newBot(levelRandom, level, seed, opts), nil
	case "easy":
		return newBot(levelEasy, level, seed, opts), nil
	case "medium":
		return newBot(levelMedium, level, seed, opts), nil
	case "hard":
		return newBot(levelHard, level, seed, opts), nil
	}
	return nil, fmt.Errorf("unknown level %q (want one of random, easy, medium, hard)", level)
}

// NewCheat returns the perfect-information player: it plays hard's
// search with the other seat's real hand in a single world, read from g
// at each decision. It is for measurements only (the arena).
func NewCheat(g *klaberjass.Game, seed uint64, opts Options) Player {
	return NewCheatIn(g, seed, opts, true, true)
}

// NewCheatIn is the cheat that sees the other hand only in the bidding,
// only in the card play, or in both: it splits what hard loses to hidden
// information between the two (the arena's cheat-bid and cheat-play).
func NewCheatIn(g *klaberjass.Game, seed uint64, opts Options, bidding, play bool) Player {
	name := map[[2]bool]string{{true, true}: "cheat", {true, false}: "cheat-bid", {false, true}: "cheat-play", {false, false}: "hard"}[[2]bool{bidding, play}]
	b := newBot(levelHard, name, seed, opts)
	if bidding {
		b.peekBid = g.Hand
	}
	if play {
		b.peekPlay = g.Hand
	}
	return b
}
