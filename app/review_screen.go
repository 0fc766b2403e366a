package app

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/cardart"
	"tavolo/app/table"
	"tavolo/engine/cards"
	"tavolo/engine/gamedef"
	"tavolo/engine/match"
	"tavolo/engine/review"
)

// reviewScreen is the review of a finished hand: the hand replayed move
// by move with every card face up, the moves beside it in step, and the
// reviewed seat's decisions judged on what that seat knew, filled in as
// the judge goes.
type reviewScreen struct {
	s    *Shell
	r    *handReview
	back func()

	seat    int       // the seat whose decisions are judged
	step    int       // the frame shown, an index of r.frames
	drawnAt float32   // the window's width it was drawn for
	paneH   float32   // the table's pane height it was fitted to
	card    fyne.Size // a card's size on the table, as fitted (fit)
	tableW  float32   // the width the table's rows take, as fitted
	// judged are the seat's decisions judged so far, by their step; done
	// is set once all are, err when the judge failed.
	judged map[int]review.Decision
	done   bool
	err    error
	job    *judging

	spread   *fyne.Container
	table    *container.Scroll
	split    *container.Split
	moves    *widget.List
	slider   *widget.Slider
	at       *widget.Label
	summary  *widget.Label
	evidence *widget.Label // the figures behind the summary, quieter
	detail   *widget.Label // the move shown, with its judged note, in full
	progress *widget.Label
	prev     *widget.Button
	next     *widget.Button
	frames   *frameLog // the window's frames, when TAVOLO_FRAME_LOG asks
	// labelLine is the line of the moves each label the list made shows,
	// as the list last set it (a label it put away and set to another
	// line shows that one).
	labelLine map[*widget.Label]int
}

// ShowReview shows the review of r on the table's felt; back leaves it. The judging starts at
// once (or the review kept from before is shown) and stops on leaving.
// It returns the screen, for tests.
func (s *Shell) ShowReview(r *handReview, back func()) *reviewScreen {
	v := &reviewScreen{s: s, r: r, back: back, seat: r.seat(), frames: startFrameLog()}
	content := v.build()
	s.showOn(content, v.leave, true) // on the felt, like the table
	s.Win.Canvas().SetOnTypedKey(v.key)
	v.startJudging()
	v.show(len(r.frames) - 1)
	return v
}

// leave stops the judge, the screen's keys and the frame log.
func (v *reviewScreen) leave() {
	if v.job != nil {
		v.job.stop()
	}
	v.s.Win.Canvas().SetOnTypedKey(nil)
	v.frames.end()
}

// key steps with the arrow keys (Home and End: the deal and the end);
// Escape goes back.
func (v *reviewScreen) key(e *fyne.KeyEvent) {
	switch e.Name {
	case fyne.KeyLeft:
		v.show(v.step - 1)
	case fyne.KeyRight:
		v.show(v.step + 1)
	case fyne.KeyHome:
		v.show(0)
	case fyne.KeyEnd:
		v.show(len(v.r.frames) - 1)
	case fyne.KeyEscape:
		v.back()
	}
}

