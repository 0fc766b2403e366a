package scala40

import "tavolo/engine/cards"

// ActionKind says what an action does.
type ActionKind uint8

// The actions of a turn, plus Undo and NextHand.
const (
	Draw     ActionKind = iota + 1 // take the top card of the tallone
	Take                           // take the top card of the pozzo
	MeldDown                       // lay new melds (the first time in a hand: the opening)
	Attach                         // add one card to a meld on the table
	Swap                           // put the natural card a joker stands for, take the joker
	Discard                        // end the turn; emptying the hand closes
	Undo                           // take back the last action of this turn
	NextHand                       // deal the next hand after a hand is over
)

var kindNames = [...]string{"", "draw", "take", "meld", "attach", "swap", "discard", "undo", "next-hand"}

func (k ActionKind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "?"
}

// MeldSpec is one meld of a MeldDown action: cards in table order, and for
// each joker the face it stands for (cards.NoFace, or a short As, when the
// position decides).
type MeldSpec struct {
	Cards []cards.Card `json:"cards"`
	As    []cards.Face `json:"as,omitempty"`
}

// Action is one move. Cards are physical cards (with their copy), so a
// replay is exact.
type Action struct {
	Kind  ActionKind `json:"kind"`
	Seat  int        `json:"seat"`
	Card  cards.Card `json:"card,omitempty"`   // Attach, Swap, Discard
	As    cards.Face `json:"as,omitempty"`     // Attach of a joker: the face it stands for (0 with AsSet false = decide)
	AsSet bool       `json:"as_set,omitempty"` // As is meaningful
	Meld  int        `json:"meld,omitempty"`   // Attach, Swap: the table meld ID
	Melds []MeldSpec `json:"melds,omitempty"`  // MeldDown
	Deal  *Deal      `json:"deal,omitempty"`   // NextHand with a fixed deal
}

// jokerAs returns the declared face of an Attach, or NoFace.
func (a *Action) jokerAs() cards.Face {
	if a.AsSet {
		return a.As
	}
	return cards.NoFace
}

// EventKind names something that happened at the table.
type EventKind uint8

// The events.
const (
	EvDealt     EventKind = iota + 1 // a hand was dealt (Seat = dealer)
	EvDrew                           // drew from the tallone (card hidden)
	EvTook                           // took the top of the pozzo (Cards[0])
	EvMelded                         // laid melds (Melds = their IDs)
	EvAttached                       // attached Cards[0] to Melds[0]
	EvSwapped                        // put Cards[0] in Melds[0] and took the joker
	EvDiscarded                      // discarded Cards[0]
	EvClosed                         // closed the hand
	EvRestocked                      // the pozzo became the new tallone
	EvAbandoned                      // the hand ended with nothing left to draw
)

// Event is a public fact: every seat sees the same events.
type Event struct {
	Kind  EventKind
	Seat  int
	Cards []cards.Card
	Melds []int
}
