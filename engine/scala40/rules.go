package scala40

import (
	"embed"
	"fmt"
	"strconv"

	"tavolo/engine/options"
)

// Rules are the options of a Scala 40 match, named as in section 2 of the
// rules document. The zero value is not valid: start from Default().
type Rules struct {
	Players          int // 2–6
	OpeningMinimum   int // points the opening (apertura) must reach: 40
	EliminationScore int // a player whose total reaches this is out: 101
	// MaxJokersPerMeld is 1, 2, or Unlimited (0).
	MaxJokersPerMeld int
	// AceAloneCountsOne charges 1 instead of 11 for an Ace that is the
	// only card left in hand.
	AceAloneCountsOne bool
	// TakeDiscardToOpen lets a player who has not opened take the top of
	// the pozzo to open with it in the same turn (apertura con scarto).
	TakeDiscardToOpen bool
	// MustUseTakenDiscard: a card taken from the pozzo must be on the
	// table by the end of the turn.
	MustUseTakenDiscard bool
	DiscardAttachable   string // see the DiscardAttachable* constants
	// AttachableIncludesJokerReplacement makes a card that could replace a
	// joker count as attachable for the discard restriction.
	AttachableIncludesJokerReplacement bool
	NoCloseFirstRound                  bool // nobody closes before everyone has played once
	InManoDouble                       bool // closing in hand doubles the others' points
	InManoRequiresMinimum              bool // closing in hand still needs the opening minimum
	FullHandPenalty                    int  // flat charge for a player who never opened (0 = count the cards)
	FullHandPenaltyDoubled             bool // the flat charge is doubled by a closing in hand
	OpeningWithoutJoker                bool // apertura senza matta: the jokerless melds alone reach the minimum
	MustReuseSwappedJoker              bool // a joker taken by a swap goes back on the table that turn
	AttachOnOpeningTurn                bool // attach and swap are allowed in the turn of the opening
	AllowAttachJoker                   bool // a joker may be attached to a meld on the table
	JokerDiscard                       string
	RestockMode                        string
	UpcardJokerRedraw                  bool // a joker turned up at the deal goes back into the tallone
	Reentry                            bool // rientro: an eliminated player may come back once
	PairsMode                          bool // 4 players in two partnerships
	DealerTakes14                      bool // old style: the dealer gets 14 cards and opens the pozzo with his discard
}

// Unlimited is the MaxJokersPerMeld value for no limit.
const Unlimited = 0

// Values of Rules.DiscardAttachable.
const (
	DiscardAttachableForbiddenIfNotOpened = "forbidden_if_not_opened"
	DiscardAttachableForbiddenAlways      = "forbidden_always"
	DiscardAttachableForbiddenExceptClose = "forbidden_always_except_closing"
	DiscardAttachableAllowed              = "allowed"
	DiscardAttachableAllowedNoNextAttach  = "allowed_but_next_player_may_not_attach_it"
)

// Values of Rules.JokerDiscard.
const (
	JokerDiscardAllowed     = "allowed"
	JokerDiscardOnlyClosing = "only_as_closing_card"
	JokerDiscardNever       = "never"
)

// Values of Rules.RestockMode.
const (
	RestockShuffle = "shuffle"
	RestockFlip    = "flip"
)

// Default returns the rules of section 1: the classic game.
func Default() Rules {
	return Rules{
		Players:               4,
		OpeningMinimum:        40,
		EliminationScore:      101,
		MaxJokersPerMeld:      1,
		TakeDiscardToOpen:     true,
		MustUseTakenDiscard:   true,
		DiscardAttachable:     DiscardAttachableForbiddenIfNotOpened,
		NoCloseFirstRound:     true,
		InManoDouble:          true,
		FullHandPenalty:       100,
		MustReuseSwappedJoker: true,
		AttachOnOpeningTurn:   true,
		AllowAttachJoker:      true,
		JokerDiscard:          JokerDiscardAllowed,
		RestockMode:           RestockShuffle,
		UpcardJokerRedraw:     true,
	}
}

// jokerLimit returns the joker limit per meld as a count (a large number
// for Unlimited).
func (r *Rules) jokerLimit() int {
	if r.MaxJokersPerMeld == Unlimited {
		return 14
	}
	return r.MaxJokersPerMeld
}

