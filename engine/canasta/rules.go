package canasta

import (
	"embed"
	"fmt"

	"tavolo/engine/options"
)

// Rules are the options of a Canasta match, named as in section 2 of the
// rules document (shared/rules/canasta.md). Start from Default().
type Rules struct {
	Players                string // PlayersFour, PlayersTwo, PlayersThree, PlayersSix
	TargetScore            int    // a side reaching this ends the match: 15000
	OpeningTable           string // TableSeed or TableSambaItalian
	NegativeScoreMinimum   int    // opening minimum of a negative score (seed table): 50
	OpeningBeforeDraw      bool   // the opening is made from the hand, before drawing
	OpeningMayUsePileTop   bool   // the pile's top card and its pair count towards the opening
	OpeningNaturalsOnly    bool   // no wild card in the opening melds
	StockDrawCount         int    // cards drawn from the stock: 2
	PilePlusStockCard      bool   // taking the pile also gives one stock card
	PilePairRule           string // PairNatural or PairClassic
	FrozenNeeds            int    // naturals needed to take a frozen pile: 3
	MaxWildPerMeld         int    // 2
	WildRatio              string // RatioGreater or RatioAtLeast
	AllowWildMelds         bool   // melds of wild cards only
	WildCanastaAllTwos     int    // bonus of a wild canasta of Twos only (allow_wild_melds)
	WildCanastaMixed       int    // bonus of a wild canasta with a joker (allow_wild_melds)
	AcesCanastaBonus       int    // extra bonus for a canasta of Aces
	ExtraBonuses           bool   // five clean 2000, four clean + one dirty 1000, ten canastas 2000
	BlackThreeValue        int    // 0 or 5
	BlackThreeFinalDiscard bool   // a black three may be the going-out discard
	BlackThreesMeldable    bool   // black_threes_meldable_on_going_out
	WildIntoCleanCanasta   bool   // a wild card may be added to a clean canasta
	SameRankMelds          string // SameRankAfterCanasta, SameRankNever, SameRankAlways
	GoingOutRequirement    string // GoOutCleanAndDirty, GoOutTwoCanastas, GoOutOneCanasta
	MustDiscardToGoOut     bool   // going out needs a final discard
	AskPartner             string // AskOptional, AskNever, AskMandatory
	RedThreeLosingRule     string // RedThreeSeed or RedThreeClassic
	GoingOutBonus          int    // 300
	ConcealedGoingOutBonus int    // added when the side had no meld at the start of the going-out turn
	PileSetup              string // SetupUpcardCount or SetupSingleUpcard
}

// Values of the enum options.
const (
	PlayersFour  = "4_partnership"
	PlayersTwo   = "2_individual"
	PlayersThree = "3_individual"
	PlayersSix   = "6_partnership"

	TableSeed         = "seed"
	TableSambaItalian = "samba_italian"

	PairNatural = "natural_pair"
	PairClassic = "classic"

	RatioGreater = "naturals_gt_wilds"
	RatioAtLeast = "naturals_ge_wilds"

	SameRankAfterCanasta = "after_canasta"
	SameRankNever        = "never"
	SameRankAlways       = "always"

	GoOutCleanAndDirty = "clean_and_dirty"
	GoOutTwoCanastas   = "two_canastas"
	GoOutOneCanasta    = "one_canasta"

	AskOptional  = "optional"
	AskNever     = "never"
	AskMandatory = "mandatory"

	RedThreeSeed    = "seed"
	RedThreeClassic = "classic"

	SetupUpcardCount  = "upcard_count"
	SetupSingleUpcard = "single_upcard"
)

