package appdef

import (
	"math/rand/v2"

	"tavolo/engine/match"
	"tavolo/engine/options"
)

// Book is what the new-match screen needs to know of a game whose rules
// are R: its seats and computer levels, its options and presets and
// their labels, the score that ends a match (the "line") and how a match
// starts.
type Book[R comparable] struct {
	Game    string
	PrefKey string        // the Fyne preference older versions kept the last choices in (read once, "" for none)
	Title   func() string // "New Scala 40 match"
	Players []int         // the seat counts offered
	Seats   int           // seats of the default setup
	Levels  []string      // the game's computer levels (the screen offers those it knows)
	Default func() R
	Options []options.Option[R]
	// Presets are the shipped presets (the screen adds the player's own).
	Presets func() []options.Preset[R]
	// SetPlayers writes the number of seats into rules that hold it.
	SetPlayers func(r *R, n int)
	// Validate checks a combination of options, in the player's words.
	Validate func(r R) error
	// Line is the option ending the match (an Int option), offered as
	// LineChoices or a number of one's own.
	Line        string
	LineChoices []int
	LineTitle   func() string
	LineHelp    func() string
	LineError   func() string
	// Start deals the match and shows its table.
	Start func(h *Host, st Setup[R])
	// Labels are the English texts (translated when shown) of the
	// game's options by name, of its enum values and of its shipped
	// presets by name.
	Labels Labels
}

// Labels are a game's option, value and preset names as the player
// reads them, in English (the i18n files translate them).
type Labels struct {
	Options map[string]string
	Values  map[string]string
	Presets map[string]string
}

// Setup is everything the new-match screen of a game whose rules are R
// decides: the seats, the rules (house-rule preset plus changes) and the
// deal number.
type Setup[R comparable] struct {
	Seats  []match.Player
	Preset string
	Rules  R
	Seed   uint64
}

// Erase is b with its rules held as any (each an R), so that the app
// can list the books of every game in one slice; the screen works the
// same on either.
func Erase[R comparable](b *Book[R]) *Book[any] {
	e := &Book[any]{
		Game: b.Game, PrefKey: b.PrefKey, Title: b.Title, Players: b.Players, Seats: b.Seats, Levels: b.Levels,
		Default: func() any { return b.Default() },
		Options: eraseOptions(b.Options),
		Presets: func() []options.Preset[any] { return erasePresets(b.Presets()) },
		SetPlayers: func(r *any, n int) {
			x := (*r).(R)
			b.SetPlayers(&x, n)
			*r = x
		},
		Validate: func(r any) error { return b.Validate(r.(R)) },
		Line:     b.Line, LineChoices: b.LineChoices, LineTitle: b.LineTitle, LineHelp: b.LineHelp, LineError: b.LineError,
		Start: func(h *Host, st Setup[any]) {
			b.Start(h, Setup[R]{Seats: st.Seats, Preset: st.Preset, Rules: st.Rules.(R), Seed: st.Seed})
		},
		Labels: b.Labels,
	}
	return e
}

// eraseOptions are opts reading and writing an R held as any.
func eraseOptions[R any](opts []options.Option[R]) []options.Option[any] {
	out := make([]options.Option[any], len(opts))
	for i, o := range opts {
		out[i] = options.Option[any]{Name: o.Name, Kind: o.Kind, Values: o.Values, Min: o.Min, Max: o.Max, Help: o.Help,
			Get: func(r *any) string {
				x := (*r).(R)
				return o.Get(&x)
			},
			Set: func(r *any, v string) {
				x := (*r).(R)
				o.Set(&x, v)
				*r = x
			},
		}
	}
	return out
}

// erasePresets are presets with their rules held as any.
func erasePresets[R any](ps []options.Preset[R]) []options.Preset[any] {
	out := make([]options.Preset[any], len(ps))
	for i, p := range ps {
		out[i] = options.Preset[any]{Name: p.Name, Description: p.Description, Rules: p.Rules}
	}
	return out
}

// NewSeed returns a fresh deal number, short enough to read out and type.
func NewSeed() uint64 { return 1 + rand.Uint64N(999_999_999) }
