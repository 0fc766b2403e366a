package table_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/table"
	"tavolo/app/table/tabletest"
	"tavolo/engine/gamedef"
	"tavolo/engine/match"
)

// higher is a game made for this test, a fourth game in a few dozen
// lines: two seats hold 1 to 6 between them; in turn each plays a
// number higher than the last one played or passes; a pass ends the
// only hand, and whoever played last scores 10.
type higher struct {
	hands   [2][]int
	top     int
	toMove  int
	last    int // the seat that played last, -1 for none
	over    bool
	actions []hAction
}

type hView struct {
	Seat, Top, ToMove int
	Hand              []int // the seat's own numbers; none for an onlooker
}

type hAction struct{ Seat, N int } // N 0 passes

func (a hAction) AtSeat(seat int) hAction { a.Seat = seat; return a }

func newHigher() *higher {
	return &higher{hands: [2][]int{{2, 4, 6}, {1, 3, 5}}, last: -1}
}

func (g *higher) Players() int { return 2 }
func (g *higher) Actors() []int {
	if g.over {
		return nil
	}
	return []int{g.toMove}
}
func (g *higher) View(seat int) hView {
	return hView{Seat: seat, Top: g.top, ToMove: g.toMove, Hand: slices.Clone(g.hands[seat])}
}
func (g *higher) SpectatorView() hView { return hView{Seat: -1, Top: g.top, ToMove: g.toMove} }
func (g *higher) Legal(seat int) []hAction {
	if g.over || seat != g.toMove {
		return nil
	}
	as := []hAction{{Seat: seat}}
	for _, n := range g.hands[seat] {
		if n > g.top {
			as = append(as, hAction{seat, n})
		}
	}
	return as
}
func (g *higher) Apply(a hAction) ([]match.Event, error) {
	if !slices.Contains(g.Legal(a.Seat), a) {
		return nil, match.Errorf(match.ErrBadAction, "%d is not higher than %d", a.N, g.top)
	}
	g.actions = append(g.actions, a)
	if a.N == 0 {
		g.over = true
		return []match.Event{{Kind: "passed", Seat: a.Seat}}, nil
	}
	g.hands[a.Seat] = slices.DeleteFunc(g.hands[a.Seat], func(n int) bool { return n == a.N })
	g.top, g.last, g.toMove = a.N, a.Seat, 1-a.Seat
	return []match.Event{{Kind: "played", Seat: a.Seat, Value: a.N}}, nil
}
func (g *higher) Outcome() match.Outcome {
	if !g.over {
		return match.Outcome{Stage: match.Playing, Winner: -1}
	}
	return match.Outcome{Stage: match.MatchOver, Winner: g.last}
}
func (g *higher) Score() match.Score {
	sc := match.Score{Sides: match.Solo(2), Goal: match.HighTarget, Line: 10, Totals: make([]int, 2), Out: make([]bool, 2)}
	if g.over && g.last >= 0 {
		h := match.HandScore{Points: make([]int, 2), Lines: make([][]match.Line, 2)}
		h.Points[g.last], sc.Totals[g.last] = 10, 10
		h.Lines[g.last] = []match.Line{{Key: "last", Points: 10}}
		sc.Hands = append(sc.Hands, h)
	}
	return sc
}
func (g *higher) Record(players []match.Player) (*match.Record, error) {
	acts, err := json.Marshal(g.actions)
	return &match.Record{Version: 1, Game: "higher", Players: players, Rules: json.RawMessage("{}"), Actions: acts}, err
}