// build lays the screen out: a head (back, title, the seat and hand
// chosen), the table face up beside the moves, and the stepping bar with
// the summary below.
func (v *reviewScreen) build() fyne.CanvasObject {
	backBtn := widget.NewButtonWithIcon(lang.L("Back"), theme.NavigateBackIcon(), v.back)
	title := widget.NewLabelWithStyle(lang.L("Review of hand {{.Hand}}: {{.Game}}", map[string]any{"Hand": v.r.hand, "Game": v.r.game.title()}),
		fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	again := widget.NewButtonWithIcon(lang.L("Play this deal again"), theme.MediaReplayIcon(), func() {
		v.s.playAgain(v.r, func() { v.s.ShowReview(v.r, v.back) })
	})
	export := widget.NewButtonWithIcon(lang.L("Save the deal…"), theme.DocumentSaveIcon(), func() { v.s.exportDeal(v.r) })
	head := container.NewBorder(nil, nil, backBtn, v.choosers(), title)
	v.spread = container.NewVBox()
	v.labelLine = map[*widget.Label]int{}
	v.moves = widget.NewList(func() int { return len(v.r.frames) },
		func() fyne.CanvasObject { l := widget.NewLabel(""); l.Truncation = fyne.TextTruncateEllipsis; return l },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			v.labelLine[l] = i
			l.SetText(v.moveLine(i))
		})
	v.moves.OnSelected = func(i widget.ListItemID) { v.show(i) }
	v.slider = widget.NewSlider(0, float64(max(1, len(v.r.frames)-1)))
	v.slider.Step = 1
	v.slider.OnChanged = func(f float64) { v.show(int(f)) }
	v.prev = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { v.show(v.step - 1) })
	v.next = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { v.show(v.step + 1) })
	v.at = widget.NewLabel("")
	bar := container.NewBorder(nil, nil, container.NewHBox(v.prev, v.next), v.at, v.slider)
	v.progress = widget.NewLabel("")
	v.summary = widget.NewLabel("")
	v.summary.Wrapping = fyne.TextWrapWord
	v.evidence = widget.NewLabel("")
	v.evidence.Wrapping, v.evidence.SizeName = fyne.TextWrapWord, theme.SizeNameCaptionText
	v.evidence.TextStyle.Italic = true
	foot := container.NewVBox(bar, container.NewHBox(again, export), container.New(&heldHeight{}, v.progress, v.summary, v.evidence))
	v.table = container.NewScroll(v.spread)
	// The move shown, its judged note and hindsight in full under the
	// moves, whose narrow lines may cut them.
	v.detail = widget.NewLabel("")
	v.detail.Wrapping = fyne.TextWrapWord
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameHeaderBackground))
	shown := container.NewStack(bg, container.NewVScroll(v.detail))
	column := container.New(&movesColumn{detail: v.detail, moved: func() { v.moves.ScrollTo(v.step) }}, v.moves, shown)
	v.split = container.NewHSplit(container.New(&paneWatch{sized: v.paneSized}, v.table), column)
	v.split.Offset = reviewSplit
	return container.NewBorder(head, foot, nil, nil, v.split)
}

// choosers are the hand and the seat reviewed: a hand of the record,
// and in a match with more than one person, whose decisions.
func (v *reviewScreen) choosers() fyne.CanvasObject {
	box := container.NewHBox()
	if v.r.hands > 1 {
		var hands []string
		for k := 1; k <= v.r.hands; k++ {
			hands = append(hands, lang.L("Hand {{.Hand}}", map[string]any{"Hand": k}))
		}
		sel := widget.NewSelect(hands, nil)
		sel.SetSelectedIndex(v.r.hand - 1)
		sel.OnChanged = func(string) { v.r.setHand(sel.SelectedIndex() + 1); v.restart() }
		box.Add(sel)
	}
	if len(v.r.humans) > 1 {
		var names []string
		for _, seat := range v.r.humans {
			names = append(names, v.r.names[seat])
		}
		sel := widget.NewSelect(names, nil)
		sel.SetSelectedIndex(slices.Index(v.r.humans, v.seat))
		sel.OnChanged = func(string) { v.seat = v.r.humans[sel.SelectedIndex()]; v.restart() }
		box.Add(widget.NewLabel(lang.L("Decisions of")))
		box.Add(sel)
	}
	return box
}

// restart judges again after the hand or the seat changed.
func (v *reviewScreen) restart() {
	if v.job != nil {
		v.job.stop()
	}
	v.slider.Max = float64(max(1, len(v.r.frames)-1))
	v.startJudging()
	v.moves.Refresh()
	v.show(len(v.r.frames) - 1)
}

