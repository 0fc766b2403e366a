// Package stats keeps each player's record per game: matches played and
// won, hands played, points per hand, the best run of matches won in a
// row, and the game's own counters (closings, closings in hand, canastas,
// bete …) by name. People, computer players and sides of partners keep
// records apart: a person and a computer of the same name are two rows,
// and partners share one side's record instead of repeating it each. The book is one versioned JSON file in the app's
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
	"strings"
	"time"

	"tavolo/app/store"
)

// FileName is the book's file in the storage folder.
const FileName = "statistics.json"

// Version is the book format this code writes. Version 1 kept Scala 40's
// closings in fields of their own and no negative points; version 2 kept
// everyone (people, computers, each partner of a side) by name alone.
// Both still load, their records kept as people's.
const Version = 3

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

// Kind is whose record it is.
type Kind int

// The kinds of record, each kept on its own shelf of the book.
const (
	Person   Kind = iota // a person at the table, by name
	Computer             // a computer player, by name
	Side                 // partners playing as one side, by SideKey
)

// Member is one partner of a side.
type Member struct {
	Name     string
	Computer bool
}

// SideKey names a side by its members, in any seat order: people first,
// then computers, each by name, one a line as "person:" or "computer:"
// and the name (a name holds no control characters).
func SideKey(members []Member) string {
	members = slices.Clone(members)
	slices.SortFunc(members, func(a, b Member) int {
		if a.Computer != b.Computer {
			return cmp.Compare(memberPrefix(b.Computer), memberPrefix(a.Computer))
		}
		return cmp.Compare(a.Name, b.Name)
	})
	keys := make([]string, len(members))
	for i, m := range members {
		keys[i] = memberPrefix(m.Computer) + m.Name
	}
	return strings.Join(keys, "\n")
}

// Members reads a SideKey back, in its order (people first).
func Members(key string) []Member {
	var out []Member
	for line := range strings.SplitSeq(key, "\n") {
		if name, ok := strings.CutPrefix(line, memberPrefix(true)); ok {
			out = append(out, Member{Name: name, Computer: true})
		} else {
			out = append(out, Member{Name: strings.TrimPrefix(line, memberPrefix(false))})
		}
	}
	return out
}

func memberPrefix(computer bool) string {
	if computer {
		return "computer:"
	}
	return "person:"
}

// Book is every record: Players[name][game] for people, Computers for
// computer players, Sides[SideKey][game] for partnerships.
type Book struct {
	Version   int                           `json:"version"`
	Players   map[string]map[string]*Record `json:"players"`
	Computers map[string]map[string]*Record `json:"computers,omitempty"`
	Sides     map[string]map[string]*Record `json:"sides,omitempty"`
}

// New returns an empty book.
func New() *Book {
	return &Book{Version: Version, Players: map[string]map[string]*Record{}}
}

// shelf is the records of one kind, made when missing.
func (b *Book) shelf(k Kind) map[string]map[string]*Record {
	p := &b.Players
	switch k {
	case Computer:
		p = &b.Computers
	case Side:
		p = &b.Sides
	}
	if *p == nil {
		*p = map[string]map[string]*Record{}
	}
	return *p
}

// Record is the record of key (a name, or a SideKey) of kind k in game,
// nil when there is none.
func (b *Book) Record(k Kind, key, game string) *Record {
	return b.shelf(k)[key][game]
}

// Hand is the end of one hand of a match, as the statistics see it.
type Hand struct {
	Game     string   // the game's registry name, "scala40"
	Key      string   // the same for the same hand of the same match (seed and hand number)
	Names    []string // by seat
	Computer []bool   // by seat: a computer player sits there (nil: people only)
	// Sides are the seats of each side (nil: each seat plays alone). A
	// side of several seats keeps one record for all its partners.
	Sides  [][]int
	Played bool  // the hand was played to its end (not abandoned)
	Points []int // what the hand gave each seat (a partner gets the side's points)
	// Counters is what the hand adds to each seat's counters, by seat
	// (nil or a nil map for none); a side adds up its seats' counters.
	Counters []map[string]int
	// Over says the match ended with this hand; Winners are then the
	// seats of the winning side (both partners in a partnership game).
	Over    bool
	Winners []int
	When    time.Time
}

