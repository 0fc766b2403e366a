package i18n

import (
	"encoding/json"
	"sync"

	"fyne.io/fyne/v2/lang"
)

// keysOf lists the top-level keys of a go-i18n flat JSON file.
func keysOf(data []byte) (map[string]bool, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, err
	}
	keys := make(map[string]bool, len(m))
	for k := range m {
		keys[k] = true
	}
	return keys, nil
}

var (
	englishOnce sync.Once
	english     map[string]bool
)

// Has reports whether key has a text in the English files, the fallback
// of every language: for texts found by a name made at run time (a move
// log's sentence of an event kind), which may have none.
func Has(key string) bool {
	englishOnce.Do(func() { english, _ = Keys("en") })
	return english[key]
}

// Found is the text of key in the player's language, with data, for a
// text found by a name made at run time: "" where key has none (Has).
func Found(key string, data ...any) string {
	if !Has(key) {
		return ""
	}
	return lang.X(key, key, data...)
}