// Default returns the rules of section 1.
func Default() Rules {
	return Rules{
		Players:              PlayersFour,
		TargetScore:          15000,
		OpeningTable:         TableSeed,
		NegativeScoreMinimum: 50,
		OpeningBeforeDraw:    true,
		StockDrawCount:       2,
		PilePairRule:         PairNatural,
		FrozenNeeds:          3,
		MaxWildPerMeld:       2,
		WildRatio:            RatioGreater,
		WildCanastaAllTwos:   3000,
		WildCanastaMixed:     2000,
		WildIntoCleanCanasta: true,
		SameRankMelds:        SameRankAfterCanasta,
		GoingOutRequirement:  GoOutCleanAndDirty,
		AskPartner:           AskOptional,
		RedThreeLosingRule:   RedThreeSeed,
		GoingOutBonus:        300,
		PileSetup:            SetupUpcardCount,
	}
}

// NumPlayers returns the number of seats the players option gives.
func (r *Rules) NumPlayers() int {
	switch r.Players {
	case PlayersTwo:
		return 2
	case PlayersThree:
		return 3
	case PlayersSix:
		return 6
	}
	return 4
}

// PlayersOption returns the players value for n seats ("" if none).
func PlayersOption(n int) string {
	switch n {
	case 2:
		return PlayersTwo
	case 3:
		return PlayersThree
	case 4:
		return PlayersFour
	case 6:
		return PlayersSix
	}
	return ""
}

// Partnerships reports whether the seats play in two teams.
func (r *Rules) Partnerships() bool { return r.Players == PlayersFour || r.Players == PlayersSix }

// HandSize is the number of cards dealt to each player, whatever the
// number of players (rules document §2, players).
const HandSize = 15

