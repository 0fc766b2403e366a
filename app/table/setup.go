package table

import (
	"time"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/cardart"
)

// Setup is what every board is set up with besides its match: how the
// table looks and paces its computers, where its work runs, and what the
// app does behind its buttons. Each board's Config embeds it.
type Setup struct {
	// Deal is the deal number the header shows, to play the same deal
	// again from the new-match screen (0 for none: a chosen deal).
	Deal  uint64
	Style cardart.Style
	// CardScale sizes the cards relative to the usual size (0 means 1).
	CardScale float32
	// Pace is the pause between two computer moves, and sets the speed of
	// their animations; 0 plays them at once.
	Pace time.Duration
	// Exec runs f on the UI goroutine; nil means fyne.Do. Tests pass a
	// queue they drain themselves.
	Exec func(f func())
	// Go runs a computer's thinking off the UI goroutine; nil starts a
	// goroutine.
	Go func(f func())
	// Clock paces the computers; nil is the real one. Tests pass one they
	// move on themselves (app/table/clocktest).
	Clock Clock
	// OnLeave is called by the Leave button (hidden when nil).
	OnLeave func()
	// OnNewMatch is offered on the winner screen (hidden when nil).
	OnNewMatch func()
	// OnRematch is offered on the winner screen: a new match with the
	// same players and rules (hidden when nil).
	OnRematch func()
	// OnReview, when set, is offered on the sheet of a hand just over
	// and on the final sheet of the match: the review of that hand
	// (WithReview).
	OnReview func()
	review   *widget.Button
	// Sound plays an effect: "deal", "draw", "discard", "meld", "close",
	// "out" or "win". Nil is silent.
	Sound func(effect string)
}

// WithReview puts the review's button ("Review the hand") before a
// hand's sheet buttons when the app offers the review (OnReview).
func (s *Setup) WithReview(btns []*widget.Button) []*widget.Button {
	if s.OnReview == nil {
		return btns
	}
	if s.review == nil {
		s.review = widget.NewButton(lang.L("Review the hand"), func() { s.OnReview() })
	}
	return append([]*widget.Button{s.review}, btns...)
}

// Config sets up a board: V and A are its game's view and action, G its
// match (a pointer to the engine's game), O the search options of its
// hint. Each board's Config is one of these.
type Config[V, A, G, O any] struct {
	Setup
	Seats []Seat[V, A]
	// Game is the match to play: a new one, or one from a chosen deal.
	Game G
	// OnChange is called on the UI goroutine after every action the game
	// accepted (a person's or a computer's): the place to autosave.
	OnChange func(g G)
	// OnHandOver is called once when a hand ends (and when the match
	// ends), after OnChange.
	OnHandOver func(g G)
	// HintOptions tune the search of the hint.
	HintOptions O
}
