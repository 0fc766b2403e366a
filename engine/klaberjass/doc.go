// Package klaberjass is the Klaberjass rules engine: the two-handed game
// of the jack–nine family (Jass and Menel on top of the trumps) played to
// 500, with every house-rule option of shared/rules/klaberjass.md.
//
// A Game holds the whole match. View(seat) gives what one seat may know,
// Legal(seat) lists actions, and Apply(action) is the only way to change
// the state: it applies the action completely and returns the events, or
// returns a *match.Error with a stable code and changes nothing.
//
// Where a rule lives:
//   - card order, card points, trick winner, follow/trump duties: order.go
//   - sequences, fours, their comparison, bella: declare.go
//   - options and presets: rules.go, presets/
//   - the deal, the bidding state, who may act, legal actions: game.go
//   - each action's checks and effects, tricks: apply.go
//   - hand scoring (bete, half bete), the end of the match: score.go
//   - what a seat may know, sampling hidden cards: view.go
//   - the text notation of actions: notation.go; saves: record.go
package klaberjass
