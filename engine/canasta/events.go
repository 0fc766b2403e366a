package canasta

import "tavolo/engine/match"

// The events a Canasta game reports, so a move log can tell the story.
const (
	EvDealt      match.EventKind = "dealt"       // a hand was dealt (Seat: dealer, Value: hand number)
	EvRedThree   match.EventKind = "red-three"   // a red three laid down (Value: the side's count)
	EvPileFormed match.EventKind = "pile-formed" // the pile was formed (Cards: its face-up cards, Value: its size)
	EvTurn       match.EventKind = "turn"        // Seat's turn begins
	EvDrew       match.EventKind = "drew"        // Seat drew Value cards from the stock
	EvTookPile   match.EventKind = "took-pile"   // Seat took the pile (Cards: its face-up cards, Value: its size)
	EvOpened     match.EventKind = "opened"      // Seat opened for its side (Value: the opening's points)
	EvMelded     match.EventKind = "melded"      // Seat laid a new meld (Melds: its id)
	EvAdded      match.EventKind = "added"       // Seat added Cards to meld Melds[0]
	EvCanasta    match.EventKind = "canasta"     // a meld became a canasta or changed kind (Value: its Kind)
	EvDirtied    match.EventKind = "dirtied"     // a wild card made a clean canasta dirty (Melds: its id, Value: its rank)
	EvDiscarded  match.EventKind = "discarded"   // Seat discarded Cards[0]
	EvAsked      match.EventKind = "asked"       // Seat asked the partner Value "may I go out?"
	EvAnswered   match.EventKind = "answered"    // Seat answered (Value 1: yes, 0: no)
	EvUndone     match.EventKind = "undone"      // Seat took back its last meld or add
	EvWentOut    match.EventKind = "went-out"    // Seat went out
	EvExhausted  match.EventKind = "stock-out"   // the stock ran out and the hand ended
	EvHandScored match.EventKind = "hand-scored" // a side scored Value points this hand (Seat: a seat of the side)
	EvMatchOver  match.EventKind = "match-over"  // the match is over (Value: the winning side)
)
