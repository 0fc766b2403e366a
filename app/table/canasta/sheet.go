package canasta

import (
	"fmt"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/table"
	cn "tavolo/engine/canasta"
	"tavolo/engine/match"
)

// lineOrder is the order of a hand's score lines on the sheet.
var lineOrder = []string{cn.LineGoingOut, cn.LineConcealedGoingOut, cn.LineCleanCanasta, cn.LineDirtyCanasta,
	cn.LineWildCanasta, cn.LineAcesCanasta, cn.LineExtraBonus, cn.LineRedThrees, cn.LineMelded, cn.LineInHand}

// lineName is a score line as the sheet names it.
func lineName(key string) string {
	switch key {
	case cn.LineGoingOut:
		return lang.L("Going out (chiusura)")
	case cn.LineConcealedGoingOut:
		return lang.L("Going out concealed")
	case cn.LineCleanCanasta:
		return lang.L("Clean canastas (pulite)")
	case cn.LineDirtyCanasta:
		return lang.L("Dirty canastas (sporche)")
	case cn.LineWildCanasta:
		return lang.L("Wild canastas")
	case cn.LineAcesCanasta:
		return lang.L("Canasta of aces")
	case cn.LineExtraBonus:
		return lang.L("Extra bonus")
	case cn.LineRedThrees:
		return lang.L("Red threes")
	case cn.LineMelded:
		return lang.L("Cards melded")
	case cn.LineInHand:
		return lang.L("Cards left in hand")
	}
	return key
}

// lineOf finds a line by key.
func lineOf(ls []match.Line, key string) (match.Line, bool) {
	for _, l := range ls {
		if l.Key == key {
			return l, true
		}
	}
	return match.Line{}, false
}

// redThreesNotes say, for each side whose red threes counted against it
// in the hand last, why (as the engine reads the side's line).
func redThreesNotes(rules *cn.Rules, last *match.HandScore, sideName func(int) string) []string {
	if last == nil {
		return nil
	}
	var notes []string
	for side, lines := range last.Lines {
		l, ok := lineOf(lines, cn.LineRedThrees)
		if !ok {
			continue
		}
		var note string
		switch rules.RedThreesWhy(l) {
		case cn.RedThreesNoCanasta:
			note = "{{.Name}}: red threes count double against, with no canasta."
		case cn.RedThreesNotBoth:
			note = "{{.Name}}: red threes count against, without both a clean and a dirty canasta."
		case cn.RedThreesNoMeld:
			note = "{{.Name}}: red threes count against, with nothing melded."
		default:
			continue
		}
		notes = append(notes, table.Named(note, sideName(side)))
	}
	return notes
}

// drawNotes draws the notes one a line from y, each smaller where three
// partners' names make it wider than w, and returns the y below them.
func drawNotes(b *builder, notes []string, x, y, w, rowH float32) float32 {
	for _, note := range notes {
		size := float32(12)
		for size > 9 && table.TextWidth(note, size, false) > w {
			size--
		}
		b.Text(note, x, y, size, table.InkDim, false)
		y += rowH
	}
	return y
}