// replayHigher rebuilds a saved match of higher.
func replayHigher(rec *match.Record) (*higher, error) {
	g := newHigher()
	var acts []hAction
	if err := json.Unmarshal(rec.Actions, &acts); err != nil {
		return nil, err
	}
	for _, a := range acts {
		if _, err := g.Apply(a); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// lowest is higher's computer player: the lowest number it may play.
type lowest struct{}

func (lowest) Name() string { return "lowest" }
func (lowest) Choose(v hView) hAction {
	for _, n := range slices.Sorted(slices.Values(v.Hand)) {
		if n > v.Top {
			return hAction{v.Seat, n}
		}
	}
	return hAction{Seat: v.Seat}
}

// higherDef is higher's descriptor, as a game's play package declares it.
var higherDef = gamedef.Game{
	Name: "higher", Title: "Higher", Players: []int{2}, Ready: true,
	Presets: func() []gamedef.Preset { return []gamedef.Preset{{Name: "standard", Description: "1 to 6"}} },
	Levels:  func() []string { return []string{"lowest"} },
	New: func(string, int, uint64) (gamedef.Match, error) {
		return gamedef.Of[hView, hAction](newHigher()), nil
	},
	Replay:   func(rec *match.Record) (gamedef.Match, error) { return gamedef.Made[hView, hAction](replayHigher(rec)) },
	NewAgent: func(string, uint64) (gamedef.Agent, error) { return lowest{}, nil },
}

// higherBoard is higher's board: the core and what is the game's own,
// its layout, what a tap means, how its events and errors read.
type higherBoard struct {
	widget.BaseWidget
	table.Core[hView, hAction]
	v     hView
	lay   table.Layout
	ended int      // the hands told ended
	trace []string // what the core asked of the board after each change
}

func newHigherBoard(cfg *table.Config[hView, hAction, *higher, struct{}]) (*higherBoard, error) {
	t := &higherBoard{}
	err := table.Init(&t.Core, t, cfg, replayHigher, table.Game[hView, hAction]{
		Fallback: lowest{}, Next: func() {},
		Describe:  func(e match.Event) string { return fmt.Sprintf("seat %d %s %d", e.Seat+1, e.Kind, e.Value) },
		ErrorText: func(err error) string { return "No: " + string(match.CodeOf(err)) },
		Played: func(seat int, a hAction, _ []match.Event, computer bool) {
			if computer {
				t.Animate(func() { t.trace = append(t.trace, fmt.Sprintf("fly %d (top %d)", a.N, t.v.Top)) })
			}
		},
		Changed: func() {
			t.v = t.Driver.View()
			t.trace = append(t.trace, "changed")
		},
		Forget:   func() { t.trace = append(t.trace, "forget") },
		Ended:    func(hView) string { t.ended++; return "" },
		HintTurn: func() bool { return t.Driver.MyTurn() },
		HintSeed: func(v hView) uint64 { return uint64(v.Top) },
		Advise: func(v hView, _ uint64) table.Advice {
			return table.Advice{Move: fmt.Sprintf("Play %d", lowest{}.Choose(v).N)}
		},
	})
	if err != nil {
		return nil, err
	}
	t.v = t.Driver.View()
	t.Start()
	return t, nil
}

func (t *higherBoard) CreateRenderer() fyne.WidgetRenderer {
	return t.Renderer(t, &t.lay, t.build)
}

func (t *higherBoard) build(b *table.Builder, size fyne.Size) {
	for i, n := range t.v.Hand {
		r := table.R(20+float32(i)*60, 200, 50, 70)
		b.Text(fmt.Sprint(n), r.X+10, r.Y+10, 20, table.Ink, true)
		b.Hit(r, table.HitBoard, n, 0)
	}
	b.Status(table.R(0, size.Height-40, size.Width, 40), table.Status{Msg: t.Msg, Bad: t.MsgBad, Buttons: []*widget.Button{t.Buttons.Hint}})
	switch {
	case t.Hint.Text != "":
		t.Hint.Draw(b)
	case t.SheetUp:
		b.Sheet(table.Sheet{Title: "Score sheet", Score: t.Driver.Game().Score(), Names: []string{"Ada", "Bot"},
			Buttons: t.SheetButtons(false, t.Driver.Game().Outcome().Stage == match.MatchOver)})
	}
}

func (t *higherBoard) Tapped(ev *fyne.PointEvent) {
	if t.TapPanels(false) {
		return
	}
	if h := t.lay.HitAt(ev.Position); h.Kind == table.HitBoard {
		t.Play(hAction{N: h.N}, false)
	}
}

// higherAt is the board of g, Ada (a person) against the computer, with
// the table's setup s: the computer's moves wait in q, the rest runs at
// once.
func higherAt(t *testing.T, g *higher, q *tabletest.Queue, s table.Setup) *higherBoard {
	t.Helper()
	s.Exec, s.Go = q.Exec, func(f func()) { f() }
	s.OnLeave, s.OnNewMatch = func() {}, func() {}
	tab, err := newHigherBoard(&table.Config[hView, hAction, *higher, struct{}]{Game: g,
		Seats: []table.Seat[hView, hAction]{{Name: "Ada", Human: true}, {Name: "Bot"}}, Setup: s})
	if err != nil {
		t.Fatal(err)
	}
	return tab
}

// TypedKey has only the keys every board has.
func (t *higherBoard) TypedKey(ev *fyne.KeyEvent) { t.KeyPanels(ev) }

// TestANewGameOnTheCore: a game the table has never seen, declared by
// its descriptor, is played through the core headless: a person's tap
// is an action, a refusal reads as the board says, the computer answers
// at the table, the hint advises, and the end shows the score sheet
// with the match's buttons, the review of the last hand first.
func TestANewGameOnTheCore(t *testing.T) {
	test.NewTempApp(t)
	m, err := higherDef.New(higherDef.Presets()[0].Name, higherDef.Players[0], 1)
	if err != nil {
		t.Fatal(err)
	}
	g := m.Game().(*higher)
	var q tabletest.Queue
	reviewed := 0
	tab := higherAt(t, g, &q, table.Setup{OnReview: func() { reviewed++ }})
	w := test.NewTempWindow(t, tab)
	w.Resize(fyne.NewSize(800, 600))
	texts := func() []string { tab.Refresh(); return tabletest.Texts(tab.lay.Objects) }
	tap := func(n int) {
		for _, h := range tab.lay.Hits {
			if h.Kind == table.HitBoard && h.N == n {
				tab.Tapped(&fyne.PointEvent{Position: fyne.NewPos(h.R.X+5, h.R.Y+5)})
				q.Drain()
				return
			}
		}
		t.Fatalf("%d is not in the hand: %v", n, tab.v.Hand)
	}

	test.Tap(tab.Buttons.Hint)
	q.Drain()
	if !tabletest.Shows(texts(), "Play 2") {
		t.Fatalf("no hint: %q", texts())
	}
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape}) // a key puts the hint away
	if tab.Hint.Text != "" {
		t.Fatal("the hint is still up")
	}
	tap(4) // Ada plays 4, the computer 5
	if g.top != 5 || !slices.Contains(tabletest.LogTexts(tab.Driver.Log()), "Seat 2 played 5") {
		t.Fatalf("top %d, log %q", g.top, tabletest.LogTexts(tab.Driver.Log()))
	}
	tap(2) // lower than 5: refused in the board's words
	if !tab.MsgBad || !tabletest.Shows(texts(), "No: bad-action") || g.top != 5 {
		t.Fatalf("the refusal: %q %v", tab.Msg, tab.MsgBad)
	}
	tap(6) // the computer has nothing higher and passes: Ada scores
	if g.Outcome().Stage != match.MatchOver || !tab.SheetUp || tab.ended != 1 {
		t.Fatalf("stage %v, sheet %v, hands told ended %d", g.Outcome().Stage, tab.SheetUp, tab.ended)
	}
	for _, want := range []string{"Score sheet", "Ada", "Total", "10", "Home", "New match", "Review the hand"} {
		if !tabletest.Shows(texts(), want) {
			t.Errorf("the sheet lacks %q: %q", want, texts())
		}
	}
	if btns := tab.SheetButtons(false, true); len(btns) == 0 || btns[0].OnTapped == nil {
		t.Fatal("no review on the final sheet")
	} else if btns[0].OnTapped(); reviewed != 1 {
		t.Errorf("the final sheet's review asked %d times", reviewed)
	}
	rec, err := m.Record([]match.Player{{Name: "Ada", Kind: "human"}, {Name: "Bot", Kind: "lowest"}})
	if err != nil {
		t.Fatal(err)
	}
	if again, err := higherDef.Replay(rec); err != nil || again.Outcome() != g.Outcome() {
		t.Fatalf("the replay: %v %v", again, err)
	}
}
