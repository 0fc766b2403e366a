// Package reviewtest checks that a game's review is honest: that it
// judges a decision on what the seat saw, never on a card it could not
// see. Each game's tests call SeesOnlyTheView on a hand it played.
package reviewtest

import (
	"reflect"
	"slices"
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/match"
	"tavolo/engine/review"
)

// Hand is a played hand to check and the game's review of it.
type Hand[V, A any] struct {
	// Record is the record of acts dealt from the hand's deal (variant
	// 0) or from its variant-th change (1, 2, ...: two cards exchanged
	// between a hand and the stock, say); false when there is no such
	// variant.
	Record func(acts []A, variant int) (*match.Record, bool)
	Replay func(*match.Record) (match.Game[V, A], error)
	Review func(*match.Record, review.Options) ([]review.Decision, error)
	Acts   []A // the hand's actions, from its deal
	Seat   int // the reviewed seat
	Nth    int // the seat's decision to check, counted from 1
}

// SeesOnlyTheView finds the seat's Nth decision in the hand and a
// variant of the deal where, at that decision, the seat's view is the
// same but another seat's is not (a card it could not see was changed),
// and checks that the review of the hand up to that decision is the
// same for both deals, with the same seed: every decision, its best
// move, loss and standard error. It fails when no variant fits.
func SeesOnlyTheView[V, A any](t *testing.T, h Hand[V, A]) {
	t.Helper()
	k := decision(t, h)
	g0 := replay(t, h, h.Acts[:k], 0)
	for variant := 1; ; variant++ {
		rec, ok := h.Record(h.Acts[:k], variant)
		if !ok {
			break
		}
		g1, err := h.Replay(rec)
		if err != nil {
			continue // the hand cannot be played from this deal
		}
		if !reflect.DeepEqual(g0.View(h.Seat), g1.View(h.Seat)) || sameViews(g0, g1) {
			continue // the seat saw a changed card, or nothing changed
		}
		want := review1(t, h, k, 0)
		if n := len(want); n == 0 || want[n-1].Step != k+1 || !want[n-1].Judged {
			t.Fatalf("the decision at step %d was not judged: %+v", k+1, want)
		}
		if got := review1(t, h, k, variant); !reflect.DeepEqual(got, want) {
			t.Fatalf("a card seat %d did not see (deal variant %d) changed the review:\n%+v\n%+v", h.Seat, variant, want, got)
		}
		return
	}
	t.Fatalf("no variant of the deal changed only cards seat %d did not see at step %d", h.Seat, k+1)
}

// decision is the index in h.Acts of the seat's Nth decision: its move
// where it had more than one legal move.
func decision[V, A any](t *testing.T, h Hand[V, A]) int {
	t.Helper()
	g := replay(t, h, nil, 0)
	n := 0
	for i, a := range h.Acts {
		if g.Outcome().Stage == match.Playing && len(g.Legal(h.Seat)) > 1 && isLegal(g.Legal(h.Seat), a) {
			if n++; n == h.Nth {
				return i
			}
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("action %d: %v", i+1, err)
		}
	}
	t.Fatalf("seat %d has fewer than %d decisions", h.Seat, h.Nth)
	return -1
}

// replay is the game after acts from the deal's variant.
func replay[V, A any](t *testing.T, h Hand[V, A], acts []A, variant int) match.Game[V, A] {
	t.Helper()
	rec, ok := h.Record(acts, variant)
	if !ok {
		t.Fatalf("no record of variant %d", variant)
	}
	g, err := h.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func isLegal[A any](legal []A, a A) bool {
	for _, x := range legal {
		if review.Same(x, a) {
			return true
		}
	}
	return false
}

// sameViews says whether every seat sees the same in g0 and g1.
func sameViews[V, A any](g0, g1 match.Game[V, A]) bool {
	for s := range g0.Players() {
		if !reflect.DeepEqual(g0.View(s), g1.View(s)) {
			return false
		}
	}
	return true
}

// review1 reviews the hand up to its action k from the deal's variant.
func review1[V, A any](t *testing.T, h Hand[V, A], k, variant int) []review.Decision {
	t.Helper()
	rec, _ := h.Record(h.Acts[:k+1], variant)
	ds, err := h.Review(rec, review.Options{Seat: h.Seat, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	return ds
}

// Exchange is a deal's variant for Hand.Record: the hands and the stock
// with one card of hands[seat] exchanged with one of the stock, the
// variant-th such exchange (from 1; 0 is the deal as it was). false
// when there is no such variant. The inputs are not changed.
func Exchange(hands [][]cards.Card, seat int, stock []cards.Card, variant int) ([][]cards.Card, []cards.Card, bool) {
	out := make([][]cards.Card, len(hands))
	for i, h := range hands {
		out[i] = slices.Clone(h)
	}
	st := slices.Clone(stock)
	if variant == 0 {
		return out, st, true
	}
	v := variant - 1
	if len(st) == 0 || v >= len(out[seat])*len(st) {
		return out, st, false
	}
	i, j := v/len(st), v%len(st)
	out[seat][i], st[j] = st[j], out[seat][i]
	return out, st, true
}

// Play plays g to the end of its hand, agents[s] choosing for seat s,
// and returns its record with players and its actions.
func Play[V, A any](t *testing.T, g match.Game[V, A], agents []match.Agent[V, A], players []match.Player) (*match.Record, []A) {
	t.Helper()
	var acts []A
	for g.Outcome().Stage == match.Playing {
		s := g.Actors()[0]
		a := agents[s].Choose(g.View(s))
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		acts = append(acts, a)
	}
	rec, err := g.Record(players)
	if err != nil {
		t.Fatal(err)
	}
	return rec, acts
}

// Variants is a Hand.Record for a hand recorded from a setup (rec, of a
// game started from one): change makes the setup's variant-th change of
// its deal (false when there is none; variant 0 must leave it as it
// was).
func Variants[S, A any](t *testing.T, rec *match.Record, change func(s *S, variant int) bool) func(acts []A, variant int) (*match.Record, bool) {
	t.Helper()
	start, _, err := match.ReadRecord[S, A](rec)
	if err != nil || start.Setup == nil {
		t.Fatalf("a record from a setup: %v", err)
	}
	return func(acts []A, variant int) (*match.Record, bool) {
		s := *start.Setup
		if !change(&s, variant) {
			return nil, false
		}
		r, err := match.NewRecord(rec.Game, rec.Seed, rec.Players, match.Start[S]{Rules: start.Rules, Setup: &s}, acts)
		return r, err == nil
	}
}
