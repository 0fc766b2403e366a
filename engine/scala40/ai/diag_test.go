package ai

import (
	"os"
	"strconv"
	"testing"

	"tavolo/engine/scala40"
)

// TestDiagDuplicate (TAVOLO_DIAG=N) plays N deals twice, hard and medium
// swapping seats, and prints hard's mean points per hand less medium's.
func TestDiagDuplicate(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("TAVOLO_DIAG"))
	if n == 0 {
		t.Skip()
	}
	pl, _ := strconv.Atoi(os.Getenv("TAVOLO_PLAYOUTS"))
	if pl == 0 {
		pl = 64
	}
	r := scala40.Default()
	r.Players = 2
	sum, hands, over, searched := 0, 0, 0, 0
	for d := 0; d < n; d++ {
		for hardSeat := 0; hardSeat < 2; hardSeat++ {
			g, _ := scala40.NewMatch(r, 900+uint64(d))
			ps := make([]Player, 2)
			for s := range ps {
				lv := "medium"
				if s == hardSeat {
					lv = "hard"
				}
				ps[s], _ = New(lv, uint64(d*2+s), Options{Playouts: pl, Budget: MaxBudget})
			}
			for step := 0; step < 3000 && (g.Phase == scala40.PhaseDraw || g.Phase == scala40.PhasePlay); step++ {
				s := g.ToMove
				if err := g.Apply(ps[s].Next(g.View(s))); err != nil {
					t.Fatal(err)
				}
			}
			hs := ps[hardSeat].(*bot).search
			over += hs.overrules
			searched += hs.decisions
			if g.Result == nil || g.Result.Closer < 0 {
				continue
			}
			hands++
			sum += g.Result.Points[1-hardSeat] - g.Result.Points[hardSeat]
		}
	}
	t.Logf("hands %d, hard's mean gain %.2f points per hand; searched %d decisions, overruled %d", hands, float64(sum)/float64(hands), searched, over)
}
