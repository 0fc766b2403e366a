package canasta

import (
	"tavolo/engine/cards"
)

// IsWild reports whether c is a wild card: a Joker (jolly) or a Two
// (matta, pinella).
func IsWild(c cards.Card) bool { return c.IsJoker() || c.Rank() == 2 }

// IsRedThree reports whether c is a red three (a bonus card).
func IsRedThree(c cards.Card) bool { return !c.IsJoker() && c.Rank() == 3 && c.Suit().IsRed() }

// IsBlackThree reports whether c is a black three (a stop card).
func IsBlackThree(c cards.Card) bool { return !c.IsJoker() && c.Rank() == 3 && !c.Suit().IsRed() }

// IsNatural reports whether c is a natural card: 4 to King, or an Ace.
func IsNatural(c cards.Card) bool { return !c.IsJoker() && c.Rank() != 2 && c.Rank() != 3 }

// Value is a card's points in melds, openings and hand penalties
// (§1.2): Joker 50, Two and Ace 20, 8 to King 10, 4 to 7 5, a black
// three black_three_value, a red three 0 (it scores only as a bonus).
func (r *Rules) Value(c cards.Card) int {
	switch {
	case c.IsJoker():
		return 50
	case c.Rank() == 2 || c.Rank() == cards.Ace:
		return 20
	case c.Rank() >= 8:
		return 10
	case c.Rank() >= 4:
		return 5
	case IsBlackThree(c):
		return r.BlackThreeValue
	}
	return 0
}

// Points is the sum of the values of cs.
func (r *Rules) Points(cs []cards.Card) int {
	n := 0
	for _, c := range cs {
		n += r.Value(c)
	}
	return n
}

// UpcardCount is k(U), the number of cards put face down under the
// turned card (§1.4): Ace 14, King 13, Queen 12, Jack 11, 10 to 4 their
// value, a black three 3.
func UpcardCount(c cards.Card) int {
	if c.Rank() == cards.Ace {
		return 14
	}
	return int(c.Rank())
}

// Kind says what sort of meld a group of cards is.
type Kind uint8

// The meld kinds.
const (
	NotCanasta   Kind = iota // fewer than 7 cards
	CleanCanasta             // 7 or more, no wild card (pulita)
	DirtyCanasta             // 7 or more, with wild cards (sporca)
	WildCanasta              // 7 or more wild cards (allow_wild_melds)
)

func (k Kind) String() string {
	return [...]string{"meld", "clean canasta", "dirty canasta", "wild canasta"}[k]
}

// MeldInfo is what a valid meld is: its rank (0 for a meld of wild cards,
// 3 for black threes), its cards by class, its card points and whether it
// is a canasta.
type MeldInfo struct {
	Rank     cards.Rank
	Naturals int
	Wilds    int
	Jokers   int
	Points   int
	Kind     Kind
}

// CanastaSize is the number of cards that makes a meld a canasta.
const CanastaSize = 7

// Canasta reports whether the meld is a canasta of any kind.
func (m MeldInfo) Canasta() bool { return m.Kind != NotCanasta }

// MeldError says why a group of cards is not a meld.
type MeldError string

func (e MeldError) Error() string { return string(e) }

// Why a group of cards is not a meld.
const (
	errTooFew           MeldError = "a meld needs at least 3 cards"
	errRedThree         MeldError = "a red three is never melded"
	errMixedRanks       MeldError = "natural cards of different ranks"
	errBlackThrees      MeldError = "black threes are never melded"
	errBlackThreesAlone MeldError = "black threes go alone, three or four of them"
	errNeedsNaturals    MeldError = "a meld needs natural cards"
	errWildLimit        MeldError = "too many wild cards in one meld"
	errWildOutnumber    MeldError = "wild cards outnumber natural cards"
	errWildRatio        MeldError = "natural cards must outnumber wild cards"
	errWrongRank        MeldError = "those cards do not fit that meld"
	errWildIntoClean    MeldError = "no wild card goes into a clean canasta (wild_into_clean_canasta)"
)

// meldWhy is the reason a refusal names for a meld error, with the
// numbers of the rules in force.
func (r *Rules) meldWhy(err error) Why {
	switch err {
	case errTooFew:
		return Why{Reason: WhyTooFewCards, N: 3}
	case errRedThree:
		return Why{Reason: WhyThreesNeverMeld}
	case errMixedRanks:
		return Why{Reason: WhyMixedRanks}
	case errBlackThrees:
		return r.blackThreesWhy()
	case errBlackThreesAlone:
		return r.blackThreesWhy()
	case errNeedsNaturals:
		return Why{Reason: WhyNeedsNaturals}
	case errWildLimit:
		return Why{Reason: WhyWildLimit, N: r.MaxWildPerMeld}
	case errWildOutnumber:
		return Why{Reason: WhyWildRatioEqual, N: r.MaxWildPerMeld}
	case errWildRatio:
		return Why{Reason: WhyWildRatio, N: r.MaxWildPerMeld}
	case errWrongRank:
		return Why{Reason: WhyWrongRank}
	case errWildIntoClean:
		return Why{Reason: WhyWildIntoClean}
	}
	return Why{}
}

