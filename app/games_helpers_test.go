package app

import (
	"tavolo/app/stats"
	catable "tavolo/app/table/canasta"
	kjtable "tavolo/app/table/klaberjass"
	s40table "tavolo/app/table/scala40"
	"tavolo/engine/canasta"
	"tavolo/engine/klaberjass"
	"tavolo/engine/match"
	"tavolo/engine/options"
	"tavolo/engine/scala40"
)

// The tests reach each game through its descriptor's own functions,
// typed, under the short names below.

// Setup is a Scala 40 setup.
type Setup = gameSetup[scala40.Rules]

func scala40Book() *ruleBook[scala40.Rules]       { return s40table.Book() }
func canastaBook() *ruleBook[canasta.Rules]       { return catable.Book() }
func klaberjassBook() *ruleBook[klaberjass.Rules] { return kjtable.Book() }

// DefaultSetup is Scala 40's default setup: one person against three
// computers of medium level, with the classic rules.
func DefaultSetup() Setup { return defaultSetupOf(scala40Book()) }

// newMatchForm is Scala 40's new-match form.
func newMatchForm(s *Shell, st Setup) *matchForm[scala40.Rules] {
	return newMatchFormOf(s, scala40Book(), st)
}

// lastSetup is the choices made last time on Scala 40's screen.
func (s *Shell) lastSetup() Setup { return lastSetupOf(s, scala40Book()) }

// StartMatch deals a Scala 40 match and shows its table.
func (s *Shell) StartMatch(st Setup) { s40table.Book().Start(s.host(), st) }

// play, playCanasta and playKlaberjass show a match of each game.
func (s *Shell) play(g *scala40.Game, players []match.Player) { s40table.Play(s.host(), g, players) }
func (s *Shell) playCanasta(g *canasta.Game, players []match.Player) {
	catable.Play(s.host(), g, players)
}
func (s *Shell) playKlaberjass(g *klaberjass.Game, players []match.Player) {
	kjtable.Play(s.host(), g, players)
}

// The finished hands of each game for the statistics.
func scala40Hand(g *scala40.Game, p []match.Player) stats.Hand       { return s40table.Hand(g, p) }
func canastaHand(g *canasta.Game, p []match.Player) stats.Hand       { return catable.Hand(g, p) }
func klaberjassHand(g *klaberjass.Game, p []match.Player) stats.Hand { return kjtable.Hand(g, p) }

// The games' statistics counters.
const (
	counterClosed       = s40table.CounterClosed
	counterClosedInHand = s40table.CounterClosedInHand
	counterCanastas     = catable.CounterCanastas
	counterWentOut      = catable.CounterWentOut
	counterMaker        = kjtable.CounterMaker
	counterMade         = kjtable.CounterMade
	counterBete         = kjtable.CounterBete
)

// lookupPreset finds a shipped or player's Scala 40 preset by name.
func lookupPreset(s *Shell, name string) (options.Preset[scala40.Rules], bool) {
	for _, p := range presetsOf(s, scala40Book()) {
		if p.Name == name {
			return p, true
		}
	}
	return options.Preset[scala40.Rules]{}, false
}

// NewMatch shows Scala 40's new-match screen.
func (s *Shell) NewMatch() { showNewMatch(s, scala40Book()) }

// scala40Match deals the Scala 40 match a setup describes, as Start does.
func scala40Match(st Setup) (*scala40.Game, error) {
	r := st.Rules
	r.Players = len(st.Seats)
	return scala40.NewMatch(r, st.Seed)
}
