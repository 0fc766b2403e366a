package table

import (
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// Buttons are the buttons every board has, made once: the header's
// score sheet, hint and leave; the hot-seat cover's "I am NAME"; the
// score sheet's back to the table, next hand, and at the end of a match
// home, a new match and the same players again. Home, NewMatch and
// Rematch are nil where the app does not offer them, Leave does nothing
// then.
type Buttons struct {
	Sheet, Hint, Leave      *widget.Button
	Cover, Next, Back       *widget.Button
	Home, NewMatch, Rematch *widget.Button
}

// ButtonActions are what a board does behind its standard buttons.
type ButtonActions struct {
	// Stop stops the match before the table is left.
	Stop func()
	// Sheet shows or hides the score sheet.
	Sheet func(on bool)
	// Shown tells whether the score sheet is up.
	Shown func() bool
	// Hint asks for a hint; Confirm is the hot-seat cover's button; Next
	// deals the next hand.
	Hint, Confirm, Next func()
}

// NewButtons makes the standard buttons of a board set up with s.
func NewButtons(s Setup, a ButtonActions) *Buttons {
	leave := func(f func()) func() {
		return func() {
			a.Stop()
			if f != nil {
				f()
			}
		}
	}
	offer := func(label string, f func()) *widget.Button {
		if f == nil {
			return nil
		}
		return widget.NewButton(label, leave(f))
	}
	bs := &Buttons{
		Sheet:    widget.NewButton(lang.L("Score sheet"), func() { a.Sheet(!a.Shown()) }),
		Hint:     widget.NewButton(lang.L("Hint"), a.Hint),
		Leave:    widget.NewButton(lang.L("Leave"), leave(s.OnLeave)),
		Cover:    widget.NewButton("", a.Confirm),
		Next:     widget.NewButton(lang.L("Deal the next hand"), a.Next),
		Back:     widget.NewButton(lang.L("Back to the table"), func() { a.Sheet(false) }),
		Home:     offer(lang.L("Home"), s.OnLeave),
		NewMatch: offer(lang.L("New match"), s.OnNewMatch),
		Rematch:  offer(lang.L("Same players again"), s.OnRematch),
	}
	for _, b := range []*widget.Button{bs.Cover, bs.Next, bs.Rematch} {
		if b != nil {
			b.Importance = widget.HighImportance
		}
	}
	return bs
}

// ForSheet are the score sheet's buttons: back to the table (to look at
// how the hand ended) and the next hand when a hand is over; at the end
// of the match home, a new match and the same players again, each where
// it is offered; back to the table otherwise.
func (bs *Buttons) ForSheet(handOver, matchOver bool) []*widget.Button {
	switch {
	case matchOver:
		var btns []*widget.Button
		for _, b := range []*widget.Button{bs.Home, bs.NewMatch, bs.Rematch} {
			if b != nil {
				btns = append(btns, b)
			}
		}
		return btns
	case handOver:
		return []*widget.Button{bs.Back, bs.Next}
	}
	return []*widget.Button{bs.Back}
}