// blackThreesWhy is the rule black threes break: never melded, or under
// black_threes_meldable_on_going_out three or four alone, going out.
func (r *Rules) blackThreesWhy() Why {
	if r.BlackThreesMeldable {
		return Why{Reason: WhyBlackThreesOut}
	}
	return Why{Reason: WhyThreesNeverMeld}
}

// CheckMeld says whether cs is a valid meld under the rules, on its own
// (the black threes of black_threes_meldable_on_going_out are checked with
// the going-out turn by the game: here they are always refused), and what
// it is.
func (r *Rules) CheckMeld(cs []cards.Card) (MeldInfo, error) {
	return r.checkMeld(cs, false)
}

func (r *Rules) checkMeld(cs []cards.Card, blackThrees bool) (MeldInfo, error) {
	var m MeldInfo
	if len(cs) < 3 {
		return m, errTooFew
	}
	threes := 0
	for _, c := range cs {
		m.Points += r.Value(c)
		switch {
		case IsRedThree(c):
			return m, errRedThree
		case IsBlackThree(c):
			threes++
		case IsWild(c):
			m.Wilds++
			if c.IsJoker() {
				m.Jokers++
			}
		default:
			if m.Rank != 0 && c.Rank() != m.Rank {
				return m, errMixedRanks
			}
			m.Rank = c.Rank()
			m.Naturals++
		}
	}
	if threes > 0 {
		if !blackThrees || !r.BlackThreesMeldable {
			return m, errBlackThrees
		}
		if threes != len(cs) || threes > 4 {
			return m, errBlackThreesAlone
		}
		m.Rank = 3
		return m, nil
	}
	if m.Naturals == 0 {
		if !r.AllowWildMelds {
			return m, errNeedsNaturals
		}
	} else if err := r.wildLimits(m.Naturals, m.Wilds); err != nil {
		return m, err
	}
	m.Kind = r.kindOf(m, len(cs))
	return m, nil
}

// wildLimits checks the wild cards of a natural meld: at most
// max_wild_per_meld, and naturals outnumbering them (or at least equal,
// under wild_ratio = naturals_ge_wilds).
func (r *Rules) wildLimits(naturals, wilds int) error {
	if wilds > r.MaxWildPerMeld {
		return errWildLimit
	}
	if r.WildRatio == RatioAtLeast {
		if naturals < wilds {
			return errWildOutnumber
		}
	} else if naturals <= wilds {
		return errWildRatio
	}
	return nil
}

func (r *Rules) kindOf(m MeldInfo, n int) Kind {
	switch {
	case n < CanastaSize:
		return NotCanasta
	case m.Naturals == 0:
		return WildCanasta
	case m.Wilds == 0:
		return CleanCanasta
	}
	return DirtyCanasta
}

// CanastaBonus is the bonus of a meld of this kind (0 for no canasta):
// clean 500, dirty 300, wild canastas their option's value, plus
// aces_canasta_bonus for a canasta of Aces.
func (r *Rules) CanastaBonus(m MeldInfo) int {
	b := 0
	switch m.Kind {
	case CleanCanasta:
		b = 500
	case DirtyCanasta:
		b = 300
	case WildCanasta:
		if m.Jokers == 0 {
			return r.WildCanastaAllTwos
		}
		return r.WildCanastaMixed
	default:
		return 0
	}
	if m.Rank == cards.Ace {
		b += r.AcesCanastaBonus
	}
	return b
}

// OpeningMinimum is the opening minimum of a side whose total was score at
// the start of the hand (§1.6, opening_table).
func (r *Rules) OpeningMinimum(score int) int {
	if r.OpeningTable == TableSambaItalian {
		switch {
		case score < 0:
			return 15
		case score < 1500:
			return 50
		case score < 3000:
			return 90
		case score < 5000:
			return 120
		case score < 7500:
			return 160
		case score < 10000:
			return 180
		}
		return 200
	}
	switch {
	case score < 0:
		return r.NegativeScoreMinimum
	case score < 3000:
		return 50
	case score < 5000:
		return 90
	case score < 7000:
		return 120
	case score < 10000:
		return 160
	case score < 12000:
		return 180
	}
	return 200
}

// RedThreeBase is the unsigned value of n red threes (§1.10): 100 each up
// to three, then 800, 1000, 1200.
func RedThreeBase(n int) int {
	switch {
	case n <= 3:
		return 100 * max(n, 0)
	case n == 4:
		return 800
	case n == 5:
		return 1000
	}
	return 1200 + 200*(n-6)
}