// startJudging shows the kept review of the seat, or starts judging it.
func (v *reviewScreen) startJudging() {
	v.judged, v.done, v.err, v.job = map[int]review.Decision{}, false, nil, nil
	if ds, ok := v.s.cachedReview(v.r.game.Name, v.r.key(v.seat)); ok {
		for _, d := range ds {
			v.judged[d.Step] = d
		}
		v.done = true
		v.refreshJudged()
		return
	}
	v.frames.judgeStarted()
	job := v.s.judge(v.r, v.seat, func(ds []review.Decision) {
		v.frames.judgedCame(len(ds))
		v.frames.timed(func() { v.judgedCame(ds) })
	}, func(err error) {
		// Every decision's line was set as it came (the last batch is
		// drawn before this): only the texts under the moves change. A
		// refresh of the list here would shape every line shown again,
		// some 100 ms at 1920x1080.
		v.done, v.err = true, err
		v.refreshTexts()
		v.frames.judgeEnded()
	})
	v.job = job
	v.refreshJudged()
}

// refreshJudged redraws what the judged decisions change: the moves'
// marks, the progress and the summary.
func (v *reviewScreen) refreshJudged() {
	if v.moves == nil {
		return
	}
	v.moves.Refresh()
	v.refreshTexts()
}

// judgedCame shows a batch of decisions just judged: only their lines of
// the moves shown are set again, and the texts they change, once for the
// batch. Each line set shapes its text anew (some 5 ms): List.Refresh,
// and List.RefreshItem too, set every line shown.
func (v *reviewScreen) judgedCame(ds []review.Decision) {
	for _, d := range ds {
		v.judged[d.Step] = d
	}
	if v.moves == nil {
		return
	}
	v.giveWay()
	lines := make([]int, len(ds))
	for k, d := range ds {
		lines[k] = v.stepIndex(d.Step)
	}
	for l, i := range v.labelLine {
		if slices.Contains(lines, i) {
			setChanged(l, v.moveLine(i))
		}
	}
	v.refreshTexts()
}

// giveWay asks the judge, while it works, to leave the cores to the
// window for the frames that draw what is about to change.
func (v *reviewScreen) giveWay() {
	if v.job != nil && !v.done {
		v.job.giveWay()
	}
}

// refreshTexts sets the progress, the summary and the texts of the move
// shown, each only if it changed: setting a label lays the screen out
// again.
func (v *reviewScreen) refreshTexts() {
	setChanged(v.progress, v.progressText())
	setChanged(v.summary, v.summaryText())
	setChanged(v.evidence, v.evidenceText())
	setChanged(v.detail, v.detailText())
}

// setChanged sets l's text to text unless it says that already.
func setChanged(l *widget.Label, text string) {
	if l.Text != text {
		l.SetText(text)
	}
}

// show puts frame i on the screen (clamped to the hand).
func (v *reviewScreen) show(i int) {
	v.giveWay()
	i = max(0, min(i, len(v.r.frames)-1))
	v.step, v.drawnAt = i, v.s.Win.Canvas().Size().Width
	f := v.r.frames[i]
	v.fit(f.Spread)
	v.spread.Objects = v.spreadObjects(f.Spread)
	v.spread.Refresh()
	if int(v.slider.Value) != i {
		v.slider.SetValue(float64(i))
	}
	v.evidence.SetText(v.evidenceText())
	v.detail.SetText(v.detailText())
	v.moves.Select(i)
	v.moves.ScrollTo(i)
	v.at.SetText(lang.L("Move {{.N}} of {{.Of}}", map[string]any{"N": i, "Of": len(v.r.frames) - 1}))
	v.prev.Disable()
	if i > 0 {
		v.prev.Enable()
	}
	v.next.Disable()
	if i < len(v.r.frames)-1 {
		v.next.Enable()
	}
}

// movesColumn lays the moves out above the move shown (detail, in its
// scroll, on its ground): the move shown as tall as its words need, up
// to half the column (it scrolls beyond), the moves the rest. moved is
// told when the moves' height changed, to keep the move shown in view.
type movesColumn struct {
	detail *widget.Label
	moved  func()
	height float32 // the moves' height, as last laid out
}

func (c *movesColumn) MinSize(objects []fyne.CanvasObject) fyne.Size {
	m := objects[0].MinSize()
	return fyne.NewSize(m.Width, m.Height+c.detail.MinSize().Height)
}

