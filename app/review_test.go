package app

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/cardart"
	"tavolo/app/store"
	"tavolo/app/table"
	s40table "tavolo/app/table/scala40"
	"tavolo/engine/gamedef"
	"tavolo/engine/games"
	kj "tavolo/engine/klaberjass"
	kjai "tavolo/engine/klaberjass/ai"
	"tavolo/engine/match"
	"tavolo/engine/review"
	"tavolo/engine/scala40"
	"tavolo/i18n"
)

// finishedHand plays a match of game by its weakest computer players from
// seed until a hand is scored, and returns its record with Anna, a
// person, in the first seat.
func finishedHand(t *testing.T, game string, seed uint64) *match.Record {
	t.Helper()
	g, _ := games.Lookup(game)
	n := g.Players[0]
	m, err := g.New(g.Presets()[0].Name, n, seed)
	if err != nil {
		t.Fatal(err)
	}
	agents := make([]games.Agent, n)
	players := make([]match.Player, n)
	for s := range agents {
		agents[s], _ = g.NewAgent(g.Levels()[0], uint64(s+1))
		players[s] = match.Player{Name: fmt.Sprintf("P%d", s+1), Kind: "easy"}
	}
	players[0] = match.Player{Name: "Anna", Kind: kindHuman}
	for i := 0; i < 5000 && len(m.Score().Hands) == 0; i++ {
		for _, seat := range m.Actors() {
			if _, err = m.Step(seat, agents[seat]); err == nil {
				break
			}
		}
	}
	rec, err := m.Record(players)
	if err != nil || len(m.Score().Hands) == 0 {
		t.Fatalf("%s: no hand ended: %v", game, err)
	}
	return rec
}

// quickJudge stands in for the games' judges: each move of the seat in
// the hand is a decision, the third a mistake of 12 ± 2 points, the
// others matching the best; it counts its calls and keeps to Stop.
func quickJudge(t *testing.T, calls *atomic.Int32) {
	t.Helper()
	old := judgeOf
	judgeOf = func(g gameEntry) judgeFunc {
		return func(rec *match.Record, o review.Options, _ <-chan struct{}) ([]review.Decision, error) {
			calls.Add(1)
			fs, err := g.Frames(rec)
			if err != nil {
				return nil, err
			}
			var out []review.Decision
			for _, f := range gamedef.HandFrames(fs, o.Hand) {
				if f.Seat != o.Seat {
					continue
				}
				if o.Stop != nil && o.Stop() {
					return out, review.ErrStopped
				}
				d := review.Decision{Hand: o.Hand, Step: f.Step, Move: f.Move, Best: f.Move, BestAction: f.Action, Judged: true}
				if len(out) == 2 {
					d.Best, d.BestAction, d.Loss, d.SE, d.Mistake = "better", nil, 12, 2, true
				}
				out = append(out, d)
				o.Progress(d)
			}
			return out, nil
		}
	}
	t.Cleanup(func() { judgeOf = old })
	oldGo := reviewGo
	reviewGo = func(f func()) { f() }
	t.Cleanup(func() { reviewGo = oldGo })
}

