package app

import (
	"fmt"
	"slices"
	"strings"

	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/stats"
	"tavolo/engine/canasta"
	"tavolo/engine/scala40"
	"tavolo/i18n"
)

// button finds a button by its text on the screen or in its top overlay.
func button(s *Shell, text string) *widget.Button {
	return buttonWhere(s, func(b *widget.Button) bool { return b.Text == text })
}

// resetButton is the first row's reset button (the bin alone).
func resetButton(s *Shell) *tipButton {
	bins := resetButtons(s)
	if len(bins) == 0 {
		return nil
	}
	return bins[0]
}

// resetButtons are the statistics screen's bins, in order.
func resetButtons(s *Shell) []*tipButton {
	var bins []*tipButton
	walk(s.Win.Content(), func(o fyne.CanvasObject) {
		if b, ok := o.(*tipButton); ok && b.Text == "" && b.Icon == theme.DeleteIcon() {
			bins = append(bins, b)
		}
	})
	return bins
}

// TestStatisticsBinsSayWhatTheyReset: each bin on the statistics screen
// is labelled with whose record of which game it resets, in both
// languages; the label shows under the pointer, inside an 800×600
// window, and goes when the pointer leaves.
func TestStatisticsBinsSayWhatTheyReset(t *testing.T) {
	s, _ := newShell(t)
	playedStats(s)
	s.Win.Resize(fyne.NewSize(800, 600))
	for language, want := range map[string][]string{
		"en": {"Reset Anna's Scala 40 statistics", "Reset Anna (computer) & Carla (computer)'s Canasta statistics", "Reset Marta's Klaberjass statistics"},
		"it": {"Azzera le statistiche di Anna a Scala 40", "Azzera le statistiche di Anna (computer) & Carla (computer) a Canasta", "Azzera le statistiche di Marta a Klaberjass"},
	} {
		i18n.ForTest(t, language)
		s.Statistics()
		bins := resetButtons(s)
		var tips []string
		for _, b := range bins {
			tips = append(tips, b.Tip)
		}
		for _, w := range want {
			if !slices.Contains(tips, w) {
				t.Errorf("%s: no bin labelled %q among %q", language, w, tips)
			}
		}
		last := bins[len(bins)-1]
		last.MouseIn(&desktop.MouseEvent{})
		if !overlayLabel(s, last.Tip) {
			t.Fatalf("%s: the pointer over a bin shows no %q", language, last.Tip)
		}
		top := s.Win.Canvas().Overlays().Top().(*widget.PopUp)
		at, size := top.Content.Position(), top.Content.Size()
		if at.X < 0 || at.X+size.Width > 800 || at.Y+size.Height > 600 {
			t.Errorf("%s: the label stands at %v, %v, outside the 800×600 window", language, at, size)
		}
		last.MouseOut()
		if top := s.Win.Canvas().Overlays().Top(); top != nil && top.Visible() {
			t.Errorf("%s: the label stays after the pointer left", language)
		}
		// Leaving the screen with the pointer still on a bin takes its
		// label away too.
		last.MouseIn(&desktop.MouseEvent{})
		s.Home()
		if top := s.Win.Canvas().Overlays().Top(); top != nil && top.Visible() {
			t.Errorf("%s: the label stays over the home screen", language)
		}
	}
}

// buttonWhere finds the first button shown (or in the top overlay) that
// is.
func buttonWhere(s *Shell, is func(*widget.Button) bool) *widget.Button {
	var found *widget.Button
	look := func(o fyne.CanvasObject) {
		walk(o, func(o fyne.CanvasObject) {
			if b, ok := o.(*widget.Button); ok && is(b) && found == nil {
				found = b
			}
		})
	}
	look(s.Win.Content())
	if top := s.Win.Canvas().Overlays().Top(); top != nil {
		look(top)
	}
	return found
}