func (c *movesColumn) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	inner := size.Width - 2*theme.Padding() // the scroll's bar
	c.detail.Resize(fyne.NewSize(inner, c.detail.Size().Height))
	h := min(c.detail.MinSize().Height, size.Height/2)
	if c.detail.Text == "" {
		h = 0
	}
	objects[1].Resize(fyne.NewSize(size.Width, h))
	objects[1].Move(fyne.NewPos(0, size.Height-h))
	objects[0].Resize(fyne.NewSize(size.Width, size.Height-h))
	objects[0].Move(fyne.NewPos(0, 0))
	if c.height != size.Height-h {
		c.height = size.Height - h
		if c.moved != nil {
			c.moved()
		}
	}
}

// reviewSplit is the share of the window's width the table takes, the
// moves the rest.
const reviewSplit = 0.6

// resized lays the table out again for a new width: the whole frame
// when the window's width changed since it was drawn (the hands close up
// to it), else the rows' new height.
func (v *reviewScreen) resized() {
	if v.s.Win.Canvas().Size().Width != v.drawnAt {
		v.show(v.step)
		return
	}
	v.table.Refresh()
}

// tableWidth is the width the table's rows take (fit).
func (v *reviewScreen) tableWidth() float32 { return v.tableW }

// cardSize is the size of a card on the review's table (fit).
func (v *reviewScreen) cardSize() fyne.Size { return v.card }

// spreadObjects draw a frame's table: each seat's hand, then the rows on
// the table, each under its label.
func (v *reviewScreen) spreadObjects(sp gamedef.Spread) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	size := v.cardSize()
	for seat, h := range sp.Hands {
		out = append(out, v.handBand(seat, h, size))
	}
	// The rows flow over the table's side of the screen (reviewSplit);
	// a new width lays the table out again. A seat's rows of one kind
	// side by side are titled once, over the first: the others keep a
	// title's height, their cards in line with it.
	rows := container.New(&flow{width: v.tableWidth(),
		resized: func() { fyne.Do(v.resized) }})
	var titleH float32
	for i, text := range v.rowTitles(sp.Rows) {
		var title fyne.CanvasObject = container.New(fixedSize{fyne.NewSize(0, titleH)})
		if text != "" {
			title = widget.NewLabel(text)
			titleH = title.MinSize().Height
		}
		rows.Add(container.NewVBox(title, v.cardRow(sp.Rows[i].Cards, size)))
	}
	return append(out, rows)
}

// rowTitles are the titles of the rows on the table, "" under a title
// already given (sameRowKind).
func (v *reviewScreen) rowTitles(rows []gamedef.Row) []string {
	out := make([]string, len(rows))
	for i, row := range rows {
		if i == 0 || !sameRowKind(rows[i-1], row) {
			many := i+1 < len(rows) && sameRowKind(rows[i+1], row)
			out[i] = v.rowTitle(row, many)
		}
	}
	return out
}

// handBand is a seat's hand under its name; a hand with no cards left
// (who closed) is a line saying so, not a band of a card's height.
func (v *reviewScreen) handBand(seat int, h []cards.Card, size fyne.Size) fyne.CanvasObject {
	name := v.r.names[seat]
	if seat == v.seat {
		name = lang.L("{{.Name}} (reviewed)", map[string]any{"Name": name})
	}
	bold := fyne.TextStyle{Bold: true}
	if len(h) == 0 {
		return widget.NewLabelWithStyle(lang.L("{{.Name}}: no cards left", map[string]any{"Name": name}), fyne.TextAlignLeading, bold)
	}
	return container.NewVBox(widget.NewLabelWithStyle(name, fyne.TextAlignLeading, bold), v.cardRow(h, size))
}

// sameRowKind reports whether two rows of the table are of one kind and
// one seat (two melds of Anna), to be titled once.
func sameRowKind(a, b gamedef.Row) bool { return a.Key == b.Key && a.Seat == b.Seat }

