module tavolo

go 1.26

require (
	fyne.io/fyne/v2 v2.7.1
	github.com/BurntSushi/toml v1.6.0
	github.com/hajimehoshi/oto/v2 v2.4.3
)
