package scala40

import (
	"tavolo/app/appdef"
	s40 "tavolo/engine/scala40"
)

// labels are Scala 40's options, their values and its presets as the
// new-match screen names them, in English (the i18n files translate
// them).
var labels = appdef.Labels{
	Options: map[string]string{
		"opening_minimum":                       "Opening minimum",
		"max_jokers_per_meld":                   "Jokers per meld",
		"ace_alone_counts_one":                  "Lone Ace counts 1",
		"take_discard_to_open":                  "Open with the pozzo card",
		"must_use_taken_discard":                "Use the pozzo card at once",
		"discard_attachable":                    "Discarding a card that fits",
		"attachable_includes_joker_replacement": "Replacing a joker counts as fitting",
		"no_close_first_round":                  "No closing in the first round",
		"in_mano_double":                        "Closing in hand doubles",
		"in_mano_requires_minimum":              "Closing in hand needs the minimum",
		"full_hand_penalty":                     "Penalty for never opening",
		"full_hand_penalty_doubled":             "That penalty doubles too",
		"opening_without_joker":                 "Open without jokers",
		"must_reuse_swapped_joker":              "Reuse a won joker at once",
		"attach_on_opening_turn":                "Attach when opening",
		"allow_attach_joker":                    "Attach jokers",
		"joker_discard":                         "Discarding a joker",
		"restock_mode":                          "New tallone",
		"upcard_joker_redraw":                   "Joker turned up goes back",
		"reentry":                               "Re-entry (rientro)",
		"pairs_mode":                            "Play in pairs",
		"dealer_takes_14":                       "Dealer takes 14",
	},
	Values: map[string]string{
		"unlimited": "unlimited",
		s40.DiscardAttachableForbiddenIfNotOpened: "forbidden before opening",
		s40.DiscardAttachableForbiddenAlways:      "always forbidden",
		s40.DiscardAttachableForbiddenExceptClose: "forbidden except to close",
		s40.DiscardAttachableAllowed:              "allowed",
		s40.DiscardAttachableAllowedNoNextAttach:  "allowed, but the next player may not attach it",
		s40.JokerDiscardOnlyClosing:               "only as the closing card",
		s40.JokerDiscardNever:                     "never",
		s40.RestockShuffle:                        "shuffle the pozzo",
		s40.RestockFlip:                           "turn the pozzo over",
	},
	Presets: map[string]string{"classic": "Classic", "family": "Family", "long": "Long", "strict": "Strict"},
}
