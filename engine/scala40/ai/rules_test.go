package ai

import (
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/options"
	"tavolo/engine/scala40"
)

// mixedRules sets every house-rule option to a random allowed value.
func mixedRules(rng *cards.Rand, players int) scala40.Rules {
	r := scala40.Default()
	for _, o := range scala40.Options {
		switch o.Kind {
		case options.Bool:
			o.Set(&r, []string{"false", "true"}[rng.IntN(2)])
		case options.Enum:
			o.Set(&r, o.Values[rng.IntN(len(o.Values))])
		}
	}
	r.Players = players
	r.PairsMode = r.PairsMode && players == 4
	r.OpeningMinimum = []int{30, 40, 51}[rng.IntN(3)]
	r.FullHandPenalty = []int{0, 100}[rng.IntN(2)]
	return r
}

func TestLevelsLegalUnderMixedHouseRules(t *testing.T) {
	combos := 60
	if testing.Short() {
		combos = 15
	}
	if raceDetector {
		combos = 6 // each table of players twice
	}
	rng := cards.NewRand(77)
	tables := [][]string{{"easy", "medium"}, {"medium", "random", "easy"}, {"random", "easy", "medium", "easy"}}
	for i := 0; i < combos; i++ {
		lv := tables[i%len(tables)]
		r := mixedRules(rng, len(lv))
		playHands(t, r, lv, uint64(i)+900, 2)
	}
}