// Options lists every house rule, in the order of the rules document.
var Options = []options.Option[Rules]{
	options.IntOpt("players", 2, 6, "Number of players at the table.", func(r *Rules) *int { return &r.Players }),
	options.IntOpt("opening_minimum", 1, 200, "Points the opening melds must reach.", func(r *Rules) *int { return &r.OpeningMinimum }),
	options.IntOpt("elimination_score", 1, 100000, "A player whose total reaches this score is out.", func(r *Rules) *int { return &r.EliminationScore }),
	{Name: "max_jokers_per_meld", Kind: options.Enum, Values: []string{"1", "2", "unlimited"},
		Help: "How many jokers one meld may hold.",
		Get: func(r *Rules) string {
			if r.MaxJokersPerMeld == Unlimited {
				return "unlimited"
			}
			return strconv.Itoa(r.MaxJokersPerMeld)
		},
		Set: func(r *Rules, v string) {
			if v == "unlimited" {
				r.MaxJokersPerMeld = Unlimited
				return
			}
			r.MaxJokersPerMeld, _ = strconv.Atoi(v)
		}},
	options.BoolOpt("ace_alone_counts_one", "An Ace left alone in hand costs 1 instead of 11.", func(r *Rules) *bool { return &r.AceAloneCountsOne }),
	options.BoolOpt("take_discard_to_open", "A player who has not opened may take the discard to open with it.", func(r *Rules) *bool { return &r.TakeDiscardToOpen }),
	options.BoolOpt("must_use_taken_discard", "A card taken from the discard pile must go on the table that turn.", func(r *Rules) *bool { return &r.MustUseTakenDiscard }),
	options.EnumOpt("discard_attachable", []string{DiscardAttachableForbiddenIfNotOpened, DiscardAttachableForbiddenAlways, DiscardAttachableForbiddenExceptClose, DiscardAttachableAllowed, DiscardAttachableAllowedNoNextAttach},
		"Whether a card that fits a meld on the table may be discarded.", func(r *Rules) *string { return &r.DiscardAttachable }),
	options.BoolOpt("attachable_includes_joker_replacement", "A card that could replace a joker counts as attachable.", func(r *Rules) *bool { return &r.AttachableIncludesJokerReplacement }),
	options.BoolOpt("no_close_first_round", "Nobody may close before every player has had a turn.", func(r *Rules) *bool { return &r.NoCloseFirstRound }),
	options.BoolOpt("in_mano_double", "Closing in hand doubles the other players' points.", func(r *Rules) *bool { return &r.InManoDouble }),
	options.BoolOpt("in_mano_requires_minimum", "Closing in hand still needs the opening minimum.", func(r *Rules) *bool { return &r.InManoRequiresMinimum }),
	options.IntOpt("full_hand_penalty", 0, 1000, "Flat points for a player who never opened (0 counts the cards).", func(r *Rules) *int { return &r.FullHandPenalty }),
	options.BoolOpt("full_hand_penalty_doubled", "The flat points are doubled too by a closing in hand.", func(r *Rules) *bool { return &r.FullHandPenaltyDoubled }),
	options.BoolOpt("opening_without_joker", "The opening must reach the minimum without jokers.", func(r *Rules) *bool { return &r.OpeningWithoutJoker }),
	options.BoolOpt("must_reuse_swapped_joker", "A joker won by a swap must go back on the table that turn.", func(r *Rules) *bool { return &r.MustReuseSwappedJoker }),
	options.BoolOpt("attach_on_opening_turn", "Attaching and swapping are allowed in the turn of the opening.", func(r *Rules) *bool { return &r.AttachOnOpeningTurn }),
	options.BoolOpt("allow_attach_joker", "A joker may be attached to a meld on the table.", func(r *Rules) *bool { return &r.AllowAttachJoker }),
	options.EnumOpt("joker_discard", []string{JokerDiscardAllowed, JokerDiscardOnlyClosing, JokerDiscardNever}, "When a joker may be discarded.", func(r *Rules) *string { return &r.JokerDiscard }),
	options.EnumOpt("restock_mode", []string{RestockShuffle, RestockFlip}, "How the discard pile becomes the new stock.", func(r *Rules) *string { return &r.RestockMode }),
	options.BoolOpt("upcard_joker_redraw", "A joker turned up at the deal goes back into the stock.", func(r *Rules) *bool { return &r.UpcardJokerRedraw }),
	options.BoolOpt("reentry", "An eliminated player may come back once, at the highest score still in.", func(r *Rules) *bool { return &r.Reentry }),
	options.BoolOpt("pairs_mode", "Four players in two partnerships (partners opposite).", func(r *Rules) *bool { return &r.PairsMode }),
	options.BoolOpt("dealer_takes_14", "The dealer gets 14 cards and starts the discard pile himself.", func(r *Rules) *bool { return &r.DealerTakes14 }),
}

// Validate checks combinations the option table alone cannot.
func (r *Rules) Validate() error {
	if r.Players < 2 || r.Players > 6 {
		return fmt.Errorf("players: %d is out of range (2 to 6)", r.Players)
	}
	if r.PairsMode && r.Players != 4 {
		return fmt.Errorf("pairs_mode needs 4 players, not %d", r.Players)
	}
	return nil
}

// Presets are named rule sets shipped with the game.

//go:embed presets/*.toml
var presetFS embed.FS

// Preset is a named house style.
type Preset = options.Preset[Rules]

// Presets returns the shipped presets, "classic" first.
func Presets() []Preset { return options.LoadPresets(presetFS, "presets", GameName, ParsePreset) }

// LookupPreset returns the shipped preset called name.
func LookupPreset(name string) (Preset, bool) { return options.LookupPreset(Presets(), name) }

// ParsePreset reads a preset file: top-level `name` and `description`,
// and the options in a [rules] table. file names the source in errors.
func ParsePreset(file string, src []byte) (Preset, error) {
	return options.ParsePreset(file, src, Default(), Options, (*Rules).Validate)
}

// Diff lists the options where r differs from the defaults, as
// "name = value" lines, for the score sheet and the save file.
func (r Rules) Diff() []string { return options.Diff(r, Default(), Options) }
