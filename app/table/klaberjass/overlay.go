package klaberjass

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/cardart"
	"tavolo/app/table"
	kj "tavolo/engine/klaberjass"
	"tavolo/engine/match"
)

// buildOverlays draws what covers the table; the hot-seat cover is on top
// of all.
func (t *Table) buildOverlays(b *table.Builder, v kj.View, size fyne.Size) {
	sheet := func() { t.buildSheet(b, v) }
	switch {
	case t.DrawPanels(b, KeyMap()):
		// The core's panels cover the table.
	case v.Phase == kj.PhaseHandOver && v.Result != nil && v.Result.Annulled:
		t.buildAnnulled(b)
	case t.DrawSheetOrQuestion(b, v.Phase == kj.PhaseMatchOver, sheet, t.ui.cancelAsk):
	case t.lastTrick:
		t.buildLastTrick(b, v, size)
	}
}

// buildAnnulled says plainly that the deal was thrown in.
func (t *Table) buildAnnulled(b *table.Builder) {
	r := b.Panel(520, 190)
	b.Text(lang.L("The deal is annulled"), r.X+20, r.Y+16, 22, table.Gold, true)
	var why string
	if len(t.talk) > 0 {
		why = t.talk[len(t.talk)-1]
	}
	b.Text(why, r.X+20, r.Y+56, 15, table.Ink, false)
	b.Text(lang.L("Nobody scores; the cards are dealt again."), r.X+20, r.Y+82, 15, table.Ink, false)
	bs := t.ui.Next.MinSize()
	bw := max(bs.Width+30, 160)
	b.Button(t.ui.Next, table.R(r.X+r.W-bw-20, r.Y+r.H-bs.Height-24, bw, bs.Height+8))
}

// buildLastTrick shows the last complete trick again; in a larger
// window its cards and text are larger, as the table grows
// (table.WindowScale).
func (t *Table) buildLastTrick(b *table.Builder, v kj.View, size fyne.Size) {
	last := v.LastTrick
	if last == nil {
		t.lastTrick = false
		return
	}
	k := table.WindowScale(size)
	ch := table.Clamp(size.Height*0.25, 90, 170*k)
	cw := ch * cardart.Aspect
	r := b.Panel(max(2*cw+200*k, 420*k), ch+50+80*k)
	b.Text(lang.L("The last trick"), r.X+20, r.Y+14, min(18*k, 22), table.Ink, true)
	x := r.X + (r.W-2*cw-30*k)/2
	for i, p := range last {
		cr := table.R(x+float32(i)*(cw+30*k), r.Y+50, cw, ch)
		o := b.Card(p.Card.Face(), cr)
		o.SetMark(nil)
		b.Text(t.Driver.Name(p.Seat), cr.X, cr.Y+ch+6, 13*k, table.Ink, true)
	}
	w := table.Named("{{.Name}} won the trick", t.Driver.Name(v.LastWinner))
	b.Text(w, r.X+20*k, r.Y+r.H-34*k, 14*k, table.Gold, true)
	cs := t.ui.closeLast.MinSize()
	b.Button(t.ui.closeLast, table.R(r.X+r.W-cs.Width-16, r.Y+r.H-cs.Height-12, cs.Width, cs.Height))
}

// lineKeys are the score lines in the order of the sheet; each line's
// name is in the game's words (table.LineName).
var lineKeys = []string{kj.LineCardPoints, kj.LineLastTrick, kj.LineAllTricks, kj.LineSequences, kj.LineBella, kj.LineMade, kj.LineBete, kj.LineHalfBete}

// buildSheet draws the score sheet: every line of the last hand for both
// players, the points of every hand and the running totals toward the
// target.
func (t *Table) buildSheet(b *table.Builder, v kj.View) {
	sc := t.cfg.Game.Score()
	names := []string{t.Driver.Name(0), t.Driver.Name(1)}
	sheet := table.Sheet{
		Title:   t.sheetTitle(v),
		Line:    lang.L("The first to {{.Target}} points wins.", map[string]any{"Target": v.Rules.TargetScore}),
		Score:   sc,
		Names:   names,
		Label:   func(i int) string { return lang.L("Hand {{.Hand}}", map[string]any{"Hand": i + 1}) },
		Cell:    runningCell(&sc),
		Buttons: t.sheetButtons(v),
	}
	if nh := len(sc.Hands); nh > 0 {
		sheet.Last = t.lastHand(v, sc.Hands[nh-1], nh)
	}
	b.Sheet(sheet)
}

