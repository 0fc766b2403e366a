// Package scala40 is the Scala 40 rules engine: deal, turn structure
// (draw from the tallone or take from the pozzo, meld, attach, swap a
// joker, discard), the opening (apertura) of at least 40, closing and
// closing in hand (chiusura in mano), scoring, elimination and dealer
// rotation, with every house-rule option of the rules document.
//
// A Game holds the whole match. View(seat) gives what one seat may know,
// Legal(seat) lists actions, and Apply(action) is the only way to change
// the state: it either applies the action completely or returns an *Error
// with a stable code and changes nothing.
//
// Where a rule lives:
//   - meld validity and values: meld.go
//   - house-rule options and presets: rules.go, presets/
//   - the deal and the turn cycle: game.go
//   - each action's checks: apply.go
//   - scoring, elimination, dealer rotation: score.go
//   - the text notation of actions: notation.go
package scala40
