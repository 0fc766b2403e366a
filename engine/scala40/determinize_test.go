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
	for _, h := range g.hands {
		add(h)
	}
	add(g.stock)
	add(g.pile)
	for i := range g.melds {
		add(g.melds[i].Cards[:g.melds[i].N])
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
		for step := 0; step < 400 && g.phase != PhaseHandOver && g.phase != PhaseMatchOver; step++ {
			for seat := 0; seat < g.Players(); seat++ {
				v := g.View(seat)
				d := Determinize(v, rng)
				checkPack(t, d)
				if len(d.hands[seat]) != len(g.hands[seat]) || len(d.stock) != len(g.stock) {
					t.Fatalf("%s hand %d step %d: sizes differ", p.Name, h, step)
				}
				for s := range g.hands {
					if len(d.hands[s]) != len(g.hands[s]) {
						t.Fatalf("%s hand %d step %d: seat %d holds %d, want %d", p.Name, h, step, s, len(d.hands[s]), len(g.hands[s]))
					}
				}
				if seat != g.toMove {
					continue
				}
				want, got := g.Legal(seat), d.Legal(seat)
				if !reflect.DeepEqual(want, got) {
					t.Fatalf("%s hand %d step %d: legal moves differ\nreal: %v\ndet:  %v", p.Name, h, step, want, got)
				}
				checked++
			}
			legal := g.Legal(g.toMove)
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
		for step := 0; step < 300 && (g.phase == PhaseDraw || g.phase == PhasePlay); step++ {
			v := g.View(0)
			known := KnownCards(&v)
			for s, cs := range known {
				for _, c := range cs {
					if indexOf(g.hands[s], c) < 0 {
						t.Fatalf("hand %d step %d: %s said to be in seat %d's hand", h, step, c, s)
					}
				}
			}
			if _, err := g.Apply(pickMove(g.Legal(g.toMove), rng)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// FromView of a seat's view and the game's own hidden cards rebuilds the
// position every seat sees; a guess that does not fit the view is
// refused with a message, and the game is not built.
func TestFromView(t *testing.T) {
	g, err := NewMatch(Default(), 11)
	if err != nil {
		t.Fatal(err)
	}
	rng := cards.NewRand(3)
	for step := 0; step < 40 && (g.phase == PhaseDraw || g.phase == PhasePlay); step++ {
		if err := g.Play(pickMove(g.Legal(g.toMove), rng)); err != nil {
			t.Fatal(err)
		}
	}
	seat := g.toMove
	v := g.View(seat)
	w, err := FromView(&v, g.Hidden())
	if err != nil {
		t.Fatalf("the game's own hidden cards do not fit its view: %v", err)
	}
	for s := 0; s < g.Players(); s++ {
		if got, want := w.View(s), g.View(s); !reflect.DeepEqual(got, want) {
			t.Errorf("seat %d sees %+v, want %+v", s, got, want)
		}
	}
	if !reflect.DeepEqual(w.Legal(seat), g.Legal(seat)) {
		t.Errorf("legal moves differ: %v, want %v", w.Legal(seat), g.Legal(seat))
	}
	other := (seat + 1) % g.Players()
	bad := map[string]func(h *Hidden){
		"a card twice":      func(h *Hidden) { h.Hands[other][0] = h.Hands[other][1] },
		"a short tallone":   func(h *Hidden) { h.Stock = h.Stock[1:] },
		"a hand too big":    func(h *Hidden) { h.Hands[other] = append(h.Hands[other], h.Stock[0]) },
		"another own hand":  func(h *Hidden) { h.Hands[seat][0], h.Stock[0] = h.Stock[0], h.Hands[seat][0] },
		"a seat missing":    func(h *Hidden) { h.Hands = h.Hands[:1] },
		"a card on a table": func(h *Hidden) { h.Stock[0] = v.Pile[0] },
	}
	for name, spoil := range bad {
		h := g.Hidden()
		spoil(&h)
		if w, err := FromView(&v, h); err == nil || w != nil {
			t.Errorf("%s: FromView accepted it", name)
		}
	}
}
