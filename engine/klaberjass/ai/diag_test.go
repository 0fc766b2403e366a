package ai

import (
	"fmt"

	"os"
	"sort"
	"tavolo/engine/cards"
	"testing"

	kj "tavolo/engine/klaberjass"
	"tavolo/engine/klaberjass/solver"
)

// TestDiagCardLoss (TAVOLO_KJ_DIAG=1) plays medium against easy and, at
// each of medium's card choices, measures with both hands open what the
// card chosen loses against the best card (double-dummy card points),
// by situation. It asserts nothing.
func TestDiagCardLoss(t *testing.T) {
	if os.Getenv("TAVOLO_KJ_DIAG") == "" {
		t.Skip("TAVOLO_KJ_DIAG not set")
	}
	level := os.Getenv("TAVOLO_KJ_LEVEL")
	if level == "" {
		level = "medium"
	}
	loss := map[string][]int{}
	conf, confN := map[string]int{}, map[string]int{}
	sv := solver.New(solver.DefaultDuties())
	for m := 0; m < 150; m++ {
		g, _ := kj.New(kj.Default(), uint64(1000+m))
		me, _ := New(level, uint64(m), quick)
		ez, _ := New("easy", uint64(m+7), quick)
		ps := [2]Player{me, ez}
		for step := 0; step < 3000 && g.Phase() != kj.PhaseMatchOver; step++ {
			s := g.ToMove()
			v := g.View(s)
			a := ps[s].Choose(v)
			if s == 0 && a.Kind == kj.Play && g.Phase() == kj.PhasePlay {
				d := solver.Deal{Trump: v.Trump, Leader: s, Led: solver.NoCard}
				if len(v.Trick) == 1 {
					d.Leader = v.Trick[0].Seat
					d.Led, _ = solver.FromFace(v.Trick[0].Card.Face())
				}
				d.Hands[0] = solver.Hand(kj.SetOf(g.Hand(0)))
				d.Hands[1] = solver.Hand(kj.SetOf(g.Hand(1)))
				var vals [32]int
				legal := sv.Moves(d, &vals)
				best := -1
				for _, c := range legal.Cards() {
					best = max(best, vals[c])
				}
				c, _ := solver.FromFace(a.Card.Face())
				key := fmt.Sprintf("trick %d %s", 10-v.HandSizes[0]+len(v.Trick), map[bool]string{true: "follow", false: "lead"}[len(v.Trick) == 1])
				if legal.Len() > 1 {
					loss[key] = append(loss[key], best-vals[c])
					if len(v.Trick) == 0 && os.Getenv("TAVOLO_KJ_CONF") != "" {
						k := newKnow(&v)
						cat := func(sc solver.Card) string { return category(k, &v, kj.CardAt(int(sc))) }
						bestc := cat(c)
						if best > vals[c] {
							for _, x := range legal.Cards() {
								if vals[x] == best {
									bestc = cat(x)
									break
								}
							}
						}
						conf[cat(c)+" -> "+bestc] += best - vals[c]
						confN[cat(c)+" -> "+bestc]++
					}
				}
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	var keys []string
	for k := range loss {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	tot, n := 0, 0
	for _, k := range keys {
		s := 0
		for _, x := range loss[k] {
			s += x
		}
		tot += s
		n += len(loss[k])
		t.Logf("%-16s %5d decisions, mean loss %.2f, total %d", k, len(loss[k]), float64(s)/float64(len(loss[k])), s)
	}
	var ck []string
	for k := range conf {
		ck = append(ck, k)
	}
	sort.Slice(ck, func(i, j int) bool { return conf[ck[i]] > conf[ck[j]] })
	for _, k := range ck {
		t.Logf("%-40s %5d times, %6d points", k, confN[k], conf[k])
	}
	t.Logf("all: %d decisions, mean loss %.2f", n, float64(tot)/float64(n))
}

// category names a lead for the diagnostic.
func category(k *know, v *kj.View, c cards.Card) string {
	tr := c.Suit() == v.Trump
	m := k.master(c)
	name := c.Rank().String()
	switch {
	case tr && m:
		return "trump master " + name
	case tr:
		return "trump " + name
	case m:
		return "plain master " + name
	case k.pts(c) >= 10:
		return "plain " + name
	case k.pts(c) > 0:
		return "plain honour"
	}
	return "plain low"
}
