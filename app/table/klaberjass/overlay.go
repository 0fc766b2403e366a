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
	switch {
	case t.d.Cover() >= 0:
		b.Cover(t.d.Name(t.d.Cover()), t.ui.coverBtn)
	case t.keys:
		b.Keys(table.KeyRows(KeyMap()))
	case t.hint.Text != "":
		t.hint.Draw(b)
	case t.log.Open:
		b.MoveLog(t.log, t.d.Log())
	case v.Phase == kj.PhaseHandOver && v.Result != nil && v.Result.Annulled:
		t.buildAnnulled(b)
	case t.sheet:
		if v.Phase == kj.PhaseMatchOver {
			b.MatchOver(t.d.MatchEnd())
		}
		t.buildSheet(b, v)
	case t.question != nil:
		b.Question(t.question, t.ui.cancelAsk)
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
	bs := t.ui.nextBtn.MinSize()
	bw := max(bs.Width+30, 160)
	b.Button(t.ui.nextBtn, table.R(r.X+r.W-bw-20, r.Y+r.H-bs.Height-24, bw, bs.Height+8))
}

// buildLastTrick shows the last complete trick again.
func (t *Table) buildLastTrick(b *table.Builder, v kj.View, size fyne.Size) {
	last := v.LastTrick
	if last == nil {
		t.lastTrick = false
		return
	}
	ch := table.Clamp(size.Height*0.25, 90, 170)
	cw := ch * cardart.Aspect
	r := b.Panel(max(2*cw+200, 420), ch+130)
	b.Text(lang.L("The last trick"), r.X+20, r.Y+14, 18, table.Ink, true)
	x := r.X + (r.W-2*cw-30)/2
	for i, p := range last {
		cr := table.R(x+float32(i)*(cw+30), r.Y+50, cw, ch)
		o := b.Card(p.Card.Face(), cr)
		o.SetMark(nil)
		b.Text(t.d.Name(p.Seat), cr.X, cr.Y+ch+6, 13, table.Ink, true)
	}
	w := table.Named("{{.Name}} won the trick", t.d.Name(v.LastWinner))
	b.Text(w, r.X+20, r.Y+r.H-34, 14, table.Gold, true)
	cs := t.ui.closeLast.MinSize()
	b.Button(t.ui.closeLast, table.R(r.X+r.W-cs.Width-16, r.Y+r.H-cs.Height-12, cs.Width, cs.Height))
}

// lineKeys are the score lines in the order of the sheet.
var lineKeys = []string{kj.LineCardPoints, kj.LineLastTrick, kj.LineAllTricks, kj.LineSequences, kj.LineBella, kj.LineMade, kj.LineBete, kj.LineHalfBete}

// lineLabel is a score line as the sheet names it.
func lineLabel(key string) string {
	switch key {
	case kj.LineCardPoints:
		return lang.L("Card points")
	case kj.LineLastTrick:
		return lang.L("Last trick")
	case kj.LineAllTricks:
		return lang.L("All the tricks")
	case kj.LineSequences:
		return lang.L("Sequences")
	case kj.LineBella:
		return lang.L("Bella")
	case kj.LineMade:
		return lang.L("Maker: made")
	case kj.LineBete:
		return lang.L("Maker: bete")
	case kj.LineHalfBete:
		return lang.L("Maker: half bete")
	}
	return key
}

