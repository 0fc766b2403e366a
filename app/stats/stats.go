// Package stats keeps each player's record per game: matches played and
// won, hands played, points per hand, the best run of matches won in a
// row, and the game's own counters (closings, closings in hand, canastas,
// bete …) by name. The book is one versioned JSON file in the app's
// storage folder, replaced atomically after every hand; a damaged file is
// moved aside with a message and a new book started, so a bad file never
// stops the game.
package stats

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"time"

	"tavolo/app/store"
)

// FileName is the book's file in the storage folder.
const FileName = "statistics.json"

// Version is the book format this code writes. Version 1 kept Scala 40's
// closings in fields of their own and no negative points; it still loads.
const Version = 2

// Record is one player's record in one game.
type Record struct {
	Matches        int            `json:"matches"`            // matches played to the end
	Wins           int            `json:"wins"`               // matches won (alone or with a partner)
	Hands          int            `json:"hands"`              // hands played to the end (abandoned ones excluded)
	Points         int            `json:"points"`             // points scored over all hands (penalties in Scala 40); may be negative
	Counters       map[string]int `json:"counters,omitempty"` // the game's own counts by name ("closed", "closed_in_hand", "canastas" …)
	Run            int            `json:"run"`                // matches won in a row up to the last one
	BestRun        int            `json:"best_run"`           // the longest such run
	LastPlayed     time.Time      `json:"last_played"`        // when the last hand ended
	LastHandPlayed string         `json:"last_hand_played"`   // the last hand counted (see Hand.Key)

	// The version 1 fields, read from old books into Counters.
	V1Closed       int `json:"closed,omitempty"`
	V1ClosedInHand int `json:"closed_in_hand,omitempty"`
}

// AveragePoints is the points per hand, 0 before any hand.
func (r Record) AveragePoints() float64 {
	if r.Hands == 0 {
		return 0
	}
	return float64(r.Points) / float64(r.Hands)
}

// Count returns the counter called name (0 when never counted).
func (r Record) Count(name string) int { return r.Counters[name] }

// Book is every player's records: Players[name][game].
type Book struct {
	Version int                           `json:"version"`
	Players map[string]map[string]*Record `json:"players"`
}

// New returns an empty book.
func New() *Book {
	return &Book{Version: Version, Players: map[string]map[string]*Record{}}
}

// Hand is the end of one hand of a match, as the statistics see it.
type Hand struct {
	Game   string   // the game's registry name, "scala40"
	Key    string   // the same for the same hand of the same match (seed and hand number)
	Names  []string // by seat
	Played bool     // the hand was played to its end (not abandoned)
	Points []int    // what the hand gave each seat (a partner gets the side's points)
	// Counters is what the hand adds to each seat's counters, by seat
	// (nil or a nil map for none).
	Counters []map[string]int
	// Over says the match ended with this hand; Winners are then the
	// seats of the winning side (both partners in a partnership game).
	Over    bool
	Winners []int
	When    time.Time
}

// Add counts a hand once: a hand whose Key a player's record already
// holds is skipped, so telling the same hand twice (after a resume)
// changes nothing.
func (b *Book) Add(h Hand) {
	for seat, name := range h.Names {
		if name == "" {
			continue
		}
		games := b.Players[name]
		if games == nil {
			games = map[string]*Record{}
			b.Players[name] = games
		}
		r := games[h.Game]
		if r == nil {
			r = &Record{}
			games[h.Game] = r
		}
		if r.LastHandPlayed == h.Key {
			continue
		}
		r.LastHandPlayed = h.Key
		r.LastPlayed = h.When
		if h.Played {
			r.Hands++
			if seat < len(h.Points) {
				r.Points += h.Points[seat]
			}
			if seat < len(h.Counters) {
				for k, n := range h.Counters[seat] {
					if r.Counters == nil {
						r.Counters = map[string]int{}
					}
					r.Counters[k] += n
				}
			}
		}
		if h.Over {
			r.Matches++
			if slices.Contains(h.Winners, seat) {
				r.Wins++
				r.Run++
				r.BestRun = max(r.BestRun, r.Run)
			} else {
				r.Run = 0
			}
		}
	}
}

