package assets

import (
	"embed"
)

//go:embed rules
var rules embed.FS

// Games are the games whose rules are in rules/, in the order the rules
// screen shows them.
var Games = []string{"scala40", "canasta", "klaberjass"}

// Rules returns the rules of game ("scala40", "canasta", "klaberjass") in
// language ("en" or "it") as Markdown, falling back to English.
func Rules(game, language string) string {
	if data, err := rules.ReadFile("rules/" + game + "." + language + ".md"); err == nil {
		return string(data)
	}
	data, _ := rules.ReadFile("rules/" + game + ".en.md")
	return string(data)
}
