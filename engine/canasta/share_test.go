package canasta

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// TestShareViewAndAppendLegal plays random hands of every preset with 2,
// 3, 4 and 6 players and checks at every step, for every seat, that the
// playouts' cheap questions answer as the ordinary ones: ShareView (into
// one View reused all along) shows what View shows, AppendLegal appends
// what Legal lists, and Actor names what Actors lists.
func TestShareViewAndAppendLegal(t *testing.T) {
	for pi, p := range Presets() {
		for _, players := range []int{2, 3, 4, 6} {
			r := p.Rules
			r.Players = PlayersOption(players)
			if !r.Partnerships() && r.AskPartner == AskMandatory {
				r.AskPartner = AskOptional
			}
			seed := uint64(100*pi + players)
			g, err := NewMatch(r, seed)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 1))
			var shared View
			prefix := []Action{{Kind: Draw, Seat: 99}}
			for step := 0; g.Phase() <= PhaseHandOver && step < 400; step++ {
				where := fmt.Sprintf("%s, %d players, step %d", p.Name, players, step)
				actors := g.Actors()
				if a, ok := g.Actor(); !ok || !slices.Equal(actors, []int{a}) {
					t.Fatalf("%s: Actor = %d %v, Actors = %v", where, a, ok, actors)
				}
				for s := 0; s < g.Players(); s++ {
					want := g.View(s)
					g.ShareView(&shared, s)
					if got := sameView(shared, want); got != "" {
						t.Fatalf("%s, seat %d: ShareView differs from View: %s", where, s, got)
					}
					legal := g.Legal(s)
					got := g.AppendLegal(slices.Clone(prefix), s)
					if !reflect.DeepEqual(got[1:], legal) && (len(legal) > 0 || len(got) > 1) || !reflect.DeepEqual(got[0], prefix[0]) {
						t.Fatalf("%s, seat %d: AppendLegal gives %v, Legal %v", where, s, got, legal)
					}
				}
				if g.Phase() == PhaseHandOver {
					break
				}
				legal := g.Legal(actors[0])
				if _, err := g.Apply(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatalf("%s: %v", where, err)
				}
			}
		}
	}
}

// sameView compares two views field by field, an empty slice equal to a
// missing one; it returns the first difference ("" when none).
func sameView(a, b View) string {
	ra, rb := a.Result, b.Result
	a.Result, b.Result = nil, nil
	if (ra == nil) != (rb == nil) || ra != nil && !reflect.DeepEqual(*ra, *rb) {
		return "Result"
	}
	if x, y := fmt.Sprintf("%+v", a), fmt.Sprintf("%+v", b); x != y {
		return x + "\nwant\n" + y
	}
	return ""
}
