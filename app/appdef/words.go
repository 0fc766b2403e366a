package appdef

import "encoding/json"

// Describe makes a game's DescribeMove from its board's words for a
// move on the view of the seat that made it: the view must be the
// game's view type and the action its saved form, else it says "".
func Describe[V, A any](words func(v V, a A) string) func(view any, action json.RawMessage) string {
	return func(view any, action json.RawMessage) string {
		v, ok := view.(V)
		var a A
		if !ok || json.Unmarshal(action, &a) != nil {
			return ""
		}
		return words(v, a)
	}
}
