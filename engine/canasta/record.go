package canasta

import (
	"encoding/json"
	"fmt"

	"tavolo/engine/match"
	"tavolo/engine/options"
)

// rulesFromSaved reads the rules a save holds (options.Saved) over the
// defaults; an unknown option, a bad value or an impossible combination
// is an error.
func rulesFromSaved(m map[string]string) (Rules, error) {
	r, err := options.FromSaved(m, Default(), Options)
	if err != nil {
		return r, err
	}
	return r, r.Validate()
}

// savedStart is the game-specific part of a save: how the match started.
type savedStart struct {
	Rules map[string]string `json:"rules"`
	Setup *Setup            `json:"setup,omitempty"`
}

// Record returns the match as a save record: rules, seed, start and every
// action, enough to rebuild the exact state with Replay.
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

// Replay rebuilds a match from its record. A record whose actions the
// engine refuses, or whose players do not fit its rules, is damaged.
func Replay(rec *match.Record) (*Game, error) {
	if rec.Game != GameName {
		return nil, fmt.Errorf("damaged save: game %q, not %q", rec.Game, GameName)
	}
	var start savedStart
	if err := json.Unmarshal(rec.Rules, &start); err != nil {
		return nil, fmt.Errorf("damaged save: rules: %v", err)
	}
	rules, err := rulesFromSaved(start.Rules)
	if err != nil {
		return nil, fmt.Errorf("damaged save: %v", err)
	}
	var g *Game
	if start.Setup != nil {
		if start.Setup.Seed != rec.Seed {
			return nil, fmt.Errorf("damaged save: the setup's seed differs from the record's")
		}
		g, err = NewFromSetup(rules, *start.Setup)
	} else {
		g, err = NewMatch(rules, rec.Seed)
	}
	if err != nil {
		return nil, fmt.Errorf("damaged save: %v", err)
	}
	if len(rec.Players) != 0 && len(rec.Players) != g.n {
		return nil, fmt.Errorf("damaged save: %d players for %d seats", len(rec.Players), g.n)
	}
	var actions []Action
	if err := json.Unmarshal(rec.Actions, &actions); err != nil {
		return nil, fmt.Errorf("damaged save: actions: %v", err)
	}
	for i, a := range actions {
		if _, err := g.Apply(a); err != nil {
			return nil, fmt.Errorf("damaged save: action %d (%v): %v", i+1, a, err)
		}
	}
	return g, nil
}
