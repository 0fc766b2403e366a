package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/store"
	"tavolo/app/table/clocktest"
	s40table "tavolo/app/table/scala40"
	"tavolo/app/table/tabletest"
	"tavolo/engine/match"
	"tavolo/engine/scala40"
	"tavolo/i18n"
)

// newShell is the app in a test window with its storage in a temporary
// folder and the computers playing only when the test drains their moves.
func newShell(t *testing.T) (*Shell, *tabletest.Queue) {
	t.Helper()
	t.Setenv("TMPDIR", t.TempDir())
	i18n.ForTest(t, "en")
	queue := inStep(t)
	a := test.NewTempApp(t)
	s := New(a)
	t.Cleanup(func() {
		s.Home() // leaves the table: waits for its autosave
		s.Win.Close()
	})
	return s, queue
}

// inStep makes the tables of one test play in step with it: their
// computers think on the test's goroutine, their moves wait in the queue
// it returns, and their pace is kept by the queue's clock, which only
// the test moves on (Queue.Run).
func inStep(t *testing.T) *tabletest.Queue {
	q := &tabletest.Queue{Clock: clocktest.New()}
	tableExec, tableGo, tableClock = q.Exec, func(f func()) { f() }, q.Clock
	t.Cleanup(func() { tableExec, tableGo, tableClock = nil, nil, nil })
	return q
}

// startWithReturn opens the new-match screen and presses Return, which
// deals the default match, and returns its table.
func startWithReturn(t *testing.T, s *Shell) *s40table.Table {
	t.Helper()
	s.NewMatch()
	s.Win.Canvas().(interface{ OnTypedKey() func(*fyne.KeyEvent) }).OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
	tab, ok := s.Win.Content().(*s40table.Table)
	if !ok {
		t.Fatalf("Return did not start a match: %T", s.Win.Content())
	}
	return tab
}

// drain runs up to n of the computers' queued moves, in order, at their
// pace on the test's clock.
func drain(queue *tabletest.Queue, n int) { queue.Run(n) }

// waitFor polls cond (the autosave writes on its own goroutine). The
// bound only stops a test that hangs: no loaded machine takes minutes to
// write a small file, so it says nothing about speed.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(5 * time.Minute); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
		if cond() {
			return
		}
	}
	t.Fatalf("timed out waiting for %s", what)
}

// TestNewMatchReturnStartsTheTable: Play, then Return on the new-match
// screen deals the default match (you and three computers) and autosaves
// it; from home it can be resumed at the same point.
func TestNewMatchReturnStartsTheTable(t *testing.T) {
	s, queue := newShell(t)
	if s.CanResume() {
		t.Fatal("a fresh profile has nothing to resume")
	}
	g := startWithReturn(t, s).Game()
	if g.Players() != 4 {
		t.Fatalf("%d players, want 4", g.Players())
	}
	drain(queue, 40)
	waitFor(t, "the autosave", s.CanResume)
	played := len(g.Log())
	waitFor(t, "the last action saved", func() bool {
		rec, _, _ := store.LoadMatch(s.saveDir(scala40.GameName), scala40.GameName, nil)
		return rec != nil && actionsIn(t, rec) == played
	})

	s.Home()
	s.Resume()
	again, ok := s.Win.Content().(*s40table.Table)
	if !ok {
		t.Fatalf("Resume did not show the table: %T", s.Win.Content())
	}
	if len(again.Game().Log()) != played || again.Game().ToMove() != g.ToMove() {
		t.Fatalf("resumed at action %d, want %d", len(again.Game().Log()), played)
	}
}

// TestCloseSavesTheLastMove: closing the app right after a move (the
// computers', or the player's draw when the deal starts with them), as
// quitting does, leaves the save at the last move, with no wait for the
// writer afterwards.
func TestCloseSavesTheLastMove(t *testing.T) {
	s, queue := newShell(t)
	tab := startWithReturn(t, s)
	drain(queue, 40)
	if g := tab.Game(); len(g.Log()) == 0 && g.ToMove() == 0 && g.Phase() == scala40.PhaseDraw {
		// The deal fell to the player (seat 0) first: draw as the table would.
		if !tab.Act(scala40.Action{Kind: scala40.Draw, Seat: 0}) {
			t.Fatal("the player's draw was refused")
		}
	}
	played := len(tab.Game().Log())
	if played == 0 {
		t.Fatal("no move was made")
	}
	s.Close()
	rec, _, err := store.LoadMatch(s.saveDir(scala40.GameName), scala40.GameName, nil)
	if err != nil || rec == nil {
		t.Fatalf("no save after Close: %v", err)
	}
	if got := actionsIn(t, rec); got != played {
		t.Fatalf("saved at action %d after Close, want %d", got, played)
	}
}

func actionsIn(t *testing.T, rec *match.Record) int {
	g, err := scala40.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	return len(g.Log())
}