// sheetTitle is the sheet's title: the winner or a draw at the end of
// the match, the hand just over, or the score sheet.
func (t *Table) sheetTitle(v kj.View) string {
	switch {
	case v.Phase == kj.PhaseMatchOver && v.Winner >= 0:
		return table.Named("{{.Name}} wins the match", t.Driver.Name(v.Winner))
	case v.Phase == kj.PhaseMatchOver:
		return lang.L("The match is drawn.")
	case v.Phase == kj.PhaseHandOver:
		return lang.L("Hand {{.Hand}} is over", map[string]any{"Hand": v.HandNo})
	}
	return lang.L("Score sheet")
}

// lastHand is hand nh (the last) line by line, headed by its maker once
// the hand is played.
func (t *Table) lastHand(v kj.View, h match.HandScore, nh int) *table.SheetHand {
	head := lang.L("Hand {{.Hand}}", map[string]any{"Hand": nh})
	if res := t.cfg.Game.Result(); res != nil && !res.Annulled && res.Maker >= 0 && v.Phase != kj.PhasePlay {
		head += " · " + table.Named("{{.Name}} was the maker", t.Driver.Name(res.Maker))
	}
	last := &table.SheetHand{Head: head, Sum: table.SheetLine{Label: lang.L("Scored"), Cells: make([]string, 2)}}
	for _, k := range lineKeys {
		if vals, found := lineValues(h, k); found {
			last.Lines = append(last.Lines, table.SheetLine{Label: table.LineName("klaberjass", k), Cells: vals[:]})
		}
	}
	for s := 0; s < 2 && s < len(h.Points); s++ {
		last.Sum.Cells[s] = fmt.Sprint(h.Points[s])
	}
	return last
}

// runningCell reads a hand's points with the running total after it:
// "+82   (264)"; a hand that scored nothing says why: "0 · bete   (264)".
func runningCell(sc *match.Score) func(hand, side int) string {
	return func(hand, side int) string {
		run := 0
		for _, h := range sc.Hands[:hand+1] {
			if side < len(h.Points) {
				run += h.Points[side]
			}
		}
		h := sc.Hands[hand]
		pts := fmt.Sprintf("%+d", h.Points[side])
		if h.Points[side] == 0 {
			pts = nothingScored(h, side)
		}
		return fmt.Sprintf("%s   (%d)", pts, run)
	}
}

// nothingScored says why a player scored nothing in a hand, from the
// engine's lines: the maker went bete or half bete, or the tricks taken
// (none, or only cards worth nothing) counted 0.
func nothingScored(h match.HandScore, side int) string {
	if side >= len(h.Lines) {
		return "0"
	}
	for _, l := range h.Lines[side] {
		switch l.Key {
		case kj.LineBete:
			return lang.L("0 · bete")
		case kj.LineHalfBete:
			return lang.L("0 · half bete")
		}
	}
	for _, l := range h.Lines[side] {
		if l.Key == kj.LineCardPoints {
			return lang.L("0 · tricks: {{.N}}", map[string]any{"N": l.Count})
		}
	}
	return "0"
}

// lineValues are a line's points for both players ("" where absent); a
// made contract reads "made" in the maker's column, under a row named
// "Maker" (the row names who, the cell whether: each once).
func lineValues(h match.HandScore, key string) ([2]string, bool) {
	var out [2]string
	found := false
	for s := 0; s < 2 && s < len(h.Lines); s++ {
		for _, l := range h.Lines[s] {
			if l.Key != key {
				continue
			}
			found = true
			switch {
			case key == kj.LineMade:
				out[s] = lang.L("made")
			case key == kj.LineCardPoints:
				out[s] = lang.L("{{.Points}} (tricks: {{.N}})", map[string]any{"Points": l.Points, "N": l.Count})
			default:
				out[s] = fmt.Sprintf("%+d", l.Points)
			}
		}
	}
	return out, found
}

// sheetButtons are the score sheet's buttons for the phase.
func (t *Table) sheetButtons(v kj.View) []*widget.Button {
	return t.SheetButtons(v.Phase == kj.PhaseHandOver, v.Phase == kj.PhaseMatchOver)
}
