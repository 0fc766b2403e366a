package ai

import (
	"fmt"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

// TestDiagDuplicate (TAVOLO_DIAG=N) plays N deals twice under the default
// rules, two levels swapping seats (TAVOLO_DIAG_LEVELS, "hard,medium" by
// default), and prints the first level's mean points per hand less the
// second's, with its standard error, and how often each one closed.
// TAVOLO_PLAYOUTS sets hard's playouts per candidate (64); TAVOLO_TUNE
// ("i=v,i=v") changes medium's weights for the run; TAVOLO_DIAG_FROM
// picks another set of deals (900 by default).
func TestDiagDuplicate(t *testing.T) {
	n := int(envUint("TAVOLO_DIAG", 0))
	if n == 0 {
		t.Skip("set TAVOLO_DIAG=N to play N duplicate deals")
	}
	saved := tune
	defer func() { tune = saved }()
	for _, kv := range strings.Split(os.Getenv("TAVOLO_TUNE"), ",") {
		var i, v int
		if _, err := fmt.Sscanf(kv, "%d=%d", &i, &v); err == nil && i >= 0 && i < len(tune) {
			tune[i] = v
		}
	}
	levels := [2]string{"hard", "medium"}
	if l := strings.Split(os.Getenv("TAVOLO_DIAG_LEVELS"), ","); len(l) == 2 {
		levels = [2]string{l[0], l[1]}
	}
	pl := int(envUint("TAVOLO_PLAYOUTS", 64))
	from := envUint("TAVOLO_DIAG_FROM", 900)
	trace := os.Getenv("TAVOLO_DIAG_TRACE") != "" // log every move of the first deal
	r := scala40.Default()
	r.Players = 2
	var sum, sumSq float64
	hands, closedA, closedB, over, searched := 0, 0, 0, 0, 0
	var unopened, lost, pts [2]int // by level: losses unopened, losses, points
	for d := 0; d < n; d++ {
		for seatA := 0; seatA < 2; seatA++ {
			g, _ := scala40.NewMatch(r, from+uint64(d))
			ps := make([]Player, 2)
			for s := range ps {
				lv := levels[1]
				if s == seatA {
					lv = levels[0]
				}
				ps[s], _ = New(lv, uint64(d*2+s), Options{Playouts: pl, Budget: MaxBudget})
			}
			for step := 0; step < 3000 && (g.Phase() == scala40.PhaseDraw || g.Phase() == scala40.PhasePlay); step++ {
				s := g.ToMove()
				a := ps[s].Choose(g.View(s))
				if trace && d == 0 {
					t.Logf("%-6s %v | pozzo %v | %v", ps[s].Name(), sortedHand(g.Hand(s)), lastCard(g.Pile()), a)
				}
				if _, err := g.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
			if hs := ps[seatA].(*bot).search; hs != nil {
				over += hs.overrules
				searched += hs.decisions
			}
			if g.Result() == nil || g.Result().Closer < 0 {
				continue
			}
			hands++
			if g.Result().Closer == seatA {
				closedA++
			} else {
				closedB++
			}
			for lv, seat := range [2]int{seatA, 1 - seatA} {
				if g.Result().Closer != seat {
					lost[lv]++
					pts[lv] += g.Result().Points[seat]
					if !g.Opened(seat) {
						unopened[lv]++
					}
				}
			}
			x := float64(g.Result().Points[1-seatA] - g.Result().Points[seatA])
			sum += x
			sumSq += x * x
		}
	}
	mean := sum / float64(hands)
	se := math.Sqrt((sumSq/float64(hands) - mean*mean) / float64(hands))
	t.Logf("%s against %s: %d hands, mean gain %.2f ± %.2f points per hand, closed %d / %d; searched %d decisions, overruled %d",
		levels[0], levels[1], hands, mean, se, closedA, closedB, searched, over)
	for lv := range levels {
		t.Logf("%s lost %d hands, %d of them unopened, %.1f points per hand lost", levels[lv], lost[lv], unopened[lv], float64(pts[lv])/float64(max(lost[lv], 1)))
	}
}

func sortedHand(cs []cards.Card) []cards.Card {
	out := slices.Clone(cs)
	slices.SortFunc(out, func(a, b cards.Card) int { return int(a.Face()) - int(b.Face()) })
	return out
}

func lastCard(cs []cards.Card) any {
	if len(cs) == 0 {
		return "-"
	}
	return cs[len(cs)-1]
}

// envUint reads a diagnostic's setting from the environment: def when
// the variable is unset or not a number.
func envUint(name string, def uint64) uint64 {
	if v, err := strconv.ParseUint(os.Getenv(name), 10, 64); err == nil {
		return v
	}
	return def
}