// rowTitle is a row's title, with the seat it belongs to; many: the
// first of several of the kind ("Melds of Anna").
func (v *reviewScreen) rowTitle(row gamedef.Row, many bool) string {
	label := rowLabel(row.Key, many)
	switch {
	case row.Seat < 0 || row.Seat >= len(v.r.names):
	case row.Key == "played":
		label = lang.L("Played by {{.Name}}", map[string]any{"Name": v.r.names[row.Seat]})
	default:
		label = lang.L("{{.What}} of {{.Name}}", map[string]any{"What": label, "Name": v.r.names[row.Seat]})
	}
	return label
}

// flow lays its objects out in rows at their own sizes, left to right,
// a new row where the next would pass width: the width it was last laid
// out at (resized is told when it changes, to ask for the height anew).
type flow struct {
	width   float32
	resized func()
}

func (f *flow) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var w, h, rowW, rowH float32
	for _, o := range objects {
		m := o.MinSize()
		if rowW > 0 && f.width > 0 && rowW+m.Width > f.width {
			h += rowH + theme.Padding()
			rowW, rowH = 0, 0
		}
		rowW += m.Width + theme.Padding()
		rowH = max(rowH, m.Height)
		w = max(w, m.Width)
	}
	return fyne.NewSize(w, h+rowH)
}

func (f *flow) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	if size.Width > 0 && size.Width != f.width {
		f.width = size.Width
		if f.resized != nil {
			f.resized()
		}
	}
	var x, y, rowH float32
	for _, o := range objects {
		m := o.MinSize()
		if x > 0 && x+m.Width > f.width {
			x, y, rowH = 0, y+rowH+theme.Padding(), 0
		}
		o.Resize(m)
		o.Move(fyne.NewPos(x, y))
		x += m.Width + theme.Padding()
		rowH = max(rowH, m.Height)
	}
}

// cardRow is a row of cards face up, overlapping as a fan, in the
// player's card style.
func (v *reviewScreen) cardRow(cs []cards.Card, size fyne.Size) fyne.CanvasObject {
	row := container.NewWithoutLayout()
	w, step := fanWidth(len(cs), size.Width, v.tableWidth())
	for i, c := range cs {
		card := cardart.Render(c.Face(), v.s.CardStyle(), size)
		card.Move(fyne.NewPos(float32(i)*step, 0))
		row.Add(card)
	}
	return container.New(fixedSize{fyne.NewSize(w, size.Height)}, row)
}

// fanWidth is the width of a fan of n cards cw wide, and the step
// between them: half a card apart, a long fan closing up to fit width,
// down to a fifth of a card apart.
func fanWidth(n int, cw, width float32) (w, step float32) {
	step = cw * 0.55
	if n > 1 {
		step = max(cw*0.2, min(step, (width-cw)/float32(n-1)))
	}
	if n == 0 {
		return 0, step
	}
	return cw + float32(n-1)*step, step
}

// fixedSize lays its object out at its own origin and asks for size.
type fixedSize struct{ size fyne.Size }

func (f fixedSize) MinSize([]fyne.CanvasObject) fyne.Size { return f.size }

func (f fixedSize) Layout(objects []fyne.CanvasObject, _ fyne.Size) {
	for _, o := range objects {
		o.Resize(f.size)
	}
}

// rowLabel names a row of the table; many: the first of several melds.
func rowLabel(key string, many bool) string {
	switch key {
	case "meld":
		if many {
			return lang.L("Melds")
		}
		return lang.L("Meld")
	case "pile":
		return lang.L("Pozzo")
	case "trick":
		return lang.L("Trick on the table")
	case "upcard":
		return lang.L("Turn-up")
	case "red_threes":
		return lang.L("Red threes")
	case "played":
		return lang.L("Cards played")
	}
	return key
}

