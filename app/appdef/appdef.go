// Package appdef is the app's half of a game's descriptor: what the
// window adds to the engine's gamedef.Game to list a game, deal it on its
// new-match screen, put a match on its board, count its hands and read
// the player's own presets. Each game declares its Game once, beside its
// board (app/table/<game>/game.go); app/games.go lists them, and the
// screens loop over that list.
//
// appdef sits between the boards and the app: a board's package imports
// it, the app imports the boards, and appdef imports neither. What the
// app lends a game to open a table is a Host.
package appdef

import (
	"encoding/json"
	"sync/atomic"

	"fyne.io/fyne/v2"

	"tavolo/app/settings"
	"tavolo/app/stats"
	"tavolo/app/table"
	"tavolo/engine/gamedef"
	"tavolo/engine/match"
)

// Game is one game's half in the app.
type Game struct {
	// Name is the engine descriptor's (gamedef.Game.Name).
	Name string
	// Counters are the keys of the game's own statistics columns (in
	// stats.Hand's Counters), in order; their headings are its words
	// (CounterLabel), as is its line on the home screen (Blurb).
	Counters []string
	// Book is its new-match screen, its rules erased (Erase).
	Book func() *Book[any]
	// Show puts a match, new or resumed, on its board.
	Show func(h *Host, m gamedef.Match, players []match.Player) error
	// Presets reads the player's own presets of the game from the
	// folder dir (appdef.Presets).
	Presets func(dir string) ([]settings.UserPreset, []*settings.Problem)
	// ErrorKeys are the i18n keys of the messages its board gives for
	// the engine's refusals (every error code it may return).
	ErrorKeys func() []string
	// DescribeMove names a move as what one does, in the player's
	// words and the board's ("discarding the 9 of clubs"), from the
	// view of the seat that made it and the move's saved form
	// (Describe); "" when it cannot read them. The review of a hand
	// names its moves and the best ones with it.
	DescribeMove func(view any, action json.RawMessage) string
	// DescribeEvents reads what a move caused as the table's move log
	// wrote it when it was played ("Marta discarded the 3 of clubs."),
	// the seats named by names, from the view of the seat that moved
	// (nil for a deal) (Events); "" when it says nothing. The review's
	// list of moves speaks with it.
	DescribeEvents func(view any, names []string, events []match.Event) string
	// ListMoves, when set, names moves that could be made on one view
	// together in the fewest words (List): Klaberjass's cards alone, "7
	// of hearts, king of spades". The review's hindsight lists the
	// moves that were worth alike with it; without it, it joins their
	// DescribeMove.
	ListMoves func(view any, actions []json.RawMessage) string
	// PresetsDir is where the player keeps them, inside the presets
	// folder (settings.PresetsDir): "" for that folder itself.
	PresetsDir string
}

// Host is what the app lends a game to seat computers and open a table.
type Host struct {
	// WorkerStart runs first on every thread a computer player's search
	// uses (the app lowers its priority, so painting goes first).
	WorkerStart func()
	// Thinking counts the computer players choosing a move right now
	// (the frame log reads it).
	Thinking *atomic.Int32
	// Builtin seats each board's own quick computer player in place of
	// the game's (the screenshots want the same moves every time).
	Builtin bool
	// Fail tells the player why a match could not be dealt.
	Fail func(err error)
	// Table sets up the table of match m of game: deal is the number
	// that deals it again (0 for a chosen deal), rematch deals a new one
	// with the same seats and rules.
	Table func(game string, deal uint64, m gamedef.Match, players []match.Player, rematch func()) *Table
}

// Table is a table being set up: what the board is built with, and
// where it goes once built.
type Table struct {
	// Setup is the table's setup: deal number, card style and pace,
	// leave, new match and rematch, sound, where work runs.
	Setup table.Setup
	// Changed saves the match after every action the game accepted.
	Changed func(m gamedef.Match)
	// HandOver counts a finished hand in the statistics.
	HandOver func(h stats.Hand)
	// Open shows the board just built, or the error that kept it from
	// being built.
	Open func(b Board, err error)
}

// Board is a game's table as the window shows it.
type Board interface {
	fyne.Focusable
	fyne.CanvasObject
	Stop()
}