// buildSheet draws the score sheet: the last hand line by line for every
// side, the hand's points, the running totals toward the target and the
// next hand's opening minimum; the earlier hands in a row each.
func (t *Table) buildSheet(b *builder, v cn.View) {
	sc := t.d.Game().Score()
	names := make([]string, v.Players)
	for s := range names {
		names[s] = t.d.Name(s)
	}
	n := len(sc.Sides)
	var last *match.HandScore
	if len(sc.Hands) > 0 {
		last = &sc.Hands[len(sc.Hands)-1]
	}
	var rows []string
	if last != nil {
		for _, k := range lineOrder {
			for side := range n {
				if side < len(last.Lines) {
					if _, ok := lineOf(last.Lines[side], k); ok {
						rows = append(rows, k)
						break
					}
				}
			}
		}
	}
	notes := redThreesNotes(&v.Rules, last, func(side int) string { return table.SideName(&sc, side, names) })
	rowH := float32(24)
	labelW := sheetLabelWidth(rows)
	colW := min(170, (b.L.Size.Width-16-40-labelW)/float32(n))
	w := labelW + float32(n)*colW + 40
	h := 170 + float32(len(rows)+len(notes)+4+len(sc.Hands))*rowH
	r := b.Panel(w, h)
	x0, y := r.X+20, r.Y+14
	title := lang.L("Score sheet")
	switch {
	case v.Phase == cn.PhaseMatchOver && v.Winner >= 0:
		title = table.Named("{{.Name}} win the match", table.SideName(&sc, v.Winner, names))
		if len(sc.Sides[v.Winner]) == 1 {
			title = table.Named("{{.Name}} wins the match", table.SideName(&sc, v.Winner, names))
		}
	case v.Phase == cn.PhaseHandOver:
		title = lang.L("Hand {{.Hand}} is over", map[string]any{"Hand": v.HandNo + 1})
	}
	b.Text(title, x0, y, 22, table.Gold, true)
	y += 32
	line := lang.L("Game to {{.Target}} points", map[string]any{"Target": v.Rules.TargetScore})
	if res := v.Result; res != nil && (v.Phase == cn.PhaseHandOver || v.Phase == cn.PhaseMatchOver) {
		if res.WentOut >= 0 {
			line = table.Named("{{.Name}} went out.", t.d.Name(res.WentOut)) + " " + line
		} else {
			line = lang.L("The mazzo ran out.") + " " + line
		}
	}
	b.Text(line, x0, y, 14, table.InkDim, false)
	y += 26
	colX := func(side int) float32 { return x0 + labelW + float32(side)*colW }
	for side := range n {
		b.Text(table.SideName(&sc, side, names), colX(side), y, 14, sideColour(side), true)
	}
	y += rowH
	if last != nil {
		b.Text(lang.L("Hand {{.Hand}}", map[string]any{"Hand": len(sc.Hands)}), x0, y, 14, table.InkDim, true)
		y += rowH
		for _, k := range rows {
			b.Text(lineName(k), x0, y, 13, table.Ink, false)
			for side := 0; side < n && side < len(last.Lines); side++ {
				l, ok := lineOf(last.Lines[side], k)
				if !ok {
					continue
				}
				txt := fmt.Sprintf("%+d", l.Points)
				if l.Count > 1 {
					txt = fmt.Sprintf("%d × %+d", l.Count, l.Points/l.Count)
					if k == cn.LineRedThrees {
						txt = fmt.Sprintf("%d: %+d", l.Count, l.Points)
					}
				}
				col := table.Ink
				if l.Points < 0 {
					col = table.BadRed
				}
				b.Text(txt, colX(side), y, 13, col, false)
			}
			y += rowH
		}
		y = drawNotes(b, notes, x0, y, r.W-40, rowH)
		b.Text(lang.L("This hand"), x0, y, 13, table.Ink, true)
		for side := 0; side < n && side < len(last.Points); side++ {
			b.Text(fmt.Sprint(last.Points[side]), colX(side), y, 13, table.Ink, true)
		}
		y += rowH + 4
	}
	if len(sc.Hands) > 1 {
		// In a window too short for every hand, the latest ones.
		first := 0
		if r.H < h {
			first = min(len(sc.Hands)-1, int((h-r.H+rowH-1)/rowH))
		}
		for i := first; i < len(sc.Hands); i++ {
			hs := sc.Hands[i]
			b.Text(lang.L("Hand {{.Hand}}", map[string]any{"Hand": i + 1}), x0, y, 12, table.InkDim, false)
			for side := 0; side < n && side < len(hs.Points); side++ {
				b.Text(fmt.Sprint(hs.Points[side]), colX(side), y, 12, table.InkDim, false)
			}
			y += rowH - 4
		}
	}
	b.Rectangle(table.R(x0, y, r.W-40, 2), table.Gold, 0)
	y += 6
	b.Text(lang.L("Total"), x0, y, 15, table.Gold, true)
	for side := range n {
		b.Text(fmt.Sprint(sc.Totals[side]), colX(side), y, 15, table.Gold, true)
	}
	y += rowH + 2
	if v.Phase != cn.PhaseMatchOver {
		b.Text(lang.L("Next opening minimum"), x0, y, 13, table.InkDim, false)
		for side := 0; side < n && side < len(v.Minimums); side++ {
			b.Text(fmt.Sprint(v.Minimums[side]), colX(side), y, 13, table.Ink, false)
		}
	}
	x := r.X + r.W - 20
	btns := t.sheetButtons(v)
	for i := len(btns) - 1; i >= 0; i-- {
		bs := btns[i].MinSize()
		bw := max(bs.Width+30, 150)
		x -= bw
		b.Button(btns[i], table.R(x, r.Y+r.H-bs.Height-22, bw, bs.Height+8))
		x -= 12
	}
}

// sheetLabelWidth is the width of the sheet's first column: 230, or
// what its longest label needs (in Italian "Apertura minima della
// prossima mano").
func sheetLabelWidth(rows []string) float32 {
	w := max(table.TextWidth(lang.L("Next opening minimum"), 13, false), table.TextWidth(lang.L("This hand"), 13, true))
	for _, k := range rows {
		w = max(w, table.TextWidth(lineName(k), 13, false))
	}
	return max(230, w+16)
}

// sheetButtons: back to the table (to look at how the hand ended) and
// the next hand when the hand is over; at the end of the
// match the same players again, a new match, or home; back to the table
// otherwise.
func (t *Table) sheetButtons(v cn.View) []*widget.Button {
	switch v.Phase {
	case cn.PhaseHandOver:
		return t.cfg.WithReview([]*widget.Button{t.ui.closeSheetBtn, t.ui.nextBtn})
	case cn.PhaseMatchOver:
		var btns []*widget.Button
		if t.cfg.OnLeave != nil {
			btns = append(btns, t.ui.homeBtn)
		}
		if t.cfg.OnNewMatch != nil {
			btns = append(btns, t.ui.newMatchBtn)
		}
		if t.cfg.OnRematch != nil {
			btns = append(btns, t.ui.rematchBtn)
		}
		return btns
	}
	return []*widget.Button{t.ui.closeSheetBtn}
}
