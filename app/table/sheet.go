package table

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/engine/scala40"
)

// buildSheet draws the score sheet: one row per finished hand (who
// closed, and whether in hand; each player's points), the running totals
// against the elimination line, who is out, and the winner at the end.
// It shows scores only, never a card.
func (t *Table) buildSheet(b *builder, v scala40.View, size fyne.Size) {
	n := len(v.Scores)
	rowH := float32(26)
	rows := len(t.history)
	w := max(float32(220+n*120), 520)
	if v.Phase == scala40.PhaseMatchOver {
		w = max(w, 640) // three buttons
	}
	for _, hr := range t.history {
		w = max(w, textWidth(t.rowLabel(hr), 13, false)+64+float32(n*90))
	}
	h := float32(200) + float32(rows+2)*rowH
	r := t.panel(b, size, w, h)
	x0, y := r.x+20, r.y+16

	title := lang.L("Score sheet")
	switch {
	case v.Phase == scala40.PhaseMatchOver && v.Winner >= 0:
		title = named("{{.Name}} wins the match", t.name(v.Winner))
	case v.Phase == scala40.PhaseHandOver && v.Result != nil:
		title = lang.L("Hand {{.Hand}} is over", map[string]any{"Hand": v.HandNo})
	}
	b.text(title, x0, y, 22, gold, true)
	y += 34
	b.text(lang.L("Elimination line: {{.Line}} points", map[string]any{"Line": v.Rules.EliminationScore}), x0, y, 14, inkDim, false)
	y += 28

	labelW := float32(200)
	for _, hr := range t.history {
		labelW = max(labelW, textWidth(t.rowLabel(hr), 13, false)+24)
	}
	colW := (r.w - 40 - labelW) / float32(max(n, 1))
	colX := func(s int) float32 { return x0 + labelW + float32(s)*colW }
	b.text(lang.L("Hand"), x0, y, 14, inkDim, true)
	for s := 0; s < n; s++ {
		b.text(t.name(s), colX(s), y, 14, ink, true)
	}
	y += rowH
	for _, hr := range t.history {
		b.text(t.rowLabel(hr), x0, y, 13, ink, false)
		for s := 0; s < n && s < len(hr.points); s++ {
			col := ink
			if s == hr.closer {
				col = goodGreen
			}
			b.text(fmt.Sprint(hr.points[s]), colX(s), y, 13, col, false)
		}
		y += rowH
	}
	b.rectangle(rect{x0, y - 4, r.w - 40, 2}, gold, 0)
	b.text(lang.L("Total"), x0, y+2, 14, gold, true)
	for s := 0; s < n; s++ {
		col := ink
		txt := fmt.Sprint(v.Scores[s])
		if v.Eliminated[s] {
			col = badRed
			txt = lang.L("{{.Points}} (out)", map[string]any{"Points": v.Scores[s]})
		}
		b.text(txt, colX(s), y+2, 14, col, true)
	}

	// Buttons: the next hand when the hand is over; at the end of the
	// match the same players again, a new match, or home; back to the
	// table otherwise.
	btns := []*widget.Button{t.ui.closeSheetBtn}
	switch v.Phase {
	case scala40.PhaseHandOver:
		btns = []*widget.Button{t.ui.nextBtn}
	case scala40.PhaseMatchOver:
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
	x := r.x + r.w - 20
	for i := len(btns) - 1; i >= 0; i-- {
		bs := buttonSize(btns[i])
		bw := max(bs.Width+30, 160)
		x -= bw
		b.button(btns[i], rect{x, r.y + r.h - bs.Height - 24, bw, bs.Height + 8})
		x -= 12
	}
}

// rowLabel says how a hand ended: its number, who closed (and whether in
// hand), who went out and who came back.
func (t *Table) rowLabel(hr handRecord) string {
	label := named("{{.Name}} closed", t.name(hr.closer))
	if hr.closer < 0 {
		label = lang.L("Nobody closed")
	} else if hr.inMano {
		label = named("{{.Name}} closed in hand", t.name(hr.closer))
	}
	for _, o := range hr.out {
		label += " · " + named("{{.Name}} is out", t.name(o))
	}
	for _, o := range hr.back {
		label += " · " + named("{{.Name}} is back in", t.name(o))
	}
	return fmt.Sprintf("%d · %s", hr.no, label)
}
