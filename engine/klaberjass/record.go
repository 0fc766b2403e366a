package klaberjass

import (
	"encoding/json"
	"fmt"

	"tavolo/engine/match"
	"tavolo/engine/options"
)

// savedStart is the game-specific part of a save: the rules and how the
// match started.
type savedStart struct {
	Rules map[string]string `json:"rules"`
	Setup *Setup            `json:"setup,omitempty"`
}

// Record returns the match as a save: rules, seed, start and every action.
func (g *Game) Record(players []match.Player) (*match.Record, error) {
	rules, err := json.Marshal(savedStart{Rules: options.Saved(g.rules, Options), Setup: g.start})
	if err != nil {
		return nil, err
	}
	actions, err := json.Marshal(g.log)
	if err != nil {
		return nil, err
	}
	return &match.Record{Version: match.RecordVersion, Game: GameName, Seed: g.seed,
		Players: players, Rules: rules, Actions: actions}, nil
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
	var start savedStart
	if err := json.Unmarshal(rec.Rules, &start); err != nil {
		return nil, fmt.Errorf("damaged save: rules: %v", err)
	}
	rules, err := options.FromSaved(start.Rules, Default(), Options)
	if err != nil {
		return nil, fmt.Errorf("damaged save: %v", err)
	}
	var actions []Action
	if err := json.Unmarshal(rec.Actions, &actions); err != nil {
		return nil, fmt.Errorf("damaged save: actions: %v", err)
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
		if _, err := g.Apply(a); err != nil {
			return nil, fmt.Errorf("damaged save: action %d (%s): %v", i+1, a, err)
		}
	}
	return g, nil
}
