package app

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/appdef"
	"tavolo/app/settings"
	"tavolo/engine/match"
	"tavolo/engine/options"
)

// Levels are the computer players' levels offered on the new-match
// screen, as the save file names them.
var Levels = []string{"easy", "medium", "hard"}

// kindHuman is a person's kind in the save file.
const kindHuman = appdef.Human

// levelLabel is a level as the player reads it.
func levelLabel(level string) string {
	switch level {
	case "easy":
		return lang.L("Easy")
	case "hard":
		return lang.L("Hard")
	}
	return lang.L("Medium")
}

// gameSetup is everything the new-match screen of a game whose rules are
// R decides (appdef.Setup).
type gameSetup[R comparable] = appdef.Setup[R]

// defaultSetupOf is a game's default setup: one person against computers
// of medium level, as many seats as the book says, its default rules.
func defaultSetupOf[R comparable](b *ruleBook[R]) gameSetup[R] {
	st := gameSetup[R]{Preset: "classic", Rules: b.Default(), Seed: NewSeed()}
	player := defaultPlayerName()
	st.Seats = []match.Player{{Name: player, Kind: kindHuman}}
	for _, n := range otherNames(player)[:b.Seats-1] {
		st.Seats = append(st.Seats, match.Player{Name: n, Kind: "medium"})
	}
	b.SetPlayers(&st.Rules, len(st.Seats))
	return st
}

// computerNames are the default names of computer seats.
var computerNames = []string{"Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Gina"}

// otherNames are the default names of the seats after the player's,
// without the player's own name (a player called Anna meets Bruno,
// Carla …): one for each seat of the largest table.
func otherNames(player string) []string {
	out := make([]string, 0, len(computerNames))
	for _, n := range computerNames {
		if !strings.EqualFold(n, player) {
			out = append(out, n)
		}
	}
	return out[:len(computerNames)-1]
}

// NewSeed returns a fresh deal number, short enough to read out and type.
func NewSeed() uint64 { return appdef.NewSeed() }

// showNewMatch shows the new-match screen of the game of a rule book.
func showNewMatch[R comparable](s *Shell, b *ruleBook[R]) {
	f := newMatchFormOf(s, b, lastSetupOf(s, b))
	s.Show(f.content(), func() { s.Win.Canvas().SetOnTypedKey(nil) })
	// Return starts the match (unless an entry has the focus, whose own
	// Return does the same).
	s.Win.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if (ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter) && s.Win.Canvas().Overlays().Top() == nil {
			f.start()
		}
	})
}

// matchForm is the new-match screen's state, for a game whose rules
// are R.
type matchForm[R comparable] struct {
	s     *Shell
	book  *ruleBook[R]
	setup gameSetup[R]

	count    *widget.RadioGroup
	seatBox  *fyne.Container
	names    []*widget.Entry
	kinds    []*widget.Select
	levels   []*widget.Select
	offered  []string // the computer levels offered, as saved
	line     *widget.RadioGroup
	lineOwn  *widget.Entry
	preset   *widget.Select
	presetAb *widget.Label
	seed     *widget.Entry
	opts     map[string]func() // refresh each option's widget from setup.Rules
	startBtn *widget.Button
	// onStart is called with the chosen setup (tests replace it).
	onStart func(gameSetup[R])
}

func newMatchFormOf[R comparable](s *Shell, b *ruleBook[R], st gameSetup[R]) *matchForm[R] {
	f := &matchForm[R]{s: s, book: b, setup: st, opts: map[string]func(){}}
	f.onStart = func(st gameSetup[R]) { b.Start(s.host(), st) }
	for _, l := range Levels {
		if slices.Contains(b.Levels, l) {
			f.offered = append(f.offered, l)
		}
	}
	return f
}

