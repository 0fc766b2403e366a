// Package canasta is the Italian three-pack Canasta (Canastone) of
// shared/rules/canasta.md: 162 cards, 15 each, draw two, a pile built from
// the turned card's count, openings before the draw with a minimum that
// grows with the side's score, a clean and a dirty canasta to go out.
//
// A Game implements match.Game[View, Action]. Apply is the only way to
// change it; View is what one seat may know, and the questions the table
// and the computer players ask (is this a meld, what is it worth, may the
// pile be taken with these cards) are exported here so no one else
// re-derives a rule: Rules.CheckMeld, Rules.Value, Rules.OpeningMinimum,
// Rules.GoingOutMet, Rules.CanastaBonus, Rules.ScoreSide, View.Check,
// View.CanTake, View.CanGoOutThisTurn, View.Legal.
//
// Where each rule lives:
//
//	card classes and values, melds, wild limits, canasta kinds, bonuses, opening bands   meld.go
//	every option of section 2, presets                                                     rules.go, presets/*.toml
//	deal, red threes at the deal, forming the pile, empty stock at a turn's start         game.go
//	what an action must satisfy (one check for the engine and the views)                  check.go
//	whether the hand can still go out this turn (the duty after a yes)                     goout.go
//	the reasons a refusal names, with the numbers of the rules in force                    errors.go
//	draw, take, meld, add, discard, ask/answer, undo, going out                            apply.go
//	hand scoring line by line, red-three signs, end of the match                           score.go
//	what a seat may see                                                                     view.go
//	the legal action lists                                                                  legal.go
//	the text notation of actions                                                            notation.go
//	save and exact replay                                                                   record.go
package canasta
