package table

import (
	"testing"

	"fyne.io/fyne/v2/widget"
)

// TestWithReview: without OnReview the sheet's buttons are left alone;
// with it "Review the hand" comes first, the same button every frame,
// and tapping it asks for the review.
func TestWithReview(t *testing.T) {
	next := widget.NewButton("Next hand", nil)
	var s Setup
	if got := s.WithReview([]*widget.Button{next}); len(got) != 1 || got[0] != next {
		t.Fatalf("without a review: %v", got)
	}
	asked := 0
	s.OnReview = func() { asked++ }
	a := s.WithReview([]*widget.Button{next})
	b := s.WithReview([]*widget.Button{next})
	if len(a) != 2 || a[1] != next || a[0] != b[0] || a[0].Text != "Review the hand" {
		t.Fatalf("with a review: %v, %v", a, b)
	}
	a[0].OnTapped()
	if asked != 1 {
		t.Errorf("asked %d times", asked)
	}
}
