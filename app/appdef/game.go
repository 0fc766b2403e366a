package appdef

import (
	"tavolo/engine/match"
	"tavolo/engine/options"
	"tavolo/i18n"
)

// NewGame is a game's descriptor as far as its new-match screen and its
// board make it: its name and shipped presets are its book's (book, a
// board's Book), the player's own presets are read with parse, a match,
// new or resumed, goes on the board with play (Show, whose refusal
// names the game by title, in English), and a move is named with the
// board's words for it (DescribeMove, Describe). The game adds the rest
// (Counters, ErrorKeys, DescribeEvents …).
func NewGame[R comparable, G interface{ Players() int }, V, A any](title string, book func() *Book[R],
	parse func(file string, src []byte) (options.Preset[R], error), play func(h *Host, g G, players []match.Player),
	words func(v V, a A) string) Game {
	b := book()
	return Game{
		Name:         b.Game,
		Book:         func() *Book[any] { return Erase(book()) },
		Show:         Show(title, play),
		Presets:      Presets(b.Presets, parse),
		DescribeMove: Describe(words),
	}
}

// Start makes a game's Book.Start: it deals the match of a setup with
// deal, the rules holding the setup's number of seats (setPlayers, the
// book's SetPlayers), and puts it on its board with play (Deal).
func Start[R comparable, G any](setPlayers func(r *R, n int), deal func(r R, seed uint64) (G, error),
	play func(h *Host, g G, players []match.Player)) func(h *Host, st Setup[R]) {
	return func(h *Host, st Setup[R]) {
		r := st.Rules
		setPlayers(&r, len(st.Seats))
		g, err := deal(r, st.Seed)
		Deal(h, g, err, st.Seats, play)
	}
}

// A game's words beyond its book's are data in its translations too,
// found by names: "GAME.blurb", its line on the home screen, and
// "GAME.counter.KEY", the heading of each of its Counters.

// Blurb is the game's line for the home screen, in the player's
// language ("" for a game without one).
func (g Game) Blurb() string { return g.word("blurb") }

// CounterLabel is the heading of the game's statistics column key.
func (g Game) CounterLabel(key string) string { return g.word("counter." + key) }

// WordKeys are the translation keys of the game's words (Blurb,
// CounterLabel), for the tests that each language has them.
func (g Game) WordKeys() []string {
	out := []string{g.key("blurb")}
	for _, c := range g.Counters {
		out = append(out, g.key("counter."+c))
	}
	return out
}

// key is the translation key of the game's word name.
func (g Game) key(name string) string { return g.Name + "." + name }

// word is the game's word name in the player's language, "" where the
// game has none.
func (g Game) word(name string) string { return i18n.Found(g.key(name)) }
