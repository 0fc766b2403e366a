package ai

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
	"time"

	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

// TestDiagOracle (TAVOLO_ORACLE=N) plays N hands of hard against medium
// and checks hard's searched decisions against the real deal: every
// candidate is played out again from the true position, the other seat's
// real hand included, with only the tallone shuffled anew
// (TAVOLO_ORACLE_WORLDS times, 100 by default). It prints, for the
// decisions where the search overruled medium and for the others, the
// gain the search saw in its worlds and the gain in the real deal; with
// TAVOLO_ORACLE_LOG=file it writes one line per decision and candidate
// (kind, gain seen, its standard error, real gain, chosen) for study.
// TAVOLO_PLAYOUTS sets hard's worlds per candidate (128); the search has
// no time limit here, so that a slow host plays them all. With
// TAVOLO_ORACLE_ALT=M each searched decision is also searched with M
// worlds per candidate, and it prints how much more the choice gains in
// the real deal than that search's choice (the same decisions, so the
// sharpest comparison of two sizes of search).
func TestDiagOracle(t *testing.T) {
	n := int(envUint("TAVOLO_ORACLE", 0))
	if n == 0 {
		t.Skip("set TAVOLO_ORACLE=N to check N hands' decisions against the real deal")
	}
	worlds := max(1, int(envUint("TAVOLO_ORACLE_WORLDS", 100)))
	from := envUint("TAVOLO_DIAG_FROM", 5000)
	playouts := int(envUint("TAVOLO_PLAYOUTS", 128))
	var log strings.Builder
	r := scala40.Default()
	r.Players = 2
	type tally struct {
		n                  int
		seen, real, realSq float64
	}
	// meanSE is a tally's mean real gain and its standard error.
	meanSE := func(tl *tally) (m, se float64) {
		m = tl.real / float64(tl.n)
		return m, math.Sqrt((tl.realSq/float64(tl.n) - m*m) / float64(tl.n))
	}
	var over, kept, altTally tally
	altPlayouts := int(envUint("TAVOLO_ORACLE_ALT", 0))
	var rng cards.Rand
	rng.Seed(77 + from)
	for d := 0; d < n; d++ {
		g, _ := scala40.NewMatch(r, from+uint64(d))
		hardSeat := d % 2
		ps := make([]Player, 2)
		for s := range ps {
			lv := "medium"
			if s == hardSeat {
				lv = "hard"
			}
			ps[s], _ = New(lv, uint64(d*2+s), Options{Playouts: playouts})
		}
		hs := ps[hardSeat].(*bot).search
		hs.budget = time.Hour // every world played, however slow the host
		var alt *search
		if altPlayouts > 0 {
			alt = newSearch(Options{Playouts: altPlayouts}, uint64(d)+0xa17)
			alt.budget = time.Hour
		}
		for step := 0; step < 3000 && (g.Phase() == scala40.PhaseDraw || g.Phase() == scala40.PhasePlay); step++ {
			s := g.ToMove()
			before := hs.decisions
			a := ps[s].Choose(g.View(s))
			if s == hardSeat && hs.decisions > before {
				cands, gains, ses, best := hs.last.cands, hs.last.gains, hs.last.ses, hs.last.best
				altBest := -1
				if alt != nil {
					v := g.View(s)
					altBefore := alt.decisions
					alt.decide(ps[s].(*bot), &v)
					if alt.decisions > altBefore && len(alt.last.cands) == len(cands) {
						altBest = alt.last.best
					}
				}
				real := make([]float64, len(cands))
				for w := 0; w < worlds; w++ {
					seed := rng.Derive()
					truth := g.Hidden()
					var sr cards.Rand
					sr.Seed(seed)
					sr.Shuffle(truth.Stock)
					v := g.View(s)
					world, err := scala40.FromView(&v, truth)
					if err != nil {
						t.Fatal(err)
					}
					res := playCandidates(world, s, cands, nil, func() uint64 { return seed ^ 0xabc })
					for j := range cands {
						real[j] += float64(res[j]-res[0]) / float64(worlds)
					}
				}
				// the candidate compared with medium's choice: the one
				// chosen, or the best-looking one when medium stood
				k := best
				if k == 0 {
					for i := 1; i < len(gains); i++ {
						if k == 0 || gains[i] > gains[k] {
							k = i
						}
					}
				}
				tl := &kept
				if best != 0 {
					tl = &over
				}
				tl.n++
				tl.seen += gains[k]
				tl.real += real[k]
				tl.realSq += real[k] * real[k]
				for j := 1; j < len(cands); j++ {
					fmt.Fprintf(&log, "%d %d %s %s %.3f %.3f %.3f %v\n", d, hs.decisions, cands[0].Kind, cands[j].Kind, gains[j], ses[j], real[j], j == best)
				}
				if altBest >= 0 {
					altTally.n++
					d := real[best] - real[altBest]
					altTally.real += d
					altTally.realSq += d * d
				}
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, x := range []struct {
		name string
		tl   *tally
	}{{"overruled", &over}, {"medium stood (best other)", &kept}} {
		tl := x.tl
		if tl.n == 0 {
			continue
		}
		m, se := meanSE(tl)
		t.Logf("%s: %d decisions, gain in the search's worlds %.2f, in the real deal %.2f ± %.2f", x.name, tl.n, tl.seen/float64(tl.n), m, se)
	}
	if altTally.n > 0 {
		m, se := meanSE(&altTally)
		t.Logf("the choice less the choice of a search with %d worlds: %d decisions, in the real deal %.2f ± %.2f", altPlayouts, altTally.n, m, se)
	}
	if f := os.Getenv("TAVOLO_ORACLE_LOG"); f != "" {
		if err := os.WriteFile(f, []byte(log.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
