package main

import (
	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.3/glfw"

	"tavolo/app"
)

// fitScreen sizes the window to the screen once the driver has started:
// Fyne 2.7 does not tell an app the screen's size, so it is read from
// GLFW (which Fyne's desktop driver runs on, already initialised then, on
// this goroutine): the primary monitor's work area (the screen less its
// panels and task bars), in pixels, divided by the window's scale into
// Fyne's units. Where GLFW knows no work area (some Wayland compositors)
// the window keeps the size it opened at.
func fitScreen(a fyne.App, s *app.Shell) {
	a.Lifecycle().SetOnStarted(func() {
		m := glfw.GetPrimaryMonitor()
		if m == nil {
			return
		}
		_, _, w, h := m.GetWorkarea()
		scale := s.Win.Canvas().Scale()
		if w <= 0 || h <= 0 || scale <= 0 {
			return
		}
		s.FitScreen(fyne.NewSize(float32(w)/scale, float32(h)/scale))
	})
}
