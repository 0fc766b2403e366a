package canasta

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/table"
	cn "tavolo/engine/canasta"
)

// buildOverlays draws whatever covers the table: the hot-seat cover, the
// partner's question, the score sheet.
func (t *Table) buildOverlays(b *builder, v cn.View, size fyne.Size) {
	switch {
	case t.d.Cover() >= 0:
		b.Cover(t.d.Name(t.d.Cover()), t.ui.coverBtn)
	case t.sheet:
		t.buildSheet(b, v)
	case t.answering():
		t.buildAnswer(b, v)
	}
}

// buildAnswer asks the viewer the partner's question: may they go out?
func (t *Table) buildAnswer(b *builder, v cn.View) {
	r := b.Panel(560, 210)
	q := table.Named("{{.Name}} asks: may I go out?", t.d.Name(v.ToMove))
	b.Text(q, r.X+20, r.Y+18, 20, table.Gold, true)
	info := lang.L("{{.N}} cards in their hand · your side has {{.C}} canastas", map[string]any{"N": v.HandSizes[v.ToMove], "C": canastas(v.Melds[t.sideOf(t.viewer())])})
	b.Text(info, r.X+20, r.Y+56, 14, table.Ink, false)
	b.Text(lang.L("If you say yes, your partner must go out this turn."), r.X+20, r.Y+80, 14, table.InkDim, false)
	x := r.X + 20
	for _, w := range []*widget.Button{t.ui.yesBtn, t.ui.noBtn} {
		s := w.MinSize()
		bw := max(s.Width+30, 150)
		b.Button(w, table.R(x, r.Y+r.H-s.Height-28, bw, s.Height+8))
		x += bw + 14
	}
}

// canastas counts the canastas among melds.
func canastas(ms []cn.TableMeld) int {
	n := 0
	for _, m := range ms {
		if m.Info.Canasta() {
			n++
		}
	}
	return n
}