// moveLine is line i of the moves: the move as the move log told it
// when it was played, and for a judged decision the judge's word.
func (v *reviewScreen) moveLine(i int) string {
	f := v.r.frames[i]
	told := v.r.told(f)
	switch {
	case told != "":
	case f.Seat < 0:
		return lang.L("The deal")
	default:
		told = v.r.names[f.Seat] + ": " + v.r.moveWords(f)
	}
	line := fmt.Sprintf("%d. %s", i, told)
	d, ok := v.judged[f.Step]
	switch {
	case !ok:
		return line
	case !d.Judged:
		return line + "  · " + lang.L("not judged")
	case d.Move == d.Best:
		return line + "  ✓"
	}
	text := v.lossNote(d)
	if d.Mistake {
		return line + "  ✗ " + lang.L("mistake") + ", " + text
	}
	return line + "  · " + text
}

// detailText is the move shown in full, under the moves: its line, and
// for a decision the game can tell it of, what each move was worth
// with all cards known.
func (v *reviewScreen) detailText() string {
	if v.step <= 0 || v.step >= len(v.r.frames) {
		return ""
	}
	line := v.moveLine(v.step)
	if d, ok := v.judged[v.r.frames[v.step].Step]; ok && len(d.Hindsight) > 0 {
		line += "\n" + v.hindsightText(d)
	}
	return line
}

// hindsightText is what each move of a decision was worth with all
// cards known (Decision.Hindsight), the moves that lost alike together,
// best first, in whole points: said as hindsight, never as a mistake,
// as the seat could not see those cards.
func (v *reviewScreen) hindsightText(d review.Decision) string {
	f, _ := v.r.frameOf(d.Step)
	if table.RoundPoints(d.Hindsight[len(d.Hindsight)-1].Loss) == 0 {
		return lang.L("With all cards known (hindsight, not a mistake): every choice was worth the same.")
	}
	// The moves in runs that lost the same whole points (best first).
	var parts []string
	for i := 0; i < len(d.Hindsight); {
		points := table.RoundPoints(d.Hindsight[i].Loss)
		j := i + 1
		for j < len(d.Hindsight) && table.RoundPoints(d.Hindsight[j].Loss) == points {
			j++
		}
		moves := v.r.listWords(f.View, d.Hindsight[i:j])
		if points == 0 {
			parts = append(parts, lang.L("best: {{.Moves}}", map[string]any{"Moves": moves}))
		} else {
			parts = append(parts, lang.N("{{.Points}} points less: {{.Moves}}", points, map[string]any{"Points": points, "Moves": moves}))
		}
		i = j
	}
	return lang.L("With all cards known (hindsight, not a mistake): {{.Worths}}.", map[string]any{"Worths": strings.Join(parts, "; ")})
}

// progressText is the line under the moves: that every card is face up,
// and how far the judge has come.
func (v *reviewScreen) progressText() string {
	if v.err != nil {
		return lang.L("The decisions could not be judged: {{.Error}}", map[string]any{"Error": v.err.Error()})
	}
	return lang.L("The hand is over: every card is face up.") + " " + v.judgingText()
}

// judgingText says how far the judge has come.
func (v *reviewScreen) judgingText() string {
	switch {
	case v.done:
		return lang.L("Every decision of {{.Name}} judged on what {{.Name}} could see.", map[string]any{"Name": v.r.names[v.seat]})
	}
	return lang.L("Judging the decisions of {{.Name}} on what {{.Name}} could see… {{.N}} so far.", map[string]any{"Name": v.r.names[v.seat], "N": len(v.judged)})
}

