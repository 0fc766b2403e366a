package scala40

import (
	"fmt"
	"math"
	"strings"

	"fyne.io/fyne/v2/lang"

	"tavolo/app/table"
	s40 "tavolo/engine/scala40"
	"tavolo/engine/scala40/ai"
	"tavolo/i18n"
)

// The hint: on the player's turn, what the strongest computer player
// would do now and why, from the evidence of its search (ai.Hint). It
// thinks on the table's thinking goroutine (cfg.Go) from the player's
// view only, so it never knows a card the player cannot see.

// hintSeed is the seed the hint of view v is searched with: the same
// position always gets the same advice.
func (t *Table) hintSeed(v s40.View) uint64 {
	return t.cfg.Game.Seed*1_000_003 + uint64(v.HandNo)*10_007 + uint64(v.Turn)*101 + uint64(len(v.Hand))
}

// canHint reports whether a hint may be asked now.
func (t *Table) canHint() bool {
	return t.myTurn() && (t.v.Phase == s40.PhaseDraw || t.v.Phase == s40.PhasePlay) && !t.hinting
}

// hint asks for a hint: "Thinking…" on the message line until the
// advice comes back through Exec, then the advice in a panel (unless the
// table has moved on meanwhile).
func (t *Table) hint() {
	if !t.canHint() {
		return
	}
	t.hinting = true
	v := t.view()
	seed, opts, stamp := t.hintSeed(v), t.cfg.HintOptions, t.changes
	t.say(lang.L("Thinking…"), false)
	t.Refresh()
	t.cfg.Go(func() {
		adv := ai.Hint(v, seed, opts)
		t.cfg.Exec(func() {
			t.hinting = false
			if t.msg == lang.L("Thinking…") {
				t.say("", false)
			}
			if t.changes == stamp {
				t.hintMsg = hintText(v, adv)
			}
			t.Refresh()
		})
	})
}

// hintText is the advice in one or two sentences in the player's
// language, built from the search's numbers.
func hintText(v s40.View, adv ai.Advice) string {
	move := moveText(v, adv.Action, true)
	if len(adv.Candidates) < 2 || adv.Chosen < 0 || adv.Chosen >= len(adv.Candidates) {
		return lang.X("hint.only", "{{.Move}}: by the usual rules it is the only sensible move.", map[string]any{"Move": move})
	}
	best := adv.Candidates[adv.Chosen]
	// The strongest of the other moves compared.
	other := -1
	for i, c := range adv.Candidates {
		if i != adv.Chosen && (other < 0 || c.Gain > adv.Candidates[other].Gain) {
			other = i
		}
	}
	o := adv.Candidates[other]
	diff := best.Gain - o.Gain
	se := math.Sqrt(best.SE*best.SE + o.SE*o.SE)
	data := map[string]any{
		"Move":   move,
		"Doing":  moveText(v, best.Action, false),
		"Other":  moveText(v, o.Action, false),
		"Deals":  adv.Worlds,
		"Points": number(diff),
		"SE":     number(se),
	}
	if diff <= se {
		return lang.X("hint.close", "{{.Move}}: over {{.Deals}} deals, {{.Doing}} ends the hand about as well as {{.Other}} ({{.Points}} points better, give or take {{.SE}}).", data)
	}
	return lang.X("hint.better", "{{.Move}}: over {{.Deals}} deals, {{.Doing}} ends the hand {{.Points}} points better than {{.Other}} (give or take {{.SE}}).", data)
}

// number is a points figure with one decimal, with the decimal comma in
// Italian.
func number(x float64) string {
	s := fmt.Sprintf("%.1f", x)
	if i18n.Current() == "it" {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// moveText names a move: as an order ("Discard the 9♣") or as what one
// does ("discarding the 9♣").
func moveText(v s40.View, a s40.Action, order bool) string {
	n := map[string]any{"Card": table.TheCard(a.Card.Face())}
	pick := func(key, o, doing string) string {
		if order {
			return lang.X("hint.do."+key, o, n)
		}
		return lang.X("hint.doing."+key, doing, n)
	}
	switch a.Kind {
	case s40.Draw:
		return pick("draw", "Draw from the tallone", "drawing from the tallone")
	case s40.Take:
		if top, ok := v.TopDiscard(); ok {
			n["Card"] = table.TheCard(top.Face())
		}
		return pick("take", "Take {{.Card}} from the pozzo", "taking {{.Card}}")
	case s40.MeldDown:
		return pick("meld", "Lay down your melds", "laying down")
	case s40.Attach:
		return pick("attach", "Attach {{.Card}}", "attaching {{.Card}}")
	case s40.Swap:
		return pick("swap", "Take the joker with {{.Card}}", "taking the joker with {{.Card}}")
	case s40.Discard:
		return pick("discard", "Discard {{.Card}}", "discarding {{.Card}}")
	}
	return a.Kind.String()
}
