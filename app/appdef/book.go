package appdef

import (
	"math/rand/v2"

	"fyne.io/fyne/v2/lang"

	"tavolo/engine/match"
	"tavolo/engine/options"
)

// Book is what the new-match screen needs to know of a game whose rules
// are R: its seats and computer levels, its options and presets, the
// score that ends a match (the "line") and how a match starts. Its
// words are data in the game's translations, found by names (Word).
type Book[R comparable] struct {
	Game    string
	PrefKey string   // the Fyne preference older versions kept the last choices in (read once, "" for none)
	Players []int    // the seat counts offered
	Seats   int      // seats of the default setup
	Levels  []string // the game's computer levels (the screen offers those it knows)
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
	// Start deals the match and shows its table.
	Start func(h *Host, st Setup[R])
}

// The kinds of a book's words: the text of each is the translation of
// "GAME.KIND.NAME" in the game's words (Book.Key).
const (
	WordBook   = "book"   // the screen's own: title, line, line-help, line-error
	WordOption = "option" // an option's title, by the option's name
	WordValue  = "value"  // a value of an enum option, by the value
	WordPreset = "preset" // a shipped preset, by its name
)

// Key is the translation key of the book's word of kind for name.
func (b *Book[R]) Key(kind, name string) string { return b.Game + "." + kind + "." + name }

// Word is the book's word of kind for name in the player's language, or
// name itself where the game has none (a number, or a player's own
// preset, which keeps the name it was given).
func (b *Book[R]) Word(kind, name string) string { return lang.X(b.Key(kind, name), name) }

// OptionLabel is the title of the option named name.
func (b *Book[R]) OptionLabel(name string) string { return b.Word(WordOption, name) }

// ValueLabel is a value of an enum option as the player reads it.
func (b *Book[R]) ValueLabel(v string) string { return b.Word(WordValue, v) }

// PresetLabel is the preset named name as the player reads it: a
// player's own keeps its name.
func (b *Book[R]) PresetLabel(name string) string { return b.Word(WordPreset, name) }

// Title is the screen's title ("New Scala 40 match").
func (b *Book[R]) Title() string { return b.Word(WordBook, "title") }

// LineTitle is the title of the line's choice ("Elimination line").
func (b *Book[R]) LineTitle() string { return b.Word(WordBook, "line") }

// LineHelp says what the line does.
func (b *Book[R]) LineHelp() string { return b.Word(WordBook, "line-help") }

// LineError is the message for a line of one's own that is no number.
func (b *Book[R]) LineError() string { return b.Word(WordBook, "line-error") }

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
		Game: b.Game, PrefKey: b.PrefKey, Players: b.Players, Seats: b.Seats, Levels: b.Levels,
		Default: func() any { return b.Default() },
		Options: eraseOptions(b.Options),
		Presets: func() []options.Preset[any] { return erasePresets(b.Presets()) },
		SetPlayers: func(r *any, n int) {
			x := (*r).(R)
			b.SetPlayers(&x, n)
			*r = x
		},
		Validate: func(r any) error { return b.Validate(r.(R)) },
		Line:     b.Line, LineChoices: b.LineChoices,
		Start: func(h *Host, st Setup[any]) {
			b.Start(h, Setup[R]{Seats: st.Seats, Preset: st.Preset, Rules: st.Rules.(R), Seed: st.Seed})
		},
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
