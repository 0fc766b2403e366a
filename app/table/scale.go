package table

import "fyne.io/fyne/v2"

// The table is designed at 800×600, the smallest window it works in; a
// larger window draws the same table larger.
const (
	designW = 800
	designH = 600
	// maxGrow is the most the table grows: at full HD cards are as large
	// as they are useful, and the rest of the room goes to the spaces
	// between them.
	maxGrow = 1.9
)

// WindowScale is how much larger than at 800×600 the table is drawn in a
// window of the given size: the lesser of its width's and its height's
// growth, so that what fits at 800×600 still fits, between 1 and
// maxGrow.
func WindowScale(size fyne.Size) float32 {
	return Clamp(min(size.Width/designW, size.Height/designH), 1, maxGrow)
}

// HandHeight is the height of a hand card in a window of the given size:
// base (its height at 800×600) grown with the window (WindowScale) and
// by the player's card-size setting (setting; 0 counts as 1).
func HandHeight(size fyne.Size, base, setting float32) float32 {
	if setting <= 0 {
		setting = 1
	}
	return base * WindowScale(size) * setting
}

// cardStep is the step card widths are rounded down to where they shrink
// to fit a crowded area (StepDown).
const cardStep = 4

// StepDown rounds a card width that shrinks with what an area holds down
// to a multiple of a few units (never below 16): the cards then keep
// their size while a meld or two is added, and each size is drawn once
// (a card's picture is drawn anew for every new size, on the UI
// goroutine, tens of milliseconds for a side full of melds).
func StepDown(w float32) float32 {
	return max(float32(int(w/cardStep))*cardStep, 16)
}
