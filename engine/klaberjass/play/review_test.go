package play

import (
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
	kjai "tavolo/engine/klaberjass/ai"
	"tavolo/engine/match"
	"tavolo/engine/review"
)

// players are the seats of the records here.
var players = []match.Player{{Name: "Anna", Kind: "medium"}, {Name: "Marta", Kind: "medium"}}

// playedHand plays one hand between medium players from a deal of the
// shuffled pack and returns its setup and actions.
func playedHand(t *testing.T, seed uint64) (kj.Setup, []kj.Action) {
	t.Helper()
	p := cards.KlaberjassPack.Shuffled(seed)
	d := kj.Deal{Hands: [2][]cards.Card{p[0:6], p[6:12]}, Upcard: p[12],
		Second: [2][]cards.Card{p[13:16], p[16:19]}, Stock: p[19:]}
	st := kj.Setup{Dealer: 1, Deal: d, Seed: seed}
	g, err := kj.NewFromSetup(kj.Default(), st)
	if err != nil {
		t.Fatal(err)
	}
	var bots [2]match.Agent[kj.View, kj.Action]
	for s := range bots {
		bots[s], _ = kjai.New("medium", seed+uint64(s), kjai.Options{})
	}
	for g.Outcome().Stage == match.Playing {
		s := g.Actors()[0]
		if _, err := g.Apply(bots[s].Choose(g.View(s))); err != nil {
			t.Fatal(err)
		}
	}
	rec, err := g.Record(players)
	if err != nil {
		t.Fatal(err)
	}
	_, acts, err := match.ReadRecord[kj.Setup, kj.Action](rec)
	if err != nil {
		t.Fatal(err)
	}
	return st, acts
}