// summaryText sums up the judged decisions in whole points, like the
// hint: the costliest in a sentence, the points lost in all, the share
// that matched the best (the figures are in evidenceText).
func (v *reviewScreen) summaryText() string {
	var ds []review.Decision
	var lost float64
	for _, d := range v.judged {
		ds = append(ds, d)
		if d.Judged {
			lost += max(d.Loss, 0)
		}
	}
	sum := review.Sum(ds)
	if sum.Judged == 0 {
		if v.done {
			return lang.L("No decision to judge in this hand.")
		}
		return ""
	}
	share := lang.N("{{.Matched}} of {{.Judged}} decisions matched the best move; about {{.Lost}} points lost in all.", table.RoundPoints(lost),
		map[string]any{"Matched": sum.Matched, "Judged": sum.Judged, "Lost": table.RoundPoints(lost)})
	w, ok := v.costliest()
	points := table.RoundPoints(w.Loss)
	if !ok || points < 1 {
		return share
	}
	move, best := v.r.decisionWords(w)
	costly := lang.N("The costliest decision: {{.Move}} at move {{.N}} cost about {{.Points}} points; {{.Best}} was better.", points,
		map[string]any{"Move": move, "N": v.stepIndex(w.Step), "Best": best, "Points": points})
	return costly + " " + share
}

// lossNote is a judged decision's note on its move, in whole points,
// as a player would say it: about how much the move played lost, first
// (a narrow line cuts the end), then the better move ("about 4 points
// lost: drawing from the stock was better").
func (v *reviewScreen) lossNote(d review.Decision) string {
	_, best := v.r.decisionWords(d)
	points := table.RoundPoints(d.Loss)
	if d.Loss <= 0 || points < 1 {
		return lang.L("about as good as {{.Best}}", map[string]any{"Best": best})
	}
	return lang.N("about {{.Points}} points lost: {{.Best}} was better", points, map[string]any{"Best": best, "Points": points})
}

// evidenceText is the figures behind the judge's words, for a second,
// quieter line: the loss with one decimal and its standard error, of
// the decision shown if it lost a point or more, else of the costliest.
func (v *reviewScreen) evidenceText() string {
	var d review.Decision
	ok := false
	if v.step > 0 && v.step < len(v.r.frames) {
		d, ok = v.judged[v.r.frames[v.step].Step]
	}
	if !ok || !d.Judged || table.RoundPoints(d.Loss) < 1 || d.Loss <= 0 {
		d, ok = v.costliest()
	}
	if !ok {
		return ""
	}
	return lang.L("Move {{.N}}: a loss of {{.Loss}} points, give or take {{.SE}}, over deals of the cards {{.Name}} could not see.",
		map[string]any{"N": v.stepIndex(d.Step), "Loss": table.Number(d.Loss), "SE": table.Number(d.SE), "Name": v.r.names[v.seat]})
}

// costliest is the judged decision that lost most, if one lost anything.
func (v *reviewScreen) costliest() (review.Decision, bool) {
	var w review.Decision
	found := false
	for _, d := range v.judged {
		if d.Judged && d.Loss > 0 && (!found || d.Loss > w.Loss || d.Loss == w.Loss && d.Step < w.Step) {
			w, found = d, true
		}
	}
	return w, found
}

// stepIndex is the line of the moves of a record's step.
func (v *reviewScreen) stepIndex(step int) int {
	return slices.IndexFunc(v.r.frames, func(f gamedef.Frame) bool { return f.Step == step })
}

// reviewPlaying reviews the hand just ended of the match at the table;
// back brings the match back to its table (from its save), or home once
// it is over.
func (s *Shell) reviewPlaying() {
	m, players := s.atTable.m, s.atTable.players
	if m == nil {
		return
	}
	rec, err := m.Record(players)
	if err != nil {
		dialog.ShowError(err, s.Win)
		return
	}
	back := func() { s.ResumeGame(rec.Game) }
	if m.Outcome().Stage == match.MatchOver {
		back = s.Home
	}
	s.openReview(rec, 0, back)
}

// openReview shows the review of hand (0: the last) of a recorded match;
// back leaves it. A record that cannot be replayed is told, not shown.
func (s *Shell) openReview(rec *match.Record, hand int, back func()) {
	g, ok := lookupGame(rec.Game)
	if !ok {
		dialog.ShowError(fmt.Errorf("%s", lang.L("This match is of a game this version of Tavolo does not know.")), s.Win)
		return
	}
	r, err := newHandReview(g, rec, hand)
	if err != nil {
		dialog.ShowError(err, s.Win)
		return
	}
	s.ShowReview(r, back)
}