// TestStatisticsScreen: finished hands reach the statistics once each,
// the screen shows them, and resetting one player keeps the other.
func TestStatisticsScreen(t *testing.T) {
	s, _ := newShell(t)
	names := []string{"Zia Pina", "Nonno"}
	closed := func(inHand bool) []map[string]int {
		c := map[string]int{counterClosed: 1}
		if inHand {
			c[counterClosedInHand] = 1
		}
		return []map[string]int{c, nil}
	}
	h1 := stats.Hand{Game: scala40.GameName, Key: "7/1", Names: names, Played: true, Points: []int{0, 60}, Counters: closed(true)}
	s.HandOver(h1)
	s.HandOver(h1) // the same hand again, as after a resume
	s.HandOver(stats.Hand{Game: scala40.GameName, Key: "7/2", Names: names, Played: true, Points: []int{0, 50},
		Counters: closed(false), Over: true, Winners: []int{0}})
	s.statsPending.Wait()

	b, err := stats.Load(s.statsPath())
	if err != nil {
		t.Fatal(err)
	}
	pina, nonno := b.Players["Zia Pina"]["scala40"], b.Players["Nonno"]["scala40"]
	if pina == nil || pina.Hands != 2 || pina.Count("closed") != 2 || pina.Count("closed_in_hand") != 1 || pina.Wins != 1 || pina.BestRun != 1 {
		t.Fatalf("Zia Pina %+v", pina)
	}
	if nonno == nil || nonno.Points != 110 || nonno.AveragePoints() != 55 || nonno.Matches != 1 || nonno.Wins != 0 {
		t.Fatalf("Nonno %+v", nonno)
	}

	s.Statistics()
	if !hasLabel(s, "Zia Pina") || !hasLabel(s, "55.0") {
		t.Fatal("the screen does not show the records")
	}
	// The first reset is Nonno's row (rows are sorted by name).
	test.Tap(resetButton(s))
	yes := button(s, "Yes")
	if yes == nil {
		t.Fatal("no confirmation asked")
	}
	test.Tap(yes)
	s.statsPending.Wait()
	if hasLabel(s, "Nonno") || !hasLabel(s, "Zia Pina") {
		t.Error("reset did not remove exactly one player")
	}
	b, _ = stats.Load(s.statsPath())
	if _, ok := b.Players["Nonno"]; ok || b.Players["Zia Pina"] == nil {
		t.Errorf("saved after reset: %+v", b.Players)
	}
}

// TestStatisticsFitsSmallWindow: twenty players' records fit an 800×600
// window without widening it (also after Back), in compact rows.
func TestStatisticsFitsSmallWindow(t *testing.T) {
	s, _ := newShell(t)
	b := s.book()
	for i := range 20 {
		names := []string{fmt.Sprintf("Giocatore numero %02d", i), "Nonno"}
		b.Add(stats.Hand{Game: scala40.GameName, Key: fmt.Sprintf("%d/1", i), Names: names, Played: true, Points: []int{10, 60}})
	}
	size := fyne.NewSize(800, 600)
	s.Win.Resize(size)
	s.Statistics()
	if got := s.Win.Canvas().Size(); got != size {
		t.Fatalf("the statistics resized the window to %v", got)
	}
	var rows []fyne.CanvasObject
	walk(s.Win.Content(), func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && strings.HasPrefix(l.Text, "Giocatore numero") {
			rows = append(rows, l)
		}
	})
	if len(rows) != 20 {
		t.Fatalf("%d rows shown", len(rows))
	}
	for i := 1; i < len(rows); i++ {
		if h := rows[i].Position().Y - rows[i-1].Position().Y; h <= 0 || h > 60 {
			t.Fatalf("row %d is %v px tall", i, h)
		}
	}
	reset := resetButton(s)
	if reset == nil || reset.Size().Width < reset.MinSize().Width {
		t.Fatal("the reset button is cut off")
	}
	if at := fyne.CurrentApp().Driver().AbsolutePositionForObject(reset); at.X+reset.Size().Width > size.Width {
		t.Fatalf("the reset button ends at x %v, beyond the %v window", at.X+reset.Size().Width, size.Width)
	}
	test.Tap(button(s, "Back"))
	if got := s.Win.Canvas().Size(); got != size {
		t.Fatalf("after Back the window is %v", got)
	}
}

