package boardtest

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"tavolo/app/table"
	cntable "tavolo/app/table/canasta"
	kjtable "tavolo/app/table/klaberjass"
	s40table "tavolo/app/table/scala40"
	"tavolo/app/table/tabletest"
	cn "tavolo/engine/canasta"
	caai "tavolo/engine/canasta/ai"
	cnplay "tavolo/engine/canasta/play"
	"tavolo/engine/gamedef"
	kj "tavolo/engine/klaberjass"
	kjai "tavolo/engine/klaberjass/ai"
	kjplay "tavolo/engine/klaberjass/play"
	"tavolo/engine/match"
	s40 "tavolo/engine/scala40"
	s40ai "tavolo/engine/scala40/ai"
	s40play "tavolo/engine/scala40/play"
	"tavolo/i18n"
)

// opened is a board at the table, as the tests see every board.
type opened struct {
	fyne.Widget
	objects   func() []fyne.CanvasObject // what it drew last
	frame     func() *table.Layout       // where it drew it
	showSheet func(bool)
	stop      func()
	buttons   *table.Buttons
	// setup is the board's, read when used (a test may change its Go);
	// drain runs the moves and the hints queued for the UI goroutine.
	setup *table.Setup
	drain func()
	// hint is the board's hint, canHint whether one may be asked now,
	// msg the message line, changes how often the game changed.
	hint    *table.Hint
	canHint func() bool
	msg     func() string
	changes func() int
	// myTurn reports whether the person shown is to move; play plays
	// their first legal move, reporting false when they have none.
	myTurn func() bool
	play   func() bool
	log    *table.LogPanel
	// keys opens the panel of keys (K).
	keys func()
	// stage is where the match stands; win the window it is shown in.
	stage func() match.Stage
	win   fyne.Window
}

// core makes an opened board of a board's core.
func core[V, A any](w fyne.Widget, c *table.Core[V, A]) opened {
	return opened{Widget: w, objects: func() []fyne.CanvasObject { return c.R.Frame.Objects }, frame: func() *table.Layout { return c.R.Frame }, log: c.Log, showSheet: c.ShowSheet, stop: c.Stop, buttons: c.Buttons,
		setup: c.Setup, hint: &c.Hint, canHint: c.CanHint, msg: func() string { return c.Msg }, changes: func() int { return c.Changes },
		myTurn: c.Driver.MyTurn, keys: func() { c.KeysUp = true },
		stage: func() match.Stage { return c.Driver.Game().Outcome().Stage },
		play: func() bool {
			legal := c.Driver.Game().Legal(c.Driver.Viewer())
			if len(legal) == 0 {
				return false
			}
			_, ok := c.Play(legal[0], false)
			return ok
		}}
}

// board is one game's board: its descriptor, and how it opens a match
// of that game for Ada and computers.
type board struct {
	def  gamedef.Game
	open func(m gamedef.Match, s table.Setup, names []string) (opened, error)
}

// boards are every game's board.
var boards = []board{
	{s40play.Game(), func(m gamedef.Match, s table.Setup, names []string) (opened, error) {
		tab, err := s40table.New(s40table.Config{Setup: s, Game: m.Game().(*s40.Game), Seats: seats[s40.View, s40.Action](names),
			HintOptions: s40ai.Options{Playouts: 16, Workers: 1, Budget: -1}})
		if err != nil {
			return opened{}, err
		}
		return core(tab, &tab.Core), nil
	}},
	{cnplay.Game(), func(m gamedef.Match, s table.Setup, names []string) (opened, error) {
		tab, err := cntable.New(cntable.Config{Setup: s, Game: m.Game().(*cn.Game), Seats: seats[cn.View, cn.Action](names),
			HintOptions: caai.Options{Budget: -1, Worlds: 12}})
		if err != nil {
			return opened{}, err
		}
		return core(tab, &tab.Core), nil
	}},
	{kjplay.Game(), func(m gamedef.Match, s table.Setup, names []string) (opened, error) {
		tab, err := kjtable.New(kjtable.Config{Setup: s, Game: m.Game().(*kj.Game), Seats: seats[kj.View, kj.Action](names),
			HintOptions: kjai.Options{Budget: -1, Worlds: 12, BidWorlds: 8}})
		if err != nil {
			return opened{}, err
		}
		return core(tab, &tab.Core), nil
	}},
}

// seats seats a person first, computers after.
func seats[V, A any](names []string) []table.Seat[V, A] {
	out := make([]table.Seat[V, A], len(names))
	for i, n := range names {
		out[i] = table.Seat[V, A]{Name: n, Human: i == 0}
	}
	return out
}

// openAt opens a board on a new match of two at size, its computers
// played up to the person's turn.
func openAt(t *testing.T, b board, size fyne.Size) opened {
	t.Helper()
	test.NewTempApp(t)
	m, err := b.def.New(b.def.Presets()[0].Name, 2, 7)
	if err != nil {
		t.Fatal(err)
	}
	var q tabletest.Queue
	s := table.Setup{Exec: q.Exec, Go: func(f func()) { f() }, OnLeave: func() {}, OnNewMatch: func() {}, OnRematch: func() {}}
	o, err := b.open(m, s, []string{"Ada", "Beatrice"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(o.stop)
	o.drain = q.Drain
	w := test.NewTempWindow(t, o.Widget)
	w.Resize(size)
	o.win = w
	q.Drain()
	o.Refresh()
	return o
}

// TestEveryBoardFits opens every board at 800×600 and 1920×1080, in
// English and in Italian, at its person's first turn and with the score
// sheet up: nothing is crowded (no text over a button or another text,
// no badge over a button, nothing beyond the window), and the sheet
// shows its totals and its way back to the table.
func TestEveryBoardFits(t *testing.T) {
	everyBoard(t, func(t *testing.T, b board, size fyne.Size, _ string) {
		o := openAt(t, b, size)
		for _, p := range tabletest.Crowded(o.objects(), size) {
			t.Errorf("the table: %s", p)
		}
		o.showSheet(true)
		for _, p := range tabletest.Crowded(o.objects(), size) {
			t.Errorf("the sheet: %s", p)
		}
		texts := tabletest.Texts(o.objects())
		for _, want := range []string{lang.L("Total"), o.buttons.Back.Text} {
			if !tabletest.Shows(texts, want) {
				t.Errorf("the sheet lacks %q: %q", want, texts)
			}
		}
	})
}

// everyBoard runs test, as a subtest named for the case, for every
// board at 800×600 and 1920×1080, in English and in Italian (the
// language set for it).
func everyBoard(t *testing.T, test func(t *testing.T, b board, size fyne.Size, name string)) {
	for _, b := range boards {
		for _, language := range []string{"en", "it"} {
			for _, size := range []fyne.Size{{Width: 800, Height: 600}, {Width: 1920, Height: 1080}} {
				name := fmt.Sprintf("%s-%s-%vx%v", b.def.Name, language, size.Width, size.Height)
				t.Run(name, func(t *testing.T) {
					i18n.ForTest(t, language)
					test(t, b, size, name)
				})
			}
		}
	}
}
