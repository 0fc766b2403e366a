// Package scenario runs the rules conformance files described in
// shared/scenarios/FORMAT.md: a TOML file sets up a deal in one of the
// games, plays steps, and states what must happen. The same code path
// serves `tavolo-cli scenario` and the engine's tests.
package scenario

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"

	"tavolo/engine/options"
)

// File is a scenario file as written.
type File struct {
	Game  string         `toml:"game"`
	Title string         `toml:"title"`
	Rules map[string]any `toml:"rules"`
	Setup Setup          `toml:"setup"`
	Steps []Step         `toml:"step"`

	path string
	src  []byte
}

// Setup is the [setup] table: the keys of every game.
type Setup struct {
	Players    int      `toml:"players"`
	Dealer     int      `toml:"dealer"`
	Hands      []string `toml:"hands"`
	Stock      string   `toml:"stock"`
	Discard    string   `toml:"discard"`
	Scores     []int    `toml:"scores"`
	Eliminated []int    `toml:"eliminated"`
	Seed       int64    `toml:"seed"`
	// Canasta
	RedThrees  []string `toml:"red_threes"`
	TeamScores []int    `toml:"team_scores"`
	// Klaberjass
	Upcard string   `toml:"upcard"`
	Bottom string   `toml:"bottom"`
	Second []string `toml:"second"`
	Trump  string   `toml:"trump"`
	Maker  *int     `toml:"maker"`
}

// Step is one [[step]]: an optional action, its expected outcome and the
// checks that follow it. Pointer and slice fields are nil when absent.
type Step struct {
	Seat   *int    `toml:"seat"`
	Do     string  `toml:"do"`
	Expect string  `toml:"expect"`
	Deal   *DealTo `toml:"deal"`

	ToMove     *int      `toml:"to_move"`
	Phase      *string   `toml:"phase"`
	HandSizes  *[]int    `toml:"hand_sizes"`
	Hands      *[]string `toml:"hands"`
	TopDiscard *string   `toml:"top_discard"`
	StockSize  *int      `toml:"stock_size"`
	Melds      *[]any    `toml:"melds"`
	HandPoints *[]int    `toml:"hand_points"`
	Scores     *[]int    `toml:"scores"`
	Eliminated *[]int    `toml:"eliminated"`
	Winner     *int      `toml:"winner"`
	Dealer     *int      `toml:"dealer"`
	Trump      *string   `toml:"trump"`
	Maker      *int      `toml:"maker"`
	Tricks     *[]int    `toml:"tricks"`
}

// DealTo is a fixed deal for the next hand.
type DealTo struct {
	Hands   []string `toml:"hands"`
	Stock   string   `toml:"stock"`
	Discard string   `toml:"discard"`
	Upcard  string   `toml:"upcard"`
	Bottom  string   `toml:"bottom"`
	Second  []string `toml:"second"`
}

// Game is one game's side of the runner.
type Game interface {
	// Setup builds the starting position; problems name the key.
	Setup(f *File) error
	// Do plays one action for seat (nil: the seat to move) and returns the
	// error code it was refused with ("" when accepted). A non-nil error
	// means the runner itself could not go on.
	Do(seat *int, action string) (code string, err error)
	// NewDeal starts the next hand with a fixed deal.
	NewDeal(d *DealTo) (code string, err error)
	// Check compares the state with a step's checks.
	Check(st *Step) error
	// Fingerprint describes the whole state, to prove a refused action
	// changed nothing.
	Fingerprint() string
}

// MaxScore bounds the scores a setup starts from (scores, team_scores)
// either way: the games add points to them, and a number near the
// integer limit would overflow instead of meaning anything.
const MaxScore = 1_000_000

// Parts finds the part of the runner of the game a file names: a
// fresh Game for one run, or false for a game it does not know.
// engine/games.Scenario is the one over every game.
type Parts func(game string) (Game, bool)

// SetupError is a file that cannot be loaded or set up.
type SetupError struct{ Msg string }

func (e *SetupError) Error() string { return "setup: " + e.Msg }

// StepError is a step whose outcome differs from what the file expects.
type StepError struct {
	Step int // 1-based
	Msg  string
}

func (e *StepError) Error() string { return fmt.Sprintf("step %d: %s", e.Step, e.Msg) }

// Load reads and checks a scenario file.
func Load(path string) (*File, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, &SetupError{Msg: err.Error()}
	}
	return Parse(path, src)
}