// buildSheet draws the score sheet: every line of the last hand for both
// players, the points of every hand and the running totals toward the
// target.
func (t *Table) buildSheet(b *table.Builder, v kj.View) {
	sc := t.cfg.Game.Score()
	rowH := float32(22)
	nh := len(sc.Hands)
	shown := min(nh, 6)
	lines := 0
	if nh > 0 {
		for _, k := range lineKeys {
			if _, found := lineValues(sc.Hands[nh-1], k); found {
				lines++
			}
		}
	}
	r := b.Panel(600, 150+float32(lines+shown+4)*rowH+40)
	x0, y := r.X+20, r.Y+14
	title := lang.L("Score sheet")
	switch {
	case v.Phase == kj.PhaseMatchOver && v.Winner >= 0:
		title = table.Named("{{.Name}} wins the match", t.d.Name(v.Winner))
	case v.Phase == kj.PhaseMatchOver:
		title = lang.L("The match is drawn.")
	case v.Phase == kj.PhaseHandOver:
		title = lang.L("Hand {{.Hand}} is over", map[string]any{"Hand": v.HandNo})
	}
	b.Text(title, x0, y, 22, table.Gold, true)
	y += 32
	b.Text(lang.L("The first to {{.Target}} points wins.", map[string]any{"Target": v.Rules.TargetScore}), x0, y, 14, table.InkDim, false)
	y += 26
	labelW := float32(240)
	colW := (r.W - 40 - labelW) / 2
	colX := func(s int) float32 { return x0 + labelW + float32(s)*colW }
	for s := 0; s < 2; s++ {
		b.Text(t.d.Name(s), colX(s), y, 14, table.Ink, true)
	}
	y += rowH
	if nh > 0 {
		h := sc.Hands[nh-1]
		head := lang.L("Hand {{.Hand}}", map[string]any{"Hand": nh})
		if res := t.cfg.Game.Result(); res != nil && !res.Annulled && res.Maker >= 0 && v.Phase != kj.PhasePlay {
			head += " · " + table.Named("{{.Name}} was the maker", t.d.Name(res.Maker))
		}
		b.Text(head, x0, y, 14, table.Gold, true)
		y += rowH
		for _, k := range lineKeys {
			vals, found := lineValues(h, k)
			if !found {
				continue
			}
			b.Text(lineLabel(k), x0+10, y, 13, table.Ink, false)
			for s := 0; s < 2; s++ {
				b.Text(vals[s], colX(s), y, 13, table.Ink, false)
			}
			y += rowH
		}
		b.Text(lang.L("Scored"), x0+10, y, 13, table.Gold, true)
		for s := 0; s < 2 && s < len(h.Points); s++ {
			b.Text(fmt.Sprint(h.Points[s]), colX(s), y, 13, table.Gold, true)
		}
		y += rowH + 6
	}
	// The hands, and the totals.
	run := [2]int{}
	for i, h := range sc.Hands {
		for s := 0; s < 2 && s < len(h.Points); s++ {
			run[s] += h.Points[s]
		}
		if i < nh-shown {
			continue
		}
		b.Text(lang.L("Hand {{.Hand}}", map[string]any{"Hand": i + 1}), x0, y, 13, table.InkDim, false)
		for s := 0; s < 2 && s < len(h.Points); s++ {
			b.Text(fmt.Sprintf("%+d   (%d)", h.Points[s], run[s]), colX(s), y, 13, table.InkDim, false)
		}
		y += rowH
	}
	b.Rectangle(table.R(x0, y-2, r.W-40, 2), table.Gold, 0)
	b.Text(lang.L("Total"), x0, y+4, 15, table.Gold, true)
	for s := 0; s < 2; s++ {
		b.Text(fmt.Sprint(sc.Totals[s]), colX(s), y+4, 15, table.Gold, true)
	}
	btns := t.sheetButtons(v)
	x := r.X + r.W - 20
	for i := len(btns) - 1; i >= 0; i-- {
		bs := btns[i].MinSize()
		bw := max(bs.Width+30, 150)
		x -= bw
		b.Button(btns[i], table.R(x, r.Y+r.H-bs.Height-20, bw, bs.Height+8))
		x -= 12
	}
}

// lineValues are a line's points for both players ("" where absent); a
// made contract reads "made".
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

// sheetButtons are the sheet's buttons for the phase.
func (t *Table) sheetButtons(v kj.View) []*widget.Button {
	switch v.Phase {
	case kj.PhaseHandOver:
		return t.cfg.WithReview([]*widget.Button{t.ui.closeSheetBtn, t.ui.nextBtn})
	case kj.PhaseMatchOver:
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
