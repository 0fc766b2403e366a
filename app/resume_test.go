package app

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/store"
	catable "tavolo/app/table/canasta"
	kjtable "tavolo/app/table/klaberjass"
	"tavolo/engine/canasta"
	"tavolo/engine/games"
	"tavolo/engine/klaberjass"
	"tavolo/engine/match"
)

// savedNames are the games with a match in progress.
func savedNames(s *Shell) []string {
	var out []string
	for _, g := range s.savedGames() {
		out = append(out, g.Name)
	}
	return out
}

// saveMatchOf saves a fresh match of game, as its table would, with the
// save's time set to when.
func saveMatchOf(t *testing.T, s *Shell, game string, when time.Time) {
	t.Helper()
	g, _ := games.Lookup(game)
	n := g.Players[0]
	if game == canasta.GameName {
		n = 4
	}
	m, err := g.New(g.Presets()[0].Name, n, 5)
	if err != nil {
		t.Fatal(err)
	}
	players := []match.Player{{Name: "Anna", Kind: kindHuman}}
	for i := 1; i < n; i++ {
		players = append(players, match.Player{Name: computerNames[i], Kind: "easy"})
	}
	rec, err := m.Record(players)
	if err != nil {
		t.Fatal(err)
	}
	dir := s.saveDir(game)
	if err := store.SaveMatch(dir, rec); err != nil {
		t.Fatal(err)
	}
	os.Chtimes(filepath.Join(dir, store.CurrentFile), when, when)
}

// homeResume is the home screen's resume button.
func homeResume(s *Shell) *widget.Button {
	s.Home()
	return button(s, resumeLabel(s.savedGames()))
}

// TestResumeItResumesThatGame: with a Klaberjass match saved and a
// Canasta match saved after it, Klaberjass → Play → Start → "Resume it"
// opens the Klaberjass match, not the newer Canasta one; the home
// screen's button lists both matches, each opening its own game, and
// names the game when only one has a match.
func TestResumeItResumesThatGame(t *testing.T) {
	s, _ := newShell(t)
	now := time.Now()
	saveMatchOf(t, s, klaberjass.GameName, now.Add(-time.Hour))
	saveMatchOf(t, s, canasta.GameName, now)

	kj, _ := lookupGame(klaberjass.GameName)
	kj.newMatch(s)
	test.Tap(button(s, "Start"))
	test.Tap(button(s, "Resume it"))
	if _, ok := s.Win.Content().(*kjtable.Table); !ok {
		t.Fatalf("Klaberjass's Resume it shows %T", s.Win.Content())
	}

	if b := homeResume(s); b == nil || b.Text != lang.L("Resume match") || b.Disabled() {
		t.Fatalf("with two matches in progress the button is %v", b)
	}
	menu := s.resumeMenu(s.savedGames())
	if len(menu.Items) != 2 || !strings.HasPrefix(menu.Items[0].Label, "Canasta: Anna & ") || !strings.HasPrefix(menu.Items[1].Label, "Klaberjass: Anna ") {
		var labels []string
		for _, it := range menu.Items {
			labels = append(labels, it.Label)
		}
		t.Fatalf("the list of matches: %q", labels)
	}
	menu.Items[1].Action()
	if _, ok := s.Win.Content().(*kjtable.Table); !ok {
		t.Fatalf("the list's Klaberjass shows %T", s.Win.Content())
	}
	menu.Items[0].Action()
	if _, ok := s.Win.Content().(*catable.Table); !ok {
		t.Fatalf("the list's Canasta shows %T", s.Win.Content())
	}
	test.Tap(homeResume(s))
	top := s.Win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("the home button with two matches shows nothing")
	}
	// A pop-up menu shows in Fyne's own overlay container.
	content := reflect.ValueOf(top).Elem().FieldByName("Content")
	if !content.IsValid() {
		t.Fatalf("the home button with two matches shows %T", top)
	}
	if _, ok := content.Interface().(*widget.PopUpMenu); !ok {
		t.Fatalf("the home button with two matches shows %T", content.Interface())
	}
	s.Win.Canvas().Overlays().Remove(top)

	if err := store.ClearMatch(s.saveDir(canasta.GameName)); err != nil {
		t.Fatal(err)
	}
	b := homeResume(s)
	if b == nil || b.Text != "Resume Klaberjass" {
		t.Fatalf("with the Klaberjass match alone the button is %v", b)
	}
	test.Tap(b)
	if _, ok := s.Win.Content().(*kjtable.Table); !ok {
		t.Fatalf("Resume Klaberjass shows %T", s.Win.Content())
	}
}

// TestResumeButtonFitsInItalian: at 800x600 the home screen's row of
// buttons, with each game's name in the resume button, fits the window
// in both languages.
func TestResumeButtonFitsInItalian(t *testing.T) {
	s, _ := newShell(t)
	t.Cleanup(func() { useLanguage(t, "en") })
	for _, g := range registry() {
		if !g.playable() {
			continue
		}
		saveMatchOf(t, s, g.Name, time.Now())
		for _, language := range []string{"en", "it"} {
			useLanguage(t, language)
			b := homeResume(s)
			s.Win.Resize(fyne.NewSize(800, 600))
			if want := lang.X("home.resume.game", "", map[string]any{"Game": g.title()}); b == nil || b.Text != want {
				t.Fatalf("%s: the button is %v, want %q", language, b, want)
			}
			row := s.shown.(*fyne.Container).Objects[0].(*fyne.Container).Objects[4]
			if w := row.MinSize().Width; w > 800-2*4 {
				t.Errorf("%s, %s: the row of buttons needs %.0f of 800", language, g.Name, w)
			}
		}
		if err := store.ClearMatch(s.saveDir(g.Name)); err != nil {
			t.Fatal(err)
		}
	}
}