// Reset forgets a player's record in one game ("" forgets all his games).
func (b *Book) Reset(name, game string) {
	if game == "" {
		delete(b.Players, name)
		return
	}
	delete(b.Players[name], game)
	if len(b.Players[name]) == 0 {
		delete(b.Players, name)
	}
}

// Row is one line of the statistics screen.
type Row struct {
	Name, Game string
	Record
}

// Rows lists every record by player name, then game.
func (b *Book) Rows() []Row {
	var rows []Row
	for name, games := range b.Players {
		for game, r := range games {
			rows = append(rows, Row{Name: name, Game: game, Record: *r})
		}
	}
	slices.SortFunc(rows, func(a, b Row) int {
		return cmp.Or(cmp.Compare(a.Name, b.Name), cmp.Compare(a.Game, b.Game))
	})
	return rows
}

// Save writes the book to path atomically.
func (b *Book) Save(path string) error {
	data, err := json.MarshalIndent(b, "", "  ")
	if err != nil {
		return err
	}
	return store.WriteFile(path, data)
}

// ErrNewer is returned (wrapped) for a book written by a newer Tavolo.
var ErrNewer = errors.New("written by a newer version of Tavolo")

// Load reads the book at path. A missing file is an empty book. A file
// that cannot be read as a book (damaged, or from a newer version) is
// moved aside and an empty book returned with an error that says what
// happened and where the old file went; the caller shows it and goes on.
func Load(path string) (*Book, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return New(), nil
	}
	if err != nil {
		return New(), err
	}
	b, why := Parse(data)
	if why == nil {
		return b, nil
	}
	aside, err := store.MoveAside(path)
	if err != nil {
		return New(), fmt.Errorf("%s: %w (and it could not be moved aside: %v)", path, why, err)
	}
	return New(), fmt.Errorf("%s: %w; it was moved to %s and new statistics started", path, why, aside)
}

// Parse reads a book from its JSON text, checking it.
func Parse(data []byte) (*Book, error) {
	var b Book
	if err := json.Unmarshal(data, &b); err != nil {
		return nil, fmt.Errorf("damaged: %w", err)
	}
	if b.Version > Version {
		return nil, fmt.Errorf("version %d: %w", b.Version, ErrNewer)
	}
	if b.Version < 1 {
		return nil, fmt.Errorf("damaged: no version")
	}
	if b.Players == nil {
		b.Players = map[string]map[string]*Record{}
	}
	for name, games := range b.Players {
		for game, r := range games {
			if !possible(r) {
				return nil, fmt.Errorf("damaged: impossible record for %q in %q", name, game)
			}
			if b.Version < 2 {
				r.upgrade()
			}
		}
	}
	b.Version = Version
	return &b, nil
}

// possible reports whether a record could have been written by Add.
func possible(r *Record) bool {
	if r == nil || r.Matches < 0 || r.Wins < 0 || r.Wins > r.Matches || r.Hands < 0 || r.Run < 0 || r.BestRun < r.Run ||
		r.V1Closed < 0 || r.V1Closed > r.Hands || r.V1ClosedInHand < 0 || r.V1ClosedInHand > r.V1Closed {
		return false
	}
	for _, n := range r.Counters {
		if n < 0 {
			return false
		}
	}
	return true
}

// upgrade moves a version 1 record's closings into its counters.
func (r *Record) upgrade() {
	for k, n := range map[string]int{"closed": r.V1Closed, "closed_in_hand": r.V1ClosedInHand} {
		if n > 0 {
			if r.Counters == nil {
				r.Counters = map[string]int{}
			}
			r.Counters[k] += n
		}
	}
	r.V1Closed, r.V1ClosedInHand = 0, 0
}