// recordOf is the record of a hand from setup st with actions acts.
func recordOf(t *testing.T, st kj.Setup, acts []kj.Action) *match.Record {
	t.Helper()
	rec, err := match.NewRecord(kj.GameName, st.Seed, players, match.Start[kj.Setup]{Setup: &st}, acts)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// TestReviewSeesOnlyTheView: swapping, in the deal, a card the other
// player still holds at seat 0's decision for a stock card nobody has
// seen leaves seat 0's view as it was (checked) and every judged
// decision up to it exactly as it was (same seed), while the other
// player's hand is not.
func TestReviewSeesOnlyTheView(t *testing.T) {
	st, acts := playedHand(t, 41)
	replay := func(rec *match.Record) *kj.Game {
		g, err := kj.Replay(rec)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	// Seat 0's third card of the hand or a later one, chosen among more
	// than one: the other hand is partly played.
	k, plays := -1, 0
	for i, a := range acts {
		if a.Kind != kj.Play || a.Seat != 0 {
			continue
		}
		if plays++; plays >= 3 && len(replay(recordOf(t, st, acts[:i])).Legal(0)) > 1 {
			k = i
			break
		}
	}
	if k < 0 {
		t.Fatal("seat 0 chooses no third card")
	}
	played := func(c cards.Card) bool {
		return slices.ContainsFunc(acts[:k], func(a kj.Action) bool { return a.Card == c })
	}
	orig := recordOf(t, st, acts[:k+1])
	g0 := replay(recordOf(t, st, acts[:k]))
	swapped := false
	for _, x := range append(slices.Clone(st.Deal.Hands[1]), st.Deal.Second[1]...) {
		if played(x) {
			continue
		}
		for y := range len(st.Deal.Stock) - 1 { // not the bottom card
			alt := st
			alt.Deal = kj.Deal{Upcard: st.Deal.Upcard, Stock: slices.Clone(st.Deal.Stock),
				Hands:  [2][]cards.Card{slices.Clone(st.Deal.Hands[0]), slices.Clone(st.Deal.Hands[1])},
				Second: [2][]cards.Card{slices.Clone(st.Deal.Second[0]), slices.Clone(st.Deal.Second[1])}}
			for _, h := range [][]cards.Card{alt.Deal.Hands[1], alt.Deal.Second[1]} {
				if i := slices.Index(h, x); i >= 0 {
					h[i] = alt.Deal.Stock[y]
				}
			}
			alt.Deal.Stock[y] = x
			g1 := replay(recordOf(t, alt, acts[:k]))
			if !reflect.DeepEqual(g0.View(0), g1.View(0)) {
				continue // seat 0 saw one of the two cards
			}
			if reflect.DeepEqual(g0.View(1), g1.View(1)) {
				t.Fatal("the swap changed nothing")
			}
			o := review.Options{Seat: 0, Seed: 7}
			want, err := reviewHand(orig, o)
			if err != nil {
				t.Fatal(err)
			}
			got, err := reviewHand(recordOf(t, alt, acts[:k+1]), o)
			if err != nil {
				t.Fatal(err)
			}
			if len(want) == 0 || want[len(want)-1].Step != k+1 || !want[len(want)-1].Judged {
				t.Fatalf("the decision at step %d was not judged: %+v", k+1, want)
			}
			// The hindsight reads every card by design (it is shown
			// as such, never judged): the judge's part must not move.
			if !reflect.DeepEqual(withoutHindsight(got), withoutHindsight(want)) {
				t.Fatalf("swapping %v for %v changed the review:\n%+v\n%+v", x, alt.Deal.Hands, want, got)
			}
			swapped = true
			break
		}
		if swapped {
			break
		}
	}
	if !swapped {
		t.Fatal("no card of the other hand could be swapped unseen")
	}
}

// withoutHindsight is ds without what each decision was worth with every
// card known.
func withoutHindsight(ds []review.Decision) []review.Decision {
	out := slices.Clone(ds)
	for i := range out {
		out[i].Hindsight, out[i].HindsightLoss = nil, nil
	}
	return out
}

// TestReviewJudgesTheRecordedMove: every decision of the seat is listed
// once, in order, each judged with a loss no smaller than zero within
// noise, and the JSON of the record round-trips.
func TestReviewJudgesTheRecordedMove(t *testing.T) {
	st, acts := playedHand(t, 42)
	rec := recordOf(t, st, acts)
	data, _ := json.Marshal(rec)
	var back match.Record
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	ds, err := reviewHand(&back, review.Options{Seat: 1, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if len(ds) == 0 {
		t.Fatal("no decisions")
	}
	for i, d := range ds {
		if i > 0 && d.Step <= ds[i-1].Step {
			t.Errorf("decision %d at step %d after step %d", i, d.Step, ds[i-1].Step)
		}
		if d.Judged && d.Move == d.Best && d.Loss != 0 {
			t.Errorf("step %d: the best move lost %v", d.Step, d.Loss)
		}
		// The best move is kept in its saved form too, for the app to
		// name it.
		var best kj.Action
		if err := json.Unmarshal(d.BestAction, &best); err != nil || best.String() != d.Best {
			t.Errorf("step %d: best action %s (%v), want %s", d.Step, d.BestAction, err, d.Best)
		}
	}
}

// TestReviewStops: Stop ends a review after the decisions judged so far,
// and WorkerStart runs on the search's threads.
func TestReviewStops(t *testing.T) {
	st, acts := playedHand(t, 11)
	rec := recordOf(t, st, acts)
	var judged, started atomic.Int32
	o := review.Options{Seat: 0, Hand: 1,
		Progress:    func(review.Decision) { judged.Add(1) },
		Stop:        func() bool { return judged.Load() >= 2 },
		WorkerStart: func() { started.Add(1) }}
	ds, err := reviewHand(rec, o)
	if !errors.Is(err, review.ErrStopped) || len(ds) != 2 {
		t.Fatalf("%d decisions, %v; want 2, stopped", len(ds), err)
	}
	if started.Load() == 0 {
		t.Error("WorkerStart was never called")
	}
}

// TestThrownInDealIsPartOfItsHand: a deal both players pass in both
// rounds is thrown in and dealt again under its number; the review
// counts the hands as the score sheet does, so the passes and the hand
// dealt after them are one hand, hand 1, in the frames and the judge.
func TestThrownInDealIsPartOfItsHand(t *testing.T) {
	st, _ := playedHand(t, 5)
	g, err := kj.NewFromSetup(kj.Default(), st)
	if err != nil {
		t.Fatal(err)
	}
	for range 4 {
		s := g.Actors()[0]
		if _, err := g.Apply(kj.Action{Kind: kj.Pass, Seat: s}); err != nil {
			t.Fatal(err)
		}
	}
	if r := g.View(0).Result; r == nil || !r.Annulled {
		t.Fatalf("four passes did not throw the deal in: %+v", r)
	}
	var bots [2]match.Agent[kj.View, kj.Action]
	for s := range bots {
		bots[s], _ = kjai.New("medium", uint64(s), kjai.Options{})
	}
	for g.Outcome().Stage == match.Playing || g.View(0).Result.Annulled {
		s := g.Actors()[0]
		if _, err := g.Apply(bots[s].Choose(g.View(s))); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(g.Score().Hands); n != 1 {
		t.Fatalf("the score sheet has %d hands, want 1", n)
	}
	rec, err := g.Record(players)
	if err != nil {
		t.Fatal(err)
	}
	fs, err := frames(rec)
	if err != nil {
		t.Fatal(err)
	}
	if last := fs[len(fs)-1].Hand; last != 1 {
		t.Errorf("the frames count %d hands, want 1", last)
	}
	ds, err := reviewHand(rec, review.Options{Seat: 0, Hand: 1, Seed: 1, Budget: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if len(ds) == 0 || ds[0].Step != 1 || ds[len(ds)-1].Step < 6 {
		t.Errorf("hand 1's decisions %+v: want the first pass (step 1) and the plays after the redeal", ds)
	}
	if _, err := reviewHand(rec, review.Options{Seat: 0, Hand: 2, Seed: 1}); err == nil {
		t.Error("hand 2 of a record of one hand was reviewed")
	}
}

// TestReviewHindsight: each card the seat chose among several carries
// what every legal card was worth with all cards known (the cheat's
// solve of the real hands), best first at a loss of 0, the card played
// among them; a bid carries none; and hindsight never makes a mistake.
func TestReviewHindsight(t *testing.T) {
	st, acts := playedHand(t, 42)
	rec := recordOf(t, st, acts)
	ds, err := reviewHand(rec, review.Options{Seat: 0, Seed: 3, Budget: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	plays := 0
	for _, d := range ds {
		a := acts[d.Step-1]
		if a.Kind != kj.Play {
			if d.Hindsight != nil || d.HindsightLoss != nil {
				t.Errorf("step %d (%v) has hindsight %+v", d.Step, a, d.Hindsight)
			}
			continue
		}
		plays++
		g, err := kj.Replay(recordOf(t, st, acts[:d.Step-1]))
		if err != nil {
			t.Fatal(err)
		}
		cardsLegal := map[cards.Card]bool{}
		for _, l := range g.Legal(0) {
			cardsLegal[l.Card] = true
		}
		if len(d.Hindsight) != len(cardsLegal) || d.HindsightLoss == nil {
			t.Fatalf("step %d: hindsight %+v (loss %v) for %d legal cards", d.Step, d.Hindsight, d.HindsightLoss, len(cardsLegal))
		}
		if d.Hindsight[0].Loss != 0 || *d.HindsightLoss < 0 {
			t.Errorf("step %d: best loses %v, the card played %v", d.Step, d.Hindsight[0].Loss, *d.HindsightLoss)
		}
		played := false
		for i, w := range d.Hindsight {
			var c kj.Action
			if err := json.Unmarshal(w.Action, &c); err != nil || !cardsLegal[c.Card] || c.Seat != 0 {
				t.Errorf("step %d: hindsight move %s (%v) is not a legal card of seat 0", d.Step, w.Action, err)
			}
			if i > 0 && w.Loss < d.Hindsight[i-1].Loss {
				t.Errorf("step %d: hindsight not best first: %+v", d.Step, d.Hindsight)
			}
			played = played || c == a && w.Loss == *d.HindsightLoss
		}
		if !played {
			t.Errorf("step %d: the card played %v is not in the hindsight %+v", d.Step, a, d.Hindsight)
		}
		if d.Mistake != review.IsMistake(d.Loss, d.SE, mistakeAt) {
			t.Errorf("step %d: mistake %v from loss %v ± %v", d.Step, d.Mistake, d.Loss, d.SE)
		}
	}
	if plays < 3 {
		t.Fatalf("only %d card plays judged", plays)
	}
}
