package app

import (
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/store"
	"tavolo/engine/games"
	"tavolo/engine/match"
	"tavolo/i18n"
)

// overMatch is a match that is over, for the autosaver.
type overMatch struct {
	games.Match
	rec *match.Record
}

func (m overMatch) Outcome() match.Outcome                       { return match.Outcome{Stage: match.MatchOver} }
func (m overMatch) Record([]match.Player) (*match.Record, error) { return m.rec, nil }

// TestFinishedMatchIsKept: the autosaver hands a match that is over to
// be kept once, however often it is saved, and it is then listed among
// the recent matches.
func TestFinishedMatchIsKept(t *testing.T) {
	s, _ := newShell(t)
	rec := finishedHand(t, "klaberjass", 8)
	a := newAutosaver(t.TempDir())
	var kept int
	a.over = func(r *match.Record) { kept++; s.keepFinished(r) }
	a.save(overMatch{rec: rec}, rec.Players)
	a.save(overMatch{rec: rec}, rec.Players)
	a.flush()
	s.pending.Wait()
	if kept != 1 {
		t.Fatalf("kept %d times", kept)
	}
	list, notices := s.loadRecent()
	if len(list) != 1 || len(notices) != 0 || list[0].Record.Seed != rec.Seed || list[0].result == "" {
		t.Fatalf("listed %+v, notices %v", list, notices)
	}
}

// buttons are the buttons under o with the given text.
func buttons(o fyne.CanvasObject, text string) []*widget.Button {
	var out []*widget.Button
	walk(o, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			out = append(out, b)
		}
	})
	return out
}

// recentInStep makes the recent matches be read on the test's goroutine
// for the rest of the test.
func recentInStep(t *testing.T) {
	oldGo := recentGo
	recentGo = func(f func()) { f() }
	t.Cleanup(func() { recentGo = oldGo })
}

// TestRecentScreen: the home screen leads to the recent matches; each is
// listed with its game, date, players and result, and opens its review,
// whose Back returns to the list. A damaged file is set aside and told.
func TestRecentScreen(t *testing.T) {
	s, _ := newShell(t)
	var calls atomic.Int32
	quickJudge(t, &calls)
	recentInStep(t)
	when := time.Date(2026, 11, 20, 21, 30, 0, 0, time.Local)
	for _, game := range []string{"klaberjass", "canasta"} {
		if _, err := store.SaveRecent(s.recentDir(game), finishedHand(t, game, 9), when); err != nil {
			t.Fatal(err)
		}
	}
	bad := filepath.Join(s.recentDir("scala40"), "20261120-203000-0000000000000001.json")
	os.MkdirAll(filepath.Dir(bad), 0o755)
	os.WriteFile(bad, []byte(`{"version":1,"game":"scala40"`), 0o644)

	s.Home()
	home := buttons(s.Win.Content(), "Recent matches")
	if len(home) != 1 {
		t.Fatal("no Recent matches button on the home screen")
	}
	home[0].OnTapped()
	if _, err := os.Stat(bad); err == nil {
		t.Error("the damaged file was not set aside")
	}
	if !overlayLabel(s, "could not be read", "kept as") {
		t.Error("the damaged file was not told")
	}
	var texts []string
	walk(s.Win.Content(), func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			texts = append(texts, l.Text)
		}
	})
	all := strings.Join(texts, "\n")
	for _, want := range []string{"Klaberjass · 2026-11-20 21:30", "Canasta · 2026-11-20 21:30", "Anna"} {
		if !strings.Contains(all, want) {
			t.Errorf("the list lacks %q:\n%s", want, all)
		}
	}
	review := buttons(s.Win.Content(), "Review")
	if len(review) != 2 {
		t.Fatalf("%d matches listed, want 2", len(review))
	}
	review[0].OnTapped()
	back := buttons(s.Win.Content(), "Back")
	if len(back) != 1 || len(buttons(s.Win.Content(), "Review")) != 0 {
		t.Fatal("the review did not open")
	}
	back[0].OnTapped()
	if len(buttons(s.Win.Content(), "Review")) != 2 {
		t.Error("Back did not return to the list")
	}
}

// TestRecentEmptySaysWhereHandsAre: with no finished match the list says
// that matches come here when they end and that the score sheet shows
// the hands of the match in progress, in both languages, within an
// 800×600 window.
func TestRecentEmptySaysWhereHandsAre(t *testing.T) {
	s, _ := newShell(t)
	recentInStep(t)
	s.Win.Resize(fyne.NewSize(800, 600))
	for language, want := range map[string][]string{
		"en": {"once it is over", "match in progress", "score sheet"},
		"it": {"quando finiscono", "partita in corso", "apri il segnapunti"},
	} {
		i18n.ForTest(t, language)
		s.Recent()
		var said *widget.Label
		walk(s.Win.Content(), func(o fyne.CanvasObject) {
			if l, ok := o.(*widget.Label); ok && strings.Contains(l.Text, want[0]) {
				said = l
			}
		})
		if said == nil {
			t.Fatalf("%s: the empty list does not say %q", language, want[0])
		}
		for _, w := range want[1:] {
			if !strings.Contains(said.Text, w) {
				t.Errorf("%s: %q does not say %q", language, said.Text, w)
			}
		}
		if w := s.Win.Canvas().Size().Width; w > 800 {
			t.Errorf("%s: the window grew to %v", language, w)
		}
	}
}