// content builds the screen.
func (f *matchForm[R]) content() fyne.CanvasObject {
	title := widget.NewLabelWithStyle(f.book.Title(), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameHeadingText

	// Seats.
	f.seatBox = container.NewVBox()
	var counts []string
	for _, n := range f.book.Players {
		counts = append(counts, strconv.Itoa(n))
	}
	f.count = widget.NewRadioGroup(counts, func(v string) {
		n, _ := strconv.Atoi(v)
		f.readSeats()
		f.resize(n)
	})
	f.count.Horizontal = true
	f.count.Required = true
	f.count.SetSelected(strconv.Itoa(len(f.setup.Seats)))
	f.buildSeats()
	seatsBody := container.NewVBox(container.NewHBox(widget.NewLabel(lang.L("Seats:")), f.count), f.seatBox)
	if len(counts) == 1 {
		seatsBody = container.NewVBox(f.seatBox)
	}
	seats := helpCard(lang.L("Players"), lang.L("Each seat is a person (passing the device) or the computer."), seatsBody)

	// The elimination line.
	f.lineOwn = widget.NewEntry()
	f.lineOwn.SetPlaceHolder(lang.L("another number"))
	f.lineOwn.OnSubmitted = func(string) { f.start() }
	other := lang.X("newmatch.line.other", "Other")
	var lines []string
	for _, n := range f.book.LineChoices {
		lines = append(lines, strconv.Itoa(n))
	}
	f.line = widget.NewRadioGroup(append(lines, other), func(v string) {
		if v == other {
			f.lineOwn.Enable()
		} else {
			f.lineOwn.Disable()
		}
	})
	// One choice a line: side by side each takes the widest one's width,
	// wider than the smallest window's half.
	f.line.Required = true
	f.showLine()
	ownW := fyne.NewSize(180, f.lineOwn.MinSize().Height)
	line := helpCard(f.book.LineTitle(), f.book.LineHelp(),
		container.NewVBox(f.line, container.NewGridWrap(ownW, f.lineOwn)))

	// The deal number.
	f.seed = widget.NewEntry()
	f.seed.SetText(strconv.FormatUint(f.setup.Seed, 10))
	f.seed.OnSubmitted = func(string) { f.start() }
	newSeed := widget.NewButtonWithIcon(lang.L("New number"), theme.ViewRefreshIcon(), func() {
		f.seed.SetText(strconv.FormatUint(NewSeed(), 10))
	})
	deal := helpCard(lang.L("Deal number"), lang.L("The same number deals the same cards: type one to replay a deal."),
		container.NewBorder(nil, nil, nil, newSeed, f.seed))

	// The left column scrolls in a short window (800×600 and up).
	left := container.NewVScroll(container.NewVBox(seats, line, deal))

	// House rules: a preset, then every option with its explanation.
	rules := f.rulesPanel()

	f.startBtn = widget.NewButtonWithIcon(lang.L("Start"), theme.MediaPlayIcon(), f.start)
	f.startBtn.Importance = widget.HighImportance
	back := widget.NewButtonWithIcon(lang.L("Back"), theme.NavigateBackIcon(), f.s.Home)
	buttons := container.NewHBox(back, layout.NewSpacer(), f.startBtn)

	// Each half scrolls where the window is too short for it (the rules
	// panel has its own scroll), so the screen asks for no more than the
	// smallest window the app supports.
	split := container.NewHSplit(left, rules)
	split.Offset = 0.52
	body := split
	return container.NewPadded(container.NewBorder(title, buttons, nil, nil, body))
}

// helpCard is a card with a title, a line of help that wraps (a card's
// own subtitle does not, and would widen the screen past 800 pixels) and
// its content.
func helpCard(title, help string, content fyne.CanvasObject) *widget.Card {
	l := widget.NewLabel(help)
	l.Wrapping = fyne.TextWrapWord
	return widget.NewCard(title, "", container.NewVBox(l, content))
}

// buildSeats makes one row per seat: name, person or computer, level.
func (f *matchForm[R]) buildSeats() {
	f.seatBox.RemoveAll()
	f.names, f.kinds, f.levels = nil, nil, nil
	person, computer := lang.L("Person"), lang.L("Computer")
	var levelNames []string
	for _, l := range f.offered {
		levelNames = append(levelNames, levelLabel(l))
	}
	for i, p := range f.setup.Seats {
		name := widget.NewEntry()
		name.SetText(p.Name)
		name.OnSubmitted = func(string) { f.start() }
		level := widget.NewSelect(levelNames, nil)
		kind := widget.NewSelect([]string{person, computer}, func(v string) {
			if v == person {
				level.Disable()
			} else {
				level.Enable()
			}
		})
		if p.Kind == kindHuman {
			level.SetSelected(levelLabel("medium"))
			kind.SetSelected(person)
		} else {
			level.SetSelected(levelLabel(f.offeredLevel(p.Kind)))
			kind.SetSelected(computer)
		}
		f.names = append(f.names, name)
		f.kinds = append(f.kinds, kind)
		f.levels = append(f.levels, level)
		n := widget.NewLabel(fmt.Sprint(i + 1))
		row := container.NewBorder(nil, nil, n, container.NewHBox(kind, level), name)
		f.seatBox.Add(row)
	}
}

// readSeats copies the seat rows into the setup.
func (f *matchForm[R]) readSeats() {
	for i := range f.names {
		if i >= len(f.setup.Seats) {
			break
		}
		p := &f.setup.Seats[i]
		p.Name = strings.TrimSpace(f.names[i].Text)
		p.Kind = kindHuman
		if f.kinds[i].SelectedIndex() == 1 {
			p.Kind = "medium"
			if k := f.levels[i].SelectedIndex(); k >= 0 && k < len(f.offered) {
				p.Kind = f.offered[k]
			}
		}
	}
}

// offeredLevel is level if the form offers it, else medium.
func (f *matchForm[R]) offeredLevel(level string) string {
	if slices.Contains(f.offered, level) {
		return level
	}
	return "medium"
}

// resize changes the number of seats, keeping the first ones.
func (f *matchForm[R]) resize(n int) {
	if !slices.Contains(f.book.Players, n) || n == len(f.setup.Seats) || f.seatBox == nil {
		return
	}
	for len(f.setup.Seats) < n {
		name := ""
		for _, n := range otherNames(f.setup.Seats[0].Name) {
			if !slices.ContainsFunc(f.setup.Seats, func(p match.Player) bool { return strings.EqualFold(p.Name, n) }) {
				name = n
				break
			}
		}
		f.setup.Seats = append(f.setup.Seats, match.Player{Name: name, Kind: "medium"})
	}
	f.setup.Seats = f.setup.Seats[:n]
	f.buildSeats()
}

// showLine shows the setup's elimination line.
func (f *matchForm[R]) showLine() {
	v := lineOption(f.book).Get(&f.setup.Rules)
	own := len(f.line.Options) - 1
	switch {
	case slices.Contains(f.line.Options[:own], v):
		f.line.SetSelected(v)
		f.lineOwn.SetText("")
		f.lineOwn.Disable()
	default:
		f.line.SetSelected(f.line.Options[own])
		f.lineOwn.SetText(v)
		f.lineOwn.Enable()
	}
}

// read collects the whole form into a setup, or says what is wrong.
func (f *matchForm[R]) read() (gameSetup[R], error) {
	f.readSeats()
	st := f.setup
	st.Seats = append([]match.Player(nil), f.setup.Seats...)
	for i, p := range st.Seats {
		if p.Name == "" {
			return st, fmt.Errorf("%s", lang.L("Seat {{.N}} has no name.", map[string]any{"N": i + 1}))
		}
		if utf8.RuneCountInString(p.Name) > settings.MaxNameLen {
			return st, fmt.Errorf("%s", lang.L("The name of seat {{.N}} is too long: at most {{.Max}} letters.", map[string]any{"N": i + 1, "Max": settings.MaxNameLen}))
		}
		for _, q := range st.Seats[:i] {
			if strings.EqualFold(q.Name, p.Name) {
				return st, fmt.Errorf("%s", lang.L("Two seats are called {{.Name}}: give each player a different name.", map[string]any{"Name": p.Name}))
			}
		}
	}
	line := f.line.Selected
	if line == f.line.Options[len(f.line.Options)-1] {
		line = strings.TrimSpace(f.lineOwn.Text)
	}
	lo := lineOption(f.book)
	n, err := strconv.Atoi(line)
	if err != nil || n < lo.Min || n > lo.Max {
		return st, fmt.Errorf("%s", f.book.LineError())
	}
	lo.Set(&st.Rules, strconv.Itoa(n))
	seed, err := strconv.ParseUint(strings.TrimSpace(f.seed.Text), 10, 64)
	if err != nil || seed == 0 {
		return st, fmt.Errorf("%s", lang.L("The deal number must be a whole number greater than 0."))
	}
	st.Seed = seed
	f.book.SetPlayers(&st.Rules, len(st.Seats))
	if err := f.book.Validate(st.Rules); err != nil {
		return st, err
	}
	return st, nil
}

// start checks the form and starts the match.
func (f *matchForm[R]) start() {
	st, err := f.read()
	if err != nil {
		dialog.ShowError(err, f.s.Win)
		return
	}
	saveSetupOf(f.s, f.book, st)
	f.s.confirmAbandon(f.book.Game, func() { f.onStart(st) })
}

// rulesPanel is the house-rule preset and every option of the rules,
// each with a one-line explanation.
func (f *matchForm[R]) rulesPanel() fyne.CanvasObject {
	presets := presetsOf(f.s, f.book)
	var labels []string
	for _, p := range presets {
		labels = append(labels, f.book.PresetLabel(p.Name))
	}
	f.presetAb = widget.NewLabel("")
	f.presetAb.Wrapping = fyne.TextWrapWord
	custom := lang.L("Custom")
	f.preset = widget.NewSelect(append(labels, custom), func(v string) {
		for _, p := range presets {
			if f.book.PresetLabel(p.Name) == v {
				f.setup.Preset, f.setup.Rules = p.Name, p.Rules
				f.presetAb.SetText(lang.L(p.Description))
				f.refreshOptions()
				if f.line != nil {
					f.showLine()
				}
				return
			}
		}
		f.setup.Preset = ""
		f.presetAb.SetText(lang.L("Your own choice of options."))
	})
	list := container.NewVBox()
	for i := range f.book.Options {
		o := &f.book.Options[i]
		if o.Name == "players" || o.Name == f.book.Line {
			continue
		}
		list.Add(f.optionRow(o))
	}
	sel := f.setup.Preset
	f.preset.SetSelected(custom)
	for _, p := range presets {
		if p.Name == sel {
			f.preset.SetSelected(f.book.PresetLabel(p.Name))
		}
	}
	head := container.NewVBox(container.NewBorder(nil, nil, widget.NewLabel(lang.L("House rules:")), nil, f.preset), f.presetAb, widget.NewSeparator())
	return widget.NewCard(lang.L("Rules"), "", container.NewBorder(head, nil, nil, nil, container.NewVScroll(list)))
}

// changed marks the rules as the player's own once an option moves away
// from the preset.
func (f *matchForm[R]) changed() {
	for _, p := range presetsOf(f.s, f.book) {
		if p.Name != f.setup.Preset {
			continue
		}
		r, want := f.setup.Rules, p.Rules
		// The line and the seats are chosen apart from the house rules.
		lo := lineOption(f.book)
		lo.Set(&want, lo.Get(&r))
		f.book.SetPlayers(&want, len(f.setup.Seats))
		f.book.SetPlayers(&r, len(f.setup.Seats))
		if r != want {
			f.preset.SetSelected(lang.L("Custom"))
		}
		return
	}
}

// optionRow is one option: its control and its explanation.
func (f *matchForm[R]) optionRow(o *options.Option[R]) fyne.CanvasObject {
	help := widget.NewLabelWithStyle(lang.L(o.Help), fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	help.Wrapping = fyne.TextWrapWord
	help.SizeName = theme.SizeNameCaptionText
	var ctl fyne.CanvasObject
	set := func(v string) {
		if o.Get(&f.setup.Rules) == v {
			return
		}
		o.Set(&f.setup.Rules, v)
		f.changed()
	}
	switch o.Kind {
	case options.Bool:
		c := widget.NewCheck(f.book.OptionLabel(o.Name), func(on bool) { set(strconv.FormatBool(on)) })
		f.opts[o.Name] = func() { c.SetChecked(o.Get(&f.setup.Rules) == "true") }
		ctl = c
	case options.Enum:
		var labels []string
		for _, v := range o.Values {
			labels = append(labels, f.book.ValueLabel(v))
		}
		s := widget.NewSelect(labels, func(l string) {
			for _, v := range o.Values {
				if f.book.ValueLabel(v) == l {
					set(v)
				}
			}
		})
		f.opts[o.Name] = func() { s.SetSelected(f.book.ValueLabel(o.Get(&f.setup.Rules))) }
		ctl = titled(f.book.OptionLabel(o.Name), s)
	default:
		e := widget.NewEntry()
		e.OnChanged = func(t string) {
			if n, err := strconv.Atoi(strings.TrimSpace(t)); err == nil && n >= o.Min && n <= o.Max {
				set(strconv.Itoa(n))
			}
		}
		e.OnSubmitted = func(string) { f.start() }
		f.opts[o.Name] = func() { e.SetText(o.Get(&f.setup.Rules)) }
		ctl = titled(f.book.OptionLabel(o.Name), e)
	}
	f.opts[o.Name]()
	return container.NewVBox(ctl, help)
}

// refreshOptions shows the setup's rules in every option control.
func (f *matchForm[R]) refreshOptions() {
	for _, r := range f.opts {
		r()
	}
}

// titled is an option's control with its title above it, the title
// wrapped to the panel's width (a long title beside the control would
// widen the screen).
func titled(title string, ctl fyne.CanvasObject) fyne.CanvasObject {
	l := widget.NewLabel(title)
	l.Wrapping = fyne.TextWrapWord
	return container.NewVBox(l, ctl)
}
