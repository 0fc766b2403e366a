package scala40

import (
	"encoding/json"
	"fmt"
	"strconv"

	"tavolo/engine/cards"
	"tavolo/engine/match"
)

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

// MarshalText writes the kind by name ("draw", "meld" …), so adding or
// reordering kinds never changes what a save means.
func (k ActionKind) MarshalText() ([]byte, error) {
	if k < Draw || k > NextHand {
		return nil, fmt.Errorf("unknown action kind %d", k)
	}
	return []byte(kindNames[k]), nil
}

// UnmarshalJSON reads a kind by name, or by number as saves of version
// 0.1.0 wrote it.
func (k *ActionKind) UnmarshalJSON(b []byte) error {
	var name string
	if err := json.Unmarshal(b, &name); err != nil {
		n, nerr := strconv.Atoi(string(b))
		if nerr != nil || n < int(Draw) || n > int(NextHand) {
			return fmt.Errorf("unknown action kind %s", b)
		}
		*k = ActionKind(n)
		return nil
	}
	for i, kn := range kindNames {
		if i > 0 && kn == name {
			*k = ActionKind(i)
			return nil
		}
	}
	return fmt.Errorf("unknown action kind %q", name)
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

// AtSeat is the action taken by seat (match.Seatable).
func (a Action) AtSeat(seat int) Action {
	a.Seat = seat
	return a
}

// jokerAs returns the declared face of an Attach, or NoFace.
func (a *Action) jokerAs() cards.Face {
	if a.AsSet {
		return a.As
	}
	return cards.NoFace
}

// EventKind names something that happened at the table (match.EventKind).
type EventKind = match.EventKind

// The events of a hand.
const (
	EvDealt     EventKind = "dealt"       // a hand was dealt (Seat = dealer)
	EvDrew      EventKind = "drew"        // drew from the tallone (card hidden)
	EvTook      EventKind = "took"        // took the top of the pozzo (Cards[0])
	EvMelded    EventKind = "melded"      // laid melds (Melds = their IDs)
	EvAttached  EventKind = "attached"    // attached Cards[0] to Melds[0]
	EvSwapped   EventKind = "swapped"     // put Cards[0] in Melds[0] and took the joker
	EvDiscarded EventKind = "discarded"   // discarded Cards[0]
	EvClosed    EventKind = "closed"      // closed the hand
	EvRestocked EventKind = "restocked"   // the pozzo became the new tallone
	EvAbandoned EventKind = "abandoned"   // the hand ended with nothing left to draw
	EvUndone    EventKind = "undone"      // the seat took back the last action of its turn
	EvScored    EventKind = "hand-scored" // the hand was scored (Value: the hand's number)
)

// Event is a public fact: every seat sees the same events (match.Event).
type Event = match.Event