// TestStatisticsKeepsPeopleComputersAndSidesApart: a person and a
// computer both named Anna have a row each, and a Canasta side of
// partners has one row for both (one name under the other), in English
// and in Italian.
func TestStatisticsKeepsPeopleComputersAndSidesApart(t *testing.T) {
	s, _ := newShell(t)
	b := s.book()
	b.Add(stats.Hand{Game: scala40.GameName, Key: "1/1", Names: []string{"Anna", "Anna"}, Computer: []bool{false, true},
		Played: true, Points: []int{0, 70}})
	b.Add(stats.Hand{Game: canasta.GameName, Key: "2/1", Names: []string{"Anna", "Bruno", "Carla", "Dario"},
		Computer: []bool{false, true, true, true}, Sides: [][]int{{0, 2}, {1, 3}}, Played: true,
		Points: []int{3150, -200, 3150, -200}, Counters: []map[string]int{{counterCanastas: 4}, nil, nil, nil}})
	s.Statistics()
	for _, want := range []string{"Anna", "Anna (computer)", "Anna &\nCarla (computer)", "Bruno (computer) &\nDario (computer)", "3150.0"} {
		if !hasLabel(s, want) {
			t.Errorf("no row %q", want)
		}
	}
	for _, gone := range []string{"Carla", "Dario"} {
		if hasLabel(s, gone) {
			t.Errorf("a partner has a row of his own: %q", gone)
		}
	}
	t.Cleanup(func() { i18n.Use("en") })
	i18n.Use("it")
	s.Statistics()
	if !hasLabel(s, "Statistiche") || !hasLabel(s, "Anna (computer)") || !hasLabel(s, "Anna &\nCarla (computer)") {
		t.Error("the Italian screen lost the computer's row or the side's")
	}
}

// TestStatisticsFitSmallWindow: at 800×600, in both languages, every
// game's table is as wide as the window at most, the bins included: a
// side's partners stand one under the other and the headings may wrap
// (in Italian the Canasta and Klaberjass tables ran past the right
// edge).
func TestStatisticsFitSmallWindow(t *testing.T) {
	s, _ := newShell(t)
	playedStats(s)
	s.Win.Resize(fyne.NewSize(800, 600))
	room := float32(800) - 2*theme.Padding()
	for _, language := range []string{"en", "it"} {
		i18n.ForTest(t, language)
		s.Statistics()
		grids := 0
		walk(s.Win.Content(), func(o fyne.CanvasObject) {
			c, ok := o.(*fyne.Container)
			if !ok {
				return
			}
			if _, ok := c.Layout.(*columnsLayout); !ok {
				return
			}
			grids++
			if w := c.MinSize().Width; w > room {
				t.Errorf("%s: a table %.0f wide, the window has %.0f", language, w, room)
			}
		})
		if grids != 3 {
			t.Fatalf("%s: %d tables, want one a game", language, grids)
		}
	}
}

// TestStatisticsFitTheWindowInItalian: at 800×600 in Italian, with a
// side of two computers' names, every game's table lies inside the
// window (its headings wrapped, a side's partners one to a line), no
// heading narrower than its longest word; at 1920×1080 the headings keep
// one line.
func TestStatisticsFitTheWindowInItalian(t *testing.T) {
	s, _ := newShell(t)
	i18n.ForTest(t, "it")
	playedStats(s)
	for _, size := range []fyne.Size{fyne.NewSize(800, 600), fyne.NewSize(1920, 1080)} {
		s.Win.Resize(size)
		s.Statistics()
		s.Win.Content().Refresh() // the headings' heights, once their widths are known
		walk(s.Win.Content(), func(o fyne.CanvasObject) {
			lb, ok := o.(*widget.Label)
			if !ok || !o.Visible() || lb.Text == "" {
				return
			}
			at := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
			if end := at.X + o.Size().Width; end > size.Width {
				t.Errorf("%v: %q ends at x %.0f", size, lb.Text, end)
			}
			if !lb.TextStyle.Bold {
				return // a name or a number
			}
			if _, least := cellWidths(o); o.Size().Width < least {
				t.Errorf("%v: %q is %.0f px wide, its longest word %.0f", size, lb.Text, o.Size().Width, least)
			}
			if one := fyne.MeasureText("M", theme.TextSize(), lb.TextStyle).Height + 2*theme.InnerPadding(); size.Width > 800 && o.Size().Height > one*1.5 {
				t.Errorf("%v: the heading %q takes more than a line (%.0f px tall)", size, lb.Text, o.Size().Height)
			}
		})
	}
}
