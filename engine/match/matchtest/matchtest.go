// Package matchtest is the conformance test every Tavolo game runs: seeded
// matches played with random legal actions (and random illegal ones), with
// the contract's invariants checked after every action:
//
//   - every card of the game is somewhere, exactly once;
//   - no view carries a card its seat may not know, and the spectator's
//     view carries no hidden card at all;
//   - only the seats in Actors have legal actions, and every legal action
//     is accepted;
//   - a refused action leaves the state exactly as it was;
//   - an accepted arbitrary action still keeps every card exactly once;
//   - the record encodes, decodes and replays to the same state.
//
// A game's test calls Run with a Subject that says how to deal, where its
// cards are and which of them a seat may not know. Info (info.go) checks
// information, not just cards: a seat cannot tell its game from a twin
// whose hidden cards lie elsewhere.
package matchtest

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// Game is what the conformance test plays: the contract and a deep Clone.
type Game[G, V, A any] interface {
	match.Game[V, A]
	match.Cloner[G]
}

// Subject tells the conformance test what it cannot learn from the
// contract alone.
type Subject[G Game[G, V, A], V, A any] struct {
	// New deals a match from a seed; variant picks one of Variants
	// (a preset, a number of players …).
	New func(seed uint64, variant int) (G, error)
	// Variants is how many variants New knows (at least 1).
	Variants int
	// Cards returns every card the state holds, wherever it is: hands,
	// stock, discard pile, melds, tricks, turned cards.
	Cards func(g G) []cards.Card
	// Hidden returns the cards that seat may not know now (seat -1: the
	// cards hidden from an onlooker).
	Hidden func(g G, seat int) []cards.Card
	// ViewCards returns every card a view carries.
	ViewCards func(v V) []cards.Card
	// Fingerprint describes the whole state, hidden cards included.
	Fingerprint func(g G) string
	// Replay rebuilds a match from its record.
	Replay func(r *match.Record) (G, error)
	// Arbitrary makes an action that need not be legal: junk in any
	// field, another seat, a card from nowhere. The test applies it to a
	// copy and checks the game either refuses it unchanged or stays
	// consistent. Nil skips that check.
	Arbitrary func(rng *rand.Rand, legal []A) A
	// Pick chooses the action to play among the legal ones (nil:
	// uniformly at random). A game whose uniform play rarely ends a hand
	// leans toward the actions that do.
	Pick func(rng *rand.Rand, legal []A) A
	// Players names the seats in the record.
	Players func(n int) []match.Player
	// Where and SwapHidden make the twins of the check of information
	// (Info): Where says where c lies in g (a hand, the stock …: any
	// number, -1 for a place every seat sees), SwapHidden returns a copy
	// of g in which a and b, both hidden from seat and lying in different
	// places, changed places, with ok false when that would change
	// something seat has seen (a declared worth, a card no hand may
	// hold). Nil: the game's information is not checked.
	Where      func(g G, c cards.Card) int
	SwapHidden func(g G, seat int, a, b cards.Card) (twin G, ok bool)
	// Reveals reports whether an event, by the rules, tells something of
	// hidden cards (a declaration's worth, a hand's penalty points, a
	// hand ended because a player could not take the pile): an action
	// with such an event may go two ways on twins, and the check of
	// information stops there. Nil: no event does.
	Reveals func(e match.Event) bool
}

// Options bounds a run.
type Options struct {
	Matches    int // matches dealt from consecutive seeds
	Seed       uint64
	MaxActions int // per match; a match longer than this stops there
	MaxHands   int // per match; 0: until the match is over
	CheckAll   int // every legal action is tried on a copy while fewer than this are legal
}

// Run plays o.Matches matches and fails t on the first broken invariant
// of each.
func Run[G Game[G, V, A], V, A any](t *testing.T, s Subject[G, V, A], o Options) {
	t.Helper()
	if o.MaxActions == 0 {
		o.MaxActions = 20000
	}
	variants := max(s.Variants, 1)
	for m := 0; m < o.Matches; m++ {
		seed := o.Seed + uint64(m)
		variant := m % variants
		if err := play(s, o, seed, variant); err != nil {
			t.Fatalf("seed %d, variant %d: %v", seed, variant, err)
		}
	}
}

