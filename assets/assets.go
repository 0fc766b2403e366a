// Package assets holds the files Tavolo embeds in its binary: the icon
// (drawn in icon.svg, rendered to icon.png) used for the window, and the
// packages' menu entries.
package assets

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

//go:embed icon.png
var iconPNG []byte

// Icon is Tavolo's 512×512 icon: three fanned cards on a green table.
var Icon fyne.Resource = fyne.NewStaticResource("icon.png", iconPNG)
