package play

import (
	"reflect"
	"testing"

	"tavolo/engine/match"
	"tavolo/engine/review"
	"tavolo/engine/scala40"
	"tavolo/engine/scala40/ai"
)

// TestReviewSameEachTime: the review of a Scala 40 hand searches without
// a time limit, so the same seed gives the same review however busy the
// machine is (with hard's 900 ms limit it did not on a loaded one).
func TestReviewSameEachTime(t *testing.T) {
	r := scala40.Default()
	r.Players = 2
	g, err := scala40.NewMatch(r, 8)
	if err != nil {
		t.Fatal(err)
	}
	var bots []ai.Player
	for _, l := range []string{"random", "easy"} {
		b, _ := ai.New(l, 3, ai.Options{})
		bots = append(bots, b)
	}
	for g.Outcome().Stage == match.Playing {
		s := g.Actors()[0]
		if _, err := g.Apply(bots[s].Choose(g.View(s))); err != nil {
			t.Fatal(err)
		}
	}
	rec, err := g.Record([]match.Player{{Name: "random", Kind: "random"}, {Name: "easy", Kind: "easy"}})
	if err != nil {
		t.Fatal(err)
	}
	o := review.Options{Seat: 1, Seed: 4}
	first, err := reviewHand(rec, o)
	if err != nil {
		t.Fatal(err)
	}
	if len(first) < 5 {
		t.Fatalf("only %d decisions", len(first))
	}
	again, _ := reviewHand(rec, o)
	if !reflect.DeepEqual(first, again) {
		t.Fatalf("two reviews differ:\n%+v\n%+v", first, again)
	}
}
