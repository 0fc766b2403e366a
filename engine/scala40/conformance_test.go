package scala40

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/match"
	"tavolo/engine/match/matchtest"
)

// conformance is Scala 40's side of the shared conformance test: every
// preset with 2 to 6 players (pairs_mode with 4).
func conformance() matchtest.Subject[*Game, View, Action] {
	presets := Presets()
	return matchtest.Subject[*Game, View, Action]{
		Variants: len(presets) * 5,
		New: func(seed uint64, variant int) (*Game, error) {
			r := presets[variant%len(presets)].Rules
			r.Players = 2 + variant/len(presets)
			if r.PairsMode {
				r.Players = 4
			}
			return NewMatch(r, seed)
		},
		Cards: func(g *Game) []cards.Card {
			var all []cards.Card
			for _, h := range g.hands {
				all = append(all, h...)
			}
			all = append(all, g.stock...)
			all = append(all, g.pile...)
			for i := range g.melds {
				all = append(all, g.melds[i].Cards[:g.melds[i].N]...)
			}
			return all
		},
		Hidden: (*Game).HiddenFrom,
		ViewCards: func(v View) []cards.Card {
			all := append([]cards.Card(nil), v.Hand...)
			all = append(all, v.Pile...)
			for i := range v.Melds {
				all = append(all, v.Melds[i].Cards[:v.Melds[i].N]...)
			}
			for _, e := range v.Events {
				all = append(all, e.Cards...)
			}
			all = append(all, v.PendingJokers...)
			if v.HasTaken {
				all = append(all, v.Taken)
			}
			return all
		},
		Fingerprint: (*Game).Fingerprint,
		Replay:      Replay,
		Pick:        leanToLay,
		Arbitrary:   arbitrary,
	}
}

// leanToLay picks a random legal action, laying cards down more often
// than not and taking back rarely, so that hands end by a closing.
func leanToLay(rng *rand.Rand, legal []Action) Action {
	var lay, rest []Action
	for _, a := range legal {
		switch a.Kind {
		case MeldDown, Attach, Swap:
			lay = append(lay, a)
		case Undo:
			if rng.IntN(20) == 0 {
				rest = append(rest, a)
			}
		default:
			rest = append(rest, a)
		}
	}
	if len(lay) > 0 && (len(rest) == 0 || rng.IntN(4) != 0) {
		return lay[rng.IntN(len(lay))]
	}
	if len(rest) > 0 {
		return rest[rng.IntN(len(rest))]
	}
	return legal[rng.IntN(len(legal))]
}

// arbitrary changes one field of a legal action to anything at all.
func arbitrary(rng *rand.Rand, legal []Action) Action {
	a := legal[rng.IntN(len(legal))]
	a.Melds = append([]MeldSpec(nil), a.Melds...)
	switch rng.IntN(8) {
	case 0:
		a.Kind = ActionKind(rng.IntN(12))
	case 1:
		a.Seat = rng.IntN(9) - 1
	case 2:
		a.Card = cards.Card(rng.IntN(256))
	case 3:
		a.As, a.AsSet = cards.Face(rng.IntN(256)), rng.IntN(2) == 0
	case 4:
		a.Meld = rng.IntN(12) - 1
	case 5:
		a.Melds = append(a.Melds, MeldSpec{Cards: []cards.Card{cards.Card(rng.IntN(256)), cards.Card(rng.IntN(110))}})
	case 6:
		if len(a.Melds) > 0 {
			m := &a.Melds[rng.IntN(len(a.Melds))]
			m.Cards = append([]cards.Card{cards.Card(rng.IntN(110))}, m.Cards...)
		}
	case 7:
		a.Deal = &Deal{Hands: make([][]cards.Card, 2)}
	}
	return a
}

func TestConformance(t *testing.T) {
	matches := 300
	if testing.Short() {
		matches = 40
	}
	matchtest.Run(t, conformance(), matchtest.Options{Matches: matches, Seed: 1, MaxHands: 1, MaxActions: 2000, CheckAll: 16})
}

// The codes come through wrapping: a replay's error names the action and
// keeps the code of the refusal.
func TestCodeSurvivesWrapping(t *testing.T) {
	g, err := NewMatch(Default(), 3)
	if err != nil {
		t.Fatal(err)
	}
	_, err = g.Apply(Action{Kind: Discard, Seat: g.toMove, Card: g.hands[g.toMove][0]})
	wrapped := fmtErr(err)
	if match.CodeOf(wrapped) != ErrWrongPhase {
		t.Errorf("CodeOf(%v) = %q, want %q", wrapped, match.CodeOf(wrapped), ErrWrongPhase)
	}
}

func fmtErr(err error) error { return &wrapErr{err} }

type wrapErr struct{ err error }

func (w *wrapErr) Error() string { return "while replaying: " + w.err.Error() }
func (w *wrapErr) Unwrap() error { return w.err }

// A save written by version 0.1.0 (action kinds as numbers) still
// resumes, at the same place, and saves again with the kinds by name.
func TestSave010Resumes(t *testing.T) {
	data, err := os.ReadFile("testdata/save-0.1.0.json")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := match.DecodeRecord(data, GameName)
	if err != nil {
		t.Fatal(err)
	}
	g, err := Replay(rec)
	if err != nil {
		t.Fatalf("the 0.1.0 save does not resume: %v", err)
	}
	if len(g.log) != 110 || g.handNo != 2 || g.phase != PhaseHandOver || g.Players() != 3 {
		t.Fatalf("resumed at action %d, hand %d, phase %v, %d players; want 110, 2, hand-over, 3", len(g.log), g.handNo, g.phase, g.Players())
	}
	again, err := g.Record(rec.Players)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(again.Actions), `"kind":"draw"`) || strings.Contains(string(again.Actions), `"kind":1`) {
		t.Errorf("actions are not saved by name: %.200s", again.Actions)
	}
	back, err := Replay(again)
	if err != nil || back.Fingerprint() != g.Fingerprint() {
		t.Errorf("the save written again does not replay to the same game: %v", err)
	}
}
