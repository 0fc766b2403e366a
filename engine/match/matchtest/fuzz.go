package matchtest

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"tavolo/engine/match"
)

// FuzzMoves is the most actions PlayBytes plays: a fuzzer's longer input
// plays no further, so each run stays quick.
const FuzzMoves = 32

// fuzzCheckEvery is how often PlayBytes checks everything after a legal
// action (after an accepted arbitrary one it always does).
const fuzzCheckEvery = 8

// PlayBytes plays a match whose every action is chosen by one byte of
// moves (the first FuzzMoves of them): an even byte plays a legal action,
// an odd one an arbitrary action (when the Subject makes them). A refused
// arbitrary action must leave the state as it was; after an accepted
// one, after every fuzzCheckEvery-th action and at the end it checks
// what Run checks, and at the end that the record replays (not through
// a save's encoding: see replay); it returns the first broken invariant.
// Fuzz targets call it with the fuzzer's bytes.
//
// A state is asked for its legal actions and its fingerprint once, however
// many refused actions are tried on it: a refused action left it as it
// was (that is checked against the fingerprint), so both still hold.
func PlayBytes[G Game[G, V, A], V, A any](s Subject[G, V, A], seed uint64, variant int, moves []byte) error {
	g, err := s.New(seed, variant%max(s.Variants, 1))
	if err != nil {
		return nil // not a deal the game offers
	}
	pack := sortedCards(s.Cards(g))
	rng := rand.New(rand.NewPCG(seed, uint64(len(moves))))
	moves = moves[:min(len(moves), FuzzMoves)]
	var (
		all []A    // the legal actions of g; nil once g has moved on
		fp  string // the fingerprint of g; "" once g has moved on
	)
	for i, b := range moves {
		if all == nil {
			if g.Outcome().Stage == match.MatchOver {
				break
			}
			for _, seat := range g.Actors() {
				all = append(all, g.Legal(seat)...)
			}
			if len(all) == 0 {
				return fmt.Errorf("move %d: the actors %v have no legal action", i, g.Actors())
			}
		}
		arbitrary := b%2 == 1 && s.Arbitrary != nil
		if arbitrary {
			if fp == "" {
				fp = s.Fingerprint(g)
			}
			no, err := refused(s, g, s.Arbitrary(rng, all), fp)
			if err != nil {
				return fmt.Errorf("move %d: %v", i, err)
			}
			if no {
				continue
			}
		} else if _, err := g.Apply(all[int(b/2)%len(all)]); err != nil {
			return fmt.Errorf("move %d: legal %+v refused: %v", i, all[int(b/2)%len(all)], err)
		}
		all, fp = nil, ""
		if arbitrary || i%fuzzCheckEvery == fuzzCheckEvery-1 {
			if err := check(s, g, pack); err != nil {
				return fmt.Errorf("move %d: %v", i, err)
			}
		}
	}
	if err := check(s, g, pack); err != nil {
		return fmt.Errorf("at the end: %v", err)
	}
	return replay(s, g, false)
}

// refused applies a to g, whose fingerprint is fp, and reports whether g
// refused it; a refusal must carry a code and leave g as it was.
func refused[G Game[G, V, A], V, A any](s Subject[G, V, A], g G, a A, fp string) (bool, error) {
	_, err := g.Apply(a)
	if err == nil {
		return false, nil
	}
	if match.CodeOf(err) == "" {
		return true, fmt.Errorf("%+v refused without a code: %v", a, err)
	}
	if s.Fingerprint(g) != fp {
		return true, fmt.Errorf("%+v refused (%v) but the state changed", a, err)
	}
	return true, nil
}

// CheckSave loads a save as the app does. A save that does not rebuild a
// consistent game must be refused; one that loads must hold every card of
// the game exactly once, show no seat a card it may not know, and let
// somebody move unless the match is over. It returns the first broken
// promise; a refused save is no error.
func CheckSave[G Game[G, V, A], V, A any](s Subject[G, V, A], data []byte, game string) error {
	rec, err := match.DecodeRecord(data, game)
	if err != nil {
		return nil
	}
	g, err := s.Replay(rec)
	if err != nil {
		return nil
	}
	fresh, err := s.New(1, 0)
	if err != nil {
		return fmt.Errorf("deal: %v", err)
	}
	if err := check(s, g, sortedCards(s.Cards(fresh))); err != nil {
		return fmt.Errorf("a save loaded into an impossible game: %v", err)
	}
	if g.Outcome().Stage == match.MatchOver {
		return nil
	}
	for _, seat := range g.Actors() {
		if len(g.Legal(seat)) > 0 {
			return nil
		}
	}
	return fmt.Errorf("a save loaded into a game nobody can move in (actors %v)", g.Actors())
}

// BenchPlayBytes times PlayBytes on inputs like a fuzzer's: a seed, a
// variant and up to FuzzMoves bytes, drawn from a fixed stream so
// that every run times the same inputs. A fuzz target's benchmark calls
// it: its time per input is what the machine's load does not hide.
func BenchPlayBytes[G Game[G, V, A], V, A any](b *testing.B, s Subject[G, V, A]) {
	rng := rand.New(rand.NewPCG(1, 2))
	for b.Loop() {
		moves := make([]byte, rng.IntN(FuzzMoves+1))
		for i := range moves {
			moves[i] = byte(rng.Uint32())
		}
		if err := PlayBytes(s, rng.Uint64()%1000, rng.IntN(1000), moves); err != nil {
			b.Fatal(err)
		}
	}
}
