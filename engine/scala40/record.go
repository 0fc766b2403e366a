package scala40

import (
	"encoding/json"
	"fmt"

	"tavolo/engine/match"
	"tavolo/engine/options"
)

// GameName is the name Scala 40 has in saves and scenario files.
const GameName = "scala40"

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
	rules, err := json.Marshal(savedStart{Rules: options.Saved(g.Rules, Options), Setup: g.Start})
	if err != nil {
		return nil, err
	}
	actions, err := json.Marshal(g.Log)
	if err != nil {
		return nil, err
	}
	return &match.Record{Version: match.RecordVersion, Game: GameName, Seed: g.Seed,
		Players: players, Rules: rules, Actions: actions}, nil
}

// Replay rebuilds a match from its record. Any action the engine refuses
// makes the record damaged.
func Replay(rec *match.Record) (*Game, error) {
	var start savedStart
	if err := json.Unmarshal(rec.Rules, &start); err != nil {
		return nil, fmt.Errorf("damaged save: rules: %v", err)
	}
	rules, err := rulesFromSaved(start.Rules)
	if err != nil {
		return nil, fmt.Errorf("damaged save: %v", err)
	}
	var actions []Action
	if err := json.Unmarshal(rec.Actions, &actions); err != nil {
		return nil, fmt.Errorf("damaged save: actions: %v", err)
	}
	var g *Game
	if start.Setup != nil {
		g, err = NewFromSetup(rules, *start.Setup)
	} else {
		rules.Players = len(rec.Players)
		if rules.Players == 0 {
			return nil, fmt.Errorf("damaged save: no players")
		}
		g, err = NewMatch(rules, rec.Seed)
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
