package scala40

import (
	"reflect"
	"testing"

	"tavolo/engine/cards"
)

// pickMove chooses a random legal action, leaning toward laying cards so
// that hands reach their later stages.
func pickMove(legal []Action, rng *cards.Rand) Action {
	var lay []Action
	for _, a := range legal {
		if a.Kind == MeldDown || a.Kind == Attach || a.Kind == Swap {
			lay = append(lay, a)
		}
	}
	if len(lay) > 0 && rng.IntN(3) != 0 {
		return lay[rng.IntN(len(lay))]
	}
	return legal[rng.IntN(len(legal))]
}

// checkPack fails unless every card of the pack is in exactly one place.
func checkPack(t *testing.T, g *Game) {
	t.Helper()
	var seen [cards.MaxCards]int
	add := func(cs []cards.Card) {
		for _, c := range cs {
			seen[c]++
		}
	}
	for _, h := range g.Hands {
		add(h)
	}
	add(g.Stock)
	add(g.Pile)
	for i := range g.Melds {
		add(g.Melds[i].Cards[:g.Melds[i].N])
	}
	total := 0
	for c, n := range seen {
		if n > 1 {
			t.Fatalf("card %s/%d is in %d places", cards.Card(c), cards.Card(c).Copy(), n)
		}
		total += n
	}
	if total != cards.Scala40Pack.Size() {
		t.Fatalf("%d cards in the game, want %d", total, cards.Scala40Pack.Size())
	}
}

func TestDeterminizeLegal(t *testing.T) {
	hands := 300
	if testing.Short() {
		hands = 60
	}
	presets := Presets()
	rng := cards.NewRand(7)
	checked := 0
	for h := 0; h < hands; h++ {
		p := presets[h%len(presets)]
		r := p.Rules
		r.Players = 2 + h%4
		if h%7 == 3 {
			r.DealerTakes14 = true
		}
		g, err := NewMatch(r, uint64(h)+1)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 400 && g.Phase != PhaseHandOver && g.Phase != PhaseMatchOver; step++ {
			for seat := 0; seat < g.Players(); seat++ {
				v := g.View(seat)
				d := Determinize(v, rng)
				checkPack(t, d)
				if len(d.Hands[seat]) != len(g.Hands[seat]) || len(d.Stock) != len(g.Stock) {
					t.Fatalf("%s hand %d step %d: sizes differ", p.Name, h, step)
				}
				for s := range g.Hands {
					if len(d.Hands[s]) != len(g.Hands[s]) {
						t.Fatalf("%s hand %d step %d: seat %d holds %d, want %d", p.Name, h, step, s, len(d.Hands[s]), len(g.Hands[s]))
					}
				}
				if seat != g.ToMove {
					continue
				}
				want, got := g.Legal(seat), d.Legal(seat)
				if !reflect.DeepEqual(want, got) {
					t.Fatalf("%s hand %d step %d: legal moves differ\nreal: %v\ndet:  %v", p.Name, h, step, want, got)
				}
				checked++
			}
			legal := g.Legal(g.ToMove)
			if len(legal) == 0 {
				t.Fatalf("no legal move")
			}
			if _, err := g.Apply(pickMove(legal, rng)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < hands*10 {
		t.Fatalf("only %d positions checked", checked)
	}
}

func TestKnownCardsFollowPozzo(t *testing.T) {
	r := Default()
	r.Players = 2
	rng := cards.NewRand(3)
	for h := 0; h < 40; h++ {
		g, _ := NewMatch(r, uint64(h)+100)
		for step := 0; step < 300 && (g.Phase == PhaseDraw || g.Phase == PhasePlay); step++ {
			v := g.View(0)
			known := KnownCards(&v)
			for s, cs := range known {
				for _, c := range cs {
					if indexOf(g.Hands[s], c) < 0 {
						t.Fatalf("hand %d step %d: %s said to be in seat %d's hand", h, step, c, s)
					}
				}
			}
			if _, err := g.Apply(pickMove(g.Legal(g.ToMove), rng)); err != nil {
				t.Fatal(err)
			}
		}
	}
}
