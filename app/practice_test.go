package app

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"tavolo/app/appdef"
	"tavolo/app/stats"
	"tavolo/app/store"
	"tavolo/engine/cards"
	"tavolo/engine/gamedef"
	"tavolo/engine/games"
	"tavolo/engine/match"
)

// dealtAtTable are the hands dealt in the last hand of the match at the
// table, as the engine replays its record.
func dealtAtTable(t *testing.T, s *Shell) [][]cards.Card {
	t.Helper()
	rec, err := s.atTable.m.Record(s.atTable.players)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := lookupGame(rec.Game)
	fs, err := g.Frames(rec)
	if err != nil {
		t.Fatal(err)
	}
	return gamedef.HandFrames(fs, fs[len(fs)-1].Hand)[0].Spread.Hands
}

// TestPlayAgainDealsTheSameCards: in every game, the deal played again
// deals every seat the cards of the hand reviewed, with the same seats,
// and writes neither over the match's save nor into the statistics; its
// end shows both results and leads back to the review.
func TestPlayAgainDealsTheSameCards(t *testing.T) {
	s, _ := newShell(t)
	var calls atomic.Int32
	quickJudge(t, &calls)
	for _, g := range playableGames() {
		rec := finishedHand(t, g.Name, 12)
		saved := finishedHand(t, g.Name, 13)
		if err := store.SaveMatch(s.saveDir(g.Name), saved); err != nil {
			t.Fatal(err)
		}
		before, _ := os.ReadFile(filepath.Join(s.saveDir(g.Name), store.CurrentFile))
		r, err := newHandReview(g, rec, 0)
		if err != nil {
			t.Fatal(err)
		}
		s.ShowReview(r, s.Home)
		buttons(s.Win.Content(), "Play this deal again")[0].OnTapped()
		if s.practice == nil || s.atTable.m == nil {
			t.Fatalf("%s: no practice at the table", g.Name)
		}
		if got, want := dealtAtTable(t, s), r.frames[0].Spread.Hands; !slices.EqualFunc(got, want, slices.Equal[[]cards.Card]) {
			t.Errorf("%s: dealt %v, the hand had %v", g.Name, got, want)
		}
		if !slices.Equal(s.atTable.players, rec.Players) {
			t.Errorf("%s: seats %v, want %v", g.Name, s.atTable.players, rec.Players)
		}
		s.HandOver(stats.Hand{Game: g.Name, Key: "practice", Names: r.names, Played: true, Points: make([]int, len(r.names))})
		if len(s.book().Rows()) != 0 {
			t.Errorf("%s: the practice hand was counted", g.Name)
		}
		if !overlayLabel(s, "counts in neither the match nor the statistics") {
			t.Errorf("%s: no result side by side", g.Name)
		}
		s.practice.back()
		if s.practice != nil {
			t.Errorf("%s: the practice goes on after its end", g.Name)
		}
		s.Win.Canvas().Overlays().Remove(s.Win.Canvas().Overlays().Top())
		after, _ := os.ReadFile(filepath.Join(s.saveDir(g.Name), store.CurrentFile))
		if string(after) != string(before) {
			t.Errorf("%s: the practice wrote over the match's save", g.Name)
		}
	}
}

// TestOpenDeal: a deal saved to a file and opened on a fresh profile
// plays the same cards; a file that is not a deal says so by its name.
func TestOpenDeal(t *testing.T) {
	s, _ := newShell(t)
	g, _ := lookupGame("canasta")
	r, err := newHandReview(g, finishedHand(t, "canasta", 14), 0)
	if err != nil {
		t.Fatal(err)
	}
	data, err := r.dealRecord().Encode()
	if err != nil {
		t.Fatal(err)
	}
	fresh, _ := newShell(t)
	if err := fresh.openDeal(data, "deal.json"); err != nil {
		t.Fatal(err)
	}
	if got, want := dealtAtTable(t, fresh), r.frames[0].Spread.Hands; !slices.EqualFunc(got, want, slices.Equal[[]cards.Card]) {
		t.Errorf("dealt %v, the hand had %v", got, want)
	}
	for _, bad := range []string{"", "{", `{"game":"tressette"}`, strings.Replace(string(data), `"canasta"`, `"klaberjass"`, 1),
		strings.Replace(string(data), `"seed": `, `"seed": 1`, 1)} {
		err := s.openDeal([]byte(bad), "deal.json")
		if err == nil || !strings.Contains(err.Error(), "deal.json is not a deal saved by Tavolo") {
			t.Errorf("%.40q: %v", bad, err)
		}
	}
}

// TestPlayAgainThatCannotBeShown: a board that cannot be built (the
// table tells its error itself, and no board is shown) leaves no
// practice behind: the next match would be saved apart and not counted.
func TestPlayAgainThatCannotBeShown(t *testing.T) {
	s, _ := newShell(t)
	g, _ := lookupGame("klaberjass")
	r, err := newHandReview(g, finishedHand(t, "klaberjass", 15), 0)
	if err != nil {
		t.Fatal(err)
	}
	r.game.ui.Show = func(*appdef.Host, games.Match, []match.Player) error { return nil }
	s.playAgain(r, s.Home)
	if s.practice != nil {
		t.Fatal("a practice is left without its table")
	}
	s.Home()
	if s.practice != nil || !strings.HasSuffix(s.saveDir("klaberjass"), filepath.Join("saves", "klaberjass")) {
		t.Errorf("the home screen was taken for a practice: %s", s.saveDir("klaberjass"))
	}
}
