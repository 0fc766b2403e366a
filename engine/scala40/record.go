package scala40

import (
	"fmt"

	"tavolo/engine/match"
	"tavolo/engine/options"
)

// GameName is the name Scala 40 has in saves and scenario files.
const GameName = "scala40"

// Record returns the match as a save record: rules, seed, start and every
// action, enough to rebuild the exact state with Replay.
func (g *Game) Record(players []match.Player) (*match.Record, error) {
	start := match.Start[Setup]{Rules: options.Saved(g.rules, Options), Setup: g.start}
	return match.NewRecord(GameName, g.seed, players, start, g.log)
}

// Replay rebuilds a match from its record. Any action the engine refuses
// makes the record damaged.
func Replay(rec *match.Record) (*Game, error) {
	if err := rec.Check(GameName); err != nil {
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
		g, err = NewFromSetup(rules, *start.Setup)
	} else {
		rules.Players = len(rec.Players)
		g, err = NewMatch(rules, rec.Seed)
	}
	if err != nil {
		return nil, fmt.Errorf("damaged save: %v", err)
	}
	if err := rec.Seated(g.Players()); err != nil {
		return nil, err
	}
	if err := match.ApplyAll(g, actions); err != nil {
		return nil, err
	}
	return g, nil
}
