package table

import "fyne.io/fyne/v2/widget"

// sheetButtonMin is the least width of a sheet's button.
const sheetButtonMin = 160

// buttonRowWidth is how wide a sheet must be for its row of buttons in
// the bottom right corner, as sheetButtons lays them out: each button
// its label's width and 30 more, at least sheetButtonMin, 12 apart,
// sheetMargin from either edge of the sheet.
func buttonRowWidth(btns []*widget.Button) float32 {
	w := float32(2 * sheetMargin)
	for i, b := range btns {
		if i > 0 {
			w += 12
		}
		w += max(b.MinSize().Width+30, sheetButtonMin)
	}
	return w
}
