package appdef

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"tavolo/engine/gamedef"
	"tavolo/engine/match"
	"tavolo/engine/options"
	"tavolo/i18n"
)

// toyGame is a match of a game of toyRules, for the descriptor's tests.
type toyGame struct{ players int }

func (g *toyGame) Players() int { return g.players }

// toyRules are a toy game's rules: how many seats.
type toyRules struct{ Players int }

// toyMatch is a toyGame as the app resumes it (gamedef.Match).
type toyMatch struct {
	gamedef.Match
	g *toyGame
}

func (m toyMatch) Game() any { return m.g }

// TestNewGame: a game's descriptor takes its name and shipped presets
// from its book, lists the book erased, names a move with the board's
// words, and shows on its board a match of the game for as many players
// as it has, refusing another by the game's title.
func TestNewGame(t *testing.T) {
	book := func() *Book[toyRules] {
		return &Book[toyRules]{Game: "toy", Presets: func() []options.Preset[toyRules] { return nil }}
	}
	var shown []*toyGame
	play := func(h *Host, g *toyGame, players []match.Player) { shown = append(shown, g) }
	words := func(v toyRules, a string) string { return a + " of " + strings.Repeat("x", v.Players) }
	parse := func(file string, src []byte) (options.Preset[toyRules], error) {
		return options.Preset[toyRules]{}, errors.New("no presets")
	}
	g := NewGame("Toy", book, parse, play, words)
	if g.Name != "toy" || g.Book().Game != "toy" {
		t.Errorf("name %q, book %q: want toy", g.Name, g.Book().Game)
	}
	if got := g.DescribeMove(toyRules{2}, json.RawMessage(`"move"`)); got != "move of xx" {
		t.Errorf("DescribeMove = %q", got)
	}
	if ps, problems := g.Presets(t.TempDir()); len(ps) != 0 || len(problems) != 0 {
		t.Errorf("an empty folder reads %v, %v", ps, problems)
	}
	two := []match.Player{{Name: "a"}, {Name: "b"}}
	m := &toyGame{players: 2}
	if err := g.Show(&Host{}, toyMatch{g: m}, two); err != nil || !slices.Equal(shown, []*toyGame{m}) {
		t.Errorf("Show: %v, shown %v", err, shown)
	}
	if err := g.Show(&Host{}, toyMatch{g: m}, two[:1]); err == nil || !strings.Contains(err.Error(), "Toy") {
		t.Errorf("Show for one player: %v", err)
	}
}

// TestStart: a book's Start deals the setup's rules holding its number
// of seats, from its deal number, and shows the match with its seats; a
// match that cannot be dealt is the host's failure, and shows nothing.
func TestStart(t *testing.T) {
	setPlayers := func(r *toyRules, n int) { r.Players = n }
	var dealt []toyRules
	var seeds []uint64
	fail := errors.New("no such deal")
	deal := func(r toyRules, seed uint64) (*toyGame, error) {
		dealt, seeds = append(dealt, r), append(seeds, seed)
		if seed == 13 {
			return nil, fail
		}
		return &toyGame{players: r.Players}, nil
	}
	var shown [][]match.Player
	play := func(h *Host, g *toyGame, players []match.Player) { shown = append(shown, players) }
	var failed []error
	h := &Host{Fail: func(err error) { failed = append(failed, err) }}
	start := Start(setPlayers, deal, play)
	seats := []match.Player{{Name: "a"}, {Name: "b"}, {Name: "c"}}
	start(h, Setup[toyRules]{Seats: seats, Seed: 7})
	if !slices.Equal(dealt, []toyRules{{3}}) || !slices.Equal(seeds, []uint64{7}) || len(shown) != 1 || len(shown[0]) != 3 {
		t.Errorf("dealt %v from %v, shown %v", dealt, seeds, shown)
	}
	start(h, Setup[toyRules]{Seats: seats[:2], Seed: 13})
	if len(shown) != 1 || len(failed) != 1 || failed[0] != fail {
		t.Errorf("a deal that failed: shown %v, failed %v", shown, failed)
	}
}

// TestGameWords: a game's blurb and its counters' headings are its
// texts found by names, in the player's language; a game without them
// says "".
func TestGameWords(t *testing.T) {
	g := Game{Name: "canasta", Counters: []string{"canastas", "went_out"}}
	want := map[string][]string{
		"en": {"Partners build canastas of seven cards; the pozzo is the prize, red threes count apart.", "Canastas", "Went out"},
		"it": {"A coppie si formano canaste di sette carte; il pozzo è il premio, i tre rossi contano a parte.", "Canaste", "Chiusure"},
	}
	for _, language := range i18n.Languages {
		i18n.ForTest(t, language)
		got := []string{g.Blurb(), g.CounterLabel("canastas"), g.CounterLabel("went_out")}
		if !slices.Equal(got, want[language]) {
			t.Errorf("%s: %q, want %q", language, got, want[language])
		}
		if b, c := (Game{}).Blurb(), g.CounterLabel("none"); b != "" || c != "" {
			t.Errorf("%s: words that are not there read %q, %q", language, b, c)
		}
	}
	if got, want := g.WordKeys(), []string{"canasta.blurb", "canasta.counter.canastas", "canasta.counter.went_out"}; !slices.Equal(got, want) {
		t.Errorf("WordKeys = %q, want %q", got, want)
	}
}

// TestSeatEvents: events read with the seats' names alone are told as
// Events tells them, whatever the view.
func TestSeatEvents(t *testing.T) {
	e := SeatEvents(func(name func(int) string, ev match.Event) string { return name(ev.Seat) + " " + string(ev.Kind) + "." })
	evs := []match.Event{{Kind: "drew", Seat: 1}, {Kind: "won", Seat: 0}}
	for _, view := range []any{nil, 3, "a view"} {
		if got, want := e(view, []string{"anna", "bruno"}, evs), "Bruno drew. Anna won."; got != want {
			t.Errorf("SeatEvents on %v = %q, want %q", view, got, want)
		}
	}
}
