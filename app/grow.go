package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"tavolo/app/table"
)

// The screens off the table (home, new match, settings, rules, recent
// matches, statistics) are drawn at the theme's sizes up to the window's
// default size, and grow with a larger window beyond it: at 1920×1080
// their text, buttons and spaces are 1.4 times as large, where they kept
// their small size in a corner of the window. The table grows on its own
// (table.WindowScale).

// screenScale is how much larger than the theme's sizes the screens are
// drawn in a window of size: the lesser of its width's and its height's
// growth past the default window (so what fits there still fits), in
// steps of growStep, between 1 and maxScreenScale.
func screenScale(size fyne.Size) float32 {
	k := table.Clamp(min(size.Width/defaultWindow.Width, size.Height/defaultWindow.Height), 1, maxScreenScale)
	return float32(int(k/growStep)) * growStep
}

const (
	// growStep is the step the screens' scale moves by: a window dragged
	// larger changes the theme a few times, not at every frame.
	growStep = 0.05
	// maxScreenScale is the most the screens grow.
	maxScreenScale = 1.9
)

// grownTheme is a theme with every size k times its base's.
type grownTheme struct {
	fyne.Theme
	k float32
}

// Size is the base theme's size, grown.
func (g grownTheme) Size(n fyne.ThemeSizeName) float32 { return g.Theme.Size(n) * g.k }

// screenTheme is the theme the app is to use now: the felt's while a
// table is shown, else the base theme grown with the window.
func (s *Shell) screenTheme() fyne.Theme {
	if s.baseTheme == nil {
		s.baseTheme = s.App.Settings().Theme()
	}
	switch {
	case s.felt:
		return table.FeltTheme(s.baseTheme)
	case s.grow > 1:
		return grownTheme{s.baseTheme, s.grow}
	}
	return s.baseTheme
}

// growLayout lays a screen out over the whole window, within the
// theme's padding (the window itself is not padded off the table: its
// padding would be the theme's from before the window's new size), and
// grows the app's theme with the window (screenScale) while it is shown.
// It asks for no more room than the screen needs at the theme's own
// sizes, so the window can always be made smaller again.
type growLayout struct{ s *Shell }

func (l growLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	if k := screenScale(size); k != max(l.s.grow, 1) && !l.s.felt {
		l.s.grow = k
		l.s.App.Settings().SetTheme(l.s.screenTheme())
	}
	pad := theme.Padding()
	objects[0].Move(fyne.NewSquareOffsetPos(pad))
	objects[0].Resize(size.SubtractWidthHeight(2*pad, 2*pad))
}

func (l growLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	pad := 2 * theme.Padding()
	m := objects[0].MinSize().AddWidthHeight(pad, pad)
	if k := l.s.grow; k > 1 && !l.s.felt {
		return fyne.NewSize(m.Width/k, m.Height/k)
	}
	return m
}
