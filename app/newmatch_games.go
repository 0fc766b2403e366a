package app

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	"tavolo/engine/options"
	"tavolo/engine/scala40"
	s40ai "tavolo/engine/scala40/ai"
)

// ruleBook is what the new-match screen needs to know of a game whose
// rules are R: its seats and computer levels, its options and presets,
// the score that ends a match (the "line") and how a match starts.
type ruleBook[R comparable] struct {
	game    string
	prefKey string        // the preference keeping the last choices
	title   func() string // "New Scala 40 match"
	players []int         // the seat counts offered
	seats   int           // seats of the default setup
	levels  []string      // the game's computer levels (the screen offers those of Levels)
	def     func() R
	options []options.Option[R]
	presets func(s *Shell) []options.Preset[R]
	// setPlayers writes the number of seats into rules that hold it.
	setPlayers func(r *R, n int)
	// validate checks a combination of options, in the player's words.
	validate func(r R) error
	// line is the option ending the match (an Int option), offered as
	// lineChoices or a number of one's own.
	line        string
	lineChoices []int
	lineTitle   func() string
	lineHelp    func() string
	lineError   func() string
	// start deals the match and shows its table.
	start func(s *Shell, st gameSetup[R])
}

// lineOption is the option of the line.
func (b *ruleBook[R]) lineOption() options.Option[R] {
	o, ok := options.Find(b.options, b.line)
	if !ok {
		panic("newmatch: no option " + b.line)
	}
	return o
}

// scala40Book is Scala 40's new-match screen.
func scala40Book() *ruleBook[scala40.Rules] {
	return &ruleBook[scala40.Rules]{
		game:    scala40.GameName,
		prefKey: prefLastSetup,
		title:   func() string { return lang.L("New Scala 40 match") },
		players: []int{2, 3, 4, 5, 6},
		seats:   4,
		levels:  s40ai.Levels(),
		def:     scala40.Default,
		options: scala40.Options,
		presets: func(s *Shell) []options.Preset[scala40.Rules] {
			var out []options.Preset[scala40.Rules]
			for _, p := range s.allPresets() {
				out = append(out, options.Preset[scala40.Rules]{Name: p.Name, Description: p.Description, Rules: p.Rules})
			}
			return out
		},
		setPlayers: func(r *scala40.Rules, n int) { r.Players = n },
		validate: func(r scala40.Rules) error {
			if err := r.Validate(); err != nil {
				if r.PairsMode && r.Players != 4 {
					return fmt.Errorf("%s", lang.L("Playing in pairs needs exactly 4 players."))
				}
				return err
			}
			return nil
		},
		line:        "elimination_score",
		lineChoices: []int{101, 201, 301},
		lineTitle:   func() string { return lang.L("Elimination line") },
		lineHelp:    func() string { return lang.L("A player whose total reaches this score is out.") },
		lineError: func() string {
			return lang.L("The elimination line must be a whole number of points, such as 101.")
		},
		start: func(s *Shell, st Setup) { s.StartMatch(st) },
	}
}

// scala40Match deals the Scala 40 match a setup describes.
func scala40Match(st Setup) (*scala40.Game, error) {
	r := st.Rules
	r.Players = len(st.Seats)
	return scala40.NewMatch(r, st.Seed)
}
