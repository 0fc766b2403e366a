package app

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/appdef"
	"tavolo/app/stats"
	"tavolo/engine/match"
)

// practice is a deal played again: the same cards from the first, the
// same seats and levels, counting nowhere (not in the match, not in the
// statistics, not kept among the recent matches, its autosave apart
// from the match's). At its end the two results are shown side by side.
type practice struct {
	before []int // each seat's points in the hand as it was played
	names  []string
	back   func() // where its end leads: the review it came from
	// table is the practice's board once shown; showing anything else
	// ends the practice.
	table fyne.CanvasObject
}

// dealRecord is the record of r's match up to the end of the reviewed
// hand: the deal file, and what a practice replays to its deal.
func (r *handReview) dealRecord() *match.Record {
	return firstActions(r.rec, r.frames[len(r.frames)-1].Step)
}

// atDeal is the record of r's match up to the deal of the reviewed hand.
func (r *handReview) atDeal() *match.Record {
	return firstActions(r.rec, r.frames[0].Step)
}

// firstActions is rec with only its first n actions, without its sum.
func firstActions(rec *match.Record, n int) *match.Record {
	out := *rec
	out.Sum = ""
	var actions []json.RawMessage
	_ = json.Unmarshal(rec.Actions, &actions)
	out.Actions, _ = json.Marshal(actions[:min(n, len(actions))])
	return &out
}

// playAgain deals the reviewed hand again as a practice hand; its end
// leads back to the review (back).
func (s *Shell) playAgain(r *handReview, back func()) {
	m, err := r.game.Replay(r.atDeal())
	if err != nil {
		dialog.ShowError(err, s.Win)
		return
	}
	played, err := r.game.Replay(r.dealRecord())
	if err != nil {
		dialog.ShowError(err, s.Win)
		return
	}
	s.practice = &practice{before: appdef.HandStats(r.game.Name, "", played, r.rec.Players).Points, names: r.names, back: back}
	err = r.game.show(s, m, r.rec.Players)
	if s.practice != nil && s.practice.table == nil {
		s.practice = nil // no board was shown: nothing is practised
	}
	if err != nil {
		dialog.ShowError(err, s.Win)
	}
}

// practiceShown follows what the window shows: the first screen after a
// practice starts is its table; any other ends it.
func (s *Shell) practiceShown(content fyne.CanvasObject) {
	switch {
	case s.practice == nil:
	case s.practice.table == nil:
		s.practice.table = content
	case s.practice.table != content:
		s.practice = nil
	}
}

// practiceOver shows the practice hand's result beside the hand as it
// was played; closing it goes back to the review.
func (s *Shell) practiceOver(h stats.Hand) {
	p := s.practice
	grid := container.NewGridWithColumns(3,
		widget.NewLabelWithStyle(lang.L("Player"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle(lang.L("As played"), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle(lang.L("Played again"), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
	for seat, name := range p.names {
		grid.Add(widget.NewLabel(name))
		grid.Add(widget.NewLabelWithStyle(pointsAt(p.before, seat), fyne.TextAlignTrailing, fyne.TextStyle{}))
		grid.Add(widget.NewLabelWithStyle(pointsAt(h.Points, seat), fyne.TextAlignTrailing, fyne.TextStyle{}))
	}
	note := widget.NewLabel(lang.L("A practice hand: it counts in neither the match nor the statistics."))
	d := dialog.NewCustom(lang.L("The same deal, played again"), lang.L("Back to the review"), container.NewVBox(grid, note), s.Win)
	d.SetOnClosed(p.back)
	d.Show()
}

// pointsAt is a seat's points, or a dash where the hand scored none.
func pointsAt(points []int, seat int) string {
	if seat < len(points) {
		return strconv.Itoa(points[seat])
	}
	return "–"
}

// exportDeal asks where to save the reviewed hand's deal, with the hand
// as it was played, so that it can be played again on another computer.
func (s *Shell) exportDeal(r *handReview) {
	data, err := r.dealRecord().Encode()
	if err != nil {
		dialog.ShowError(err, s.Win)
		return
	}
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err == nil && w != nil {
			_, err = w.Write(data)
			err = errors.Join(err, w.Close())
		}
		if err != nil {
			dialog.ShowError(err, s.Win)
		}
	}, s.Win)
	d.SetFileName(fmt.Sprintf("%s-%016x-%d.tavolo.json", r.rec.Game, r.rec.Seed, r.hand))
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// importDeal asks for a deal file and plays its last hand again; a file
// that is not a deal says so plainly.
func (s *Shell) importDeal() {
	d := dialog.NewFileOpen(func(rd fyne.URIReadCloser, err error) {
		if err != nil || rd == nil {
			if err != nil {
				dialog.ShowError(err, s.Win)
			}
			return
		}
		data, err := io.ReadAll(rd)
		rd.Close()
		if err == nil {
			err = s.openDeal(data, filepath.Base(rd.URI().Path()))
		}
		if err != nil {
			dialog.ShowError(err, s.Win)
		}
	}, s.Win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// openDeal plays again the last hand of a deal file (its name for the
// message); back from it is the recent matches.
func (s *Shell) openDeal(data []byte, name string) error {
	bad := fmt.Errorf("%s", lang.L("{{.File}} is not a deal saved by Tavolo, or it was damaged.", map[string]any{"File": name}))
	var head struct {
		Game string `json:"game"`
	}
	if json.Unmarshal(data, &head) != nil {
		return bad
	}
	g, ok := lookupGame(head.Game)
	if !ok {
		return bad
	}
	rec, err := match.DecodeRecord(data, g.Name)
	if err != nil {
		return bad
	}
	r, err := newHandReview(g, rec, 0)
	if err != nil {
		return bad
	}
	s.playAgain(r, func() { s.ShowReview(r, s.Recent) })
	return nil
}