// klaberjassReview is the review of a Klaberjass hand of the weakest
// players (finishedHand, seed 3).
func klaberjassReview(t *testing.T) *handReview {
	t.Helper()
	g, _ := lookupGame("klaberjass")
	r, err := newHandReview(g, finishedHand(t, "klaberjass", 3), 0)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// quickKlaberjassReview shows klaberjassReview's screen judged by
// quickJudge (to its end).
func quickKlaberjassReview(t *testing.T) (*handReview, *reviewScreen) {
	t.Helper()
	s, _ := newShell(t)
	var calls atomic.Int32
	quickJudge(t, &calls)
	r := klaberjassReview(t)
	return r, s.ShowReview(r, s.Home)
}

func typeKey(s *Shell, k fyne.KeyName) {
	s.Win.Canvas().(interface{ OnTypedKey() func(*fyne.KeyEvent) }).OnTypedKey()(&fyne.KeyEvent{Name: k})
}

// TestReviewSteps: for every game, the review opens at the hand's end,
// the arrow keys, Home and End, the buttons and the slider step through
// it with the moves in step, every seat's hand shown face up.
func TestReviewSteps(t *testing.T) {
	s, _ := newShell(t)
	var calls atomic.Int32
	quickJudge(t, &calls)
	for _, g := range playableGames() {
		rec := finishedHand(t, g.Name, 5)
		r, err := newHandReview(g, rec, 0)
		if err != nil {
			t.Fatal(err)
		}
		v := s.ShowReview(r, s.Home)
		last := len(r.frames) - 1
		if v.step != last || int(v.slider.Value) != last || !v.next.Disabled() || v.prev.Disabled() {
			t.Fatalf("%s: opened at step %d (slider %v) of %d", g.Name, v.step, v.slider.Value, last)
		}
		typeKey(s, fyne.KeyLeft)
		if v.step != last-1 || int(v.slider.Value) != last-1 {
			t.Errorf("%s: Left went to %d", g.Name, v.step)
		}
		typeKey(s, fyne.KeyHome)
		if v.step != 0 || !v.prev.Disabled() || v.moveLine(0) != "The deal" {
			t.Errorf("%s: Home went to %d", g.Name, v.step)
		}
		v.next.OnTapped()
		v.slider.SetValue(3)
		if v.step != 3 {
			t.Errorf("%s: the slider went to %d", g.Name, v.step)
		}
		if !strings.Contains(v.moveLine(1), r.told(r.frames[1])) || r.told(r.frames[1]) == "" {
			t.Errorf("%s: the first move reads %q", g.Name, v.moveLine(1))
		}
		if n := countCards(v.spread); n < len(rec.Players) {
			t.Errorf("%s: %d cards on the review's table", g.Name, n)
		}
		typeKey(s, fyne.KeyEnd)
		if v.step != last {
			t.Errorf("%s: End went to %d", g.Name, v.step)
		}
	}
}

// countCards counts the card objects drawn under o.
func countCards(o fyne.CanvasObject) int {
	n := 0
	walk(o, func(o fyne.CanvasObject) {
		if _, ok := o.(*cardart.Card); ok {
			n++
		}
	})
	return n
}

// TestReviewMarksAndSums: a mistake is marked on its move, the others
// matching the best are ticked, and the summary names the costliest
// decision, the points lost and the share that matched.
func TestReviewMarksAndSums(t *testing.T) {
	r, v := quickKlaberjassReview(t)
	var marked, ticked int
	for i := range r.frames {
		line := v.moveLine(i)
		if strings.Contains(line, "✗ mistake, about 12 points lost: better was better") && !strings.Contains(line, "±") {
			marked++
		}
		if strings.HasSuffix(line, "✓") {
			ticked++
		}
	}
	if marked != 1 || ticked != len(v.judged)-1 {
		t.Errorf("%d marked, %d ticked of %d judged", marked, ticked, len(v.judged))
	}
	sum := v.summary.Text
	for _, want := range []string{"The costliest decision: ", "cost about 12 points; better was better.",
		fmt.Sprintf("%d of %d decisions matched the best move; about 12 points lost in all.", len(v.judged)-1, len(v.judged))} {
		if !strings.Contains(sum, want) {
			t.Errorf("summary %q lacks %q", sum, want)
		}
	}
	// The figures are in the quieter line only.
	if ev := v.evidence.Text; strings.Contains(sum, "±") || !strings.Contains(ev, "a loss of 12.0 points, give or take 2.0") {
		t.Errorf("summary %q, figures %q", sum, ev)
	}
	if !strings.Contains(v.progress.Text, "Every decision of Anna judged") {
		t.Errorf("progress %q", v.progress.Text)
	}
}

// TestReviewReopensAtOnce: a review judged to its end is kept, and
// reopening it does not judge again.
func TestReviewReopensAtOnce(t *testing.T) {
	s, _ := newShell(t)
	var calls atomic.Int32
	quickJudge(t, &calls)
	g, _ := lookupGame("klaberjass")
	rec := finishedHand(t, "klaberjass", 4)
	for range 2 {
		r, err := newHandReview(g, rec, 0)
		if err != nil {
			t.Fatal(err)
		}
		v := s.ShowReview(r, s.Home)
		if !v.done || len(v.judged) == 0 {
			t.Fatalf("not judged: %d decisions", len(v.judged))
		}
	}
	if calls.Load() != 1 {
		t.Errorf("judged %d times, want once", calls.Load())
	}
	if _, err := os.Stat(filepath.Join(s.recentDir("klaberjass"), store.ReviewsFile)); err != nil {
		t.Errorf("no review kept: %v", err)
	}
}

// TestReviewCancelledByLeaving: leaving the review stops its judge
// between two decisions, and nothing half-judged is kept.
func TestReviewCancelledByLeaving(t *testing.T) {
	s, _ := newShell(t)
	started, ended := make(chan struct{}), make(chan error, 1)
	old := judgeOf
	judgeOf = func(gameEntry) judgeFunc {
		return func(_ *match.Record, o review.Options, _ <-chan struct{}) ([]review.Decision, error) {
			close(started)
			for !o.Stop() {
				runtime.Gosched()
			}
			ended <- review.ErrStopped
			return nil, review.ErrStopped
		}
	}
	t.Cleanup(func() { judgeOf = old })
	g, _ := lookupGame("klaberjass")
	rec := finishedHand(t, "klaberjass", 6)
	r, err := newHandReview(g, rec, 0)
	if err != nil {
		t.Fatal(err)
	}
	s.ShowReview(r, s.Home)
	<-started
	s.Home()
	if err := <-ended; err != review.ErrStopped {
		t.Fatal(err)
	}
	if _, ok := s.cachedReview("klaberjass", r.key(r.seat())); ok {
		t.Error("a stopped review was kept")
	}
}

// TestReviewFromTheSheet: the tables offer the review on a hand's sheet;
// it opens on the hand just ended of the match at the table, and Back
// brings the match back to its table as it was.
func TestReviewFromTheSheet(t *testing.T) {
	s, _ := newShell(t)
	var calls atomic.Int32
	quickJudge(t, &calls)
	s.builtinComputers = true
	if s.tableSetup(0, nil, nil, nil).OnReview == nil {
		t.Fatal("the tables do not offer the review")
	}
	g := advance(t, 7, false, func(g *scala40.Game) bool { return g.Phase() == scala40.PhaseHandOver })
	players := []match.Player{{Name: "Marta", Kind: kindHuman}, {Name: "Anna", Kind: "medium"}, {Name: "Bruno", Kind: "hard"}, {Name: "Carla", Kind: "easy"}}
	s.play(g, players)
	s.reviewPlaying()
	back := buttons(s.Win.Content(), "Back")
	if len(back) != 1 || calls.Load() != 1 {
		t.Fatalf("the review did not open (%T, judged %d times)", s.Win.Content(), calls.Load())
	}
	back[0].OnTapped()
	tab, ok := s.Win.Content().(*s40table.Table)
	if !ok || tab.Game().Phase() != scala40.PhaseHandOver || tab.Game().HandNo() != g.HandNo() {
		t.Fatalf("Back shows %T", s.Win.Content())
	}
}

// TestReviewSpeaksTheTablesWords: in Italian, every move of the review
// reads as the table's move log told it when it was played (its events
// in the board's sentences, DescribeEvents), and the best move of a
// costly decision in the board's words (DescribeMove), never in the
// engine's notation.
func TestReviewSpeaksTheTablesWords(t *testing.T) {
	s, _ := newShell(t)
	i18n.ForTest(t, "it")
	var calls atomic.Int32
	quickJudge(t, &calls)
	for _, g := range playableGames() {
		r, err := newHandReview(g, finishedHand(t, g.Name, 7), 0)
		if err != nil {
			t.Fatal(err)
		}
		v := s.ShowReview(r, s.Home)
		var mine []gamedef.Frame // the reviewed seat's moves
		told := 0
		for i, f := range r.frames[1:] {
			// The move as the move log told it when it was played, else
			// what the seat did in the table's words.
			words := g.ui.DescribeEvents(f.View, r.names, f.Events)
			if words == "" {
				words = ": " + g.ui.DescribeMove(f.View, f.Action)
			} else {
				told++
			}
			line := v.moveLine(i + 1)
			if words == ": " || words == f.Move || !strings.HasPrefix(line, fmt.Sprintf("%d. ", i+1)) || !strings.Contains(line, words) {
				t.Errorf("%s: move %d (%s) reads %q, want %q", g.Name, i+1, f.Move, line, words)
			}
			if f.Seat == v.seat {
				mine = append(mine, f)
			}
		}
		if told < len(r.frames)*3/4 {
			t.Errorf("%s: %d of %d moves read as the move log told them", g.Name, told, len(r.frames)-1)
		}
		if len(mine) < 2 {
			t.Fatalf("%s: %d moves of the reviewed seat", g.Name, len(mine))
		}
		played, better := mine[0], mine[1]
		v.judged = map[int]review.Decision{played.Step: {Step: played.Step, Move: played.Move, Best: better.Move,
			BestAction: better.Action, Loss: 30, SE: 4, Judged: true, Mistake: true}}
		bestWords := g.ui.DescribeMove(played.View, better.Action)
		if bestWords == better.Move {
			t.Errorf("%s: the best move %q is not named in words", g.Name, better.Move)
		}
		// The summary says what the seat did as the hint would; its line
		// of the moves, as the move log told it.
		for text, want := range map[string][]string{
			v.summaryText():                      {g.ui.DescribeMove(played.View, played.Action), bestWords, "circa 30 punti"},
			v.moveLine(v.stepIndex(played.Step)): {r.told(played), bestWords, "circa 30 punti"},
		} {
			for _, w := range want {
				if !strings.Contains(text, w) || strings.Contains(text, "±") {
					t.Errorf("%s: %q lacks %q or says ±", g.Name, text, w)
				}
			}
		}
		v.show(v.stepIndex(played.Step))
		if ev := v.evidence.Text; !strings.Contains(ev, "30,0") || !strings.Contains(ev, "4,0") {
			t.Errorf("%s: the figures read %q", g.Name, ev)
		}
	}
}

// TestReviewOnTheFelt: the review of a hand is on the table's felt, like
// the table; back home the app's own background returns.
func TestReviewOnTheFelt(t *testing.T) {
	s, _ := newShell(t)
	var calls atomic.Int32
	quickJudge(t, &calls)
	homeBg := theme.Color(theme.ColorNameBackground)
	r := klaberjassReview(t)
	s.ShowReview(r, s.Home)
	if got := theme.Color(theme.ColorNameBackground); got != table.Felt {
		t.Errorf("the review's background is %v, want the felt", got)
	}
	typeKey(s, fyne.KeyEscape)
	if got := theme.Color(theme.ColorNameBackground); got != homeBg {
		t.Errorf("back home the background is %v, want %v", got, homeBg)
	}
}

// TestReviewJudgeCountsAsThinking: while a review is computed the frame
// log counts the window's frames as those of a computer thinking, and no
// longer once the judge has ended, judged to the end or stopped.
func TestReviewJudgeCountsAsThinking(t *testing.T) {
	s, _ := newShell(t)
	before := thinkers.Load()
	var during []int32
	old := judgeOf
	judgeOf = func(gameEntry) judgeFunc {
		return func(*match.Record, review.Options, <-chan struct{}) ([]review.Decision, error) {
			during = append(during, thinkers.Load())
			if len(during) == 2 {
				return nil, review.ErrStopped
			}
			return nil, nil
		}
	}
	t.Cleanup(func() { judgeOf = old })
	oldGo := reviewGo
	reviewGo = func(f func()) { f() }
	t.Cleanup(func() { reviewGo = oldGo })
	g, _ := lookupGame("klaberjass")
	r, err := newHandReview(g, finishedHand(t, "klaberjass", 4), 0)
	if err != nil {
		t.Fatal(err)
	}
	s.ShowReview(r, s.Home)                                   // judged to the end
	s.judge(r, 1, func([]review.Decision) {}, func(error) {}) // stopped
	if len(during) != 2 || during[0] != before+1 || during[1] != before+1 {
		t.Errorf("computers thinking while judging: %v, want %d each time", during, before+1)
	}
	if n := thinkers.Load(); n != before {
		t.Errorf("computers thinking after the judges ended: %d, want %d", n, before)
	}
}

// TestReviewNotesInFull: at 800×600 in Italian, where the narrow list of
// moves cuts a long line, the move shown is told in full under it: its
// sentence, the judge's note, and for Klaberjass what every card was
// worth with all cards known, said as hindsight, the cards that lost
// alike together; the panel lies wholly in the window.
func TestReviewNotesInFull(t *testing.T) {
	s, _ := newShell(t)
	i18n.ForTest(t, "it")
	var calls atomic.Int32
	quickJudge(t, &calls)
	r := klaberjassReview(t)
	s.Win.Resize(fyne.NewSize(800, 600))
	v := s.ShowReview(r, s.Home)
	var plays []gamedef.Frame // the reviewed seat's cards
	for _, f := range r.frames {
		if f.Seat == v.seat && strings.HasPrefix(f.Move, "play") {
			plays = append(plays, f)
		}
	}
	if len(plays) < 4 {
		t.Fatalf("%d cards played by the reviewed seat", len(plays))
	}
	f := plays[0]
	worth := func(f gamedef.Frame, loss float64) review.Worth {
		return review.Worth{Move: f.Move, Action: f.Action, Loss: loss}
	}
	d := review.Decision{Step: f.Step, Move: f.Move, Best: plays[1].Move, BestAction: plays[1].Action,
		Loss: 31, SE: 4, Judged: true, Mistake: true,
		Hindsight: []review.Worth{worth(plays[1], 0), worth(plays[2], 0.4), worth(f, 14.2), worth(plays[3], 20)}}
	v.judged = map[int]review.Decision{f.Step: d}
	i := v.stepIndex(f.Step)
	v.show(i)
	s.Win.Content().Refresh()
	// The cards alone, those worth alike together.
	cards := func(fs ...gamedef.Frame) string {
		var as []json.RawMessage
		for _, x := range fs {
			as = append(as, x.Action)
		}
		return r.game.ui.ListMoves(f.View, as)
	}
	if c := cards(plays[1], plays[2]); c == "" || strings.Contains(c, "giocare") {
		t.Errorf("the cards read %q", c)
	}
	want := []string{v.r.told(f), "✗ errore, " + v.lossNote(d), "circa 31 punti persi",
		"A carte scoperte (col senno di poi, non è un errore): meglio: " + cards(plays[1], plays[2]) +
			"; 14 punti in meno: " + cards(f) + "; 20 punti in meno: " + cards(plays[3]) + "."}
	for _, w := range want {
		if !strings.Contains(v.detail.Text, w) {
			t.Errorf("the move shown reads %q, lacking %q", v.detail.Text, w)
		}
	}
	if v.detail.Wrapping != fyne.TextWrapWord || v.detail.Truncation != fyne.TextTruncateOff {
		t.Error("the move shown may be cut")
	}
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(v.detail)
	size, win := v.detail.Size(), s.Win.Canvas().Size()
	if size.Height < v.detail.MinSize().Height || pos.Y+size.Height > win.Height || pos.X+size.Width > win.Width || size.Width < 200 {
		t.Errorf("the move shown lies at %v, %v in a window of %v (it needs %v)", pos, size, win, v.detail.MinSize())
	}
	// The list's own line is the same, cut where it must be.
	if line := v.moveLine(i); !strings.HasPrefix(v.detail.Text, line) {
		t.Errorf("the move shown %q does not open with its line %q", v.detail.Text, line)
	}
}

// TestReviewCountsHandsAsTheSheet: a Klaberjass deal both players pass
// is thrown in and dealt again under its number; the review numbers the
// hands as the score sheet does (one hand here, not two), and tells the
// thrown-in deal in the hand's moves as the move log told it.
func TestReviewCountsHandsAsTheSheet(t *testing.T) {
	s, _ := newShell(t)
	var calls atomic.Int32
	quickJudge(t, &calls)
	g, err := kj.New(kj.Default(), 9)
	if err != nil {
		t.Fatal(err)
	}
	for range 4 {
		if _, err := g.Apply(kj.Action{Kind: kj.Pass, Seat: g.Actors()[0]}); err != nil {
			t.Fatal(err)
		}
	}
	bots := make([]match.Agent[kj.View, kj.Action], 2)
	for seat := range bots {
		bots[seat], _ = kjai.New("easy", uint64(seat), kjai.Options{})
	}
	for len(g.Score().Hands) == 0 {
		seat := g.Actors()[0]
		if _, err := g.Apply(bots[seat].Choose(g.View(seat))); err != nil {
			t.Fatal(err)
		}
	}
	rec, err := g.Record([]match.Player{{Name: "Anna", Kind: kindHuman}, {Name: "Bruno", Kind: "easy"}})
	if err != nil {
		t.Fatal(err)
	}
	entry, _ := lookupGame("klaberjass")
	r, err := newHandReview(entry, rec, 0)
	if err != nil {
		t.Fatal(err)
	}
	if r.hands != 1 || r.hand != 1 {
		t.Fatalf("the review counts %d hands (reviewing %d); the sheet has 1", r.hands, r.hand)
	}
	v := s.ShowReview(r, s.Home)
	found := false
	for i := range r.frames {
		found = found || strings.Contains(v.moveLine(i), "The deal is annulled and dealt again.")
	}
	if !found {
		t.Error("the thrown-in deal is not told among the hand's moves")
	}
}

// TestReviewLinesTakeTheirMarks: a decision judged while the screen is
// shown sets its own line of the moves, as the list shows it, to the
// judge's word; the other lines shown keep theirs.
func TestReviewLinesTakeTheirMarks(t *testing.T) {
	r, v := quickKlaberjassReview(t)
	v.show(1) // the top of the moves in view
	var line *widget.Label
	var d review.Decision
	at := -1
	for l, i := range v.labelLine {
		if j, ok := v.judged[r.frames[i].Step]; ok && j.Judged && !j.Mistake && l.Text == v.moveLine(i) {
			line, d, at = l, j, i
			break
		}
	}
	if line == nil {
		t.Fatalf("no line of a judged decision shown among %d", len(v.labelLine))
	}
	before := map[*widget.Label]string{}
	for l := range v.labelLine {
		before[l] = l.Text
	}
	d.Best, d.BestAction, d.Loss, d.SE, d.Mistake = "another", nil, 30, 3, true
	v.judgedCame([]review.Decision{d})
	if !strings.Contains(line.Text, "✗ mistake, about 30 points lost: another was better") {
		t.Errorf("the line judged again shows %q", line.Text)
	}
	// A label the list put away keeps the line it last showed, so two
	// labels may show the same line: both are set again.
	for l, text := range before {
		if v.labelLine[l] != at && l.Text != text {
			t.Errorf("a line not judged again changed: %q, was %q", l.Text, text)
		}
	}
}

// TestReviewGivesWayWhileJudged: a batch of decisions drawn, or a move
// shown, asks a judge still working to give way to the window; a
// review judged to its end asks nothing.
func TestReviewGivesWayWhileJudged(t *testing.T) {
	r, v := quickKlaberjassReview(t)
	var d review.Decision
	for _, j := range v.judged {
		d = j
		break
	}
	v.job, v.done = newJudging(), false
	v.judgedCame([]review.Decision{d})
	if len(v.job.way) != 1 {
		t.Errorf("a batch drawn while judged: %d asks to give way, want 1", len(v.job.way))
	}
	<-v.job.way
	v.show(1)
	if len(v.job.way) != 1 {
		t.Errorf("a move shown while judged: %d asks to give way, want 1", len(v.job.way))
	}
	<-v.job.way
	v.done = true
	v.show(len(r.frames) - 1)
	v.judgedCame([]review.Decision{d})
	if len(v.job.way) != 0 {
		t.Errorf("judged to its end: %d asks to give way, want 0", len(v.job.way))
	}
}
