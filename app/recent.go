package app

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/store"
	"tavolo/app/table"
	"tavolo/engine/games"
	"tavolo/engine/match"
)

// keepFinished keeps a finished match among the recent ones of its game,
// written off the UI goroutine (quitting waits for it); not a practice
// hand.
func (s *Shell) keepFinished(rec *match.Record) {
	if s.practice != nil {
		return // a deal played again is not a match
	}
	dir, when := s.recentDir(rec.Game), time.Now()
	s.pending.Add(1)
	go func() {
		defer s.pending.Done()
		if _, err := store.SaveRecent(dir, rec, when); err != nil {
			fyne.LogError("recent matches", err)
		}
	}()
}

// recentMatch is a finished match as the list shows it.
type recentMatch struct {
	game gameEntry
	store.Recent
	result string // the result in words (recentResult)
}

// loadRecent lists the finished matches of every game, game by game,
// newest first, and what could not be read (set aside by the store).
func (s *Shell) loadRecent() ([]recentMatch, []string) {
	var out []recentMatch
	var notices []string
	for _, g := range playableGames() {
		results := map[*match.Record]string{}
		check := func(rec *match.Record) error {
			m, err := g.Replay(rec)
			if err == nil {
				results[rec] = recentResult(m, rec.Players)
			}
			return err
		}
		list, ns := store.LoadRecent(s.recentDir(g.Name), g.Name, check)
		for _, r := range list {
			out = append(out, recentMatch{game: g, Recent: r, result: results[r.Record]})
		}
		for _, n := range ns {
			fyne.LogError("recent matches", errorString(n.Detail))
			notices = append(notices, lang.L("A recent match could not be read and is no longer listed; it was kept as {{.Name}}.", map[string]any{"Name": n.Name}))
		}
	}
	return out, notices
}

// errorString is a text as an error, for the log.
type errorString string

func (e errorString) Error() string { return string(e) }

// recentGo reads the recent matches off the UI goroutine (each is
// replayed); tests read them in step.
var recentGo = func(f func()) { go f() }

// Recent shows the finished matches kept, each game's newest first, with
// the date, the players and the result; choosing one opens the review of
// its last hand (its other hands are chosen there). They are read off
// the UI goroutine, the screen filled in once they are.
func (s *Shell) Recent() {
	back := widget.NewButtonWithIcon(lang.L("Back"), theme.NavigateBackIcon(), s.Home)
	title := widget.NewLabelWithStyle(lang.L("Recent matches"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	open := widget.NewButtonWithIcon(lang.L("Open a deal…"), theme.FolderOpenIcon(), s.importDeal)
	head := container.NewBorder(nil, nil, back, open, title)
	body := container.NewStack(widget.NewLabel(lang.L("Reading the recent matches…")))
	screen := container.NewBorder(head, nil, nil, nil, container.NewPadded(body))
	s.Show(screen, nil)
	recentGo(func() {
		list, notices := s.loadRecent()
		uiDo(func() {
			if s.shown == screen {
				s.fillRecent(body, list, notices)
			}
		})
	})
}

// fillRecent puts the finished matches read in body, and tells what
// could not be read.
func (s *Shell) fillRecent(body *fyne.Container, list []recentMatch, notices []string) {
	// Only finished matches are kept: the empty list says where the
	// hands of the match in progress are.
	empty := widget.NewLabel(lang.L("No finished matches yet. A match is listed here once it is over; to look again at a hand of the match in progress, open its score sheet."))
	empty.Wrapping = fyne.TextWrapWord
	var o fyne.CanvasObject = empty
	if len(list) > 0 {
		rows := container.NewVBox()
		for _, m := range list {
			rows.Add(s.recentRow(m))
		}
		o = container.NewVScroll(rows)
	}
	body.Objects = []fyne.CanvasObject{o}
	body.Refresh()
	if len(notices) > 0 {
		dialog.ShowInformation(lang.L("Recent matches"), strings.Join(notices, "\n"), s.Win)
	}
}

// recentRow is one finished match: its game and date, who played, the
// result, and the button to review it.
func (s *Shell) recentRow(m recentMatch) fyne.CanvasObject {
	open := widget.NewButtonWithIcon(lang.L("Review"), theme.SearchIcon(), func() {
		s.openReview(m.Record, 0, s.Recent)
	})
	when := m.When.Format("2006-01-02 15:04")
	head := widget.NewLabelWithStyle(m.game.title()+" · "+when, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	result := widget.NewLabel(m.result)
	result.Wrapping = fyne.TextWrapWord
	return container.NewBorder(nil, nil, nil, container.NewCenter(open), container.NewVBox(head, result))
}

// recentResult is a finished match's result: who won, and each side's
// total.
func recentResult(m games.Match, players []match.Player) string {
	sc, out := m.Score(), m.Outcome()
	var names []string
	for _, p := range players {
		names = append(names, p.Name)
	}
	var parts []string
	for side := range sc.Sides {
		parts = append(parts, lang.L("{{.Side}}: {{.Points}} points", map[string]any{"Side": table.SideName(&sc, side, names), "Points": sc.Totals[side]}))
	}
	line := strings.Join(parts, " · ")
	if out.Stage == match.MatchOver && out.Winner >= 0 {
		line = lang.L("{{.Side}} won.", map[string]any{"Side": table.SideName(&sc, out.Winner, names)}) + " " + line
	}
	return line
}