// TestDamagedSaveIsReported: a damaged save shows a dialog and the home
// screen, never a crash, and is set aside.
func TestDamagedSaveIsReported(t *testing.T) {
	s, _ := newShell(t)
	dir := s.saveDir(scala40.GameName)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, store.CurrentFile), []byte(`{"version":1,"game":"scala40","seed":`), 0o644); err != nil {
		t.Fatal(err)
	}
	if !s.CanResume() {
		t.Fatal("a save file is there")
	}
	s.Resume()
	if _, ok := s.Win.Content().(*s40table.Table); ok {
		t.Fatal("a damaged save was played")
	}
	if len(s.Win.Canvas().Overlays().List()) == 0 {
		t.Fatal("no dialog about the damaged save")
	}
	if s.CanResume() {
		t.Fatal("the damaged save should be set aside")
	}
}

// TestSetupChecks: the form refuses an empty name, two equal names, a bad
// line and a bad deal number, and reads a typed deal number.
func TestSetupChecks(t *testing.T) {
	s, _ := newShell(t)
	f := newMatchForm(s, DefaultSetup())
	var got *Setup
	f.onStart = func(st Setup) { got = &st }
	s.Show(f.content(), nil)
	f.seed.SetText("4242")
	f.line.SetSelected("201")
	f.start()
	if got == nil || got.Seed != 4242 || got.Rules.EliminationScore != 201 || len(got.Seats) != 4 {
		t.Fatalf("setup %+v", got)
	}
	g1, _ := scala40Match(*got)
	g2, _ := scala40Match(*got)
	if g1.Hand(0)[0] != g2.Hand(0)[0] || g1.StockSize() != g2.StockSize() {
		t.Fatal("the same deal number should deal the same cards")
	}
	for _, bad := range []func(){
		func() { f.names[1].SetText("") },
		func() { f.names[1].SetText(f.names[0].Text) },
		func() { f.line.SetSelected(f.line.Options[3]); f.lineOwn.SetText("abc") },
		func() { f.seed.SetText("x") },
	} {
		f.names[1].SetText("Bruno")
		f.line.SetSelected("101")
		f.seed.SetText("9")
		bad()
		got = nil
		f.start()
		if got != nil {
			t.Errorf("a bad form started a match: %+v", got)
		}
	}
	// Two people and a preset.
	f.count.SetSelected("2")
	f.kinds[1].SetSelectedIndex(0)
	f.names[1].SetText("Bea")
	f.line.SetSelected("101")
	f.seed.SetText("9")
	f.preset.SetSelected(f.book.PresetLabel("strict"))
	f.start()
	if got == nil || len(got.Seats) != 2 || got.Seats[1].Kind != kindHuman || got.Preset != "strict" || !got.Rules.OpeningWithoutJoker {
		t.Fatalf("setup %+v", got)
	}
	// The choices are remembered for the next match.
	if last := s.lastSetup(); len(last.Seats) != 2 || last.Seats[1].Name != "Bea" || !last.Rules.OpeningWithoutJoker {
		t.Fatalf("remembered %+v", last)
	}
}

// overlayLabel reports whether the top overlay shows a label containing
// each of texts.
func overlayLabel(s *Shell, texts ...string) bool {
	top := s.Win.Canvas().Overlays().Top()
	if top == nil {
		return false
	}
	found := false
	walk(top, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			all := true
			for _, t := range texts {
				all = all && strings.Contains(l.Text, t)
			}
			found = found || all
		}
	})
	return found
}

// TestNewMatchAsksBeforeAbandoning: Start on the new-match screen while a
// match is in progress asks first, naming its players and score; the
// player may resume it instead, or abandon it for the new one.
func TestNewMatchAsksBeforeAbandoning(t *testing.T) {
	s, _ := newShell(t)
	tab := startWithReturn(t, s)
	_ = tab
	s.Home() // Leave: the match is saved
	if !s.CanResume() {
		t.Fatal("no match saved")
	}
	names := []string{s.lastSetup().Seats[0].Name, s.lastSetup().Seats[1].Name}
	s.NewMatch()
	test.Tap(button(s, "Start"))
	if _, ok := s.Win.Content().(*s40table.Table); ok {
		t.Fatal("Start threw the match in progress away without asking")
	}
	if !overlayLabel(s, "Abandon the match in progress?", names[0], names[1], " 0") {
		t.Fatal("the question does not name the match's players and score")
	}
	test.Tap(button(s, "Resume it"))
	if _, ok := s.Win.Content().(*s40table.Table); !ok {
		t.Fatalf("Resume it shows %T", s.Win.Content())
	}
	s.Home()
	s.NewMatch()
	test.Tap(button(s, "Start"))
	test.Tap(button(s, "Abandon it"))
	if _, ok := s.Win.Content().(*s40table.Table); !ok {
		t.Fatalf("Abandon it shows %T", s.Win.Content())
	}
}