// Add counts a hand once: a hand whose Key a record already holds is
// skipped, so telling the same hand twice (after a resume) changes
// nothing.
func (b *Book) Add(h Hand) {
	for _, seats := range h.sides() {
		kind, key := h.whose(seats)
		if key == "" {
			continue
		}
		games := b.shelf(kind)[key]
		if games == nil {
			games = map[string]*Record{}
			b.shelf(kind)[key] = games
		}
		r := games[h.Game]
		if r == nil {
			r = &Record{}
			games[h.Game] = r
		}
		if r.LastHandPlayed != h.Key {
			r.add(h, seats)
		}
	}
}

// sides is the seats of each side of the hand.
func (h Hand) sides() [][]int {
	if h.Sides != nil {
		return h.Sides
	}
	sides := make([][]int, len(h.Names))
	for seat := range sides {
		sides[seat] = []int{seat}
	}
	return sides
}

// whose is the record a side's seats keep: a person's or a computer's
// for a seat alone, the side's for partners; "" for no name.
func (h Hand) whose(seats []int) (Kind, string) {
	var members []Member
	for _, seat := range seats {
		if seat >= 0 && seat < len(h.Names) && h.Names[seat] != "" {
			members = append(members, Member{Name: h.Names[seat], Computer: seat < len(h.Computer) && h.Computer[seat]})
		}
	}
	switch {
	case len(members) == 0:
		return Person, ""
	case len(seats) > 1:
		return Side, SideKey(members)
	case members[0].Computer:
		return Computer, members[0].Name
	}
	return Person, members[0].Name
}

// add counts hand h for the side of seats.
func (r *Record) add(h Hand, seats []int) {
	r.LastHandPlayed = h.Key
	r.LastPlayed = h.When
	if h.Played {
		r.Hands++
		if seats[0] < len(h.Points) {
			r.Points += h.Points[seats[0]]
		}
		for _, seat := range seats {
			if seat < 0 || seat >= len(h.Counters) {
				continue
			}
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
		if slices.ContainsFunc(seats, func(s int) bool { return slices.Contains(h.Winners, s) }) {
			r.Wins++
			r.Run++
			r.BestRun = max(r.BestRun, r.Run)
		} else {
			r.Run = 0
		}
	}
}

// Reset forgets the record of key (a name, or a SideKey) of kind k in
// one game ("" forgets all its games).
func (b *Book) Reset(k Kind, key, game string) {
	shelf := b.shelf(k)
	if game == "" {
		delete(shelf, key)
		return
	}
	delete(shelf[key], game)
	if len(shelf[key]) == 0 {
		delete(shelf, key)
	}
}

// Row is one line of the statistics screen: Name is a person's or a
// computer's name, or a side's SideKey.
type Row struct {
	Kind       Kind
	Name, Game string
	Record
}

// Rows lists every record: people, then computers, then sides, each by
// name, then game.
func (b *Book) Rows() []Row {
	var rows []Row
	for _, k := range []Kind{Person, Computer, Side} {
		for name, games := range b.shelf(k) {
			for game, r := range games {
				rows = append(rows, Row{Kind: k, Name: name, Game: game, Record: *r})
			}
		}
	}
	slices.SortFunc(rows, func(a, b Row) int {
		return cmp.Or(cmp.Compare(a.Kind, b.Kind), cmp.Compare(a.Name, b.Name), cmp.Compare(a.Game, b.Game))
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
	for _, k := range []Kind{Person, Computer, Side} {
		for name, games := range b.shelf(k) {
			for game, r := range games {
				if !possible(r) {
					return nil, fmt.Errorf("damaged: impossible record for %q in %q", name, game)
				}
				if b.Version < 2 {
					r.upgrade()
				}
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
