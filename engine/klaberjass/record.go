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
	if rec.Game != GameName {
		return nil, fmt.Errorf("save is for %q, not %q", rec.Game, GameName)
	}
	if len(rec.Players) != 0 && len(rec.Players) != 2 {
		return nil, fmt.Errorf("damaged save: %d players", len(rec.Players))
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
	if err := match.ApplyAll(g, actions); err != nil {
		return nil, err
	}
	return g, nil
}