func play[G Game[G, V, A], V, A any](s Subject[G, V, A], o Options, seed uint64, variant int) error {
	g, err := s.New(seed, variant)
	if err != nil {
		return fmt.Errorf("deal: %v", err)
	}
	rng := rand.New(rand.NewPCG(seed, 0x7a70))
	pack := sortedCards(s.Cards(g))
	hands := 0
	for step := 0; step < o.MaxActions; step++ {
		if err := check(s, g, pack); err != nil {
			return fmt.Errorf("action %d: %v", step, err)
		}
		out := g.Outcome()
		if out.Stage == match.MatchOver {
			break
		}
		if out.Stage == match.HandOver {
			hands++
			if o.MaxHands > 0 && hands >= o.MaxHands {
				break
			}
		}
		actors := g.Actors()
		if len(actors) == 0 {
			return fmt.Errorf("action %d: nobody may act and the match is not over", step)
		}
		var all []A
		for seat := 0; seat < g.Players(); seat++ {
			legal := g.Legal(seat)
			if len(legal) > 0 && !slices.Contains(actors, seat) {
				return fmt.Errorf("action %d: seat %d is not among the actors %v but has %d legal actions", step, seat, actors, len(legal))
			}
			all = append(all, legal...)
		}
		if len(all) == 0 {
			return fmt.Errorf("action %d: the actors %v have no legal action", step, actors)
		}
		if len(all) <= o.CheckAll {
			for _, a := range all {
				if _, err := g.Clone().Apply(a); err != nil {
					return fmt.Errorf("action %d: legal %v refused: %v", step, a, err)
				}
			}
		}
		if s.Arbitrary != nil {
			if err := tryArbitrary(s, g, pack, s.Arbitrary(rng, all), step%31 == 0); err != nil {
				return fmt.Errorf("action %d: %v", step, err)
			}
		}
		a := all[rng.IntN(len(all))]
		if s.Pick != nil {
			a = s.Pick(rng, all)
		}
		if _, err := g.Apply(a); err != nil {
			return fmt.Errorf("action %d: legal %v refused: %v", step, a, err)
		}
		if step%97 == 0 {
			if err := replays(s, g); err != nil {
				return fmt.Errorf("action %d: %v", step, err)
			}
		}
	}
	return replays(s, g)
}

// check verifies that every card is there once and no view shows a card
// its seat may not know.
func check[G Game[G, V, A], V, A any](s Subject[G, V, A], g G, pack []cards.Card) error {
	if got := sortedCards(s.Cards(g)); !slices.Equal(got, pack) {
		return fmt.Errorf("cards not conserved: %d cards, want %d", len(got), len(pack))
	}
	for seat := -1; seat < g.Players(); seat++ {
		var v V
		if seat < 0 {
			v = g.SpectatorView()
		} else {
			v = g.View(seat)
		}
		var hidden [256]bool // a set (a Card is a byte): views and hidden cards run to a hundred each
		for _, c := range s.Hidden(g, seat) {
			hidden[c] = true
		}
		for _, c := range s.ViewCards(v) {
			if hidden[c] {
				return fmt.Errorf("the view of seat %d shows %v, which it may not know", seat, c)
			}
		}
	}
	return nil
}

// tryArbitrary applies a to a copy of g: refused, the copy must be
// unchanged; accepted, its cards must still be all there, and (when
// replay is set: a replay costs the whole match) its record must replay.
func tryArbitrary[G Game[G, V, A], V, A any](s Subject[G, V, A], g G, pack []cards.Card, a A, replay bool) error {
	c := g.Clone()
	before := s.Fingerprint(c)
	if _, err := c.Apply(a); err != nil {
		if match.CodeOf(err) == "" {
			return fmt.Errorf("arbitrary %+v refused without a code: %v", a, err)
		}
		if after := s.Fingerprint(c); after != before {
			return fmt.Errorf("arbitrary %+v refused (%v) but the state changed:\n%s\nto\n%s", a, err, before, after)
		}
		return nil
	}
	if err := check(s, c, pack); err != nil {
		return fmt.Errorf("after arbitrary %+v: %v", a, err)
	}
	if !replay {
		return nil
	}
	return replays(s, c)
}

// replays checks that the record survives encoding and rebuilds the game.
func replays[G Game[G, V, A], V, A any](s Subject[G, V, A], g G) error {
	return replay(s, g, true)
}

// replay checks that g's record rebuilds g: through a save's encoding
// and decoding (match.Record.Encode, match.DecodeRecord) when viaFile.
// Those treat the game's rules and actions as JSON text they copy, whatever
// the game put there, so they need checking once a match (Run), not on
// each of the fuzzer's inputs (PlayBytes), where they would take half of
// the replay's time.
func replay[G Game[G, V, A], V, A any](s Subject[G, V, A], g G, viaFile bool) error {
	var players []match.Player
	if s.Players != nil {
		players = s.Players(g.Players())
	} else {
		for i := 0; i < g.Players(); i++ {
			players = append(players, match.Player{Name: fmt.Sprintf("P%d", i+1), Kind: "human"})
		}
	}
	rec, err := g.Record(players)
	if err != nil {
		return fmt.Errorf("record: %v", err)
	}
	if viaFile {
		data, err := rec.Encode()
		if err != nil {
			return fmt.Errorf("encode: %v", err)
		}
		if rec, err = match.DecodeRecord(data, rec.Game); err != nil {
			return fmt.Errorf("decode: %v", err)
		}
	}
	r, err := s.Replay(rec)
	if err != nil {
		return fmt.Errorf("replay: %v", err)
	}
	if a, b := s.Fingerprint(g), s.Fingerprint(r); a != b {
		return fmt.Errorf("replay differs from the game:\n%s\nreplayed:\n%s", a, b)
	}
	return nil
}

func sortedCards(cs []cards.Card) []cards.Card {
	out := slices.Clone(cs)
	slices.Sort(out)
	return out
}
