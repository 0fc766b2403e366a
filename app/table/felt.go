package table

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Under software OpenGL (a machine without a graphics driver, a virtual
// display) one rectangle over the whole window costs about as much to
// paint as every card on the table, and the window is painted again for
// every frame of a card's flight. The window is cleared to its theme's
// background colour before each frame at no cost, so while a table is
// shown the app uses FeltTheme, and the boards leave the felt to the
// clear (Builder.Felt).

// feltTheme is a theme whose background colour is the felt.
type feltTheme struct{ fyne.Theme }

func (t feltTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if n == theme.ColorNameBackground {
		return Felt
	}
	return t.Theme.Color(n, v)
}

// FeltTheme returns base with the felt as its background colour: the
// window's colour behind a table.
func FeltTheme(base fyne.Theme) fyne.Theme { return feltTheme{base} }

// Felt covers the board with the felt, unless the window is cleared to
// the felt already (the app's theme is a FeltTheme).
func (b *Builder) Felt(size fyne.Size) {
	if theme.Color(theme.ColorNameBackground) != Felt {
		b.Rectangle(R(0, 0, size.Width, size.Height), Felt, 0)
	}
}