// Parse reads a scenario from src; path names it in messages.
func Parse(path string, src []byte) (*File, error) {
	f := &File{path: path, src: src}
	md, err := toml.Decode(string(src), f)
	if err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			return nil, &SetupError{Msg: fmt.Sprintf("line %d, column %d: %s", pe.Position.Line, pe.Position.Col, pe.Message)}
		}
		return nil, &SetupError{Msg: err.Error()}
	}
	for _, k := range md.Undecoded() {
		ks := k.String()
		if len(k) > 0 && k[0] == "rules" {
			continue // the game checks its options
		}
		msg := fmt.Sprintf("unknown key %q", ks)
		if line := keyLine(src, k); line > 0 {
			msg = fmt.Sprintf("line %d: %s", line, msg)
		}
		return nil, &SetupError{Msg: msg}
	}
	if f.Game == "" {
		return nil, &SetupError{Msg: "missing key \"game\""}
	}
	for _, n := range []struct {
		key  string
		list []int
	}{{"setup.scores", f.Setup.Scores}, {"setup.team_scores", f.Setup.TeamScores}} {
		for i, v := range n.list {
			if v > MaxScore || v < -MaxScore {
				return nil, &SetupError{Msg: fmt.Sprintf("%s[%d]: %d is out of range (%d to %d)", n.key, i, v, -MaxScore, MaxScore)}
			}
		}
	}
	for i, st := range f.Steps {
		if st.Expect != "" && st.Expect != "ok" && !strings.HasPrefix(st.Expect, "error ") {
			return nil, &SetupError{Msg: fmt.Sprintf("step %d: expect must be \"ok\" or \"error CODE\", not %q", i+1, st.Expect)}
		}
	}
	return f, nil
}

// keyLine finds the line of a key: top-level tables through
// options.KeyLine, step keys by counting [[step]] headers.
func keyLine(src []byte, k toml.Key) int {
	if len(k) == 0 {
		return 0
	}
	if k[0] != "step" {
		if len(k) == 1 {
			return options.KeyLine(src, "", k[0])
		}
		return options.KeyLine(src, strings.Join(k[:len(k)-1], "."), k[len(k)-1])
	}
	// Undecoded step keys do not say which step; find the first
	// [[step]] section that sets the key.
	lines := strings.Split(string(src), "\n")
	inStep := false
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "[") {
			inStep = strings.HasPrefix(t, "[[step]]")
			continue
		}
		if inStep {
			if eq := strings.Index(t, "="); eq > 0 && strings.TrimSpace(t[:eq]) == k[len(k)-1] {
				return i + 1
			}
		}
	}
	return 0
}

// Rules returns the [rules] table and the file's text, for the game's
// option decoding.
func (f *File) RulesTable() (map[string]any, string, []byte) { return f.Rules, f.path, f.src }

// Path returns the file's path.
func (f *File) Path() string { return f.path }

// Run plays a loaded scenario with its game's part from parts.
func Run(f *File, parts Parts) error {
	g, ok := parts(f.Game)
	if !ok {
		return &SetupError{Msg: fmt.Sprintf("game %q is not supported", f.Game)}
	}
	if err := g.Setup(f); err != nil {
		var se *SetupError
		if errors.As(err, &se) {
			return err
		}
		return &SetupError{Msg: err.Error()}
	}
	for i := range f.Steps {
		st := &f.Steps[i]
		n := i + 1
		if st.Do != "" || st.Deal != nil {
			before := g.Fingerprint()
			var code string
			var err error
			if st.Deal != nil {
				if st.Do != "" {
					return &StepError{Step: n, Msg: "a step has either do or deal, not both"}
				}
				code, err = g.NewDeal(st.Deal)
			} else {
				code, err = g.Do(st.Seat, st.Do)
			}
			if err != nil {
				return &StepError{Step: n, Msg: err.Error()}
			}
			want := st.Expect
			if want == "" {
				want = "ok"
			}
			got := "ok"
			if code != "" {
				got = "error " + code
			}
			if got != want {
				return &StepError{Step: n, Msg: fmt.Sprintf("%q: expected %s, got %s", st.Do, want, got)}
			}
			if code != "" {
				if after := g.Fingerprint(); after != before {
					return &StepError{Step: n, Msg: fmt.Sprintf("%q was refused but changed the state", st.Do)}
				}
			}
		}
		if err := g.Check(st); err != nil {
			return &StepError{Step: n, Msg: err.Error()}
		}
	}
	return nil
}

// RunFile loads and runs one file.
func RunFile(path string, parts Parts) error {
	f, err := Load(path)
	if err != nil {
		return err
	}
	return Run(f, parts)
}

// Collect expands the arguments into scenario files: a directory means
// every *.toml below it, in name order.
func Collect(args []string) ([]string, error) {
	var out []string
	for _, a := range args {
		info, err := os.Stat(a)
		if err != nil {
			return nil, err
		}
		if !info.IsDir() {
			out = append(out, a)
			continue
		}
		var found []string
		err = filepath.WalkDir(a, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && strings.HasSuffix(p, ".toml") {
				found = append(found, p)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		sort.Strings(found)
		out = append(out, found...)
	}
	return out, nil
}

// RulesOf reads a file's [rules] table for a game: its preset (the
// default rules when none is named) with the options written beside it.
func RulesOf[R any](f *File, def R, lookup func(name string) (options.Preset[R], bool), opts []options.Option[R]) (R, error) {
	table, file, src := f.RulesTable()
	rules := def
	if p, ok := table["preset"]; ok {
		name, isStr := p.(string)
		preset, found := lookup(name)
		if !isStr || !found {
			return rules, &SetupError{Msg: fmt.Sprintf("rules.preset: unknown preset %v", p)}
		}
		rules = preset.Rules
	}
	if err := options.Apply(&rules, opts, table, file, src, "rules", "preset"); err != nil {
		return rules, &SetupError{Msg: err.Error()}
	}
	return rules, nil
}