// TestResumeUnreadableOffersPrevious: a folder where a game's save
// should be, with a good previous save beside it: resuming tells the
// player in words and then opens the previous save; no raw error.
func TestResumeUnreadableOffersPrevious(t *testing.T) {
	s, _ := newShell(t)
	saveMatchOf(t, s, klaberjass.GameName, time.Now())
	dir := s.saveDir(klaberjass.GameName)
	cur := filepath.Join(dir, store.CurrentFile)
	os.Rename(cur, filepath.Join(dir, store.PreviousFile))
	if err := os.Mkdir(cur, 0o755); err != nil {
		t.Fatal(err)
	}
	if !s.CanResume() {
		t.Fatal("a folder where the save should be offers nothing to resume")
	}
	s.ResumeGame(klaberjass.GameName)
	if !overlayLabel(s, "the save before it was loaded") {
		t.Fatal("the player is not told that the previous save was loaded")
	}
	test.Tap(button(s, "OK"))
	if _, ok := s.Win.Content().(*kjtable.Table); !ok {
		t.Fatalf("the previous save was not opened: %T", s.Win.Content())
	}
}

// TestSaveFailureIsTold: when the match cannot be saved (its save folder
// is a file), the player is told at once, in words, with the folder;
// further moves do not pile up notices; once the folder is fixed the
// next move is saved.
func TestSaveFailureIsTold(t *testing.T) {
	s, queue := newShell(t)
	// The notice comes from the writer's goroutine: it is shown here, in
	// step with the test, as the UI goroutine would.
	notices := make(chan func(), 8)
	uiDo = func(f func()) { notices <- f }
	t.Cleanup(func() { uiDo = fyne.Do })
	dir := s.saveDir(klaberjass.GameName)
	os.MkdirAll(filepath.Dir(dir), 0o755)
	if err := os.WriteFile(dir, []byte("not a folder"), 0o644); err != nil {
		t.Fatal(err)
	}
	kj, _ := lookupGame(klaberjass.GameName)
	kj.newMatch(s)
	test.Tap(button(s, "Start"))
	tab, ok := s.Win.Content().(*kjtable.Table)
	if !ok {
		t.Fatalf("Start shows %T", s.Win.Content())
	}
	select {
	case show := <-notices:
		show()
	case <-time.After(5 * time.Minute): // only stops a test that hangs
		t.Fatal("the player is not told that the match could not be saved")
	}
	if !overlayLabel(s, "could not be saved", dir) {
		t.Fatal("the notice does not say that the match could not be saved, and where")
	}
	game := tab.Game()
	actions := func() string {
		rec, err := game.Record(nil)
		if err != nil {
			t.Fatal(err)
		}
		return string(rec.Actions)
	}
	// move plays until the match has one action more.
	move := func() {
		before := actions()
		for i := 0; i < 50 && actions() == before && game.Outcome().Stage == match.Playing; i++ {
			drain(queue, 1)
			if l := game.Legal(0); actions() == before && len(l) > 0 {
				tab.Act(l[0])
			}
		}
		if actions() == before {
			t.Fatal("no move was made")
		}
	}
	for range 4 {
		move()
	}
	os.Remove(dir)
	move()
	waitFor(t, "the save, once the folder can be written", func() bool {
		rec, _, _ := store.LoadMatch(dir, klaberjass.GameName, nil)
		var saved bytes.Buffer
		return rec != nil && json.Compact(&saved, rec.Actions) == nil && saved.String() == actions()
	})
	if n := len(notices); n != 0 {
		t.Fatalf("%d more notices for one failure streak, want none", n)
	}
}

// TestAutosaverRetriesOnClose: a failed save is written again when the
// player closes the notice (after fixing the folder), and a new failure
// after a save that worked is told again.
func TestAutosaverRetriesOnClose(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "klaberjass")
	os.WriteFile(dir, nil, 0o644)
	a := newAutosaver(dir)
	told := 0
	a.failed = func(error) { told++ }
	g, err := klaberjass.New(klaberjass.Default(), 3)
	if err != nil {
		t.Fatal(err)
	}
	players := []match.Player{{Name: "Anna", Kind: kindHuman}, {Name: "Bruno", Kind: "easy"}}
	for range 3 {
		a.save(games.Of(g), players)
		a.flush()
	}
	if told != 1 {
		t.Fatalf("told %d times of one failure streak", told)
	}
	os.Remove(dir)
	a.again() // the notice closed
	a.flush()
	if rec, _, _ := store.LoadMatch(dir, klaberjass.GameName, nil); rec == nil {
		t.Fatal("closing the notice did not save the match")
	}
	os.RemoveAll(dir)
	os.WriteFile(dir, nil, 0o644)
	a.save(games.Of(g), players)
	a.flush()
	if told != 2 {
		t.Fatalf("a new failure after a save that worked: told %d times in all, want 2", told)
	}
}
