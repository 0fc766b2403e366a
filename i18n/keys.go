package i18n

import "encoding/json"

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
