package canasta

import (
	"fyne.io/fyne/v2/lang"

	"tavolo/app/table"
	cn "tavolo/engine/canasta"
	"tavolo/engine/match"
)

// errorEnglish is the English text of Canasta's own refusals, the
// fallback when a translation ("canasta.error.<code>") is missing. Codes
// Scala 40 shares (invalid-meld, opening-too-low …) have their own
// Canasta wording, so they are looked up under Canasta's keys. A message
// that states a rule takes its numbers from the rules in force ({{.N}}
// frozen_needs, {{.W}} max_wild_per_meld).
var errorEnglish = map[match.Code]string{
	cn.ErrInvalidMeld:    "These cards are not a meld: three or more of a rank, with fewer wild cards than naturals (wild cards: at most {{.W}}).",
	cn.ErrOpeningTooLow:  "The opening does not reach your side's minimum.",
	cn.ErrNotOpened:      "Your side has not opened yet.",
	cn.ErrPileFrozen:     "Frozen pozzo: you need {{.N}} natural cards of its top card's rank in your hand.",
	cn.ErrPileBlocked:    "A black three blocks the pozzo: draw from the mazzo.",
	cn.ErrTakeNotAllowed: "You may not take the pozzo with these cards.",
	cn.ErrCannotGoOut:    "Your side may not go out yet: it lacks the canastas going out needs.",
	cn.ErrMustKeepACard:  "Keep a card to discard.",
	cn.ErrInvalidAdd:     "These cards do not fit this meld.",
	cn.ErrNotYourMeld:    "That meld belongs to the other side.",
	cn.ErrIllegalDiscard: "That card may not be discarded now.",
}

// aloneEnglish words the refusals that speak of "your side" for a player
// who plays alone (two or three players), under
// "canasta.error.<code>.alone".
var aloneEnglish = map[match.Code]string{
	cn.ErrOpeningTooLow: "The opening does not reach your minimum.",
	cn.ErrNotOpened:     "You have not opened yet.",
	cn.ErrCannotGoOut:   "You may not go out yet: you lack the canastas going out needs.",
	cn.ErrNotYourMeld:   "That meld belongs to another player.",
}

// equalEnglish words the refusals that state the wild-card ratio for
// wild_ratio = naturals_ge_wilds (no more wild cards than naturals),
// under "canasta.error.<code>.ratio-equal".
var equalEnglish = map[match.Code]string{
	cn.ErrInvalidMeld: "These cards are not a meld: three or more of a rank, with no more wild cards than naturals (wild cards: at most {{.W}}).",
}

// whyEnglish is the English text of the rules a refusal names
// (cn.WhyOf), the fallback of "canasta.why.<reason>"; N and M are the
// numbers of the rules in force the engine put in the refusal.
var whyEnglish = map[string]string{
	cn.WhyAskFirst:        "Ask your partner first: under these rules going out needs a yes.",
	cn.WhyBlackThreeLast:  "A black three may not be your last card: it cannot be discarded to go out.",
	cn.WhyBlackThreesOut:  "Black threes are melded only when going out: three or four of them, with no wild card.",
	cn.WhyDiscardToGoOut:  "Under these rules you go out with a discard: keep a card to discard.",
	cn.WhyFrozenNaturals:  "The pozzo is frozen: take it only with {{.N}} natural cards of its top card's rank.",
	cn.WhyGoOutAfterYes:   "Your partner said yes: you must go out this turn, so meld your cards first.",
	cn.WhyKeepACard:       "Keep a card to discard.",
	cn.WhyMixedRanks:      "A meld holds natural cards of one rank only.",
	cn.WhyNeedsCanastas:   "You may not go out yet: going out needs a clean and a dirty canasta.",
	cn.WhyNeedsNaturals:   "A meld needs natural cards: wild cards alone do not make one.",
	cn.WhyNeedsOne:        "You may not go out yet: going out needs a canasta.",
	cn.WhyNeedsTwo:        "You may not go out yet: going out needs two canastas.",
	cn.WhyOpeningLow:      "The opening is worth {{.N}} points; the minimum is {{.M}}.",
	cn.WhyOpeningNaturals: "Under these rules the opening melds hold no wild card.",
	cn.WhyPartnerSaidNo:   "Your partner said no: you may not go out this turn.",
	cn.WhyTakeEmpty:       "The pozzo is empty.",
	cn.WhyTakeNaturals:    "To take the pozzo, select {{.N}} natural cards of its top card's rank (wild cards do not count).",
	cn.WhyTakeOtherRank:   "Only natural cards of the top card's rank go with it.",
	cn.WhyTakePairOrWild:  "To take the pozzo, select a natural pair of its top card's rank, or a natural card and a wild card.",
	cn.WhyTakeRedThree:    "A red three on top: the pozzo cannot be taken.",
	cn.WhyTakeWildKind:    "A wild card on top: take the pozzo only with {{.N}} wild cards of the same kind.",
	cn.WhyTakeWildTop:     "A wild card on top: nobody may take the pozzo until a natural card covers it.",
	cn.WhyThreesNeverMeld: "Threes are never melded: red threes are laid down apart, black threes stop the pozzo.",
	cn.WhyTooFewCards:     "A meld needs at least {{.N}} cards.",
	cn.WhyUnfinishedMeld:  "Cards of this rank go first to the unfinished meld of that rank.",
	cn.WhyWildIntoClean:   "Under these rules no wild card goes into a clean canasta.",
	cn.WhyWildLimit:       "A meld holds at most {{.N}} wild cards.",
	cn.WhyWildRatio:       "Natural cards must outnumber the wild cards in a meld (at most {{.N}} wild cards).",
	cn.WhyWildRatioEqual:  "A meld may not hold more wild cards than natural cards (at most {{.N}} wild cards).",
	cn.WhyWrongRank:       "These cards are not of this meld's rank.",
}

// ErrorText says in the player's language why the engine refused an
// action under rules r: the rule the refusal names with the numbers in
// force, else its code, with the numbers from r, and "your side" is "you"
// where each plays alone.
func ErrorText(err error, r cn.Rules) string {
	if w := cn.WhyOf(err); w.Reason != "" {
		if s, ok := whyEnglish[w.Reason]; ok {
			return lang.X("canasta.why."+w.Reason, s, map[string]any{"N": w.N, "M": w.M})
		}
	}
	code := match.CodeOf(err)
	data := map[string]any{"N": r.FrozenNeeds, "W": r.MaxWildPerMeld}
	if s, ok := aloneEnglish[code]; ok && !r.Partnerships() {
		return lang.X("canasta.error."+string(code)+".alone", s, data)
	}
	if s, ok := equalEnglish[code]; ok && r.WildRatio == cn.RatioAtLeast {
		return lang.X("canasta.error."+string(code)+".ratio-equal", s, data)
	}
	if s, ok := errorEnglish[code]; ok {
		return lang.X("canasta.error."+string(code), s, data)
	}
	return table.ErrorText(err, nil)
}
