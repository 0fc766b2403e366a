package canasta

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/app/table/tabletest"

	cn "tavolo/engine/canasta"
	caai "tavolo/engine/canasta/ai"
)

// easyMatch is a new match of n seats and an easy player for each.
func easyMatch(t *testing.T, n int, seed uint64) (*cn.Game, []caai.Player) {
	t.Helper()
	r := cn.Default()
	r.Players = cn.PlayersOption(n)
	g, err := cn.NewMatch(r, seed)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]caai.Player, n)
	for i := range bots {
		bots[i], _ = caai.New("easy", uint64(i+1), caai.Options{})
	}
	return g, bots
}

// easyMove plays the next move with the easy player of the seat to act.
func easyMove(t *testing.T, g *cn.Game, bots []caai.Player) {
	t.Helper()
	s := g.Actors()[0]
	a := bots[s].Choose(g.View(s))
	a.Seat = s
	if _, err := g.Apply(a); err != nil {
		t.Fatal(err)
	}
}

// midHand plays a match of n seats with the easy player until seat 0 is
// to draw and at least want melds are on the table.
func midHand(t *testing.T, n int, seed uint64, want int) *cn.Game {
	t.Helper()
	g, bots := easyMatch(t, n, seed)
	melds := func() int {
		k := 0
		for _, m := range g.View(0).Melds {
			k += len(m)
		}
		return k
	}
	for i := 0; i < 20000 && !(melds() >= want && g.ToMove() == 0 && g.Phase() == cn.PhaseDraw); i++ {
		if g.Phase() == cn.PhaseHandOver {
			g.Apply(cn.Action{Kind: cn.NextHand, Seat: (g.Dealer() + 1) % n})
			continue
		}
		easyMove(t, g, bots)
	}
	return g
}

// TestLayoutEverySeatCount lays the table out for 2, 3, 4 and 6 players
// at 800×600 (also with cards at 1.5, beyond the largest card-size
// setting) and full HD, with a long message: every other seat has its
// strip, every side its band, the hand, the melds and the piles stay
// without overlapping, nothing is laid out beyond the window (the
// message included), and the hand's cards are larger at full HD. With
// TAVOLO_LAYOUT_SHOTS set it writes the frames as pictures there.
func TestLayoutEverySeatCount(t *testing.T) {
	long := "That card cannot be added there: the meld would hold more wild cards than natural cards, which the rules do not allow."
	for _, n := range []int{2, 3, 4, 6} {
		g := midHand(t, n, 3, n+2)
		seats := make([]Seat, n)
		seats[0] = Seat{Name: "Ada", Human: true}
		for i := 1; i < n; i++ {
			seats[i] = Seat{Name: fmt.Sprintf("C%d", i)}
		}
		cardW := map[float32]float32{}
		for _, c := range []struct {
			size  fyne.Size
			scale float32
		}{{fyne.NewSize(800, 600), 1}, {fyne.NewSize(800, 600), 1.5}, {fyne.NewSize(1920, 1080), 1}} {
			size := c.size
			r := newRig(t, g, seats, size)
			tab := r.tab
			tab.cfg.CardScale = c.scale
			tab.Act(cn.Action{Kind: cn.Draw})
			tab.Say(long, true)
			tab.Refresh()
			l := &tab.lay
			if out := tabletest.Outside(l.Objects, size); len(out) > 0 {
				t.Errorf("%d players at %v: beyond the window: %v", n, size, out)
			}
			if h := tab.handShown(); len(h) > 0 && c.scale == 1 {
				cardW[size.Width] = l.CardAt[h[0]].W
			}
			if len(l.seatR) != n-1 {
				t.Errorf("%d players: %d seat strips", n, len(l.seatR))
			}
			win := rect{W: size.Width, H: size.Height}
			inside := func(x rect) bool {
				return x.X >= win.X-0.5 && x.Y >= win.Y-0.5 && x.X+x.W <= win.W+0.5 && x.Y+x.H <= win.H+0.5
			}
			overlaps := func(a, b rect) bool {
				return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
			}
			for _, h := range l.Hits {
				switch h.Kind {
				case hitHandCard, hitStock, hitPile, hitMeld:
					if !inside(h.R) {
						t.Errorf("%d players at %v: %v outside the window", n, size, h)
					}
				}
				if h.Kind == hitMeld && (overlaps(h.R, l.pileR) || overlaps(h.R, l.stockR) || overlaps(h.R, l.handR)) {
					t.Errorf("%d players at %v: meld %v overlaps the piles or the hand", n, size, h.R)
				}
			}
			tabletest.Shot(t, r.win, fmt.Sprintf("canasta-%d-%dx%d-%g", n, int(size.Width), int(size.Height), c.scale))
		}
		if cardW[1920] <= cardW[800]*1.3 {
			t.Errorf("%d players: hand cards %v wide at full HD, %v at 800×600", n, cardW[1920], cardW[800])
		}
	}
}
