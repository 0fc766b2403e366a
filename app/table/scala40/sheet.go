package scala40

import (
	"tavolo/app/table"

	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	s40 "tavolo/engine/scala40"
)

// buildSheet draws the score sheet: one row per finished hand (who
// closed, and whether in hand; each player's points), the running totals
// against the elimination line, who is out, and the winner at the end.
// It shows scores only, never a card.
func (t *Table) buildSheet(b *builder, v s40.View, size fyne.Size) {
	n := len(v.Scores)
	rowH := float32(26)
	rows := len(t.history)
	w := max(float32(220+n*120), 520)
	if v.Phase == s40.PhaseMatchOver {
		w = max(w, 640) // three buttons
	}
	for _, hr := range t.history {
		w = max(w, table.TextWidth(t.rowLabel(hr), 13, false)+64+float32(n*90))
	}
	h := float32(200) + float32(rows+2)*rowH
	r := b.Panel(w, h)
	x0, y := r.X+20, r.Y+16

	title := lang.L("Score sheet")
	switch {
	case v.Phase == s40.PhaseMatchOver && v.Winner >= 0:
		title = table.Named("{{.Name}} wins the match", t.name(v.Winner))
	case v.Phase == s40.PhaseHandOver && v.Result != nil:
		title = lang.L("Hand {{.Hand}} is over", map[string]any{"Hand": v.HandNo})
	}
	b.Text(title, x0, y, 22, table.Gold, true)
	y += 34
	b.Text(lang.L("Elimination line: {{.Line}} points", map[string]any{"Line": v.Rules.EliminationScore}), x0, y, 14, table.InkDim, false)
	y += 28

	labelW := float32(200)
	for _, hr := range t.history {
		labelW = max(labelW, table.TextWidth(t.rowLabel(hr), 13, false)+24)
	}
	colW := (r.W - 40 - labelW) / float32(max(n, 1))
	colX := func(s int) float32 { return x0 + labelW + float32(s)*colW }
	b.Text(lang.L("Hand"), x0, y, 14, table.InkDim, true)
	for s := 0; s < n; s++ {
		b.Text(t.name(s), colX(s), y, 14, table.Ink, true)
	}
	y += rowH
	for _, hr := range t.history {
		b.Text(t.rowLabel(hr), x0, y, 13, table.Ink, false)
		for s := 0; s < n && s < len(hr.points); s++ {
			col := table.Ink
			if s == hr.closer {
				col = table.GoodGreen
			}
			b.Text(fmt.Sprint(hr.points[s]), colX(s), y, 13, col, false)
		}
		y += rowH
	}
	b.Rectangle(table.R(x0, y-4, r.W-40, 2), table.Gold, 0)
	b.Text(lang.L("Total"), x0, y+2, 14, table.Gold, true)
	for s := 0; s < n; s++ {
		col := table.Ink
		txt := fmt.Sprint(v.Scores[s])
		if v.Eliminated[s] {
			col = table.BadRed
			txt = lang.L("{{.Points}} (out)", map[string]any{"Points": v.Scores[s]})
		}
		b.Text(txt, colX(s), y+2, 14, col, true)
	}

	// Buttons: the next hand when the hand is over; at the end of the
	// match the same players again, a new match, or home; back to the
	// table otherwise.
	btns := []*widget.Button{t.ui.closeSheetBtn}
	switch v.Phase {
	case s40.PhaseHandOver:
		btns = []*widget.Button{t.ui.nextBtn}
	case s40.PhaseMatchOver:
		btns = nil
		if t.cfg.OnLeave != nil {
			btns = append(btns, t.ui.homeBtn)
		}
		if t.cfg.OnNewMatch != nil {
			btns = append(btns, t.ui.newMatchBtn)
		}
		if t.cfg.OnRematch != nil {
			btns = append(btns, t.ui.rematchBtn)
		}
	}
	x := r.X + r.W - 20
	for i := len(btns) - 1; i >= 0; i-- {
		bs := btns[i].MinSize()
		bw := max(bs.Width+30, 160)
		x -= bw
		b.Button(btns[i], table.R(x, r.Y+r.H-bs.Height-24, bw, bs.Height+8))
		x -= 12
	}
}

// rowLabel says how a hand ended: its number, who closed (and whether in
// hand), who went out and who came back.
func (t *Table) rowLabel(hr handRecord) string {
	label := table.Named("{{.Name}} closed", t.name(hr.closer))
	if hr.closer < 0 {
		label = lang.L("Nobody closed")
	} else if hr.inMano {
		label = table.Named("{{.Name}} closed in hand", t.name(hr.closer))
	}
	for _, o := range hr.out {
		label += " · " + table.Named("{{.Name}} is out", t.name(o))
	}
	for _, o := range hr.back {
		label += " · " + table.Named("{{.Name}} is back in", t.name(o))
	}
	return fmt.Sprintf("%d · %s", hr.no, label)
}
