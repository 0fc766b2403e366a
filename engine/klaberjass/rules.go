package klaberjass

import (
	"embed"
	"fmt"

	"tavolo/engine/options"
)

// Rules are the options of a Klaberjass match, named as in section 2 of
// the rules document. The zero value is not valid: start from Default().
type Rules struct {
	TargetScore              int    // the match ends when a player reaches it: 500
	SchmeissEnabled          bool   // the schmeiss offer may be made
	SchmeissRefusal          string // who is maker when the answer is "play"
	AnnulledDealDealer       string // who deals after an annulled deal
	SecondDealPattern        string // how the three extra cards are dealt
	TurnBottomCard           bool   // the bottom card of the stock is shown
	DixExchange              bool   // the seven of trumps may be swapped for the turn-up
	MustOvertrumpOnTrumpLead bool   // on a trump lead a higher trump must be played when held
	MustTrumpWhenVoid        bool   // void in the led suit: a trump must be played when held
	SequenceCompare          string // how the best sequences are compared
	SequenceFinalTie         string // who scores when the best sequences are equal
	DeclarationsOptional     bool   // false: the engine declares for both players
	SequencesNeedATrick      bool   // a player without a trick scores no sequences
	BellaNeedsAnnouncement   bool   // false: bella scores without being announced
	LastTrickBonus           int    // for winning the ninth trick: 10
	AllTricksBonus           int    // for winning every trick: 0
	FourOfAKindMelds         bool   // four Jacks, Nines, Aces, Tens, Kings or Queens may be declared
	TieContinue              bool   // equal totals past the target: play on (false: a draw)
}

// Values of Rules.SchmeissRefusal.
const (
	SchmeisserIsMaker = "schmeisser_is_maker"
	OtherIsMaker      = "other_is_maker"
)

// Values of Rules.AnnulledDealDealer.
const (
	AnnulledNext = "next"
	AnnulledSame = "same"
)

// Values of Rules.SecondDealPattern.
const (
	OneAtATime   = "one_at_a_time"
	BatchOfThree = "batch_of_three"
)

// Values of Rules.SequenceCompare.
const (
	ValueThenTop  = "value_then_top_then_trump"
	LengthThenTop = "length_then_top_then_trump"
)

// Values of Rules.SequenceFinalTie.
const (
	TieNobody    = "nobody"
	TieElderWins = "elder_wins"
)

// Default returns the rules of section 1.
func Default() Rules {
	return Rules{
		TargetScore:              500,
		SchmeissEnabled:          true,
		SchmeissRefusal:          SchmeisserIsMaker,
		AnnulledDealDealer:       AnnulledNext,
		SecondDealPattern:        OneAtATime,
		TurnBottomCard:           true,
		DixExchange:              true,
		MustOvertrumpOnTrumpLead: true,
		MustTrumpWhenVoid:        true,
		SequenceCompare:          ValueThenTop,
		SequenceFinalTie:         TieNobody,
		DeclarationsOptional:     true,
		BellaNeedsAnnouncement:   true,
		LastTrickBonus:           10,
		TieContinue:              true,
	}
}

type opt = options.Option[Rules]

// Options lists every house rule, in the order of the rules document.
var Options = []opt{
	options.IntOpt("target_score", 1, 100000, "The match ends when a player's total reaches this score.", func(r *Rules) *int { return &r.TargetScore }),
	options.BoolOpt("schmeiss_enabled", "A player may offer the schmeiss: play as maker or annul the deal.", func(r *Rules) *bool { return &r.SchmeissEnabled }),
	options.EnumOpt("schmeiss_refusal", []string{SchmeisserIsMaker, OtherIsMaker}, "Who becomes maker when a schmeiss is answered with play.", func(r *Rules) *string { return &r.SchmeissRefusal }),
	options.EnumOpt("annulled_deal_dealer", []string{AnnulledNext, AnnulledSame}, "Who deals after an annulled deal.", func(r *Rules) *string { return &r.AnnulledDealDealer }),
	options.EnumOpt("second_deal_pattern", []string{OneAtATime, BatchOfThree}, "How the three extra cards are dealt after the bidding.", func(r *Rules) *string { return &r.SecondDealPattern }),
	options.BoolOpt("turn_bottom_card", "The bottom card of the stock is turned face up after the second deal.", func(r *Rules) *bool { return &r.TurnBottomCard }),
	options.BoolOpt("dix_exchange", "The seven of trumps may be exchanged for the turn-up.", func(r *Rules) *bool { return &r.DixExchange }),
	options.BoolOpt("must_overtrump_on_trump_lead", "On a trump lead, a higher trump must be played when held.", func(r *Rules) *bool { return &r.MustOvertrumpOnTrumpLead }),
	options.BoolOpt("must_trump_when_void", "A player void in the led suit must play a trump when he has one.", func(r *Rules) *bool { return &r.MustTrumpWhenVoid }),
	options.EnumOpt("sequence_compare", []string{ValueThenTop, LengthThenTop}, "How the best sequences of the two players are compared.", func(r *Rules) *string { return &r.SequenceCompare }),
	options.EnumOpt("sequence_final_tie", []string{TieNobody, TieElderWins}, "Who scores sequences when the best ones are exactly equal.", func(r *Rules) *string { return &r.SequenceFinalTie }),
	options.BoolOpt("declarations_optional", "Players choose whether to declare (false: the engine declares for them).", func(r *Rules) *bool { return &r.DeclarationsOptional }),
	options.BoolOpt("sequences_need_a_trick", "A player who wins no trick scores no sequences.", func(r *Rules) *bool { return &r.SequencesNeedATrick }),
	options.BoolOpt("bella_needs_announcement", "Bella scores only when announced with the second of King and Queen of trumps.", func(r *Rules) *bool { return &r.BellaNeedsAnnouncement }),
	options.IntOpt("last_trick_bonus", 0, 1000, "Points for winning the last trick.", func(r *Rules) *int { return &r.LastTrickBonus }),
	options.IntOpt("all_tricks_bonus", 0, 1000, "Points for winning every trick of a hand.", func(r *Rules) *int { return &r.AllTricksBonus }),
	options.BoolOpt("four_of_a_kind_melds", "Four Jacks, Nines, Aces, Tens, Kings or Queens may be declared.", func(r *Rules) *bool { return &r.FourOfAKindMelds }),
	options.BoolOpt("tie_continue", "Equal totals past the target: play another hand (false: the match is drawn).", func(r *Rules) *bool { return &r.TieContinue }),
}

// Validate checks the rules; the option table bounds every value, so only
// a Rules built by hand can fail.
func (r *Rules) Validate() error {
	for _, o := range Options {
		v := o.Get(r)
		raw := any(v)
		switch o.Kind {
		case options.Bool:
			raw = v == "true"
		case options.Int:
			var n int64
			fmt.Sscan(v, &n)
			raw = n
		}
		if _, err := o.Value(raw); err != nil {
			return fmt.Errorf("%s: %v", o.Name, err)
		}
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
