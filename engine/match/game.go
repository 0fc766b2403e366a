package match

import "tavolo/engine/cards"

// Game is the contract every Tavolo game implements (Scala 40, Canasta,
// Klaberjass) and everything above the engine uses: the table, the
// computer players, the scenario runner, the arena and the conformance
// test. V is the game's view (what one seat may know) and A its action.
//
// A game holds the whole match, hidden cards included. Nothing outside the
// game's own package reads that state: the table draws a View, a computer
// player decides from a View, and Apply is the only way to change it.
type Game[V, A any] interface {
	// Players is the number of seats.
	Players() int
	// Actors lists the seats that may act now. Usually one; in
	// Klaberjass either player may exchange the dix, in Canasta the
	// partner answers "may I go out?". A finished hand lists the seats
	// that may start the next one; a finished match lists none.
	Actors() []int
	// View is what seat may know: its own hand, what is public, what it
	// has seen. Never another seat's hidden card.
	View(seat int) V
	// SpectatorView is what an onlooker with no seat may know: no hand at
	// all, only what is public. The game makes it; nobody blanks a
	// player's view to get one.
	SpectatorView() V
	// Legal lists the actions seat may take now (empty when it may not act).
	Legal(seat int) []A
	// Apply plays one action and returns the events it caused, in order.
	// A refused action returns an error carrying a Code (see CodeOf) and
	// leaves the game exactly as it was.
	Apply(a A) ([]Event, error)
	// Outcome says whether the hand and the match are over and who won.
	Outcome() Outcome
	// Score is the running score of the match, by side.
	Score() Score
	// Record is the match as a save: its rules, seed and every action.
	// The game's Replay rebuilds the exact state from it.
	Record(players []Player) (*Record, error)
}

// Cloner is a game that copies itself, deep: what changes in the copy never
// changes the original. The search of the computer players and the
// conformance test need it.
type Cloner[G any] interface {
	Clone() G
}

// EventKind names something that happened at the table. Each game names
// its own ("drew", "melded", "trick-won", "hand-scored" …); the table's
// move log translates them by name.
type EventKind string

// Dealt is the kind of the event of a new hand being dealt, the same in
// every game: the table's move log starts again at it. Its Value, where
// the game gives one, is the hand's number on the score sheet (from 1):
// a deal thrown in and dealt again keeps its number (NewHand).
const Dealt EventKind = "dealt"

// Event is a public fact: every seat may see it. Cards holds only cards
// every seat saw (a card drawn from the stock is not in it).
type Event struct {
	Kind  EventKind
	Seat  int          // the seat that acted, or -1
	Cards []cards.Card // the public cards involved
	Melds []int        // the table melds involved (their IDs)
	Value int          // a number the kind gives meaning to (points, a count)
}

// Stage is where a match stands.
type Stage uint8

// The stages of a match.
const (
	Playing   Stage = iota // a hand is being played
	HandOver               // a hand has ended; the next one is to be dealt
	MatchOver              // the match has a winner (or is drawn)
)

// Outcome is where the match stands and, once over, who won it.
type Outcome struct {
	Stage  Stage
	Winner int // the winning side once the match is over, -1 before or for a draw
}
