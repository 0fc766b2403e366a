package klaberjass

import (
	"fmt"

	"tavolo/engine/match"
	"tavolo/engine/options"
)

// Record returns the match as a save: rules, seed, start and every action.
func (g *Game) Record(players []match.Player) (*match.Record, error) {
	start := match.Start[Setup]{Rules: options.Saved(g.rules, Options), Setup: g.start}
	return match.NewRecord(GameName, g.seed, players, start, g.log)
}

// Replay rebuilds a match from its record. A record that does not rebuild
// a consistent game (bad rules, a refused action) is damaged.
func Replay(rec *match.Record) (*Game, error) {
	if err := rec.Check(GameName); err != nil {
		return nil, err
	}
	if err := rec.Seated(2); err != nil {
		return nil, err
	}
	start, actions, err := match.ReadRecord[Setup, Action](rec)
	if err != nil {
		return nil, err
	}
	rules, err := options.FromSaved(start.Rules, Default(), Options, (*Rules).Validate)
	if err != nil {
		return nil, fmt.Errorf("damaged save: %v", err)
	}
	var g *Game
	if start.Setup != nil {
		if start.Setup.Seed != rec.Seed {
			return nil, fmt.Errorf("damaged save: seed %d, setup seed %d", rec.Seed, start.Setup.Seed)
		}
		g, err = NewFromSetup(rules, *start.Setup)
	} else {
		g, err = New(rules, rec.Seed)
	}
	if err != nil {
		return nil, fmt.Errorf("damaged save: %v", err)
	}
	for i, a := range actions {
		if _, err := g.applyRecorded(a); err != nil {
			return nil, fmt.Errorf("damaged save: action %d (%v): %w", i+1, a, err)
		}
	}
	return g, nil
}

// applyRecorded applies one action of a save. Saves made before the dix
// was exchanged at the holder's own turn may hold the dealer's exchange
// made while the elder was to lead; that exchange replays where it was
// made, so the save rebuilds exactly the game that was saved. Play never
// produces it any more: Apply refuses it (not-your-turn).
func (g *Game) applyRecorded(a Action) ([]match.Event, error) {
	if !g.olderExchange(&a) {
		return g.Apply(a)
	}
	ev := g.do(&a)
	g.log = append(g.log, a)
	return ev, nil
}

// olderExchange reports whether a is a dix exchange the rules before the
// change allowed and today's refuse: by the seat not to move, holding the
// seven, before the first card of the hand.
func (g *Game) olderExchange(a *Action) bool {
	return a.Kind == Exchange && a.check() == nil && g.phase == PhasePlay && len(g.history) == 0 &&
		a.Seat != g.toMove && g.dixAllowed(a.Seat) && g.holdsDix(a.Seat)
}
