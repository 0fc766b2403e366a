package scala40

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/table"
	"tavolo/engine/match"
	s40 "tavolo/engine/scala40"
)

// buildSheet draws the score sheet from the engine's score: one row per
// finished hand (who closed, and whether in hand, when the table saw it;
// who went out and came back), each side's points, the running totals
// against the elimination line, and the winner at the end.
func (t *Table) buildSheet(b *table.Builder, v s40.View) {
	sc := t.Driver.Game().Score()
	names := make([]string, len(v.HandSizes))
	for s := range names {
		names[s] = t.Driver.Name(s)
	}
	title := lang.L("Score sheet")
	switch {
	case v.Phase == s40.PhaseMatchOver && v.Winner >= 0:
		title = table.Named("{{.Name}} wins the match", table.SideName(&sc, sc.SideOf(v.Winner), names))
	case v.Phase == s40.PhaseHandOver && v.Result != nil:
		title = lang.L("Hand {{.Hand}} is over", map[string]any{"Hand": v.HandNo})
	}
	b.Sheet(table.Sheet{
		Title: title,
		Line:  lang.N("Elimination line: {{.Line}} points", sc.Line, map[string]any{"Line": sc.Line}),
		Score: sc,
		Names: names,
		Head:  lang.L("Hand"),
		Label: func(i int) string { return t.rowLabel(i, &sc, names) },
		Marked: func(i, side int) bool {
			if c, ok := t.closings[i+1]; ok {
				return c.closer >= 0 && sc.SideOf(c.closer) == side
			}
			_, key := closedBy(sc.Hands[i])
			return key != "" && slices.ContainsFunc(sc.Hands[i].Lines[side], func(l match.Line) bool { return l.Key == key })
		},
		Buttons: t.sheetButtons(v),
	})
}

// sheetButtons are the score sheet's buttons for the phase.
func (t *Table) sheetButtons(v s40.View) []*widget.Button {
	return t.SheetButtons(v.Phase == s40.PhaseHandOver, v.Phase == s40.PhaseMatchOver)
}

// The keys of the score lines that say which side closed a hand.
const (
	lineClosed       = s40.LineClosed
	lineClosedInHand = s40.LineClosedInHand
)

// closedBy reads which side closed a hand from its score lines, if the
// engine wrote them: the side and the line's key, or -1 and "".
func closedBy(h match.HandScore) (int, string) {
	for side, lines := range h.Lines {
		for _, l := range lines {
			if l.Key == lineClosed || l.Key == lineClosedInHand {
				return side, l.Key
			}
		}
	}
	return -1, ""
}

// rowLabel says how hand i ended: its number, who closed (and whether in
// hand), who went out and who came back. Who closed comes from what the
// table saw, or else from the hand's score lines.
func (t *Table) rowLabel(i int, sc *match.Score, names []string) string {
	h := sc.Hands[i]
	parts := []string{fmt.Sprint(i + 1)}
	c, seen := t.closings[i+1]
	switch side, key := closedBy(h); {
	case seen && c.closer < 0:
		parts = append(parts, lang.L("Nobody closed"))
	case seen && c.inMano:
		parts = append(parts, table.Named("{{.Name}} closed in hand", t.Driver.Name(c.closer)))
	case seen:
		parts = append(parts, table.Named("{{.Name}} closed", t.Driver.Name(c.closer)))
	case key == lineClosedInHand:
		parts = append(parts, table.Named("{{.Name}} closed in hand", table.SideName(sc, side, names)))
	case key == lineClosed:
		parts = append(parts, table.Named("{{.Name}} closed", table.SideName(sc, side, names)))
	}
	for _, side := range h.Out {
		parts = append(parts, table.Named("{{.Name}} is out", table.SideName(sc, side, names)))
	}
	for _, side := range h.Back {
		parts = append(parts, table.Named("{{.Name}} is back in", table.SideName(sc, side, names)))
	}
	return strings.Join(parts, " · ")
}
