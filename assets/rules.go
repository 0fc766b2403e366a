package assets

import (
	"embed"
)

//go:embed rules
var rules embed.FS

// Rules returns the rules of game (its registry name: "scala40" …) in
// language ("en" or "it") as Markdown, falling back to English.
func Rules(game, language string) string {
	if data, err := rules.ReadFile("rules/" + game + "." + language + ".md"); err == nil {
		return string(data)
	}
	data, _ := rules.ReadFile("rules/" + game + ".en.md")
	return string(data)
}
