package canasta

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/table"
	cn "tavolo/engine/canasta"
	"tavolo/engine/match"
)

// lineOrder is the order of a hand's score lines on the sheet; each
// line's name is in the game's words (table.LineName).
var lineOrder = []string{cn.LineGoingOut, cn.LineConcealedGoingOut, cn.LineCleanCanasta, cn.LineDirtyCanasta,
	cn.LineWildCanasta, cn.LineAcesCanasta, cn.LineExtraBonus, cn.LineRedThrees, cn.LineMelded, cn.LineInHand}

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

// buildSheet draws the score sheet: the last hand line by line for every
// side, the hand's points, the running totals toward the target and the
// next hand's opening minimum; the earlier hands in a row each.
func (t *Table) buildSheet(b *table.Builder, v cn.View) {
	sc := t.Driver.Game().Score()
	names := make([]string, v.Players)
	for s := range names {
		names[s] = t.Driver.Name(s)
	}
	sheet := table.Sheet{
		Title:      t.sheetTitle(v, &sc, names),
		Line:       t.sheetLine(v),
		Score:      sc,
		Names:      names,
		HeadColour: func(side int) color.Color { return sideColour(side) },
		Label:      func(i int) string { return lang.L("Hand {{.Hand}}", map[string]any{"Hand": i + 1}) },
		Buttons:    t.sheetButtons(v),
	}
	if len(sc.Hands) > 0 {
		sheet.Last = lastHand(&v.Rules, &sc, names)
	}
	if v.Phase != cn.PhaseMatchOver {
		mins := make([]string, len(v.Minimums))
		for side, m := range v.Minimums {
			mins[side] = fmt.Sprint(m)
		}
		sheet.After = []table.SheetLine{{Label: lang.L("Next opening minimum"), Cells: mins}}
	}
	b.Sheet(sheet)
}

// sheetTitle is the sheet's title: the winners at the end of the match,
// the hand just over, or the score sheet.
func (t *Table) sheetTitle(v cn.View, sc *match.Score, names []string) string {
	switch {
	case v.Phase == cn.PhaseMatchOver && v.Winner >= 0:
		if len(sc.Sides[v.Winner]) == 1 {
			return table.Named("{{.Name}} wins the match", table.SideName(sc, v.Winner, names))
		}
		return table.Named("{{.Name}} win the match", table.SideName(sc, v.Winner, names))
	case v.Phase == cn.PhaseHandOver:
		return lang.L("Hand {{.Hand}} is over", map[string]any{"Hand": v.HandNo + 1})
	}
	return lang.L("Score sheet")
}

// sheetLine says what the totals run toward, after how the hand ended.
func (t *Table) sheetLine(v cn.View) string {
	line := lang.L("Game to {{.Target}} points", map[string]any{"Target": v.Rules.TargetScore})
	if res := v.Result; res != nil && (v.Phase == cn.PhaseHandOver || v.Phase == cn.PhaseMatchOver) {
		if res.WentOut >= 0 {
			return table.Named("{{.Name}} went out.", t.Driver.Name(res.WentOut)) + " " + line
		}
		return lang.L("The mazzo ran out.") + " " + line
	}
	return line
}

// lastHand is the last hand line by line: every line some side scored,
// in the sheet's order, why red threes counted against, and the hand's
// points.
func lastHand(rules *cn.Rules, sc *match.Score, names []string) *table.SheetHand {
	n := len(sc.Sides)
	last := &sc.Hands[len(sc.Hands)-1]
	h := &table.SheetHand{
		Head:  lang.L("Hand {{.Hand}}", map[string]any{"Hand": len(sc.Hands)}),
		Notes: redThreesNotes(rules, last, func(side int) string { return table.SideName(sc, side, names) }),
		Sum:   table.SheetLine{Label: lang.L("This hand"), Cells: make([]string, n)},
	}
	for _, k := range lineOrder {
		l := table.SheetLine{Label: table.LineName("canasta", k), Cells: make([]string, n), Bad: make([]bool, n)}
		found := false
		for side := 0; side < n && side < len(last.Lines); side++ {
			if ln, ok := lineOf(last.Lines[side], k); ok {
				found = true
				l.Cells[side], l.Bad[side] = lineText(k, ln), ln.Points < 0
			}
		}
		if found {
			h.Lines = append(h.Lines, l)
		}
	}
	for side := 0; side < n && side < len(last.Points); side++ {
		h.Sum.Cells[side] = fmt.Sprint(last.Points[side])
	}
	return h
}

// lineText is how a side's line reads: its points, or so many times so
// many ("2 × +500"), red threes as their count and points ("4: +800").
func lineText(key string, l match.Line) string {
	switch {
	case l.Count > 1 && key == cn.LineRedThrees:
		return fmt.Sprintf("%d: %+d", l.Count, l.Points)
	case l.Count > 1:
		return fmt.Sprintf("%d × %+d", l.Count, l.Points/l.Count)
	}
	return fmt.Sprintf("%+d", l.Points)
}

// sheetButtons are the score sheet's buttons for the phase.
func (t *Table) sheetButtons(v cn.View) []*widget.Button {
	return t.SheetButtons(v.Phase == cn.PhaseHandOver, v.Phase == cn.PhaseMatchOver)
}