// Options lists every house rule, in the order of the rules document.
var Options = []options.Option[Rules]{
	options.EnumOpt("players", []string{PlayersFour, PlayersTwo, PlayersThree, PlayersSix}, "Players: four or six in two teams, two or three alone.", func(r *Rules) *string { return &r.Players }),
	options.IntOpt("target_score", 1000, 100000, "A side reaching this total ends the match.", func(r *Rules) *int { return &r.TargetScore }),
	options.EnumOpt("opening_table", []string{TableSeed, TableSambaItalian}, "The table of opening minimums by score.", func(r *Rules) *string { return &r.OpeningTable }),
	options.IntOpt("negative_score_minimum", 0, 500, "Opening minimum of a side with a negative score.", func(r *Rules) *int { return &r.NegativeScoreMinimum }),
	options.BoolOpt("opening_before_draw", "The opening is made from the hand before drawing.", func(r *Rules) *bool { return &r.OpeningBeforeDraw }),
	options.BoolOpt("opening_may_use_pile_top", "The pile's top card and its pair count towards the opening.", func(r *Rules) *bool { return &r.OpeningMayUsePileTop }),
	options.BoolOpt("opening_naturals_only", "The opening melds hold no wild card.", func(r *Rules) *bool { return &r.OpeningNaturalsOnly }),
	options.IntOpt("stock_draw_count", 1, 2, "Cards drawn from the stock.", func(r *Rules) *int { return &r.StockDrawCount }),
	options.BoolOpt("pile_plus_stock_card", "Taking the pile also gives one stock card.", func(r *Rules) *bool { return &r.PilePlusStockCard }),
	options.EnumOpt("pile_pair_rule", []string{PairNatural, PairClassic}, "What taking an unfrozen pile needs.", func(r *Rules) *string { return &r.PilePairRule }),
	options.IntOpt("frozen_needs", 2, 3, "Natural cards needed to take a frozen pile.", func(r *Rules) *int { return &r.FrozenNeeds }),
	options.IntOpt("max_wild_per_meld", 1, 3, "Most wild cards in one meld.", func(r *Rules) *int { return &r.MaxWildPerMeld }),
	options.EnumOpt("wild_ratio", []string{RatioGreater, RatioAtLeast}, "How natural cards must compare with wild cards in a meld.", func(r *Rules) *string { return &r.WildRatio }),
	options.BoolOpt("allow_wild_melds", "Melds of wild cards only are allowed.", func(r *Rules) *bool { return &r.AllowWildMelds }),
	options.IntOpt("wild_canasta_all_twos", 0, 10000, "Bonus of a wild canasta of Twos only.", func(r *Rules) *int { return &r.WildCanastaAllTwos }),
	options.IntOpt("wild_canasta_mixed", 0, 10000, "Bonus of a wild canasta with jokers.", func(r *Rules) *int { return &r.WildCanastaMixed }),
	options.IntOpt("aces_canasta_bonus", 0, 10000, "Extra bonus of a canasta of Aces.", func(r *Rules) *int { return &r.AcesCanastaBonus }),
	options.BoolOpt("extra_bonuses", "Bonuses for five clean canastas, four clean and a dirty one, ten canastas.", func(r *Rules) *bool { return &r.ExtraBonuses }),
	options.IntOpt("black_three_value", 0, 5, "Points of a black three.", func(r *Rules) *int { return &r.BlackThreeValue }),
	options.BoolOpt("black_three_final_discard", "A black three may be the last card discarded to go out.", func(r *Rules) *bool { return &r.BlackThreeFinalDiscard }),
	options.BoolOpt("black_threes_meldable_on_going_out", "Three or four black threes may be melded in the going-out turn.", func(r *Rules) *bool { return &r.BlackThreesMeldable }),
	options.BoolOpt("wild_into_clean_canasta", "A wild card may be added to a clean canasta (it becomes dirty).", func(r *Rules) *bool { return &r.WildIntoCleanCanasta }),
	options.EnumOpt("same_rank_melds", []string{SameRankAfterCanasta, SameRankNever, SameRankAlways}, "When a side may start a second meld of one rank.", func(r *Rules) *string { return &r.SameRankMelds }),
	options.EnumOpt("going_out_requirement", []string{GoOutCleanAndDirty, GoOutTwoCanastas, GoOutOneCanasta}, "The canastas a side needs to go out.", func(r *Rules) *string { return &r.GoingOutRequirement }),
	options.BoolOpt("must_discard_to_go_out", "Going out needs a final discard.", func(r *Rules) *bool { return &r.MustDiscardToGoOut }),
	options.EnumOpt("ask_partner", []string{AskOptional, AskNever, AskMandatory}, "Asking the partner \"may I go out?\".", func(r *Rules) *string { return &r.AskPartner }),
	options.EnumOpt("red_three_losing_rule", []string{RedThreeSeed, RedThreeClassic}, "The sign of the red threes of a side that did not go out.", func(r *Rules) *string { return &r.RedThreeLosingRule }),
	options.IntOpt("going_out_bonus", 0, 1000, "Bonus for going out.", func(r *Rules) *int { return &r.GoingOutBonus }),
	options.IntOpt("concealed_going_out_bonus", 0, 1000, "Extra bonus for going out with no meld on the table at the start of the turn.", func(r *Rules) *int { return &r.ConcealedGoingOutBonus }),
	options.EnumOpt("pile_setup", []string{SetupUpcardCount, SetupSingleUpcard}, "How the pile is formed at the deal.", func(r *Rules) *string { return &r.PileSetup }),
}

// Validate checks combinations the option table alone cannot.
func (r *Rules) Validate() error {
	if PlayersOption(r.NumPlayers()) != r.Players {
		return fmt.Errorf("players: %q is not one of %s, %s, %s, %s", r.Players, PlayersFour, PlayersTwo, PlayersThree, PlayersSix)
	}
	if r.StockDrawCount < 1 || r.MaxWildPerMeld < 1 || r.FrozenNeeds < 2 {
		return fmt.Errorf("stock_draw_count, max_wild_per_meld and frozen_needs must be positive")
	}
	if r.AskPartner != AskNever && !r.Partnerships() && r.AskPartner == AskMandatory {
		return fmt.Errorf("ask_partner = mandatory needs partners (players = %s or %s)", PlayersFour, PlayersSix)
	}
	return nil
}

// Diff lists the options where r differs from the defaults, as
// "name = value" lines.
func (r Rules) Diff() []string { return options.Diff(r, Default(), Options) }

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
