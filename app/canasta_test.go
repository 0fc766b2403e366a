package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"tavolo/app/stats"
	"tavolo/app/table"
	catable "tavolo/app/table/canasta"
	"tavolo/engine/canasta"
	caai "tavolo/engine/canasta/ai"
	"tavolo/engine/games"
	"tavolo/engine/match"
)

// TestCanastaFromHome: Canasta is playable from its registry entry; its
// new-match screen deals the default match (you and three computers) on
// the Canasta board, a move is saved, and resume brings the board back.
func TestCanastaFromHome(t *testing.T) {
	s, queue := newShell(t)
	e, ok := lookupGame(canasta.GameName)
	if !ok || !e.playable() {
		t.Fatal("Canasta is not playable")
	}
	e.newMatch(s)
	s.Win.Canvas().(interface{ OnTypedKey() func(*fyne.KeyEvent) }).OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
	tab, ok := s.Win.Content().(*catable.Table)
	if !ok {
		t.Fatalf("Return did not start a Canasta match: %T", s.Win.Content())
	}
	if g := tab.Game(); g.Players() != 4 || len(g.Score().Sides) != 2 {
		t.Fatalf("%d players in %d sides", g.Players(), len(g.Score().Sides))
	}
	drain(queue, 200)
	g := tab.Game()
	if g.ToMove() == 0 && (g.Phase() == canasta.PhaseOpen || g.Phase() == canasta.PhaseDraw) {
		if !tab.Act(canasta.Action{Kind: canasta.Draw}) {
			t.Fatal("the player's draw was refused")
		}
	}
	rec, err := g.Record(make([]match.Player, 4))
	if err != nil || string(rec.Actions) == "[]" || string(rec.Actions) == "null" {
		t.Fatalf("no move was made: %v", err)
	}
	s.Home()
	if saved := savedNames(s); len(saved) != 1 || saved[0] != canasta.GameName || !s.CanResume() {
		t.Fatalf("saved games %q", saved)
	}
	s.Resume()
	back, ok := s.Win.Content().(*catable.Table)
	if !ok {
		t.Fatalf("resume showed %T", s.Win.Content())
	}
	if back.Game().Fingerprint() != g.Fingerprint() {
		t.Fatal("the resumed match is not the one saved")
	}
}

// TestCanastaHandStats: a finished hand of four credits each side once
// with its canastas (not once per partner), the one who went out with
// going out, and keeps the sides' records apart from people's.
func TestCanastaHandStats(t *testing.T) {
	g, err := canasta.NewMatch(canasta.Default(), 11)
	if err != nil {
		t.Fatal(err)
	}
	m := games.Of(g)
	agents := make([]games.Agent, 4)
	for i := range agents {
		if agents[i], err = caai.New("easy", uint64(i+1), caai.Options{}); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 5000 && m.Outcome().Stage == match.Playing; i++ {
		seat := m.Actors()[0]
		if _, err := m.Step(seat, agents[seat]); err != nil {
			t.Fatal(err)
		}
	}
	players := []match.Player{{Name: "A", Kind: kindHuman}, {Name: "B", Kind: "easy"}, {Name: "C", Kind: "easy"}, {Name: "D", Kind: "easy"}}
	h := canastaHand(g, players)
	if !h.Played || len(h.Counters) != 4 {
		t.Fatalf("%+v", h)
	}
	out := 0
	for seat := range players {
		out += h.Counters[seat][counterWentOut]
	}
	if (g.Result().WentOut >= 0) != (out == 1) {
		t.Errorf("went out %d, counted %d", g.Result().WentOut, out)
	}
	b := stats.New()
	b.Add(h)
	for side, seats := range g.Score().Sides {
		want := 0
		for _, ml := range g.Melds(side) {
			if ml.Info.Canasta() {
				want++
			}
		}
		members := []stats.Member{{Name: players[seats[0]].Name, Computer: seats[0] != 0}, {Name: players[seats[1]].Name, Computer: seats[1] != 0}}
		r := b.Record(stats.Side, stats.SideKey(members), canasta.GameName)
		if r == nil || r.Hands != 1 || r.Count(counterCanastas) != want || r.Points != g.Score().Hands[len(g.Score().Hands)-1].Points[side] {
			t.Errorf("side %v: %+v, want %d canastas", seats, r, want)
		}
	}
	if len(b.Players) != 0 || len(b.Computers) != 0 {
		t.Errorf("partners kept records of their own: %+v %+v", b.Players, b.Computers)
	}
}

// TestTableWindowIsClearedToFelt: while a table is shown the app's theme
// has the felt as its background (the window is cleared to it, so no
// board paints a felt of its own); home has the app's own background
// again.
func TestTableWindowIsClearedToFelt(t *testing.T) {
	s, _ := newShell(t)
	homeBg := theme.Color(theme.ColorNameBackground)
	if homeBg == table.Felt {
		t.Fatal("home is on the felt")
	}
	e, _ := lookupGame(canasta.GameName)
	e.newMatch(s)
	if got := theme.Color(theme.ColorNameBackground); got != homeBg {
		t.Errorf("the new-match screen's background is %v, want %v", got, homeBg)
	}
	s.Win.Canvas().(interface{ OnTypedKey() func(*fyne.KeyEvent) }).OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if _, ok := s.Win.Content().(*catable.Table); !ok {
		t.Fatalf("no Canasta table: %T", s.Win.Content())
	}
	if got := theme.Color(theme.ColorNameBackground); got != table.Felt {
		t.Errorf("at the table the window's background is %v, want the felt", got)
	}
	s.Home()
	if got := theme.Color(theme.ColorNameBackground); got != homeBg {
		t.Errorf("back home the background is %v, want %v", got, homeBg)
	}
}
