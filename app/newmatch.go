package app

import (
	"fmt"
	"math/rand/v2"
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

	"tavolo/app/settings"
	"tavolo/engine/klaberjass"
	"tavolo/engine/match"
	"tavolo/engine/options"
	"tavolo/engine/scala40"
)

// Levels are the computer players' levels offered on the new-match
// screen, as the save file names them.
var Levels = []string{"easy", "medium", "hard"}

// kindHuman is a person's kind in the save file.
const kindHuman = "human"

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
// R decides: the seats, the rules (house-rule preset plus changes) and the
// deal number.
type gameSetup[R comparable] struct {
	Seats  []match.Player
	Preset string
	Rules  R
	Seed   uint64
}

// Setup is a Scala 40 setup.
type Setup = gameSetup[scala40.Rules]

// DefaultSetup is one person against three computers of medium level,
// with the classic rules.
func DefaultSetup() Setup { return defaultSetupOf(scala40Book()) }

// defaultSetupOf is a game's default setup: one person against computers
// of medium level, as many seats as the book says, its default rules.
func defaultSetupOf[R comparable](b *ruleBook[R]) gameSetup[R] {
	st := gameSetup[R]{Preset: "classic", Rules: b.def(), Seed: NewSeed()}
	player := defaultPlayerName()
	st.Seats = []match.Player{{Name: player, Kind: kindHuman}}
	for _, n := range otherNames(player)[:b.seats-1] {
		st.Seats = append(st.Seats, match.Player{Name: n, Kind: "medium"})
	}
	b.setPlayers(&st.Rules, len(st.Seats))
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
func NewSeed() uint64 { return 1 + rand.Uint64N(999_999_999) }

// NewMatch shows the new-match screen for Scala 40.
func (s *Shell) NewMatch() { showNewMatch(s, scala40Book()) }

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

// newMatchForm is Scala 40's new-match form.
func newMatchForm(s *Shell, st Setup) *matchForm[scala40.Rules] {
	return newMatchFormOf(s, scala40Book(), st)
}

func newMatchFormOf[R comparable](s *Shell, b *ruleBook[R], st gameSetup[R]) *matchForm[R] {
	f := &matchForm[R]{s: s, book: b, setup: st, opts: map[string]func(){}}
	f.onStart = func(st gameSetup[R]) { b.start(s, st) }
	for _, l := range Levels {
		if slices.Contains(b.levels, l) {
			f.offered = append(f.offered, l)
		}
	}
	return f
}

// content builds the screen.
func (f *matchForm[R]) content() fyne.CanvasObject {
	title := widget.NewLabelWithStyle(f.book.title(), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameHeadingText

	// Seats.
	f.seatBox = container.NewVBox()
	var counts []string
	for _, n := range f.book.players {
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
	for _, n := range f.book.lineChoices {
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
	line := helpCard(f.book.lineTitle(), f.book.lineHelp(),
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
	if !slices.Contains(f.book.players, n) || n == len(f.setup.Seats) || f.seatBox == nil {
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
	v := f.book.lineOption().Get(&f.setup.Rules)
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
	lo := f.book.lineOption()
	n, err := strconv.Atoi(line)
	if err != nil || n < lo.Min || n > lo.Max {
		return st, fmt.Errorf("%s", f.book.lineError())
	}
	lo.Set(&st.Rules, strconv.Itoa(n))
	seed, err := strconv.ParseUint(strings.TrimSpace(f.seed.Text), 10, 64)
	if err != nil || seed == 0 {
		return st, fmt.Errorf("%s", lang.L("The deal number must be a whole number greater than 0."))
	}
	st.Seed = seed
	f.book.setPlayers(&st.Rules, len(st.Seats))
	if err := f.book.validate(st.Rules); err != nil {
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
	f.s.confirmAbandon(f.book.game, func() { f.onStart(st) })
}

// optionValueLabel is an enum value as the player reads it.
func optionValueLabel(v string) string {
	switch v {
	case "unlimited":
		return lang.L("unlimited")
	case scala40.DiscardAttachableForbiddenIfNotOpened:
		return lang.L("forbidden before opening")
	case scala40.DiscardAttachableForbiddenAlways:
		return lang.L("always forbidden")
	case scala40.DiscardAttachableForbiddenExceptClose:
		return lang.L("forbidden except to close")
	case scala40.DiscardAttachableAllowed:
		return lang.L("allowed")
	case scala40.DiscardAttachableAllowedNoNextAttach:
		return lang.L("allowed, but the next player may not attach it")
	case scala40.JokerDiscardOnlyClosing:
		return lang.L("only as the closing card")
	case scala40.JokerDiscardNever:
		return lang.L("never")
	case scala40.RestockShuffle:
		return lang.L("shuffle the pozzo")
	case scala40.RestockFlip:
		return lang.L("turn the pozzo over")
	case klaberjass.SchmeisserIsMaker:
		return lang.L("the one who offered it")
	case klaberjass.OtherIsMaker:
		return lang.L("the one who answered")
	case klaberjass.AnnulledNext:
		return lang.L("the next player")
	case klaberjass.AnnulledSame:
		return lang.L("the same dealer")
	case klaberjass.OneAtATime:
		return lang.L("one card at a time")
	case klaberjass.BatchOfThree:
		return lang.L("three at once")
	case klaberjass.ValueThenTop:
		return lang.L("worth, then top card")
	case klaberjass.LengthThenTop:
		return lang.L("length, then top card")
	case klaberjass.TieNobody:
		return lang.L("nobody scores")
	case klaberjass.TieElderWins:
		return lang.L("the elder scores")
	}
	return v
}

// optionTitle is an option's short name as the player reads it.
func optionTitle(name string) string {
	if t, ok := optionTitles[name]; ok {
		return lang.L(t)
	}
	return name
}

var optionTitles = map[string]string{
	"opening_minimum":                       "Opening minimum",
	"max_jokers_per_meld":                   "Jokers per meld",
	"ace_alone_counts_one":                  "Lone Ace counts 1",
	"take_discard_to_open":                  "Open with the pozzo card",
	"must_use_taken_discard":                "Use the pozzo card at once",
	"discard_attachable":                    "Discarding a card that fits",
	"attachable_includes_joker_replacement": "Replacing a joker counts as fitting",
	"no_close_first_round":                  "No closing in the first round",
	"in_mano_double":                        "Closing in hand doubles",
	"in_mano_requires_minimum":              "Closing in hand needs the minimum",
	"full_hand_penalty":                     "Penalty for never opening",
	"full_hand_penalty_doubled":             "That penalty doubles too",
	"opening_without_joker":                 "Open without jokers",
	"must_reuse_swapped_joker":              "Reuse a won joker at once",
	"attach_on_opening_turn":                "Attach when opening",
	"allow_attach_joker":                    "Attach jokers",
	"joker_discard":                         "Discarding a joker",
	"restock_mode":                          "New tallone",
	"upcard_joker_redraw":                   "Joker turned up goes back",
	"reentry":                               "Re-entry (rientro)",
	"pairs_mode":                            "Play in pairs",
	"dealer_takes_14":                       "Dealer takes 14",
	// Klaberjass.
	"schmeiss_enabled":             "Schmeiss",
	"schmeiss_refusal":             "Maker after a schmeiss",
	"annulled_deal_dealer":         "Dealer after an annulled deal",
	"second_deal_pattern":          "Second deal",
	"turn_bottom_card":             "Show the bottom card",
	"dix_exchange":                 "Dix exchange",
	"must_overtrump_on_trump_lead": "Overtrump on a trump lead",
	"must_trump_when_void":         "Trump when void",
	"sequence_compare":             "Comparing sequences",
	"sequence_final_tie":           "Equal sequences",
	"declarations_optional":        "Players declare",
	"sequences_need_a_trick":       "Sequences need a trick",
	"bella_needs_announcement":     "Bella must be announced",
	"last_trick_bonus":             "Last trick",
	"all_tricks_bonus":             "All the tricks",
	"four_of_a_kind_melds":         "Four of a kind",
	"tie_continue":                 "Play on after a tie",
	"target_score":                 "Target score",
	"opening_before_draw":          "Open before drawing",
	"opening_may_use_pile_top":     "Open with the pozzo",
	"opening_naturals_only":        "Open without wild cards",
	"stock_draw_count":             "Cards drawn",
	"pile_plus_stock_card":         "Pozzo plus a card",
	"frozen_needs":                 "Naturals for a frozen pozzo",
	"max_wild_per_meld":            "Wild cards per meld",
	"allow_wild_melds":             "Melds of wild cards",
	"aces_canasta_bonus":           "Canasta of aces bonus",
	"extra_bonuses":                "Extra bonuses",
	"black_three_value":            "Black three points",
	"black_three_final_discard":    "Black three as last discard",
	"wild_into_clean_canasta":      "Wild card on a clean canasta",
	"must_discard_to_go_out":       "Discard to go out",
	"going_out_bonus":              "Going-out bonus",
	"concealed_going_out_bonus":    "Concealed going-out bonus",
}

// presetLabel is a shipped preset's name as the player reads it; a
// player's own preset keeps the name it was given.
func presetLabel(name string) string {
	if l, ok := presetLabels[name]; ok {
		return lang.L(l)
	}
	return name
}

// presetLabels are the English names of every game's shipped presets.
var presetLabels = map[string]string{
	"classic": "Classic", "family": "Family", "long": "Long", "strict": "Strict",
	"deberc": "Deberc", "simple": "Simple", "swiss": "Swiss",
	"classic-pile": "Classic pile", "pagat": "Canastone (pagat.com)", "samba": "Samba", "short": "Short",
}

// rulesPanel is the house-rule preset and every option of the rules,
// each with a one-line explanation.
func (f *matchForm[R]) rulesPanel() fyne.CanvasObject {
	presets := f.book.presets(f.s)
	var labels []string
	for _, p := range presets {
		labels = append(labels, presetLabel(p.Name))
	}
	f.presetAb = widget.NewLabel("")
	f.presetAb.Wrapping = fyne.TextWrapWord
	custom := lang.L("Custom")
	f.preset = widget.NewSelect(append(labels, custom), func(v string) {
		for _, p := range presets {
			if presetLabel(p.Name) == v {
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
	for i := range f.book.options {
		o := &f.book.options[i]
		if o.Name == "players" || o.Name == f.book.line {
			continue
		}
		list.Add(f.optionRow(o))
	}
	sel := f.setup.Preset
	f.preset.SetSelected(custom)
	for _, p := range presets {
		if p.Name == sel {
			f.preset.SetSelected(presetLabel(p.Name))
		}
	}
	head := container.NewVBox(container.NewBorder(nil, nil, widget.NewLabel(lang.L("House rules:")), nil, f.preset), f.presetAb, widget.NewSeparator())
	return widget.NewCard(lang.L("Rules"), "", container.NewBorder(head, nil, nil, nil, container.NewVScroll(list)))
}

// changed marks the rules as the player's own once an option moves away
// from the preset.
func (f *matchForm[R]) changed() {
	for _, p := range f.book.presets(f.s) {
		if p.Name != f.setup.Preset {
			continue
		}
		r, want := f.setup.Rules, p.Rules
		// The line and the seats are chosen apart from the house rules.
		lo := f.book.lineOption()
		lo.Set(&want, lo.Get(&r))
		f.book.setPlayers(&want, len(f.setup.Seats))
		f.book.setPlayers(&r, len(f.setup.Seats))
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
		c := widget.NewCheck(optionTitle(o.Name), func(on bool) { set(strconv.FormatBool(on)) })
		f.opts[o.Name] = func() { c.SetChecked(o.Get(&f.setup.Rules) == "true") }
		ctl = c
	case options.Enum:
		var labels []string
		for _, v := range o.Values {
			labels = append(labels, optionValueLabel(v))
		}
		s := widget.NewSelect(labels, func(l string) {
			for _, v := range o.Values {
				if optionValueLabel(v) == l {
					set(v)
				}
			}
		})
		f.opts[o.Name] = func() { s.SetSelected(optionValueLabel(o.Get(&f.setup.Rules))) }
		ctl = titled(optionTitle(o.Name), s)
	default:
		e := widget.NewEntry()
		e.OnChanged = func(t string) {
			if n, err := strconv.Atoi(strings.TrimSpace(t)); err == nil && n >= o.Min && n <= o.Max {
				set(strconv.Itoa(n))
			}
		}
		e.OnSubmitted = func(string) { f.start() }
		f.opts[o.Name] = func() { e.SetText(o.Get(&f.setup.Rules)) }
		ctl = titled(optionTitle(o.Name), e)
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
